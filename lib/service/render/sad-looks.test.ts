/**
 * "Make it look sad" on creatures, through the restyle task a request and its job run, judged
 * on rendered pixels with the parts from the drawer's own layers: the wolf's head hangs (the
 * head layer's pixels sit lower) while its feet stay on the ground, the slime sags (shorter)
 * and its eye is lidded (fewer of the eye's line-ink pixels show); neither is refused.
 */
import { describe, expect, it } from "vitest";
import { FLAG_DETAIL, OUTLINE_INK } from "@/lib/engine/draw";
import { generateLayered } from "@/lib/engine/generate";
import { readSpritePrompt } from "@/lib/engine/prompt";
import type { RgbaImage } from "@/lib/engine/raster";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;

function sad(prompt: string) {
  const doc = generateLayered({
    reading: readSpritePrompt(prompt, "creature"),
    assetType: "creature",
    width: SIZE,
    height: SIZE,
    direction: "east",
    camera: "none",
    seed: 7,
  });
  const r = task.restyleChecked({
    source: doc.sprite.image,
    redraw: {
      prompt,
      assetType: "creature",
      width: SIZE,
      height: SIZE,
      facing: "east",
      camera: "none",
      seed: 7,
    },
    customPrompt: "make it look sad",
    mode: "custom",
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: 12,
  });
  return { doc, r };
}

const shows = (img: RgbaImage, i: number) => img.data[i * 4 + 3]! > 0;

function rows(img: RgbaImage): { top: number; bottom: number } {
  let top = SIZE;
  let bottom = -1;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (!shows(img, i)) continue;
    top = Math.min(top, Math.floor(i / SIZE));
    bottom = Math.max(bottom, Math.floor(i / SIZE));
  }
  return { top, bottom };
}

describe("a sad creature", () => {
  it("a wolf hangs its head with its feet on the ground", () => {
    const { doc, r } = sad("a grey wolf");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.words.used).toEqual(["sad"]);
    const source = doc.sprite.image;
    expect(rows(r.image).bottom).toBe(rows(source).bottom);
    // The head's columns (from its layer): their highest drawn pixel is lower than before.
    const head = doc.layers.find((l) => l.role === "head")!;
    const highest = (img: RgbaImage) => {
      let top = SIZE;
      for (let x = head.x; x < head.x + head.width; x++)
        for (let y = 0; y < SIZE; y++) if (shows(img, y * SIZE + x)) top = Math.min(top, y);
      return top;
    };
    expect(highest(r.image)).toBeGreaterThan(highest(source));
  });

  it("a slime sags and its eye is lidded", () => {
    const { doc, r } = sad("a green slime");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const source = doc.sprite.image;
    const before = rows(source);
    const after = rows(r.image);
    expect(after.bottom).toBe(before.bottom);
    expect(after.top).toBeGreaterThan(before.top);
    // The eye: the detail pixels drawn in the line ink in the face layer, counted as the dark
    // pixels of the face's columns; a lid covers some of them.
    const face = doc.layers.find((l) => l.name === "face")!;
    let eye = 0;
    for (let k = 0; k < face.ink.length; k++)
      if (face.ink[k] === OUTLINE_INK && face.flags[k]! & FLAG_DETAIL) eye++;
    expect(eye).toBeGreaterThan(4);
    const dark = (img: RgbaImage) => {
      let n = 0;
      for (let y = 0; y < SIZE; y++)
        for (let x = face.x - 2; x < face.x + face.width + 2; x++) {
          const o = (y * SIZE + x) * 4;
          if (img.data[o + 3] && img.data[o]! + img.data[o + 1]! + img.data[o + 2]! < 120) n++;
        }
      return n;
    };
    expect(dark(r.image)).toBeLessThan(dark(source));
  });
});
