import { describe, expect, it } from "vitest";
import { clipRegion } from "./region";

describe("clipRegion", () => {
  it("clips to the sprite", () => {
    expect(clipRegion({ x: 50, y: 60, width: 100, height: 100 }, 64, 64)).toEqual({
      x: 50,
      y: 60,
      width: 14,
      height: 4,
    });
    expect(clipRegion({ x: 0, y: 0, width: 4096, height: 4096 }, 128, 96)).toEqual({
      x: 0,
      y: 0,
      width: 128,
      height: 96,
    });
  });

  it("refuses more than 200 px a side after clipping, and regions off the sprite", () => {
    expect(() => clipRegion({ x: 0, y: 0, width: 201, height: 10 }, 1024, 1024)).toThrow(/201×10/);
    expect(clipRegion({ x: 0, y: 0, width: 200, height: 200 }, 1024, 1024)).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 200,
    });
    expect(() => clipRegion({ x: 64, y: 0, width: 10, height: 10 }, 64, 64)).toThrow(/outside/);
  });
});
