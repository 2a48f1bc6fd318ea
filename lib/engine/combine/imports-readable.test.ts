/**
 * A shield asked for a hand that already holds a hand-drawn sword goes to the free hand: the
 * sword's pixels stay as drawn and the shield lands on the other side of the figure. Which
 * hand holds the sword, and where the sword's pixels are, come from the fixture's grid (the
 * hero raises his sword in the hand on the viewer's right, columns 9 to 12 of his rows).
 */
import { describe, expect, it } from "vitest";
import { toPixels } from "../raster";
import { DRAWN_HERO, DRAWN_MAGE, paintGrid, sprite } from "../testing";
import { combineSprites } from ".";

const SIZE = 64;
const K = 3;
const base = paintGrid(DRAWN_HERO, SIZE, K);
const shield = sprite("round wooden shield", SIZE, "weapon").image;
const out = combineSprites(base, shield, {
  prompt: "in his left hand",
  itemName: "round wooden shield",
  seed: 1,
});

const rows = DRAWN_HERO.rows;
const ox = Math.floor((SIZE - rows[0]!.length * K) / 2);
const oy = SIZE - rows.length * K - 2;
/** The sword's drawn cells: its blade, outline and hilt above the hand (grid rows 0 to 6). */
const swordCells: [number, number][] = [];
rows.slice(0, 7).forEach((row, y) => {
  [...row].forEach((ch, x) => {
    if (x >= 9 && ch !== ".") swordCells.push([x, y]);
  });
});

describe("a shield for a hand that holds a hand-drawn sword", () => {
  it("leaves every pixel of the sword as drawn", () => {
    const before = toPixels(base).data;
    const after = toPixels(out.image).data;
    expect(swordCells.length).toBeGreaterThan(15);
    for (const [gx, gy] of swordCells) {
      const i = (oy + gy * K + 1) * SIZE + ox + gx * K + 1;
      expect(after[i]).toBe(before[i]);
    }
  });

  it("hangs the shield on the free hand's side and says the named hand was not used", () => {
    const before = toPixels(base).data;
    const after = toPixels(out.image).data;
    // The figure's middle column, from the grid: the torso runs over grid columns 1 to 10.
    const middle = ox + 5.5 * K;
    let free = 0;
    let full = 0;
    for (let i = 0; i < after.length; i++) {
      if (after[i] === before[i]) continue;
      if (i % SIZE < middle) free++;
      else full++;
    }
    expect(free).toBeGreaterThan(K * K * 8);
    expect(full).toBeLessThan(free / 3);
    expect(out.sideMoved).toBe(true);
    expect(out.placement).toBe("right hand");
  });
});

/**
 * A torch hung at an imported mage's belt stands beside him, long enough to read (a flame over
 * a handle), and hides none of his face or hands: the skin cells of the fixture's grid.
 */
describe("a torch at a small import's belt", () => {
  const mage = paintGrid(DRAWN_MAGE, SIZE, K);
  const torch = sprite("torch", SIZE, "item").image;
  const made = combineSprites(mage, torch, { prompt: "at the belt", itemName: "torch", seed: 1 });
  const skin = DRAWN_MAGE.colors.s!;
  const rgb = [1, 3, 5].map((i) => Number.parseInt(skin.slice(i, i + 2), 16));
  const skinCount = (img: { data: Uint8ClampedArray }) => {
    let n = 0;
    for (let o = 0; o < img.data.length; o += 4) {
      if (img.data[o + 3] && rgb.every((v, c) => img.data[o + c] === v)) n++;
    }
    return n;
  };
  const mageColors = new Set([...Object.values(DRAWN_MAGE.colors)].map((hex) => hex.toLowerCase()));
  const hex = (d: Uint8ClampedArray, o: number) =>
    `#${[0, 1, 2].map((c) => d[o + c]!.toString(16).padStart(2, "0")).join("")}`;

  it("hides none of the face and hands", () => {
    const cells = DRAWN_MAGE.rows
      .join("")
      .split("")
      .filter((ch) => ch === "s").length;
    expect(skinCount(mage)).toBe(cells * K * K);
    expect(skinCount(made.image)).toBe(cells * K * K);
  });

  it("is at least six of the mage's pixels tall in colours of its own", () => {
    const rowsWithTorch = new Set<number>();
    const d = made.image.data;
    for (let o = 0; o < d.length; o += 4) {
      if (d[o + 3] && !mageColors.has(hex(d, o))) rowsWithTorch.add(Math.floor(o / 4 / SIZE));
    }
    expect(rowsWithTorch.size).toBeGreaterThanOrEqual(6 * K);
  });
});
