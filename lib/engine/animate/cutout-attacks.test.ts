/**
 * The Attack preset on hand-drawn imports of few pixels, painted 3 px an art pixel and read back
 * by their legends:
 * - the empty-handed mage casts: in some frame pixels of no colour of its drawing (the spell's
 *   burst) stand beyond its outermost hand, within four rows of it, none over the figure;
 * - the slime springs as drawn: in the frame it is off the ground, its rows are the drawing's
 *   rows, each slid whole, none repeated, dropped or narrowed (stretched and leant, the dome came
 *   out a sheared block with a square front).
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { DRAWN_MAGE, DRAWN_SLIME, type DrawnGrid, framesOf, letterAt, paintGrid } from "../testing";
import { animateSprite } from ".";

const SCALE = 3;

function attack(grid: DrawnGrid): RgbaImage[] {
  const { strip } = animateSprite(paintGrid(grid, 64, SCALE), {
    preset: "Attack",
    frameCount: 8,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
  return framesOf(strip, 8);
}

/** The frame read back one letter an art pixel ("" for air, "?" for a colour not drawn). */
function letters(grid: DrawnGrid, frame: RgbaImage): string[][] {
  const rows: string[][] = [];
  for (let y = 1; y < frame.height; y += SCALE) {
    const row: string[] = [];
    for (let x = 1; x < frame.width; x += SCALE) {
      const opaque = frame.data[(y * frame.width + x) * 4 + 3] !== 0;
      row.push(letterAt(grid, frame, x, y) || (opaque ? "?" : ""));
    }
    rows.push(row);
  }
  return rows;
}

describe("an import's attack of few pixels", () => {
  it("the mage casts: a burst beyond its outermost hand, none over the figure", () => {
    const bursts = attack(DRAWN_MAGE).filter((frame) => {
      const grid = letters(DRAWN_MAGE, frame);
      const drawn = (l: string) => l !== "" && l !== "?";
      const burst = grid.flatMap((row, y) => row.flatMap((l, x) => (l === "?" ? [{ x, y }] : [])));
      if (burst.length === 0) return false;
      // The hand nearest the burst's side: the skin pixel furthest out, below the face.
      const left = burst[0]!.x < grid[0]!.length / 2;
      const skin = grid.flatMap((row, y) => row.flatMap((l, x) => (l === "s" ? [{ x, y }] : [])));
      const hand = skin.reduce((a, b) => ((left ? b.x < a.x : b.x > a.x) ? b : a));
      const beyond = burst.every((p) => (left ? p.x < hand.x : p.x > hand.x));
      // The rays fan out a few rows above and below the hand.
      const inRows = burst.every((p) => Math.abs(p.y - hand.y) <= 4);
      const between = burst.every((p) =>
        grid[p.y]!.every((l, x) => !drawn(l) || (left ? x > p.x : x < p.x)),
      );
      return beyond && inRows && between;
    });
    expect(bursts.length).toBeGreaterThanOrEqual(2);
  });

  it("the slime springs with its drawn rows, slid whole", () => {
    const frames = attack(DRAWN_SLIME).map((f) => letters(DRAWN_SLIME, f));
    const lowest = (g: string[][]) => g.findLastIndex((row) => row.some((l) => l !== ""));
    const ground = lowest(frames[0]!);
    const aloft = frames.filter((g) => lowest(g) < ground);
    expect(aloft.length).toBeGreaterThan(0);
    const drawn = DRAWN_SLIME.rows.map((row) => row.replaceAll(".", ""));
    for (const g of aloft) {
      const rows = g.map((row) => row.join("")).filter((row) => row.length > 0);
      expect(rows).toEqual(drawn);
    }
  });
});
