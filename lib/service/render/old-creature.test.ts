/**
 * "Make him look older" on a generated wolf is drawn, not refused: its muzzle turns grey-white
 * and its head hangs a pixel lower, judged on the rendered pixels with the head and its eye
 * taken from the drawer's own layers; the rest of the wolf is as drawn.
 */
import { describe, expect, it } from "vitest";
import { PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { oklabToOklch, rgbToOklab } from "@/lib/engine/color";
import { eyesOfLayer } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { type RedrawRecipe, renderTaskTable as task } from "./tasks";

const SIZE = 64;
const prompt = "a grey wolf";
const recipe: RedrawRecipe = {
  prompt,
  assetType: "creature",
  width: SIZE,
  height: SIZE,
  facing: "east",
  camera: "none",
  seed: 7,
};
const doc = generateLayered({
  reading: readSpritePrompt(prompt, "creature"),
  assetType: "creature",
  width: SIZE,
  height: SIZE,
  direction: "east",
  camera: "none",
  seed: 7,
});

const lch = (img: RgbaImage, x: number, y: number) => {
  const o = (y * SIZE + x) * 4;
  if (!img.data[o + 3]) return null;
  return oklabToOklch(rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!]));
};
/** The topmost opaque row among columns x0..x1, or -1. */
const topRow = (img: RgbaImage, x0: number, x1: number) => {
  for (let y = 0; y < SIZE; y++)
    for (let x = x0; x <= x1; x++) if (img.data[(y * SIZE + x) * 4 + 3]) return y;
  return -1;
};

describe("an older wolf", () => {
  it("has a grey-white muzzle and a head a pixel lower, the rest as drawn", () => {
    const r = task.restyleChecked({
      source: doc.sprite.image,
      redraw: recipe,
      customPrompt: "make him look older",
      mode: "custom",
      tier: "normal",
      seed: 7,
      basePalette: null,
      paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle.custom,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toEqual(["older"]);
    const before = doc.sprite.image;
    const head = doc.layers.find((l) => l.role === "head")!;
    const body = doc.layers.find((l) => l.role === "body")!;
    // The fixture's premise: a wolf facing east, its snout ahead of its eye toward +x.
    const eye = eyesOfLayer(head)[0]!;
    expect(head.x + head.width / 2).toBeGreaterThan(body.x + body.width / 2);
    // The head hangs lower: its top (the ears) a pixel down.
    expect(topRow(r.image, head.x, head.x + head.width - 1)).toBe(
      topRow(before, head.x, head.x + head.width - 1) + 1,
    );
    // The muzzle, ahead of the eye (a row lower now), is lighter and near-neutral.
    const muzzle = (img: RgbaImage, dy: number) => {
      const out: { L: number; C: number }[] = [];
      for (let y = head.y + eye.y0 + 1; y < head.y + head.height; y++)
        for (let x = head.x + eye.x1 + 2; x < head.x + head.width - 1; x++) {
          const c = lch(img, x, y + dy);
          if (c && c.L > 0.35) out.push(c);
        }
      return out;
    };
    const mean = (cs: { L: number }[]) => cs.reduce((s, c) => s + c.L, 0) / cs.length;
    const was = muzzle(before, 0);
    const now = muzzle(r.image, 1);
    expect(now.length).toBeGreaterThan(15);
    expect(mean(now) - mean(was)).toBeGreaterThan(0.06);
    expect(now.filter((c) => c.L > 0.85 && c.C < 0.04).length).toBeGreaterThan(now.length * 0.5);
    // The rump and the hind legs, well behind the head, are as drawn.
    for (let y = 0; y < SIZE; y++)
      for (let x = 0; x < head.x - 4; x++) {
        const o = (y * SIZE + x) * 4;
        expect([...r.image.data.subarray(o, o + 4)]).toEqual([...before.data.subarray(o, o + 4)]);
      }
  });
});
