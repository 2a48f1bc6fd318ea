/**
 * Pinholes: an empty region the figure encloses, no bigger than the limit, is inked as outline;
 * the open air (any empty region reaching the canvas's edge) and enclosed gaps past the limit
 * (the space inside a bow's string, between an arm and the body) stay empty.
 */
import { describe, expect, it } from "vitest";
import { EMPTY, OUTLINE_INK, createCanvas } from "./canvas";
import { closePinholes } from "./cleanup";

/** A canvas drawn from rows of text: "#" is ink 1 in part 1, "." is empty. */
function canvasOf(rows: readonly string[]) {
  const canvas = createCanvas(rows[0]!.length, rows.length);
  rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c !== "#") return;
      canvas.ink[y * canvas.width + x] = 1;
      canvas.part[y * canvas.width + x] = 1;
    });
  });
  return canvas;
}

const emptyAt = (rows: readonly string[]) =>
  rows.flatMap((row, y) => [...row].flatMap((c, x) => (c === "." ? [y * row.length + x] : [])));

describe("closing pinholes", () => {
  it("inks an enclosed hole up to the limit, and leaves the open air and a bigger hole empty", () => {
    const rows = [
      "..........",
      ".#####....",
      ".#.#.#....",
      ".#####....",
      "......####",
      "......#..#",
      "......#..#",
      "......####",
      "...#......",
      "..#.#.....",
    ];
    const canvas = canvasOf(rows);
    closePinholes(canvas, 2);
    const at = (x: number, y: number) => canvas.ink[y * canvas.width + x];
    // Two one-pixel holes in the top box: closed, as outline with no part.
    expect(at(2, 2)).toBe(OUTLINE_INK);
    expect(at(4, 2)).toBe(OUTLINE_INK);
    expect(canvas.part[2 * canvas.width + 2]).toBe(0);
    // The four-pixel hole in the second box is past the limit of 2: kept.
    for (const [x, y] of [
      [7, 5],
      [8, 5],
      [7, 6],
      [8, 6],
    ] as const)
      expect(at(x, y)).toBe(EMPTY);
    // The notch under the caret at the bottom reaches the edge: open air, kept.
    expect(at(3, 9)).toBe(EMPTY);
    // Every other empty pixel stays empty.
    const closed = new Set([2 * 10 + 2, 2 * 10 + 4]);
    const stillEmpty = emptyAt(rows).filter((i) => !closed.has(i));
    expect(stillEmpty.every((i) => canvas.ink[i] === EMPTY)).toBe(true);
  });
});
