import { describe, expect, it } from "vitest";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";

function iso(prompt: string, type: AssetType, size: number, seed = 1): RgbaImage {
  const reading = readSpritePrompt(prompt, type);
  return drawSprite({
    reading,
    assetType: type,
    width: size,
    height: size,
    direction: "none",
    camera: "isometric",
    seed,
  }).image;
}

/** Topmost opaque row of each column (-1 where the column is empty). */
function topProfile(image: RgbaImage): number[] {
  return Array.from({ length: image.width }, (_, x) => {
    for (let y = 0; y < image.height; y++) if (image.data[(y * image.width + x) * 4 + 3]) return y;
    return -1;
  });
}

/** Lengths of runs of equal values in `values[from..to)`. */
function runs(values: readonly number[], from: number, to: number): number[] {
  const out: number[] = [];
  let length = 1;
  for (let i = from + 1; i < to; i++) {
    if (values[i] === values[i - 1]) length++;
    else {
      out.push(length);
      length = 1;
    }
  }
  out.push(length);
  return out;
}

describe("isometric camera", () => {
  it.each([
    ["grass tile", "tile"],
    ["stone tile", "tile"],
    ["wooden crate", "prop"],
  ] as const)("the top edges of %s run at 2:1", (prompt, type) => {
    for (const seed of [1, 2]) {
      const image = iso(prompt, type, 64, seed);
      const top = topProfile(image);
      const filled = top.map((y, x) => (y >= 0 ? x : -1)).filter((x) => x >= 0);
      const left = filled[0]!;
      const right = filled[filled.length - 1]!;
      // The apex: the highest column; the edges fall away from it on both sides.
      const apex = top.indexOf(Math.min(...top.filter((y) => y >= 0)));
      const span = (a: number, b: number) => {
        // Inner runs only: the first and last can be cut by a corner or the outline.
        const inner = runs(top, a, b).slice(1, -1);
        expect(inner.length, `${prompt} ${seed}`).toBeGreaterThanOrEqual(4);
        for (const run of inner) expect(run, `${prompt} ${seed}`).toBe(2);
        for (let x = a + 2; x < b - 2; x++) {
          expect(Math.abs(top[x]! - top[x - 2]!), `${prompt} ${seed} x=${x}`).toBeLessThanOrEqual(
            1,
          );
        }
      };
      span(left + 2, apex - 2);
      span(apex + 3, right - 1);
    }
  });
});

/** Lowest opaque row of each column (-1 where the column is empty). */
function bottomProfile(image: RgbaImage): number[] {
  return Array.from({ length: image.width }, (_, x) => {
    for (let y = image.height - 1; y >= 0; y--)
      if (image.data[(y * image.width + x) * 4 + 3]) return y;
    return -1;
  });
}

describe("isometric buildings", () => {
  it.each([
    ["a cottage", 64],
    ["a wooden cabin", 96],
    ["a stone house", 128],
  ] as const)(
    "the wall bases of %s run at 2:1 on both sides of the front corner",
    (prompt, size) => {
      for (const seed of [1, 2, 3]) {
        const image = iso(prompt, "prop", size, seed);
        const bottom = bottomProfile(image);
        const filled = bottom.map((y, x) => (y >= 0 ? x : -1)).filter((x) => x >= 0);
        const left = filled[0]!;
        const right = filled[filled.length - 1]!;
        const corner = bottom.indexOf(Math.max(...bottom));
        const label = `${prompt} ${seed}`;
        // Both walls are drawn: the corner sits well inside the footprint.
        expect(corner - left, label).toBeGreaterThan(8);
        expect(right - corner, label).toBeGreaterThan(8);
        for (const [a, b] of [
          [left + 2, corner - 2],
          [corner + 3, right - 1],
        ] as const) {
          const inner = runs(bottom, a, b).slice(1, -1);
          expect(inner.length, label).toBeGreaterThanOrEqual(3);
          for (const run of inner) expect(run, label).toBe(2);
        }
      }
    },
  );

  it("a house's ridge runs at 2:1 from its peak toward the gable", () => {
    for (const seed of [1, 2, 3, 4]) {
      const image = iso("a cottage", "prop", 96, seed);
      const top = topProfile(image);
      // The ridge starts at the roof's highest column at the left; it descends one row per two
      // columns for at least a third of the footprint (a chimney may rise from it further on).
      const filled = top.map((y, x) => (y >= 0 ? x : -1)).filter((x) => x >= 0);
      const left = filled[0]!;
      const width = filled[filled.length - 1]! - left;
      const roofTop = Math.min(
        ...top.slice(left, left + Math.round(width / 2)).filter((y) => y >= 0),
      );
      const peak = top.indexOf(roofTop, left);
      const inner = runs(top, peak, peak + Math.round(width / 3)).slice(1, -1);
      expect(inner.length, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      for (const run of inner) expect(run, `seed ${seed}`).toBe(2);
    }
  });
});
