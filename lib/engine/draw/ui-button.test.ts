/**
 * A button looks pressable, judged on rendered pixels: a face set into a raised rim (a groove
 * darker than both between them) with a thick shaded lip along the bottom, and, on a square
 * button with no words given, a light glyph in the middle of its face; a wide unlabelled
 * button stays a strip whose middle stretches.
 */
import { describe, expect, it } from "vitest";
import { isOpaque, lightness, opaquePieces, renderPrompt } from "../testing";
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

  it("at a square size with no words, shows a light glyph of several strokes in its face", () => {
    for (const seed of [1, 2, 3]) {
      const img = renderPrompt("a wooden button", "ui", N, seed);
      // Near-white pixels, all in the middle half of the button.
      const light: [number, number][] = [];
      for (let y = 0; y < N; y++)
        for (let x = 0; x < N; x++)
          if (isOpaque(img, x, y) && lightness(img, x, y) > 0.9) light.push([x, y]);
      expect(light.length, `seed ${seed}`).toBeGreaterThanOrEqual(40);
      for (const [x, y] of light) {
        expect(x).toBeGreaterThanOrEqual(N / 4);
        expect(x).toBeLessThan((3 * N) / 4);
        expect(y).toBeGreaterThanOrEqual(N / 4);
        expect(y).toBeLessThan((3 * N) / 4);
      }
      // Separate strokes (letters), not one blob.
      const mask: RgbaImage = {
        width: N,
        height: N,
        data: new Uint8ClampedArray(N * N * 4),
      };
      for (const [x, y] of light) mask.data[(y * N + x) * 4 + 3] = 255;
      expect(opaquePieces(mask).length).toBeGreaterThanOrEqual(2);
    }
  });
});
