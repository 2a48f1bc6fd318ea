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

  // Five art pixels (a flame of two over a handle) is all that hangs from his belt above his
  // soles; a longer torch stood from his chest to the ground.
  it("is at least five of the mage's pixels tall in colours of its own", () => {
    const rowsWithTorch = new Set<number>();
    const d = made.image.data;
    for (let o = 0; o < d.length; o += 4) {
      if (d[o + 3] && !mageColors.has(hex(d, o))) rowsWithTorch.add(Math.floor(o / 4 / SIZE));
    }
    expect(rowsWithTorch.size).toBeGreaterThanOrEqual(5 * K);
  });
});

/**
 * A sword in a small import's hand (the mage at 3 px a cell) is a few art pixels long: it keeps
 * a crossguard in a colour of its own beside its blade, and stays inside the canvas.
 */
describe("a sword in a small import's hand", () => {
  const CELL = 3;
  const mage = paintGrid(DRAWN_MAGE, SIZE, CELL);
  const sword = sprite("steel sword", SIZE, "weapon");
  const made = combineSprites(mage, sword.image, {
    prompt: "in the hand",
    itemName: "steel sword",
    itemAnchors: sword.anchors,
    seed: 1,
  });
  const mageColors = new Set(Object.values(DRAWN_MAGE.colors).map((hex) => hex.toLowerCase()));
  const hex = (d: Uint8ClampedArray, o: number) =>
    `#${[0, 1, 2].map((c) => d[o + c]!.toString(16).padStart(2, "0")).join("")}`;

  it("shows a guard in a colour of its own (not grey like the blade), in whole cells", () => {
    const d = made.image.data;
    let guard = 0;
    for (let o = 0; o < d.length; o += 4) {
      if (!d[o + 3] || mageColors.has(hex(d, o))) continue;
      const [r, g, b] = [d[o]!, d[o + 1]!, d[o + 2]!];
      // A coloured pixel (gold, leather): its channels spread apart, where steel's do not.
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) guard++;
    }
    expect(guard).toBeGreaterThanOrEqual(2 * CELL * CELL);
  });

  it("stays inside the canvas: nothing drawn on its edge", () => {
    let onEdge = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      const x = i % SIZE;
      const y = Math.floor(i / SIZE);
      const edge = x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1;
      if (edge && made.image.data[i * 4 + 3] && !mage.data[i * 4 + 3]) onEdge++;
    }
    expect(onEdge).toBe(0);
  });
});
