/**
 * A subject fits inside its canvas: nothing is cut off flat at the frame's edge. Judged on the
 * rendered pixels of the things that were: a quiver's rounded foot and the tips of its arrows.
 */
import { describe, expect, it } from "vitest";
import { isOpaque, renderPrompt } from "../../testing";

describe("subjects fit inside their frame", () => {
  it.each([7, 3])(
    "a quiver of arrows stands whole in its frame, its foot rounded (seed %i)",
    (seed) => {
      const img = renderPrompt("a quiver of arrows", "item", 64, seed);
      const { width: w, height: h } = img;
      for (let k = 0; k < w; k++) {
        expect(isOpaque(img, k, 0), `top at ${k}`).toBe(false);
        expect(isOpaque(img, k, h - 1), `bottom at ${k}`).toBe(false);
        expect(isOpaque(img, 0, k), `left at ${k}`).toBe(false);
        expect(isOpaque(img, w - 1, k), `right at ${k}`).toBe(false);
      }
      // A foot cut by the frame ends in its widest row; a rounded one narrows to its last row.
      const widthAt = (y: number) => {
        let n = 0;
        for (let x = 0; x < w; x++) if (isOpaque(img, x, y)) n++;
        return n;
      };
      let bottom = h - 1;
      while (bottom > 0 && widthAt(bottom) === 0) bottom--;
      const tube = Math.max(...Array.from({ length: 8 }, (_, k) => widthAt(bottom - 6 - k)));
      expect(widthAt(bottom)).toBeLessThan(tube * 0.6);
    },
  );
});
