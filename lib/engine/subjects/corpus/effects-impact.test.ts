/**
 * Impact effects read as light and force, judged on rendered pixels: a shockwave is one outlined
 * ring of force with only light inside it (a second outlined ring inside reads as a metal hoop).
 */
import { describe, expect, it } from "vitest";
import { isOpaque, lightness, renderPrompt } from "../../testing";
import type { RgbaImage } from "../../raster";

const N = 64;

/** The bounding box of the opaque pixels. */
function box(img: RgbaImage) {
  let left = N;
  let right = -1;
  let top = N;
  let bottom = -1;
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++)
      if (isOpaque(img, x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return { left, right, top, bottom };
}

const isDark = (img: RgbaImage, x: number, y: number) =>
  isOpaque(img, x, y) && lightness(img, x, y) < 0.25;

describe("impact effects", () => {
  it("a shockwave crosses only its one ring's outline from its rim to its middle", () => {
    for (const seed of [1, 2]) {
      const img = renderPrompt("a shockwave", "effect", N, seed);
      // The ring's middle row, from the left edge to the centre: count entries into dark.
      const { left, right, top, bottom } = box(img);
      const y = Math.round((top + bottom) / 2 + (bottom - top) * 0.1);
      let entries = 0;
      let inDark = false;
      for (let x = left; x <= (left + right) >> 1; x++) {
        const dark = isDark(img, x, y);
        if (dark && !inDark) entries++;
        inDark = dark;
      }
      expect(entries, `seed ${seed}`).toBeLessThanOrEqual(2);
    }
  });
});
