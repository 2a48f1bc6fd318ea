/**
 * A restyle on an import drawn in blocks (the mage fixture, painted at 3 px a drawn pixel) adds
 * what it adds in those blocks: frost and a spear are whole 3 × 3 blocks on the fixture's own
 * grid, never finer pixels. The grid is taken from how the fixture was painted (its box starts
 * on a block's corner), not from the code under test.
 */
import { describe, expect, it } from "vitest";
import { PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import type { RgbaImage } from "@/lib/engine/raster";
import type { RestyleMode } from "@/lib/engine/restyle";
import { DRAWN_MAGE, paintGrid } from "@/lib/engine/testing";
import { renderTaskTable as task } from "./tasks";

const K = 3;
const source = paintGrid(DRAWN_MAGE, 64, K);

function origin(img: RgbaImage) {
  let left = img.width;
  let top = img.height;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (img.data[(y * img.width + x) * 4 + 3]) {
        left = Math.min(left, x);
        top = Math.min(top, y);
      }
  return { x: left % K, y: top % K };
}

/** Blocks of the grid whose pixels are not all one RGBA value. */
function brokenBlocks(img: RgbaImage): number {
  const o = origin(source);
  let broken = 0;
  for (let by = o.y - K; by < img.height; by += K)
    for (let bx = o.x - K; bx < img.width; bx += K) {
      const values = new Set<string>();
      for (let y = by; y < by + K; y++)
        for (let x = bx; x < bx + K; x++) {
          if (x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
          values.add(
            [...img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 4)].join(),
          );
        }
      if (values.size > 1) broken++;
    }
  return broken;
}

describe("a restyle on an import drawn in blocks", () => {
  for (const [sentence, mode] of [
    ["frozen in ice", "custom"],
    ["give him a spear", "item"],
  ] as const) {
    it(`"${sentence}" is made in the mage's own 3 px blocks`, () => {
      expect(brokenBlocks(source)).toBe(0);
      const r = task.restyleChecked({
        source,
        redraw: null,
        customPrompt: sentence,
        mode: mode as RestyleMode,
        tier: "normal",
        seed: 7,
        basePalette: null,
        paletteExtras: PALETTE_EXTRAS_DEFAULTS.restyle[mode],
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(brokenBlocks(r.image)).toBe(0);
    });
  }
});
