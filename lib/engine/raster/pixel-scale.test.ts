/**
 * The block grid a picture was drawn on, read from its colour edges. Expected grids come from
 * how the hand-drawn fixtures are painted (each drawn pixel a k × k block, the figure centred
 * across the canvas and standing 2 px above its bottom), never from the detector.
 */
import { describe, expect, it } from "vitest";
import { DRAWN_HERO, DRAWN_MAGE, type DrawnGrid, paintGrid, sprite } from "../testing";
import { detectPixelGrid, detectPixelScale, fromBlocks, toBlocks } from "./pixel-scale";
import { toPixels } from "./pixels";

/** Where the fixture painter puts block (0, 0) of `grid` on a `size` canvas at `k` px a pixel. */
function paintedOrigin(grid: DrawnGrid, size: number, k: number) {
  const x = Math.floor((size - grid.rows[0]!.length * k) / 2);
  const y = size - grid.rows.length * k - 2;
  return { originX: x % k, originY: y % k };
}

describe("detectPixelGrid", () => {
  for (const [name, grid] of [
    ["mage", DRAWN_MAGE],
    ["hero", DRAWN_HERO],
  ] as const) {
    for (const k of [2, 3, 4]) {
      it(`reads the ${name} painted at ${k} px a pixel as ${k} px blocks on its grid`, () => {
        // A canvas with room for the figure at that scale.
        const size = 20 * k;
        const px = toPixels(paintGrid(grid, size, k));
        expect(detectPixelGrid(px)).toEqual({ size: k, ...paintedOrigin(grid, size, k) });
      });
    }
  }

  it("reads an engine sprite as drawn 1 px a pixel", () => {
    expect(detectPixelScale(toPixels(sprite("knight with sword and shield").image))).toBe(1);
    expect(detectPixelScale(toPixels(sprite("green slime", 64, "creature").image))).toBe(1);
  });

  it("reads the mage painted 1 px a pixel as 1, not as a grid it happens to fit", () => {
    expect(detectPixelScale(toPixels(paintGrid(DRAWN_MAGE, 32, 1)))).toBe(1);
  });
});

describe("toBlocks and fromBlocks", () => {
  it("read one pixel per block and paint a changed block back whole, on the grid", () => {
    const px = toPixels(paintGrid(DRAWN_MAGE, 64, 3));
    const grid = detectPixelGrid(px);
    const blocks = toBlocks(px, grid);
    expect(fromBlocks(px, blocks, blocks, grid).data).toEqual(px.data);
    const after = { ...blocks, data: new Uint32Array(blocks.data) };
    const bx = 2;
    const by = 3;
    after.data[by * blocks.width + bx] = 0xff00ff00;
    const out = fromBlocks(px, blocks, after, grid);
    const changed: [number, number][] = [];
    for (let i = 0; i < out.data.length; i++)
      if (out.data[i] !== px.data[i]) changed.push([i % 64, Math.floor(i / 64)]);
    expect(changed).toHaveLength(9);
    const xs = changed.map(([x]) => x);
    const ys = changed.map(([, y]) => y);
    expect(Math.min(...xs) % 3).toBe(grid.originX);
    expect(Math.min(...ys) % 3).toBe(grid.originY);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(2);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(2);
  });
});
