import { describe, expect, it } from "vitest";
import { rgbToOklab } from "../color";
import type { RgbaImage } from "../raster";
import { sprite } from "../testing";
import { touchUp } from ".";

const lightness = (image: RgbaImage, i: number) =>
  rgbToOklab([image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!]).L;

describe("touch-up detail follows the form", () => {
  it("darkens only the far side and lightens only the lit side, in runs, never lone dots", () => {
    for (const seed of [1, 2, 7]) {
      const { image, anchors } = sprite("green slime", 64, "creature", seed);
      const whole = { x: 0, y: 0, width: 64, height: 64 };
      const result = touchUp(image, whole, "add more detail", { seed, anchors });
      expect(result.kind, `seed ${seed}`).toBe("edited");
      if (result.kind !== "edited") continue;
      // The light's axis over the sprite's bounds (outline included, so a hair wider than the
      // shaded shape): negative toward the top-left.
      let left = 64;
      let right = 0;
      let top = 64;
      let bottom = 0;
      for (let i = 0; i < 64 * 64; i++) {
        if (image.data[i * 4 + 3] === 0) continue;
        left = Math.min(left, i % 64);
        right = Math.max(right, i % 64);
        top = Math.min(top, i >> 6);
        bottom = Math.max(bottom, i >> 6);
      }
      const along = (i: number) =>
        ((i % 64) - (left + right) / 2) / (right - left) +
        ((i >> 6) - (top + bottom) / 2) / (bottom - top);
      const change = new Int8Array(64 * 64);
      for (let i = 0; i < change.length; i++) {
        if (image.data[i * 4 + 3] === 0) continue;
        const d = lightness(result.image, i) - lightness(image, i);
        change[i] = d < -0.005 ? -1 : d > 0.005 ? 1 : 0;
      }
      let darker = 0;
      for (let i = 0; i < change.length; i++) {
        if (change[i] === 0) continue;
        const at = `seed ${seed} at ${i % 64},${i >> 6}`;
        if (change[i] === -1) {
          darker++;
          expect(along(i), at).toBeGreaterThan(-0.05);
        } else expect(along(i), at).toBeLessThan(0.05);
        // Every new shade has a 4-neighbour changed the same way: runs, not dots.
        const x = i % 64;
        const same = [x > 0 ? i - 1 : -1, x < 63 ? i + 1 : -1, i - 64, i + 64].some(
          (j) => j >= 0 && j < change.length && change[j] === change[i],
        );
        expect(same, at).toBe(true);
      }
      expect(darker, `seed ${seed}`).toBeGreaterThan(8);
    }
  });
});
