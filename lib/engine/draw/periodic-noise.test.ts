import { describe, expect, it } from "vitest";
import { createRandom } from "../random";
import { periodicCells, periodicFbm, periodicNoise } from "./periodic-noise";

describe("periodic noise", () => {
  it("repeats with the period of the image", () => {
    const noise = periodicNoise(createRandom(1), 48, 32, 5);
    const fbm = periodicFbm(createRandom(2), 48, 32, 3, 3);
    for (const [x, y] of [
      [0, 0],
      [7, 3],
      [47, 31],
      [20, 16],
    ] as const) {
      expect(noise(x + 48, y)).toBeCloseTo(noise(x, y), 10);
      expect(noise(x, y + 32)).toBeCloseTo(noise(x, y), 10);
      expect(fbm(x - 48, y + 64)).toBeCloseTo(fbm(x, y), 10);
      expect(noise(x, y)).toBeGreaterThanOrEqual(0);
      expect(noise(x, y)).toBeLessThanOrEqual(1);
    }
  });

  it("measures cell distances on the torus", () => {
    for (const size of [16, 64, 100]) {
      const cells = periodicCells(createRandom(3), size, size, 12);
      for (let y = 0; y < size; y += 5) {
        for (let x = 0; x < size; x += 5) {
          const a = cells(x, y);
          const b = cells(x + size, y - size);
          expect(b.id).toBe(a.id);
          expect(b.d1).toBeCloseTo(a.d1, 6);
          expect(a.d1).toBeLessThanOrEqual(a.d2);
          // No point is farther from its nearest site than the cells are wide.
          expect(a.d1).toBeLessThan(size);
        }
      }
    }
  });

  it("is deterministic for a seed", () => {
    const a = periodicCells(createRandom(9), 64, 64, 20);
    const b = periodicCells(createRandom(9), 64, 64, 20);
    expect(a(10, 50)).toEqual(b(10, 50));
  });
});
