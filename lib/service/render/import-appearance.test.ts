/**
 * A beard, an older look and a sad face on a hand-drawn import (no drawer to draw it again) are
 * drawn on its face and change nothing else. Which art pixels are the face, the eyes, the hat
 * and the robe comes from how the fixture was drawn (its text grid, painted at 3 px a pixel),
 * never from the code that finds them. An object with no face is refused, naming the words.
 */
import { describe, expect, it } from "vitest";
import type { RestyleMode } from "@/lib/engine/restyle";
import { DRAWN_MAGE, DRAWN_POTION, type DrawnGrid, paintGrid } from "@/lib/engine/testing";
import type { RgbaImage } from "@/lib/engine/raster";
import { renderTaskTable as task } from "./tasks";

const SIZE = 64;
const SCALE = 3;

function restyled(grid: DrawnGrid, sentence: string, mode: RestyleMode = "custom") {
  const source = paintGrid(grid, SIZE, SCALE);
  const r = task.restyleChecked({
    source,
    redraw: null,
    customPrompt: sentence,
    mode,
    tier: "normal",
    seed: 7,
    basePalette: null,
    paletteExtras: 8,
  });
  return { source, r };
}

/** The drawn cells (column, row of the grid) whose painted block differs between the pictures. */
function changedCells(grid: DrawnGrid, a: RgbaImage, b: RgbaImage): Set<string> {
  const ox = Math.floor((SIZE - grid.rows[0]!.length * SCALE) / 2);
  const oy = SIZE - grid.rows.length * SCALE - 2;
  const cells = new Set<string>();
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const o = (y * SIZE + x) * 4;
      if ([0, 1, 2, 3].every((c) => a.data[o + c] === b.data[o + c])) continue;
      cells.add(`${Math.floor((x - ox) / SCALE)},${Math.floor((y - oy) / SCALE)}`);
    }
  }
  return cells;
}

/** Cells of the grid drawn with `letter`, in rows `from` to `to`. */
function cellsOf(grid: DrawnGrid, letter: string, from = 0, to = grid.rows.length - 1): string[] {
  const out: string[] = [];
  grid.rows.forEach((row, y) => {
    if (y < from || y > to) return;
    [...row].forEach((ch, x) => {
      if (ch === letter) out.push(`${x},${y}`);
    });
  });
  return out;
}

// The mage's grid: the hat and brim are rows 0 to 4, the face (skin "s") rows 5 to 7 with the
// eyes in row 6, the robe from row 8; the hands are skin in row 10.
const EYE_ROW = 6;
const FACE_BOTTOM = 7;
const ROBE_TOP = 8;

describe("appearance words on a hand-drawn import", () => {
  it("a beard covers the face below the eyes and the chin, nothing above the eyes or far below", () => {
    const { source, r } = restyled(DRAWN_MAGE, "give him a beard");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const changed = changedCells(DRAWN_MAGE, source, r.image);
    for (const cell of cellsOf(DRAWN_MAGE, "s", EYE_ROW + 1, FACE_BOTTOM)) {
      expect(changed.has(cell), `face below the eyes ${cell}`).toBe(true);
    }
    for (const cell of changed) {
      const [x, y] = cell.split(",").map(Number) as [number, number];
      // Nothing of the hat, the eyes' row or the hands; the beard hangs at most three rows
      // below the face, inside the face's columns.
      expect(y, `changed ${cell}`).toBeGreaterThan(EYE_ROW);
      expect(y, `changed ${cell}`).toBeLessThanOrEqual(FACE_BOTTOM + 3);
      expect(x, `changed ${cell}`).toBeGreaterThanOrEqual(5);
      expect(x, `changed ${cell}`).toBeLessThanOrEqual(8);
    }
    expect(r.words.used).toContain("beard");
  });

  it("older draws a white beard in the same place, and reports the word used", () => {
    const { source, r } = restyled(DRAWN_MAGE, "make him look older");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const changed = changedCells(DRAWN_MAGE, source, r.image);
    expect(changed.size).toBeGreaterThan(0);
    for (const cell of changed) {
      const y = Number(cell.split(",")[1]);
      expect(y, `changed ${cell}`).toBeGreaterThan(EYE_ROW);
    }
    // White: every changed pixel of the face is lighter than the skin it covered.
    const o = ((SIZE - DRAWN_MAGE.rows.length * SCALE - 2 + (EYE_ROW + 1) * SCALE) * SIZE + 31) * 4;
    expect(r.image.data[o]! + r.image.data[o + 1]! + r.image.data[o + 2]!).toBeGreaterThan(600);
    expect(r.words.used).toContain("older");
  });

  it("sad hangs the head a row between the shoulders, a tear under each eye, the rest kept", () => {
    const { source, r } = restyled(DRAWN_MAGE, "make him look sad");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ox = Math.floor((SIZE - DRAWN_MAGE.rows[0]!.length * SCALE) / 2);
    const oy = SIZE - DRAWN_MAGE.rows.length * SCALE - 2;
    const at = (img: RgbaImage, x: number, y: number) => {
      const o = ((oy + y * SCALE + 1) * SIZE + ox + x * SCALE + 1) * 4;
      return [0, 1, 2, 3].map((k) => img.data[o + k]).join(",");
    };
    // The hat and the face (the grid's rows 0 to the face's lowest) one row lower, as drawn,
    // except the tears under the eyes and the brim's ends turned down.
    const eyes = cellsOf(DRAWN_MAGE, "k", EYE_ROW, EYE_ROW).filter((c) =>
      cellsOf(DRAWN_MAGE, "s", EYE_ROW, EYE_ROW).some(
        (s) => Math.abs(+s.split(",")[0]! - +c.split(",")[0]!) === 1,
      ),
    );
    for (let y = 0; y <= FACE_BOTTOM; y++) {
      [...DRAWN_MAGE.rows[y]!].forEach((ch, x) => {
        if (ch === "." || y === EYE_ROW + 1) return;
        expect(at(r.image, x, y + 1), `cell ${x},${y} moved down a row`).toBe(at(source, x, y));
      });
    }
    // A tear (light blue, not a colour of the drawing) under an eye.
    const blue = (v: string) => {
      const [red, , b] = v.split(",").map(Number) as [number, number, number];
      return b > 200 && red < 160;
    };
    expect(eyes.some((c) => blue(at(r.image, +c.split(",")[0]!, EYE_ROW + 2)))).toBe(true);
    // The robe below the shoulders' row, the hands and the boots are untouched.
    for (let y = ROBE_TOP + 1; y < DRAWN_MAGE.rows.length; y++)
      [...DRAWN_MAGE.rows[y]!].forEach((_, x) => {
        expect(at(r.image, x, y), `cell ${x},${y}`).toBe(at(source, x, y));
      });
    expect(r.words.used).toContain("sad");
  });

  it("a potion has no face: a beard is refused naming the word", () => {
    const { r } = restyled(DRAWN_POTION, "give it a beard");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.words).toEqual(["beard"]);
    expect(r.refusal.message).toMatch(/no face/);
  });
});
