import { describe, expect, it } from "vitest";
import { fittedZoom } from "./fit";

describe("fittedZoom", () => {
  it("keeps the largest zoom while the container is wide enough", () => {
    expect(fittedZoom(7, 64, 448)).toBe(7);
    expect(fittedZoom(7, 64, 2000)).toBe(7);
  });

  it("shrinks to the whole zoom that fits a phone-wide container", () => {
    // 64 px sprite in a 343 px column: 5 × 64 = 320 fits, 6 × 64 = 384 would clip.
    expect(fittedZoom(7, 64, 343)).toBe(5);
  });

  it("shrinks below 1× for a sprite wider than the container", () => {
    expect(fittedZoom(1, 256, 200)).toBeCloseTo(200 / 256);
  });

  it("uses the largest zoom before the container is measured", () => {
    expect(fittedZoom(4, 64, null)).toBe(4);
    expect(fittedZoom(4, 64, 0)).toBe(4);
  });
});
