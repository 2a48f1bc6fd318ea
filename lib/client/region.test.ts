import { describe, expect, it } from "vitest";
import {
  defaultRect,
  handlePoint,
  moveRect,
  normalizeRect,
  nudgeFor,
  pixelAt,
  REGION_MAX,
  rectFromDrag,
  resizeByHandle,
  withField,
} from "./region";

const small = { width: 64, height: 48 };
const big = { width: 1024, height: 1024 };

describe("drawing a region by dragging", () => {
  it("snaps to whole pixels and includes both end pixels", () => {
    expect(rectFromDrag({ x: 2.7, y: 3.1 }, { x: 9.2, y: 5.9 }, small)).toEqual({
      x: 2,
      y: 3,
      width: 8,
      height: 3,
    });
  });

  it("a click covers one pixel", () => {
    expect(rectFromDrag({ x: 5.5, y: 5.5 }, { x: 5.9, y: 5.1 }, small)).toEqual({
      x: 5,
      y: 5,
      width: 1,
      height: 1,
    });
  });

  it("works in every direction", () => {
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 4, y: 2 }, small)).toEqual({
      x: 4,
      y: 2,
      width: 7,
      height: 9,
    });
  });

  it("stays inside the sprite when the pointer leaves it", () => {
    expect(rectFromDrag({ x: 60, y: 40 }, { x: 500, y: -30 }, small)).toEqual({
      x: 60,
      y: 0,
      width: 4,
      height: 41,
    });
  });

  it("caps each side at 200, growing away from the start", () => {
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 600, y: 20 }, big)).toEqual({
      x: 10,
      y: 10,
      width: REGION_MAX,
      height: 11,
    });
    expect(rectFromDrag({ x: 900, y: 900 }, { x: 0, y: 0 }, big)).toEqual({
      x: 701,
      y: 701,
      width: 200,
      height: 200,
    });
  });
});

describe("moving and nudging", () => {
  const rect = { x: 10, y: 10, width: 20, height: 8 };

  it("moves by whole pixels and stops at the edges without shrinking", () => {
    expect(moveRect(rect, 3.4, -2, small)).toEqual({ ...rect, x: 13, y: 8 });
    expect(moveRect(rect, 100, 100, small)).toEqual({ ...rect, x: 44, y: 40 });
    expect(moveRect(rect, -100, -100, small)).toEqual({ ...rect, x: 0, y: 0 });
  });

  it("arrows nudge 1 px, shift+arrows 10 px", () => {
    expect(nudgeFor("ArrowLeft", false)).toEqual({ x: -1, y: 0 });
    expect(nudgeFor("ArrowDown", true)).toEqual({ x: 0, y: 10 });
    expect(nudgeFor("a", false)).toBeNull();
  });
});

describe("resizing by a handle", () => {
  const rect = { x: 10, y: 10, width: 20, height: 10 };

  it("moves only the handle's edges, to the nearest pixel edge", () => {
    expect(resizeByHandle(rect, "e", { x: 40.4, y: 0 }, small)).toEqual({ ...rect, width: 30 });
    expect(resizeByHandle(rect, "nw", { x: 4.6, y: 2.2 }, small)).toEqual({
      x: 5,
      y: 2,
      width: 25,
      height: 18,
    });
    expect(resizeByHandle(rect, "s", { x: 99, y: 12 }, small)).toEqual({ ...rect, height: 2 });
  });

  it("keeps at least one pixel when an edge is dragged across its opposite", () => {
    expect(resizeByHandle(rect, "w", { x: 50, y: 0 }, small)).toEqual({
      ...rect,
      x: 29,
      width: 1,
    });
    expect(resizeByHandle(rect, "n", { x: 0, y: 40 }, small)).toEqual({
      ...rect,
      y: 19,
      height: 1,
    });
  });

  it("stops at the sprite and at the cap", () => {
    expect(resizeByHandle(rect, "se", { x: 500, y: 500 }, small)).toEqual({
      x: 10,
      y: 10,
      width: 54,
      height: 38,
    });
    const wide = { x: 100, y: 100, width: 50, height: 50 };
    expect(resizeByHandle(wide, "e", { x: 900, y: 0 }, big).width).toBe(200);
    expect(resizeByHandle(wide, "w", { x: -10, y: 0 }, big)).toEqual({
      x: 0,
      y: 100,
      width: 150,
      height: 50,
    });
    expect(resizeByHandle({ ...wide, x: 500 }, "w", { x: 0, y: 0 }, big)).toEqual({
      x: 350,
      y: 100,
      width: 200,
      height: 50,
    });
  });
});

describe("spinbutton fields", () => {
  const rect = { x: 10, y: 10, width: 20, height: 10 };

  it("positions keep the size and stop at the far edge", () => {
    expect(withField(rect, "x", 50, small)).toEqual({ ...rect, x: 44 });
    expect(withField(rect, "y", -3, small)).toEqual({ ...rect, y: 0 });
  });

  it("sizes keep the position and stop at the sprite or the cap", () => {
    expect(withField(rect, "width", 100, small)).toEqual({ ...rect, width: 54 });
    expect(withField(rect, "height", 0, small)).toEqual({ ...rect, height: 1 });
    expect(withField({ ...rect, x: 0 }, "width", 300, big)?.width).toBe(200);
  });

  it("ignores text that is not a number", () => {
    expect(withField(rect, "x", Number.NaN, small)).toBeNull();
  });
});

describe("normalising and defaults", () => {
  it("rounds, caps and pulls a rectangle inside", () => {
    expect(normalizeRect({ x: -4.2, y: 60, width: 300.4, height: 0 }, small)).toEqual({
      x: 0,
      y: 47,
      width: 64,
      height: 1,
    });
    expect(normalizeRect({ x: 900, y: 0, width: 500, height: 500 }, big)).toEqual({
      x: 824,
      y: 0,
      width: 200,
      height: 200,
    });
  });

  it("starts centred at half size within the cap", () => {
    expect(defaultRect(small)).toEqual({ x: 16, y: 12, width: 32, height: 24 });
    expect(defaultRect(big)).toEqual({ x: 412, y: 412, width: 200, height: 200 });
  });

  it("finds pixels and handle positions", () => {
    expect(pixelAt({ x: -1, y: 99 }, small)).toEqual({ x: 0, y: 47 });
    expect(handlePoint({ x: 2, y: 4, width: 10, height: 6 }, "se")).toEqual({ x: 12, y: 10 });
    expect(handlePoint({ x: 2, y: 4, width: 10, height: 6 }, "n")).toEqual({ x: 7, y: 4 });
  });
});
