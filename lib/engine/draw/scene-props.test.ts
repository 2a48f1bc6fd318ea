import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";

function background(prompt: string, seed = 1, size = 96): RgbaImage {
  const reading = readSpritePrompt(prompt, "background");
  return drawSprite({
    reading,
    assetType: "background",
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

/** Pixels of a flame: bright, warm and saturated (orange to yellow). */
function flamePixels(image: RgbaImage): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const o = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
      if (r > 200 && g > 120 && b < 120 && r - b > 110) out.push({ x, y });
    }
  }
  return out;
}

describe("scene props in backgrounds", () => {
  it("a dungeon corridor with torches shows several torch flames; without them, none", () => {
    for (const seed of [1, 2, 3]) {
      const lit = flamePixels(background("a dungeon corridor with torches", seed));
      // Flames in at least two separate places across the width.
      const columns = new Set(lit.map((p) => Math.floor(p.x / 16)));
      expect(columns.size, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      expect(flamePixels(background("a dungeon corridor", seed)).length, `seed ${seed}`).toBe(0);
    }
  });

  it("torchlight brightens the wall around a torch", () => {
    const plain = background("a dungeon corridor", 4);
    const lit = background("a dungeon corridor with torches", 4);
    const luma = (image: RgbaImage) => {
      let sum = 0;
      for (let o = 0; o < image.data.length; o += 4)
        sum += image.data[o]! + image.data[o + 1]! + image.data[o + 2]!;
      return sum;
    };
    expect(luma(lit)).toBeGreaterThan(luma(plain));
  });

  it("banners and windows change a castle scene", () => {
    const plain = background("a castle", 2);
    for (const prompt of ["a castle with banners", "a castle with windows"]) {
      const dressed = background(prompt, 2);
      expect(Buffer.from(dressed.data).equals(Buffer.from(plain.data)), prompt).toBe(false);
    }
  });
});
