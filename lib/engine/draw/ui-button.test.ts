/**
 * A button looks pressable, judged on rendered pixels: a face set into a raised rim (a groove
 * darker than both between them) with a thick shaded lip along the bottom; it carries words only
 * when the prompt gives them (no "OK" nobody asked for).
 */
import { describe, expect, it } from "vitest";
import { isOpaque, lightness, renderPrompt } from "../testing";
import type { RgbaImage } from "../raster";

const N = 64;

/** Lightness along row y from the left edge to the middle. */
const rowFromLeft = (img: RgbaImage, y: number) =>
  Array.from({ length: img.width >> 1 }, (_, x) => lightness(img, x, y));

describe("a wooden button", () => {
  it("has a face set into its rim: a dark groove between a lit rim and the face", () => {
    for (const seed of [1, 2, 3]) {
      const img = renderPrompt("a wooden button", "ui", N, seed);
      const row = rowFromLeft(img, N >> 2);
      // Past the outline (the first pixel), the rim's lightest pixel, then a pixel darker
      // than the rim and than the face further in, before the middle.
      const rimAt = row.indexOf(Math.max(...row.slice(1, 8)), 1);
      const faceL = row[row.length - 1]!;
      const groove = row.slice(rimAt + 1, row.length - 4);
      const darkest = Math.min(...groove);
      expect(darkest, `seed ${seed}`).toBeLessThan(row[rimAt]! - 0.15);
      expect(darkest, `seed ${seed}`).toBeLessThan(faceL - 0.1);
    }
  });

  it("is raised: the band along its bottom is darker than its top rim", () => {
    const img = renderPrompt("a wooden button", "ui", N, 1);
    const mid = N >> 1;
    expect(lightness(img, mid, N - 3)).toBeLessThan(lightness(img, mid, 2) - 0.15);
  });

  it("with no words asked for, writes none: no light letters on its face", () => {
    for (const seed of [1, 2, 3]) {
      const img = renderPrompt("a wooden button", "ui", N, seed);
      let light = 0;
      for (let y = 0; y < N; y++)
        for (let x = 0; x < N; x++) if (isOpaque(img, x, y) && lightness(img, x, y) > 0.9) light++;
      expect(light, `seed ${seed}`).toBe(0);
    }
  });

  it("writes the words the prompt gives it", () => {
    const img = renderPrompt('a wooden button that says "GO"', "ui", N, 1);
    let light = 0;
    for (let y = 0; y < N; y++)
      for (let x = 0; x < N; x++) if (isOpaque(img, x, y) && lightness(img, x, y) > 0.9) light++;
    expect(light).toBeGreaterThanOrEqual(10);
  });
});
