/**
 * A combine on a hand-drawn import draws the item in the import's own pixel blocks. The grid is
 * taken from how the fixture is painted (3 px a drawn pixel, centred, 2 px above the bottom),
 * never from the combine or its block detector.
 */
import { describe, expect, it } from "vitest";
import { toPixels } from "../raster";
import { DRAWN_CAPE, DRAWN_HERO, DRAWN_MAGE, type DrawnGrid, paintGrid, sprite } from "../testing";
import { combineSprites } from ".";

const SIZE = 64;
const K = 3;

/** Where the painter puts the grid's blocks, modulo K. */
function origin(grid: DrawnGrid) {
  const x = Math.floor((SIZE - grid.rows[0]!.length * K) / 2);
  const y = SIZE - grid.rows.length * K - 2;
  return { x: ((x % K) + K) % K, y: ((y % K) + K) % K };
}

const items = {
  sword: { image: sprite("steel sword", SIZE, "weapon").image, name: "steel sword" },
  hat: { image: sprite("hat", SIZE, "item").image, name: "hat" },
  cape: { image: paintGrid(DRAWN_CAPE, SIZE, K), name: "cape" },
};

describe("a combine on an import drawn in 3 px blocks", () => {
  for (const [baseName, grid, itemKey, words] of [
    ["mage", DRAWN_MAGE, "sword", "in his left hand"],
    ["hero", DRAWN_HERO, "hat", "on the head"],
    ["mage", DRAWN_MAGE, "cape", "on his back"],
  ] as const) {
    it(`draws the ${itemKey} ${words} on the ${baseName} in whole blocks on its grid`, () => {
      const base = paintGrid(grid, SIZE, K);
      const item = items[itemKey];
      const out = combineSprites(base, item.image, { prompt: words, itemName: item.name, seed: 1 });
      const before = toPixels(base).data;
      const after = toPixels(out.image).data;
      const o = origin(grid);
      const changed: number[] = [];
      for (let i = 0; i < after.length; i++) if (after[i] !== before[i]) changed.push(i);
      expect(changed.length).toBeGreaterThanOrEqual(K * K * 4);
      // Every pixel of a block that changed changed too, to the block's one colour.
      const blockOf = (i: number) => {
        const x = i % SIZE;
        const y = Math.floor(i / SIZE);
        return { x: x - ((((x - o.x) % K) + K) % K), y: y - ((((y - o.y) % K) + K) % K) };
      };
      for (const i of changed) {
        const b = blockOf(i);
        for (let dy = 0; dy < K; dy++) {
          for (let dx = 0; dx < K; dx++) {
            const x = b.x + dx;
            const y = b.y + dy;
            if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) continue;
            expect(after[y * SIZE + x], `block at ${b.x},${b.y}`).toBe(after[i]);
          }
        }
      }
    });
  }
});
