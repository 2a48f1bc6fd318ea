/**
 * Hand-drawn imports cut into parts from their pixels (they have no layers and no rig of their own), with
 * where things are taken from how each fixture was drawn: a blade held up beside the head is cut
 * whole into its arm, so no piece of it stays by the head when the arm swings.
 */
import { describe, expect, it } from "vitest";
import { hexToRgb } from "../color";
import { PART_NAMES, segmentFigure } from "../figure";
import { DRAWN_HERO, type DrawnGrid, paintGrid } from "../testing";

const rgbOf = (grid: DrawnGrid, ch: string) => hexToRgb(grid.colors[ch]!).join(",");

describe("a hand-drawn import cut into parts", () => {
  it("cuts the blade held up beside the head into its arm whole, not partly into the head", () => {
    // The hero's blade (g) is drawn as one column from grid row 1 down to the guard; at row 2 it
    // touches the head's outline. Every pixel drawn as blade must go with one arm.
    const source = paintGrid(DRAWN_HERO, 64, 2);
    const figure = segmentFigure(source);
    const blade = rgbOf(DRAWN_HERO, "g");
    const parts = new Set<string>();
    for (let p = 0; p < source.width * source.height; p++) {
      const o = p * 4;
      if (source.data.slice(o, o + 3).join(",") !== blade || !source.data[o + 3]) continue;
      parts.add(PART_NAMES[figure.labels[p]!]!);
    }
    expect([...parts]).toEqual(["armRight"]);
  });
});
