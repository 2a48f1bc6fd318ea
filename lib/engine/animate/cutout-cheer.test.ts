/**
 * A cheer on an import of few pixels raises the arms above the shoulders, where its arms turn
 * in eighths (a hundred degrees came out level with the shoulder: arms held out, not up), and
 * an arm already holding a blade aloft keeps it pointing up instead of swinging it down.
 * Judged on the hand-drawn mage's and hero's frames against where their colours are at rest.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import {
  customOnImport,
  DRAWN_HERO,
  DRAWN_MAGE,
  type DrawnGrid,
  framesOf,
  letterAt,
  paintGrid,
} from "../testing";

function cheer(grid: DrawnGrid): RgbaImage[] {
  return posed(grid, "cheers");
}

function posed(grid: DrawnGrid, sentence: string): RgbaImage[] {
  return framesOf(customOnImport(paintGrid(grid, 64, 3), sentence).strip, 8);
}

/** Rows and columns holding `letter` in a frame. */
function where(grid: DrawnGrid, f: RgbaImage, letter: string) {
  const at: { x: number; y: number }[] = [];
  for (let y = 0; y < f.height; y++)
    for (let x = 0; x < f.width; x++) if (letterAt(grid, f, x, y) === letter) at.push({ x, y });
  return at;
}

describe("a cheer on an import of few pixels", () => {
  it("the mage's hands rise above its shoulders on both sides of the face", () => {
    const frames = cheer(DRAWN_MAGE);
    const skin = where(DRAWN_MAGE, frames[0]!, "s");
    // The face: skin of the topmost skin row's columns; the shoulders: the robe's top row.
    const faceTop = Math.min(...skin.map((p) => p.y));
    const faceColumns = new Set(skin.filter((p) => p.y === faceTop).map((p) => p.x));
    const shoulders = Math.min(
      ...where(DRAWN_MAGE, frames[0]!, "r")
        .filter((p) => p.y > faceTop)
        .map((p) => p.y),
    );
    const [left, right] = [Math.min(...faceColumns), Math.max(...faceColumns)];
    const aloft = frames.filter((f) => {
      const hands = where(DRAWN_MAGE, f, "s").filter(
        (p) => !faceColumns.has(p.x) && p.y < shoulders,
      );
      return hands.some((p) => p.x < left) && hands.some((p) => p.x > right);
    });
    expect(aloft.length).toBeGreaterThanOrEqual(4);
  });

  it("the mage's robe keeps its width under one raised arm and under two", () => {
    // The drawing's widest row of red is the robe's (the hat's is narrower). Waving or cheering,
    // an arm drawn raised from the shoulder leaves the robe's sides where they hang: a robe
    // narrowed under two raised arms read as a column with arms sprouting from the hat's brim.
    const drawn = Math.max(...DRAWN_MAGE.rows.map((row) => row.split("r").length - 1));
    const widestRed = (f: RgbaImage) => {
      const perRow = new Map<number, number>();
      for (const p of where(DRAWN_MAGE, f, "r")) perRow.set(p.y, (perRow.get(p.y) ?? 0) + 1);
      return Math.max(...perRow.values());
    };
    posed(DRAWN_MAGE, "waves hello").forEach((f, t) => {
      expect(widestRed(f), `waving, frame ${t}`).toBeGreaterThanOrEqual(drawn * 3);
    });
    cheer(DRAWN_MAGE).forEach((f, t) => {
      expect(widestRed(f), `cheering, frame ${t}`).toBeGreaterThanOrEqual(drawn * 3);
    });
  });

  it("the hero's blade, held up, stays above the hand that holds it", () => {
    for (const f of cheer(DRAWN_HERO)) {
      const steel = where(DRAWN_HERO, f, "g");
      const guard = where(DRAWN_HERO, f, "y");
      if (steel.length === 0 || guard.length === 0) continue;
      expect(Math.min(...steel.map((p) => p.y))).toBeLessThan(Math.min(...guard.map((p) => p.y)));
    }
  });
});
