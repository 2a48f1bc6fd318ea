import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";
import { sceneProps } from "./background-props";

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

  it("a corridor is an interior: its far end darkest at the centre, torches on the side walls", () => {
    const lumaAt = (image: RgbaImage, x: number, y: number) => {
      const o = (y * image.width + x) * 4;
      return image.data[o]! + image.data[o + 1]! + image.data[o + 2]!;
    };
    const mean = (image: RgbaImage, x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += lumaAt(image, x, y);
      return sum / ((x1 - x0) * (y1 - y0));
    };
    expect(readSpritePrompt("a dungeon corridor with torches").subject).toBe("corridor");
    expect(readSpritePrompt("a dungeon with torches").subject).toBe("cave");
    for (const seed of [1, 2, 3]) {
      const size = 96;
      const plain = background("a dungeon corridor", seed, size);
      const middle = mean(plain, 40, 36, 56, 48);
      // Darker than each edge strip: ceiling, floor and both walls.
      const strips = [
        mean(plain, 0, 0, size, 8),
        mean(plain, 0, size - 8, size, size),
        mean(plain, 0, 24, 8, 72),
        mean(plain, size - 8, 24, size, 72),
      ];
      for (const strip of strips) expect(middle, `seed ${seed}`).toBeLessThan(strip * 0.6);
      // The walls mirror each other (same stone, same courses) up to the seeded speckles.
      let same = 0;
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size / 2; x++)
          if (Math.abs(lumaAt(plain, x, y) - lumaAt(plain, size - 1 - x, y)) < 30) same++;
      expect(same / ((size * size) / 2), `seed ${seed}`).toBeGreaterThan(0.85);
      const flames = flamePixels(background("a dungeon corridor with torches", seed, size));
      expect(flames.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const p of flames)
        expect(p.x < size / 3 || p.x >= (2 * size) / 3, `seed ${seed}`).toBe(true);
    }
  });

  it("props need something to hold them: windows only where there is a wall", () => {
    const props = (prompt: string) => sceneProps(readSpritePrompt(prompt, "background"));
    expect(props("a castle with banners and windows")).toEqual(["banner", "window"]);
    expect(props("a dungeon corridor with windows")).toEqual(["window"]);
    expect(props("a forest with torches and windows")).toEqual(["torch"]);
    // What the plan reports is what was drawn.
    const reading = readSpritePrompt("a forest with torches and windows", "background");
    const drawn = drawSprite({
      reading,
      assetType: "background",
      width: 64,
      height: 64,
      direction: "none",
      camera: "none",
      seed: 3,
    });
    expect(drawn.variants?.props).toBe("torch");
  });
});
