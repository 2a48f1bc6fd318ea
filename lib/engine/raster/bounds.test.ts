import { describe, expect, it } from "vitest";
import { boundsCenter, boundsOf, boundsOfIndices, boundsWhere, opaqueBounds } from "./bounds";
import { createImage, setPixel } from "./image";
import { createPixels } from "./pixels";

/** A grid from rows of "." (empty) and "#" (filled). */
function grid(rows: string[]) {
  const width = rows[0]!.length;
  const px = createPixels(width, rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) if (row[x] === "#") px.data[y * width + x] = 0xff0000ff;
  });
  return px;
}

describe("bounding boxes", () => {
  it("is the inclusive box of the filled cells", () => {
    const px = grid(["......", "..#...", "....#.", "...#..", "......"]);
    expect(boundsOf(px)).toEqual({ left: 2, top: 1, right: 4, bottom: 3 });
  });

  it("is null when nothing is filled", () => {
    expect(boundsOf(grid(["...", "..."]))).toBeNull();
    expect(boundsWhere(4, 3, () => false)).toBeNull();
    expect(boundsOfIndices([], 5)).toBeNull();
    expect(opaqueBounds(createImage(3, 3))).toBeNull();
  });

  it("covers the whole grid when every cell is filled, single pixels included", () => {
    expect(boundsWhere(5, 4, () => true)).toEqual({ left: 0, top: 0, right: 4, bottom: 3 });
    expect(boundsOf(grid(["#"]))).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
  });

  it("agrees between the predicate, index and alpha forms on the same drawing", () => {
    const px = grid(["#.....", "......", ".....#", "..#..."]);
    const filled = [...px.data.keys()].filter((i) => px.data[i] !== 0);
    const image = createImage(px.width, px.height);
    for (const i of filled) setPixel(image, i % px.width, Math.floor(i / px.width), [9, 9, 9, 1]);
    const expected = { left: 0, top: 0, right: 5, bottom: 3 };
    expect(boundsOf(px)).toEqual(expected);
    expect(boundsOfIndices(filled, px.width)).toEqual(expected);
    expect(opaqueBounds(image)).toEqual(expected);
    expect(boundsWhere(px.width, px.height, (i) => filled.includes(i))).toEqual(expected);
  });

  it("centres on the middle pixel, rounding halves up", () => {
    expect(boundsCenter({ left: 2, top: 1, right: 4, bottom: 3 })).toEqual({ x: 3, y: 2 });
    expect(boundsCenter({ left: 0, top: 0, right: 3, bottom: 0 })).toEqual({ x: 2, y: 0 });
  });
});
