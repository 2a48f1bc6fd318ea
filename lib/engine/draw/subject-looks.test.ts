/**
 * Subjects of the asset vocabulary that read as something else until their shape was fixed,
 * each held by a property of its rendered pixels: what a person tells the thing by.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { thresholdFailures, qualityScore } from "../quality";
import { drawSprite } from ".";

interface Lch {
  L: number;
  C: number;
  h: number;
}

function draw(prompt: string, type: AssetType, width = 64, height = width, seed = 3): RgbaImage {
  return drawSprite({
    reading: readSpritePrompt(prompt, type),
    assetType: type,
    width,
    height,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

const alpha = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;

function lch(img: RgbaImage, x: number, y: number): Lch {
  const i = (y * img.width + x) * 4;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}

const is = (img: RgbaImage, x: number, y: number, test: (c: Lch) => boolean) =>
  alpha(img, x, y) > 0 && test(lch(img, x, y));

function bounds(img: RgbaImage) {
  let x0 = img.width;
  let y0 = img.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y) > 0) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
  return { x0, y0, x1, y1, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** Opaque pixels in column `x`. */
const columnHeight = (img: RgbaImage, x: number) => {
  let n = 0;
  for (let y = 0; y < img.height; y++) if (alpha(img, x, y) > 0) n++;
  return n;
};

const red = (c: Lch) => c.C > 0.1 && (c.h < 40 || c.h > 340);
const blue = (c: Lch) => c.C > 0.08 && c.h > 220 && c.h < 290;
const darkGrey = (c: Lch) => c.L < 0.45 && c.C < 0.06;

describe("a health or mana bar on a square canvas is a bar, not a box", () => {
  it.each([
    ["a health bar", red],
    ["a mana bar", blue],
  ] as const)(
    "'%s' at 64x64 is at least three times as wide as tall, its sign at the left end, filled part way",
    (prompt, fill) => {
      const img = draw(prompt, "ui");
      const b = bounds(img);
      expect(b.w).toBeGreaterThanOrEqual(3 * b.h);
      // The sign (a heart, a drop) stands out above and below the bar: the tallest columns are
      // in the left quarter.
      const heights = Array.from({ length: b.w }, (_, i) => columnHeight(img, b.x0 + i));
      const tallest = Math.max(...heights);
      const at = heights.indexOf(tallest);
      expect(at).toBeLessThan(b.w / 4);
      expect(tallest).toBeGreaterThan(Math.max(...heights.slice(Math.floor(b.w / 2))) + 2);
      // Along the bar's middle row, right of the sign: a run of fill, then an empty dark trough.
      const y = b.y0 + Math.floor(b.h / 2);
      const row = Array.from({ length: b.w }, (_, i) => b.x0 + i).filter((x) => x > b.x0 + b.w / 3);
      const filled = row.filter((x) => is(img, x, y, fill));
      const empty = row.filter((x) => is(img, x, y, darkGrey));
      expect(filled.length).toBeGreaterThan(empty.length);
      expect(empty.length).toBeGreaterThanOrEqual(4);
      expect(Math.max(...filled)).toBeLessThan(Math.min(...empty));
    },
  );

  it("a health bar on a wide canvas still fills it, as a piece a game stretches", () => {
    const img = draw("a health bar", "ui", 96, 16);
    const b = bounds(img);
    expect([b.w, b.h]).toEqual([96, 16]);
    expect(thresholdFailures(qualityScore(img), "ui")).toEqual([]);
  });
});

/** Opaque pixels on each line x - y = k (a cross-section of a thing lying along the other diagonal). */
function diagonalWidths(img: RgbaImage): { k0: number; widths: number[] } {
  const k0 = -(img.height - 1);
  const widths = Array.from({ length: img.width + img.height - 1 }, () => 0);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) if (alpha(img, x, y) > 0) widths[x - y - k0]! += 1;
  return { k0, widths };
}

describe("a spyglass is a stepped brass tube, not a wand", () => {
  it.each([3, 8, 21])("seed %i: three draws widening toward the glass at the wide end", (seed) => {
    const img = draw("a spyglass", "item", 64, 64, seed);
    const { k0, widths } = diagonalWidths(img);
    const first = widths.findIndex((n) => n > 0);
    const last = widths.length - 1 - [...widths].reverse().findIndex((n) => n > 0);
    // A diagonal's pixel count alternates by one along a straight edge: average a few lines.
    const at = (f: number) => {
      const k = Math.round(first + (last - first) * f);
      return (widths[k - 2]! + widths[k - 1]! + widths[k]! + widths[k + 1]!) / 4;
    };
    // Each draw is wider than the one before it, by a step a person sees.
    expect(at(0.5) - at(0.25)).toBeGreaterThanOrEqual(1.5);
    expect(at(0.75) - at(0.5)).toBeGreaterThanOrEqual(1.5);
    expect(at(0.75)).toBeGreaterThanOrEqual(1.4 * at(0.25));
    // The glass (light, cool) is at the wide end.
    const glass = (c: Lch) => c.L > 0.7 && c.C > 0.03 && c.h > 170 && c.h < 260;
    let n = 0;
    let sum = 0;
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++)
        if (is(img, x, y, glass)) {
          n++;
          sum += x - y - k0;
        }
    expect(n).toBeGreaterThanOrEqual(6);
    expect(sum / n).toBeGreaterThan(first + (last - first) * 0.85);
  });
});

/** The colour of every pixel, row by row. */
const pixels = (img: RgbaImage): Lch[] =>
  Array.from({ length: img.width * img.height }, (_, i) =>
    lch(img, i % img.width, Math.floor(i / img.width)),
  );

/** Mean lightness difference between horizontal neighbours, and between vertical ones. */
function grain(img: RgbaImage): { across: number; down: number } {
  let across = 0;
  let down = 0;
  for (let y = 0; y < img.height - 1; y++)
    for (let x = 0; x < img.width - 1; x++) {
      const c = lch(img, x, y).L;
      across += Math.abs(c - lch(img, x + 1, y).L);
      down += Math.abs(c - lch(img, x, y + 1).L);
    }
  return { across, down };
}

/** Mean lightness difference between columns a and b (or rows). */
function lineDiff(img: RgbaImage, a: number, b: number, rows: boolean): number {
  let sum = 0;
  const n = rows ? img.width : img.height;
  for (let k = 0; k < n; k++)
    sum += rows
      ? Math.abs(lch(img, k, a).L - lch(img, k, b).L)
      : Math.abs(lch(img, a, k).L - lch(img, b, k).L);
  return sum / n;
}

describe("tiles that read as their terrain", () => {
  const seeds = [3, 8, 21];

  it.each(["snow", "marble floor", "swamp water", "wheat field"])(
    "%s continues across its own edges",
    (prompt) => {
      for (const seed of seeds) {
        const img = draw(prompt, "tile", 64, 64, seed);
        let inner = 0;
        for (let x = 0; x < 63; x++) inner += lineDiff(img, x, x + 1, false);
        expect(lineDiff(img, 63, 0, false)).toBeLessThanOrEqual((inner / 63) * 2 + 0.02);
        let innerRows = 0;
        for (let y = 0; y < 63; y++) innerRows += lineDiff(img, y, y + 1, true);
        expect(lineDiff(img, 63, 0, true)).toBeLessThanOrEqual((innerRows / 63) * 2 + 0.02);
      }
    },
  );

  it.each(seeds)("seed %i: snow is white, with cool blue shadows in its drifts", (seed) => {
    const cs = pixels(draw("snow", "tile", 64, 64, seed));
    const white = cs.filter((c) => c.L > 0.9 && c.C < 0.03).length / cs.length;
    const shadow = cs.filter((c) => c.L < 0.88 && c.C > 0.02 && c.h > 200 && c.h < 280);
    expect(white).toBeGreaterThanOrEqual(0.6);
    expect(shadow.length / cs.length).toBeGreaterThanOrEqual(0.05);
  });

  it.each(seeds)("seed %i: marble is pale stone with unbroken veins, no speckles", (seed) => {
    const img = draw("marble floor", "tile", 64, 64, seed);
    const dark = (x: number, y: number) => lch(img, (x + 64) % 64, (y + 64) % 64).L < 0.72;
    let veins = 0;
    let lone = 0;
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++) {
        if (!dark(x, y)) continue;
        veins++;
        let neighbours = 0;
        for (const [dx, dy] of [
          [-1, -1],
          [0, -1],
          [1, -1],
          [-1, 0],
          [1, 0],
          [-1, 1],
          [0, 1],
          [1, 1],
        ] as const)
          if (dark(x + dx, y + dy)) neighbours++;
        if (neighbours < 2) lone++;
      }
    expect(veins / 4096).toBeGreaterThan(0.04);
    expect(veins / 4096).toBeLessThan(0.3);
    // Every dark pixel continues a line: two dark neighbours at least (a speckle has none).
    expect(lone / veins).toBeLessThanOrEqual(0.03);
  });

  it.each(seeds)("seed %i: swamp water is mostly dark murky water, not weed", (seed) => {
    const cs = pixels(draw("swamp water", "tile", 64, 64, seed));
    const water = cs.filter((c) => c.L < 0.42).length / cs.length;
    expect(water).toBeGreaterThanOrEqual(0.55);
  });

  it.each(seeds)("seed %i: wheat is upright stalks with golden ears", (seed) => {
    const img = draw("wheat field", "tile", 64, 64, seed);
    const g = grain(img);
    // Stalks stand up: lightness changes far more across the tile than down it.
    expect(g.across).toBeGreaterThan(1.5 * g.down);
    const ears = pixels(img).filter((c) => c.L > 0.8 && c.C > 0.08 && c.h > 70 && c.h < 110);
    expect(ears.length / 4096).toBeGreaterThanOrEqual(0.05);
  });
});

describe("a wand is short beside a staff", () => {
  it.each([3, 8, 21])(
    "seed %i: its icon is at most three quarters of the staff's length",
    (seed) => {
      const wand = bounds(draw("a wand", "weapon", 64, 64, seed));
      const staff = bounds(draw("a magic staff", "weapon", 64, 64, seed));
      expect(Math.hypot(wand.w, wand.h)).toBeLessThanOrEqual(0.75 * Math.hypot(staff.w, staff.h));
    },
  );
});

/** Separate runs of opaque pixels along row `y`. */
function runsAt(
  img: RgbaImage,
  y: number,
  test: (x: number) => boolean = (x) => alpha(img, x, y) > 0,
) {
  let n = 0;
  for (let x = 0; x < img.width; x++) if (test(x) && (x === 0 || !test(x - 1))) n++;
  return n;
}

describe("food and gear icons", () => {
  it.each([3, 8, 21])("seed %i: a pie shows red filling through a lattice of crust", (seed) => {
    const img = draw("a pie", "item", 64, 64, seed);
    const b = bounds(img);
    const filling = (c: Lch) => c.C > 0.1 && (c.h < 30 || c.h > 340);
    // Across the middle of the top, the filling shows in several gaps between strips.
    let most = 0;
    for (let y = b.y0; y < b.y0 + b.h * 0.6; y++)
      most = Math.max(
        most,
        runsAt(img, y, (x) => is(img, x, y, filling)),
      );
    expect(most).toBeGreaterThanOrEqual(3);
    expect(b.w).toBeGreaterThan(1.4 * b.h);
  });

  it.each([3, 8, 21])(
    "seed %i: a backpack has a carrying loop on top and straps out at its sides",
    (seed) => {
      const img = draw("a backpack", "item", 64, 64, seed);
      const b = bounds(img);
      // The loop: near the top, a row crosses its two sides with the hole between.
      const rows = Array.from({ length: Math.round(b.h * 0.15) }, (_, i) => runsAt(img, b.y0 + i));
      expect(rows).toContain(2);
      const widthAt = (f: number) => {
        const y = b.y0 + Math.round(b.h * f);
        let lo = -1;
        let hi = -1;
        for (let x = 0; x < 64; x++)
          if (alpha(img, x, y) > 0) {
            if (lo < 0) lo = x;
            hi = x;
          }
        return hi - lo + 1;
      };
      expect(widthAt(0.45)).toBeGreaterThanOrEqual(widthAt(0.22) + 4);
    },
  );
});
