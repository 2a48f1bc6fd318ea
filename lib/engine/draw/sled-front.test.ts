/**
 * A sled's front is one clean sweep: the runner curves up once and the tow rope runs on from
 * its tip, so no column of the front crosses two strokes (a runner curled back on itself, or a
 * rope laid across it, reads as a tangle).
 */
import { describe, expect, it } from "vitest";
import { renderPrompt } from "../testing";

describe("a sled's front", () => {
  it.each([7, 3])("is a single stroke in every column of its front (seed %i)", (seed) => {
    const img = renderPrompt("a sled", "vehicle", 64, seed);
    const opaque = (x: number, y: number) => img.data[(y * 64 + x) * 4 + 3]! > 0;
    const runsIn = (x: number) => {
      let runs = 0;
      for (let y = 0; y < 64; y++) if (opaque(x, y) && (y === 0 || !opaque(x, y - 1))) runs++;
      return runs;
    };
    let left = 64;
    let right = -1;
    for (let x = 0; x < 64; x++)
      if (runsIn(x) > 0) {
        left = Math.min(left, x);
        right = x;
      }
    // The front: the last eighth of the sled's length.
    const front = Math.round((right - left + 1) / 8);
    expect(front).toBeGreaterThanOrEqual(4);
    for (let x = right - front + 1; x <= right; x++) {
      expect(runsIn(x), `column ${x}`).toBe(1);
    }
  });
});
