import { describe, expect, it } from "vitest";
import { Recorder } from "./history";
import { bresenham, boxFromCorners } from "./shapes";
import { docFrom, rowsOf } from "./test-helpers";
import {
  ditherBrush,
  drawLine,
  drawRectangle,
  fill,
  pick,
  solidBrush,
  strokeSegment,
  swapColour,
} from "./tools";

describe("bresenham", () => {
  it("joins the ends with one pixel per step of the longer axis, no gaps", () => {
    const cells = bresenham({ x: 0, y: 0 }, { x: 5, y: 2 });
    expect(cells[0]).toEqual({ x: 0, y: 0 });
    expect(cells.at(-1)).toEqual({ x: 5, y: 2 });
    expect(cells).toHaveLength(6);
    for (let i = 1; i < cells.length; i++) {
      const a = cells[i - 1]!;
      const b = cells[i]!;
      expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBe(1);
    }
  });
  it("draws a single cell when both ends meet, and goes backwards too", () => {
    expect(bresenham({ x: 2, y: 2 }, { x: 2, y: 2 })).toEqual([{ x: 2, y: 2 }]);
    expect(bresenham({ x: 3, y: 0 }, { x: 0, y: 0 }).map((c) => c.x)).toEqual([3, 2, 1, 0]);
  });
});

describe("pencil, eraser, mirror and dither", () => {
  it("a pencil drag fills every cell between samples", () => {
    const doc = docFrom(["....", "....", "...."]);
    const rec = new Recorder(doc, 0);
    strokeSegment(rec, { x: 0, y: 0 }, { x: 3, y: 0 }, solidBrush(1));
    expect(rowsOf(doc)).toEqual(["1111", "....", "...."]);
  });
  it("the eraser writes transparent", () => {
    const doc = docFrom(["222", "222"]);
    strokeSegment(new Recorder(doc, 0), { x: 0, y: 1 }, { x: 2, y: 1 }, solidBrush(0));
    expect(rowsOf(doc)).toEqual(["222", "..."]);
  });
  it("mirror drawing also paints the reflection across the vertical centre", () => {
    const doc = docFrom([".....", "....."]);
    strokeSegment(new Recorder(doc, 0), { x: 0, y: 0 }, { x: 1, y: 1 }, solidBrush(3), true);
    expect(rowsOf(doc)).toEqual(["3...3", ".3.3."]);
  });
  it("the dither brush lays a checkerboard fixed to the grid", () => {
    const doc = docFrom(["....", "...."]);
    const rec = new Recorder(doc, 0);
    const brush = ditherBrush(1, 2);
    strokeSegment(rec, { x: 0, y: 0 }, { x: 3, y: 0 }, brush);
    strokeSegment(rec, { x: 0, y: 1 }, { x: 3, y: 1 }, brush);
    expect(rowsOf(doc)).toEqual(["1212", "2121"]);
  });
  it("cells outside the picture are ignored", () => {
    const doc = docFrom(["..", ".."]);
    strokeSegment(new Recorder(doc, 0), { x: -3, y: 0 }, { x: 5, y: 0 }, solidBrush(1));
    expect(rowsOf(doc)).toEqual(["11", ".."]);
  });
});

describe("line and rectangle", () => {
  it("a line is the Bresenham cells", () => {
    const doc = docFrom(["....", "....", "...."]);
    drawLine(new Recorder(doc, 0), { x: 0, y: 0 }, { x: 3, y: 2 }, 4);
    expect(rowsOf(doc)).toEqual(["4...", ".44.", "...4"]);
  });
  it("a rectangle from any two corners, outline or filled", () => {
    const outline = docFrom([".....", ".....", ".....", "....."]);
    drawRectangle(
      new Recorder(outline, 0),
      boxFromCorners({ x: 3, y: 3 }, { x: 0, y: 0 }),
      5,
      false,
    );
    expect(rowsOf(outline)).toEqual(["5555.", "5..5.", "5..5.", "5555."]);
    const filled = docFrom(["....", "....", "...."]);
    drawRectangle(new Recorder(filled, 0), boxFromCorners({ x: 1, y: 0 }, { x: 2, y: 1 }), 6, true);
    expect(rowsOf(filled)).toEqual([".66.", ".66.", "...."]);
  });
});

describe("bucket fill", () => {
  const walled = ["..1..", "..1..", "111..", "....."];
  it("contiguous fill stays inside 4-connected pixels of the start's index", () => {
    const doc = docFrom(walled);
    fill(new Recorder(doc, 0), { x: 0, y: 0 }, 7, true);
    expect(rowsOf(doc)).toEqual(["771..", "771..", "111..", "....."]);
  });
  it("does not leak through a diagonal gap (4-neighbour, not 8)", () => {
    const doc = docFrom([".1..", "1...", "...."]);
    fill(new Recorder(doc, 0), { x: 0, y: 0 }, 7, true);
    expect(rowsOf(doc)).toEqual(["71..", "1...", "...."]);
  });
  it("global replace fills every pixel of that index, connected or not", () => {
    const doc = docFrom(walled);
    fill(new Recorder(doc, 0), { x: 0, y: 0 }, 7, false);
    expect(rowsOf(doc)).toEqual(["77177", "77177", "11177", "77777"]);
  });
  it("filling with the same index or outside the picture changes nothing", () => {
    const doc = docFrom(walled);
    const rec = new Recorder(doc, 0);
    fill(rec, { x: 2, y: 0 }, 1, true);
    fill(rec, { x: 9, y: 9 }, 3, true);
    expect(rec.finish("Fill")).toBeNull();
  });
  it("fills a large open area without overflowing the stack", () => {
    const doc = docFrom(Array.from({ length: 256 }, () => ".".repeat(256)));
    fill(new Recorder(doc, 0), { x: 128, y: 128 }, 2, true);
    expect(doc.frames[0]!.every((v) => v === 2)).toBe(true);
  });
});

describe("colour swap and eyedropper", () => {
  it("swap replaces one index by another everywhere and nothing else", () => {
    const doc = docFrom(["121", "313"]);
    swapColour(new Recorder(doc, 0), 1, 4);
    expect(rowsOf(doc)).toEqual(["424", "343"]);
  });
  it("the eyedropper reads the index, transparent outside", () => {
    const doc = docFrom(["12", "3."]);
    expect(pick(doc, 0, { x: 1, y: 0 })).toBe(2);
    expect(pick(doc, 0, { x: 1, y: 1 })).toBe(0);
    expect(pick(doc, 0, { x: -1, y: 0 })).toBe(0);
  });
});
