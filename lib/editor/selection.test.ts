import { describe, expect, it } from "vitest";
import { Recorder } from "./history";
import { clipBox, moveSelection, rotateSelection, scaleNearest, scaleSelection } from "./selection";
import { docFrom, rowsOf } from "./test-helpers";

describe("move selection", () => {
  it("moves the box's pixels and leaves transparency behind; the new box is returned", () => {
    const doc = docFrom(["12..", "34..", "...."]);
    const box = moveSelection(new Recorder(doc, 0), { x: 0, y: 0, width: 2, height: 2 }, 2, 1);
    expect(rowsOf(doc)).toEqual(["....", "..12", "..34"]);
    expect(box).toEqual({ x: 2, y: 1, width: 2, height: 2 });
  });
  it("transparent pixels of the selection do not cover what is under them", () => {
    const doc = docFrom(["1.55", "..55"]);
    moveSelection(new Recorder(doc, 0), { x: 0, y: 0, width: 2, height: 2 }, 2, 0);
    expect(rowsOf(doc)).toEqual(["..15", "..55"]);
  });
});

describe("scale selection (nearest neighbour)", () => {
  it("doubles by an integer factor with every pixel a 2×2 block", () => {
    const doc = docFrom(["12..", "34..", "....", "...."]);
    scaleSelection(new Recorder(doc, 0), { x: 0, y: 0, width: 2, height: 2 }, 4, 4);
    expect(rowsOf(doc)).toEqual(["1122", "1122", "3344", "3344"]);
  });
  it("scales by fractional factors using only the source's indices", () => {
    const src = { width: 3, height: 3, data: Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]) };
    const half = scaleNearest(src, 2, 2);
    const grown = scaleNearest(src, 5, 4);
    expect(grown.width * grown.height).toBe(20);
    for (const v of [...half.data, ...grown.data]) expect(src.data).toContain(v);
    expect(scaleNearest(src, 3, 3).data).toEqual(src.data);
  });
  it("shrinks, clearing what the smaller selection no longer covers", () => {
    const doc = docFrom(["1122", "1122", "3344", "3344"]);
    scaleSelection(new Recorder(doc, 0), { x: 0, y: 0, width: 4, height: 4 }, 2, 2);
    expect(rowsOf(doc)).toEqual(["12..", "34..", "....", "...."]);
  });
});

describe("rotate selection (RotSprite)", () => {
  const arrow = [
    "........",
    "...1....",
    "..121...",
    ".12221..",
    "...2....",
    "...3....",
    "...3....",
    "........",
  ];

  it("never makes an index the selection did not have, at any angle", () => {
    for (const degrees of [10, 30, 45, 60, 135, 200, 333]) {
      const doc = docFrom(arrow);
      rotateSelection(new Recorder(doc, 0), { x: 0, y: 0, width: 8, height: 8 }, degrees);
      const used = new Set(doc.frames[0]);
      for (const v of used) expect([0, 1, 2, 3]).toContain(v);
      expect(used.size).toBeGreaterThan(1);
    }
  });

  it("a 90° turn of a square selection is the exact quarter turn", () => {
    const doc = docFrom(arrow);
    rotateSelection(new Recorder(doc, 0), { x: 0, y: 0, width: 8, height: 8 }, 90);
    // Clockwise: the pixel at (x, y) lands at (n - 1 - y, x).
    const n = 8;
    const expected = Array.from({ length: n }, (_, y) =>
      Array.from({ length: n }, (_, x) => arrow[n - 1 - x]![y]).join(""),
    );
    expect(rowsOf(doc)).toEqual(expected);
  });

  it("returns the box the turned pixels now fill: a wide selection stands upright", () => {
    const doc = docFrom(["......", "......", ".1122.", ".3344.", "......", "......"]);
    const box = rotateSelection(new Recorder(doc, 0), { x: 1, y: 2, width: 4, height: 2 }, 90);
    expect(box).toEqual({ x: 2, y: 1, width: 2, height: 4 });
    expect(rowsOf(doc)).toEqual(["......", "..31..", "..31..", "..42..", "..42..", "......"]);
  });

  it("a 0° turn changes nothing", () => {
    const doc = docFrom(arrow);
    const rec = new Recorder(doc, 0);
    rotateSelection(rec, { x: 0, y: 0, width: 8, height: 8 }, 0);
    expect(rec.finish("Rotate selection")).toBeNull();
  });
});

describe("clipBox", () => {
  it("cuts a box to the picture, or null when it lies outside", () => {
    expect(clipBox({ x: -2, y: 1, width: 5, height: 9 }, 4, 4)).toEqual({
      x: 0,
      y: 1,
      width: 3,
      height: 3,
    });
    expect(clipBox({ x: 5, y: 0, width: 2, height: 2 }, 4, 4)).toBeNull();
  });
});
