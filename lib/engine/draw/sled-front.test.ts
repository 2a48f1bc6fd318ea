/**
 * A sled's front curls: the runner sweeps up ahead of the deck and scrolls back over, so columns
 * of the front cross the scroll twice with air between (a runner that only slants up reads as a
 * bench on rails), and never three times (a rope laid across the scroll reads as a tangle).
 */
import { describe, expect, it } from "vitest";
import { renderPrompt } from "../testing";

describe("a sled's front", () => {
  it.each([7, 3])("curls into a clean scroll (seed %i)", (seed) => {
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
    const runs = Array.from({ length: front }, (_, k) => runsIn(right - front + 1 + k));
    // The scroll: its top and its bottom with air between, in several columns.
    expect(runs.filter((n) => n === 2).length).toBeGreaterThanOrEqual(2);
    // No tangle: nothing crosses the scroll.
    for (const n of runs) expect(n).toBeLessThanOrEqual(2);
  });
});
