import { describe, expect, it } from "vitest";
import { createImage, setPixel } from "../raster";
import { opaqueColors, referenceStyle } from "./style";

function square(outline: [number, number, number], fill: [number, number, number]) {
  const image = createImage(8, 8);
  for (let y = 1; y < 7; y++) {
    for (let x = 1; x < 7; x++) {
      const edge = x === 1 || y === 1 || x === 6 || y === 6;
      setPixel(image, x, y, [...(edge ? outline : fill), 255]);
    }
  }
  return image;
}

describe("referenceStyle", () => {
  it("reads a dark outline, a missing one, and the palette by use", () => {
    const dark = referenceStyle(square([20, 16, 30], [200, 80, 60]));
    expect(dark.outline).toBe("dark");
    expect(dark.palette).toEqual(["#14101e", "#c8503c"]);
    expect(referenceStyle(square([220, 200, 100], [200, 80, 60])).outline).toBe("none");
  });

  it("lists opaque colors only", () => {
    expect([...opaqueColors(square([0, 0, 0], [255, 255, 255]))].sort()).toEqual([
      "#000000",
      "#ffffff",
    ]);
  });
});
