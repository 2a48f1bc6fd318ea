/**
 * Items put on the small hand-drawn hero (16 art pixels tall, 3 px a pixel): an axe runs
 * unbroken from the hand that holds it to its head, a hat keeps clear of the sword he holds up
 * beside his head and is centred on it, and a shield hides the hand it is strapped to and is a
 * clean disc (one piece of few colours, mirror-symmetric), not a shrunk blob; on the
 * small mage an axe's handle runs straight down to the hand. The hand, the head and the
 * sword are read from the fixture's grid (skin `s`, hair `h`, blade `g` in columns 9 to 12),
 * never from the code under test.
 */
import { describe, expect, it } from "vitest";
import { isLineColor, labCache } from "../color";
import { labelComponents, toPixels } from "../raster";
import { DRAWN_HERO, DRAWN_MAGE, paintGrid, sprite } from "../testing";
import { combineSprites } from ".";

const SIZE = 64;
const K = 3;
const base = paintGrid(DRAWN_HERO, SIZE, K);
const rows = DRAWN_HERO.rows;
const ox = Math.floor((SIZE - rows[0]!.length * K) / 2);
const oy = SIZE - rows.length * K - 2;

/** Grid cells of `ch` in columns [from, to). */
function cells(ch: string, from = 0, to = 99): [number, number][] {
  const out: [number, number][] = [];
  rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c === ch && x >= from && x < to) out.push([x, y]);
    });
  });
  return out;
}

/** The canvas pixel in the middle of grid cell (x, y). */
const at = ([x, y]: [number, number]) => (oy + y * K + 1) * SIZE + ox + x * K + 1;

/** The pixels a combine changed, as a mask. */
function changed(made: ReturnType<typeof combineSprites>): Uint8Array {
  const before = toPixels(base).data;
  const after = toPixels(made.image).data;
  return Uint8Array.from(after, (v, i) => (v !== before[i] ? 1 : 0));
}

describe("an axe in the hero's free hand", () => {
  // Drawn as the combines page draws it, with its grip and tip.
  const axe = sprite("battle axe", SIZE, "weapon", 7);
  const made = combineSprites(base, axe.image, {
    prompt: "in the hand",
    itemName: "battle axe",
    itemAnchors: axe.anchors,
    seed: 7,
  });
  // His free hand: the lowest skin cell left of the torso (the sword's hand is on the right).
  const hand = cells("s", 0, 3).at(-1)!;

  it("is one piece that reaches his hand", () => {
    const mask = changed(made);
    const { labels, sizes } = labelComponents(SIZE, SIZE, (i) => mask[i] === 1, 8);
    const main = sizes.indexOf(Math.max(...sizes)) + 1;
    // The axe's head and handle are one piece (the butt may show apart below the fist).
    expect(sizes[main - 1]).toBeGreaterThan(sizes.reduce((a, b) => a + b, 0) / 2);
    // The piece touches the hand's outline: within one art pixel of the hand's block, whose
    // middle is (hx, hy).
    const hx = ox + hand[0] * K + 1;
    const hy = oy + hand[1] * K + 1;
    let nearest = Infinity;
    for (let i = 0; i < labels.length; i++) {
      if (labels[i] !== main) continue;
      const x = i % SIZE;
      nearest = Math.min(nearest, Math.max(Math.abs(x - hx), Math.abs((i - x) / SIZE - hy)));
    }
    expect(nearest).toBeLessThanOrEqual(1 + K + 1);
  });
});

describe("a hat on the hero who holds his sword up beside his head", () => {
  const hat = sprite("hat", SIZE, "item").image;
  const made = combineSprites(base, hat, { prompt: "on the head", itemName: "hat", seed: 1 });
  const after = toPixels(made.image).data;
  const before = toPixels(base).data;

  it("leaves every pixel of the sword's blade and tip as drawn", () => {
    const sword = [...cells("g", 9), ...cells("k", 9).filter(([, y]) => y <= 2)];
    expect(sword.length).toBeGreaterThan(6);
    for (const c of sword) expect(after[at(c)]).toBe(before[at(c)]);
  });

  it("sits over his hair, its middle near the hair's middle", () => {
    const hair = cells("h");
    const hairMid =
      ox + ((Math.min(...hair.map(([x]) => x)) + Math.max(...hair.map(([x]) => x)) + 1) * K) / 2;
    const mask = changed(made);
    let sum = 0;
    let n = 0;
    for (let i = 0; i < mask.length; i++) {
      const y = Math.floor(i / SIZE);
      if (mask[i] !== 1 || y >= oy + hair[0]![1] * K) continue;
      sum += i % SIZE;
      n++;
    }
    expect(n).toBeGreaterThan(0);
    // Within two art pixels: the head has no room for the hat's brim both sides of its middle
    // and beside the blade, so it may give a pixel toward the free side.
    expect(Math.abs(sum / n - hairMid)).toBeLessThanOrEqual(2 * K);
  });

  it("has its brim centred on his head, within half an art pixel", () => {
    // The head's outline: the ink cells of the row under the hair's top, left of the ink
    // beside the blade (the blade's fill starts a column later).
    const hairRow = cells("h")[0]![1];
    const blade = Math.min(...cells("g").map(([x]) => x));
    const ink = cells("k", 0, blade - 1).filter(([, y]) => y === hairRow + 1);
    const headMid =
      ox + ((Math.min(...ink.map(([x]) => x)) + Math.max(...ink.map(([x]) => x)) + 1) * K) / 2;
    // The brim: the widest row the combine changed above the hair.
    const mask = changed(made);
    let brim: [number, number] = [0, -1];
    for (let y = 0; y < oy + hairRow * K; y++) {
      let lo = SIZE;
      let hi = -1;
      for (let x = 0; x < SIZE; x++) {
        if (mask[y * SIZE + x] !== 1) continue;
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
      if (hi - lo > brim[1] - brim[0]) brim = [lo, hi];
    }
    expect(brim[1]).toBeGreaterThan(brim[0]);
    expect(Math.abs((brim[0] + brim[1] + 1) / 2 - headMid)).toBeLessThanOrEqual(K / 2);
  });
});

describe("a battle axe in the small mage's right hand", () => {
  const mage = paintGrid(DRAWN_MAGE, SIZE, K);
  const axe = sprite("battle axe", SIZE, "weapon", 7);
  const made = combineSprites(mage, axe.image, {
    prompt: "in his right hand",
    itemName: "battle axe",
    itemAnchors: axe.anchors,
    seed: 7,
  });

  it("has a handle that runs straight down to the hand, with no stub jutting sideways", () => {
    const before = toPixels(mage).data;
    const after = toPixels(made.image).data;
    // The item's fill (not its ink) in each row, below its widest row (the head).
    const line = isLineColor(labCache());
    const widths: number[] = [];
    for (let y = 0; y < SIZE; y++) {
      let lo = SIZE;
      let hi = -1;
      for (let x = 0; x < SIZE; x++) {
        const v = after[y * SIZE + x]!;
        if (v === before[y * SIZE + x] || v === 0 || line(v)) continue;
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
      widths.push(hi < 0 ? 0 : hi - lo + 1);
    }
    const head = widths.lastIndexOf(Math.max(...widths));
    const handle = widths.slice(head + 1).filter((w) => w > 0);
    expect(handle.length).toBeGreaterThan(2 * K);
    // One art pixel wide all the way down.
    for (const w of handle) expect(w).toBeLessThanOrEqual(K);
  });
});

describe("a shield strapped to the hero's free arm", () => {
  const shield = sprite("round wooden shield", SIZE, "weapon").image;
  const made = combineSprites(base, shield, {
    prompt: "in the hand",
    itemName: "round wooden shield",
    seed: 1,
  });

  it("hides the hand behind its face", () => {
    const skin = toPixels(base).data[at(cells("s", 0, 3)[0]!)]!;
    const after = toPixels(made.image).data;
    for (const c of cells("s", 0, 3)) expect(after[at(c)]).not.toBe(skin);
  });

  it("is a clean disc: one piece of few colours, the same on both sides of its middle", () => {
    // Shrunk from its 64 px sprite it was a noisy blob of browns with stray light pixels.
    const mask = changed(made);
    const after = toPixels(made.image).data;
    const line = isLineColor(labCache());
    const fill = (i: number) => mask[i] === 1 && !line(after[i]!);
    const { sizes } = labelComponents(SIZE, SIZE, fill, 4);
    expect(sizes.length).toBe(1);
    const colours = new Set<number>();
    let [left, right] = [SIZE, -1];
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (!fill(i)) continue;
      colours.add(after[i]!);
      [left, right] = [Math.min(left, i % SIZE), Math.max(right, i % SIZE)];
    }
    expect(colours.size).toBeLessThanOrEqual(3);
    for (let y = 0; y < SIZE; y++)
      for (let x = left; x <= right; x++) {
        const mirror = y * SIZE + (left + right - x);
        expect(fill(y * SIZE + x), `row ${y}, column ${x}`).toBe(fill(mirror));
        if (fill(y * SIZE + x)) expect(after[y * SIZE + x]).toBe(after[mirror]);
      }
  });
});

describe("a staff in the small mage's right hand", () => {
  const mage = paintGrid(DRAWN_MAGE, SIZE, K);
  const staff = sprite("magic staff with a purple orb", SIZE, "weapon", 7);
  const made = combineSprites(mage, staff.image, {
    prompt: "in his right hand",
    itemName: "magic staff with a purple orb",
    itemAnchors: staff.anchors,
    seed: 7,
  });
  const mx = Math.floor((SIZE - DRAWN_MAGE.rows[0]!.length * K) / 2);
  const my = SIZE - DRAWN_MAGE.rows.length * K - 2;
  const mageAt = (x: number, y: number) => (my + y * K + 1) * SIZE + mx + x * K + 1;
  const brimRow = DRAWN_MAGE.rows.findIndex((row) => /k{8,}/.test(row));
  const faceRows = DRAWN_MAGE.rows
    .map((row, y) => [row, y] as const)
    .filter(([row]) => row.includes("s") && !/k{8,}/.test(row))
    .slice(0, 3)
    .map(([, y]) => y);

  it("passes behind the hat's brim, which stays whole as drawn", () => {
    const before = toPixels(mage).data;
    const after = toPixels(made.image).data;
    [...DRAWN_MAGE.rows[brimRow]!].forEach((c, x) => {
      if (c === "k")
        expect(after[mageAt(x, brimRow)], `brim pixel ${x}`).toBe(before[mageAt(x, brimRow)]);
    });
  });

  it("leaves no second dark line beside the face's outline: the face keeps its width", () => {
    const lab = labCache();
    const line = isLineColor(lab);
    const after = toPixels(made.image).data;
    for (const y of faceRows) {
      const row = DRAWN_MAGE.rows[y]!;
      const edges = [row.indexOf("k"), row.lastIndexOf("k")];
      // The cells just outside the face's two outline pixels are not line as well.
      expect(line(after[mageAt(edges[0]! - 1, y)]!) && after[mageAt(edges[0]! - 1, y)] !== 0).toBe(
        false,
      );
      expect(line(after[mageAt(edges[1]! + 1, y)]!) && after[mageAt(edges[1]! + 1, y)] !== 0).toBe(
        false,
      );
    }
  });
});
