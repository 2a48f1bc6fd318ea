/**
 * No custom motion fails quietly: on a knight, a wizard, an elf, a slime and a wolf, every
 * sentence of the words sheet that is not refused is made (by the render task a job runs) into
 * frames that move on every other frame and that are no copy of the sprite's Idle or Attack.
 */
import { describe, expect, it } from "vitest";
import { refuseMotion } from "@/lib/engine/animate";
import { generateSprite } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

const SENTENCES = [
  "waves hello",
  "casts a spell",
  "nods",
  "bows",
  "cheers",
  "kicks",
  "walks and waves",
  "shakes nervously",
  "ponders the meaning of life",
  "looks sad",
];

const SUBJECTS: [string, "character" | "creature", "east" | "south"][] = [
  ["a knight with a sword and shield", "character", "south"],
  ["an old wizard with a staff", "character", "east"],
  ["an elf archer with a bow", "character", "south"],
  ["a green slime", "creature", "east"],
  ["a grey wolf", "creature", "east"],
];

function strip(
  source: RgbaImage,
  redraw: RedrawRecipe,
  preset: "Custom" | "Idle" | "Attack",
  prompt?: string,
) {
  return task.animation({
    source,
    preset,
    customPrompt: prompt,
    frameCount: 8,
    seed: 7,
    basePalette: null,
    paletteExtras: 0,
    framingMargin: 20,
    framingAnchor: "bottom",
    redraw,
  });
}

function frame(s: ReturnType<typeof strip>, t: number): string {
  const rows: number[] = [];
  for (let y = 0; y < s.strip.height; y++) {
    const from = (y * s.strip.width + t * s.frameWidth) * 4;
    rows.push(...s.strip.data.subarray(from, from + s.frameWidth * 4));
  }
  return rows.join(",");
}

describe("custom motions that are made move, and copy no preset", () => {
  for (const [prompt, assetType, facing] of SUBJECTS) {
    it(prompt, () => {
      const recipe: RedrawRecipe = {
        prompt,
        assetType,
        width: 64,
        height: 64,
        facing,
        camera: "none",
        seed: 7,
      };
      const source = generateSprite({
        reading: readSpritePrompt(prompt, assetType),
        assetType,
        width: 64,
        height: 64,
        direction: facing,
        camera: "none",
        seed: 7,
      }).image;
      const parts = task.spriteParts({ source, redraw: recipe });
      const presets = [strip(source, recipe, "Idle"), strip(source, recipe, "Attack")].map((s) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((t) => frame(s, t)).join("|"),
      );
      let made = 0;
      for (const sentence of SENTENCES) {
        if (refuseMotion(sentence, parts)) continue;
        made++;
        const s = strip(source, recipe, "Custom", sentence);
        const evens = new Set([0, 2, 4, 6].map((t) => frame(s, t)));
        expect(evens.size, `${sentence}: frames 0, 2, 4, 6`).toBeGreaterThanOrEqual(2);
        const all = [0, 1, 2, 3, 4, 5, 6, 7].map((t) => frame(s, t)).join("|");
        expect(presets.includes(all), `${sentence}: a preset's frames`).toBe(false);
      }
      // Most of the sheet's sentences are drawable on each of these bodies.
      expect(made).toBeGreaterThanOrEqual(assetType === "character" ? 10 : 4);
    });
  }
});
