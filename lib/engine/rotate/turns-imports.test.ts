/**
 * Invented facings of hand-drawn imports, judged on the rendered strip: a sword held in one hand
 * stays in that hand on the W side (not swapped by mirroring the E side), held before the body in
 * both profiles (so it crosses sides between E and W), a potion's glass
 * highlight stays where the light falls (upper left) and its neck on its axis in all 8 facings,
 * and a back view keeps the figure where it stands with no face and no front detail left. Where
 * things are comes from how each fixture was drawn (its grid), never from the code under test.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { hexToRgb } from "../color";
import {
  DRAWN_HERO,
  DRAWN_MAGE,
  DRAWN_POTION,
  DRAWN_SLIME,
  type DrawnGrid,
  paintGrid,
} from "../testing";
import { rotateFacings } from ".";

/** A grid, one character a pixel (`.` transparent), drawn 3× bottom-centre on a 64 px canvas. */

const HERO = paintGrid(DRAWN_HERO);
const BLADE = 0xc0c8d0;

const POTION = paintGrid(DRAWN_POTION);
const HIGHLIGHT = 0xffffff;
const GLASS = 0xcfe6f0;

const FACINGS = ["s", "se", "e", "ne", "n", "nw", "w", "sw"] as const;

/** Pixels of frame `i` of a strip: [x, y, rgb] for every opaque one. */
function pixelsOf(strip: RgbaImage, i: number): [number, number, number][] {
  const width = strip.width / 8;
  const out: [number, number, number][] = [];
  for (let y = 0; y < strip.height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * strip.width + i * width + x) * 4;
      if (strip.data[o + 3]! === 0) continue;
      out.push([x, y, (strip.data[o]! << 16) | (strip.data[o + 1]! << 8) | strip.data[o + 2]!]);
    }
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("invented facings of a hand-drawn import", () => {
  it("keep the sword in its hand: on the viewer's right from the front, on the left from behind", () => {
    const { strip } = rotateFacings(HERO, { seed: 1 });
    const side = (i: number) => {
      const px = pixelsOf(strip, i);
      const blade = px.filter((p) => p[2] === BLADE);
      expect(blade.length, FACINGS[i]).toBeGreaterThan(4);
      // Against the middle of the figure below the blade's reach (body and legs).
      const body = px.filter((p) => p[1] > Math.max(...blade.map((b) => b[1])));
      return mean(blade.map((b) => b[0])) - mean(body.map((b) => b[0]));
    };
    // The hero's left hand: on the viewer's right while the face is seen, on the left from behind.
    for (const i of [0, 1, 7]) expect(side(i), FACINGS[i]).toBeGreaterThan(2);
    for (const i of [3, 4, 5]) expect(side(i), FACINGS[i]).toBeLessThan(-2);
    // In profile the hand holds it before the body, toward the facing: so the blade crosses
    // from the right facing E to the left facing W.
    expect(side(2), "e").toBeGreaterThan(0);
    expect(side(6), "w").toBeLessThan(0);
  });

  it("keep a symmetric object's highlight on its upper left, and its glass, in all 8 facings", () => {
    const { strip } = rotateFacings(POTION, { seed: 1 });
    FACINGS.forEach((facing, i) => {
      const px = pixelsOf(strip, i);
      const lit = px.filter((p) => p[2] === HIGHLIGHT);
      expect(lit.length, facing).toBeGreaterThanOrEqual(6);
      expect(
        px.filter((p) => p[2] === GLASS).length,
        `${facing}: the glass neck`,
      ).toBeGreaterThanOrEqual(9 * 5);
      // Left of the bottle's middle and in the upper half of its body (below the neck).
      const xs = px.map((p) => p[0]);
      const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
      expect(Math.max(...lit.map((p) => p[0])), facing).toBeLessThan(middle);
      const body = px.filter(
        (p) =>
          p[2] !== GLASS && p[1] > Math.max(...px.filter((q) => q[2] === GLASS).map((q) => q[1])),
      );
      const ys = body.map((p) => p[1]);
      expect(mean(lit.map((p) => p[1])), facing).toBeLessThan(
        (Math.min(...ys) + Math.max(...ys)) / 2,
      );
    });
  });
});

/** Where grid cell (gx, gy) of a fixture lands on the 64 px canvas `paintGrid` draws it on. */
function cell(grid: DrawnGrid, scale: number) {
  const ox = Math.floor((64 - grid.rows[0]!.length * scale) / 2);
  const oy = 64 - grid.rows.length * scale - 2;
  return (gx: number, gy: number) => ({ x: ox + gx * scale, y: oy + gy * scale });
}

/** The colors of frame `i` over a grid cell seen in a mirror about grid column `axis / 2`. */
function mirroredCell(
  strip: RgbaImage,
  i: number,
  grid: DrawnGrid,
  scale: number,
  axis: number,
  gx: number,
  gy: number,
): number[] {
  const at = cell(grid, scale)(axis - gx, gy);
  const width = strip.width / 8;
  const out: number[] = [];
  for (let dy = 0; dy < scale; dy++) {
    for (let dx = 0; dx < scale; dx++) {
      const o = ((at.y + dy) * strip.width + i * width + at.x + dx) * 4;
      const d = strip.data;
      out.push(d[o + 3] ? (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]! : -1);
    }
  }
  return out;
}

const rgb = (grid: DrawnGrid, ch: string) => {
  const [r, g, b] = hexToRgb(grid.colors[ch]!);
  return (r << 16) | (g << 8) | b;
};

describe("an import's invented back view", () => {
  it("stands where the front stands, its shirt without the buckle drawn on the front", () => {
    // The hero's legs span grid columns 3 to 9, so seen from behind column gx is at 12 - gx.
    const scale = 2;
    const { strip } = rotateFacings(paintGrid(DRAWN_HERO, 64, scale), { seed: 1 });
    const shirt = [rgb(DRAWN_HERO, "b"), rgb(DRAWN_HERO, "B")];
    let cells = 0;
    DRAWN_HERO.rows.forEach((row, gy) => {
      [...row].forEach((ch, gx) => {
        // The shirt between the arms, rows 6-10, columns 4-8, the buckle (y) included.
        if (gy < 6 || gy > 10 || gx < 4 || gx > 8 || !"bBy".includes(ch)) return;
        cells++;
        for (const v of mirroredCell(strip, 4, DRAWN_HERO, scale, 12, gx, gy))
          expect(shirt, `N at grid ${gx},${gy} (drawn '${ch}')`).toContain(v);
      });
    });
    expect(cells).toBe(24);
  });

  it("covers a face drawn under a hat's brim with the hat's color, and keeps the brim", () => {
    // The mage's robe spans grid columns 2 to 11: seen from behind column gx is at 13 - gx.
    const scale = 2;
    const { strip } = rotateFacings(paintGrid(DRAWN_MAGE, 64, scale), { seed: 1 });
    const outline = rgb(DRAWN_MAGE, "k");
    const hat = rgb(DRAWN_MAGE, "r");
    // The brim: grid row 4, columns 2-11, all outline.
    for (let gx = 2; gx <= 11; gx++)
      for (const v of mirroredCell(strip, 4, DRAWN_MAGE, scale, 13, gx, 4))
        expect(v, `brim at ${gx}`).toBe(outline);
    // Inside the face (rows 5-7, columns 5-8: skin and two eyes in the outline's color): the hat.
    for (let gy = 5; gy <= 7; gy++)
      for (let gx = 5; gx <= 8; gx++)
        for (const v of mirroredCell(strip, 4, DRAWN_MAGE, scale, 13, gx, gy))
          expect(v, `face at ${gx},${gy}`).toBe(hat);
  });

  it("shows no eye or mouth of a slime from behind or from the back diagonals", () => {
    const { strip } = rotateFacings(paintGrid(DRAWN_SLIME, 64, 3), { seed: 1 });
    const face = [rgb(DRAWN_SLIME, "e"), rgb(DRAWN_SLIME, "m")];
    const count = (i: number) => pixelsOf(strip, i).filter((p) => face.includes(p[2])).length;
    // Drawn: two eyes of 2 cells and a mouth of 2, at 3 px a cell.
    expect(count(0)).toBe(6 * 9);
    for (const i of [3, 4, 5]) expect(count(i), FACINGS[i]).toBe(0);
    // Seen from the front half, the face still shows.
    for (const i of [1, 2, 6, 7]) expect(count(i), FACINGS[i]).toBeGreaterThan(0);
  });
});

describe("a symmetric rigid import", () => {
  it("keeps its axis: the potion's cork and neck columns are the same in all 8 facings", () => {
    // At 2 px a cell, as the turns sheet draws it: the bottle's middle is not the canvas's.
    const scale = 2;
    const { strip } = rotateFacings(paintGrid(DRAWN_POTION, 64, scale), { seed: 1 });
    // The cork is drawn in grid columns 6-9 and the neck ("kgk") in 7-9: every column of them.
    const at = cell(DRAWN_POTION, scale);
    const columns = (i: number) =>
      Array.from({ length: 4 * scale }, (_, c) =>
        Array.from({ length: 64 }, (_, y) => {
          const o = (y * strip.width + i * 64 + at(6, 0).x + c) * 4;
          return strip.data.slice(o, o + 4).join(",");
        }).join(" "),
      );
    const south = columns(0);
    expect(south.join(" ")).toContain(hexToRgb(DRAWN_POTION.colors.g!).join(","));
    FACINGS.forEach((facing, i) => {
      expect(columns(i), facing).toEqual(south);
    });
  });
});

describe("a small imported face turned three-quarters", () => {
  /**
   * Where an eye that shows (a dark block in a row of skin, with a lighter block either side, so
   * it does not merge into the outline) lies against the middle of its row, in blocks: + on the
   * viewer's right.
   */
  function gaze(grid: DrawnGrid, i: number, skinHex: string, eyeHex: string): number {
    const { strip } = rotateFacings(paintGrid(grid), { seed: 1 });
    const px = pixelsOf(strip, i);
    const at = new Map(px.map((p) => [`${p[0]},${p[1]}`, p[2]]));
    const [skin, eye] = [skinHex, eyeHex].map((h) => {
      const [r, g, b] = hexToRgb(h);
      return (r << 16) | (g << 8) | b;
    });
    const offsets: number[] = [];
    const light = (c: number | undefined) => c !== undefined && c !== eye;
    for (const [x, y, c] of px) {
      if (c !== eye || !light(at.get(`${x - 3},${y}`)) || !light(at.get(`${x + 3},${y}`))) continue;
      const row = px.filter((p) => p[1] === y);
      if (!row.some((p) => p[2] === skin)) continue;
      const xs = row.map((p) => p[0]);
      offsets.push((x - (Math.min(...xs) + Math.max(...xs)) / 2) / 3);
    }
    expect(offsets.length, FACINGS[i]).toBeGreaterThan(0);
    return mean(offsets);
  }

  it("looks toward the side it turns to: right of the head's middle facing SE, left facing SW", () => {
    for (const [grid, skin, eye] of [
      [DRAWN_HERO, DRAWN_HERO.colors.s!, DRAWN_HERO.colors.e!],
      [DRAWN_MAGE, DRAWN_MAGE.colors.s!, DRAWN_MAGE.colors.k!],
    ] as const) {
      expect(gaze(grid, 1, skin, eye)).toBeGreaterThan(0);
      expect(gaze(grid, 7, skin, eye)).toBeLessThan(0);
    }
  });
});
