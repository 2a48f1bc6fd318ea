import { describe, expect, it } from "vitest";
import { type Oklab, rgbToOklab } from "../color";
import { clusterOklab } from "./cluster";

const point = (r: number, g: number, b: number, weight = 1) => ({
  lab: rgbToOklab([r, g, b]),
  weight,
});
const near = (x: Oklab, y: Oklab) => Math.hypot(x.L - y.L, x.a - y.a, x.b - y.b) < 0.05;

describe("clusterOklab", () => {
  it("finds separated groups and returns no more than k centers", () => {
    const points = [
      point(250, 0, 0),
      point(240, 10, 10),
      point(0, 0, 250),
      point(10, 10, 240),
      point(0, 250, 0),
    ];
    const centers = clusterOklab(points, 3);
    expect(centers).toHaveLength(3);
    for (const target of [
      rgbToOklab([245, 5, 5]),
      rgbToOklab([5, 5, 245]),
      rgbToOklab([0, 250, 0]),
    ]) {
      expect(centers.some((c) => near(c, target))).toBe(true);
    }
  });

  it("does not spend centers on points a fixed center already serves", () => {
    const points = [point(0, 0, 0, 100), point(250, 0, 0)];
    const centers = clusterOklab(points, 1, [rgbToOklab([0, 0, 0])]);
    expect(centers).toHaveLength(1);
    expect(near(centers[0]!, rgbToOklab([250, 0, 0]))).toBe(true);
    expect(clusterOklab([point(0, 0, 0)], 3, [rgbToOklab([0, 0, 0])])).toHaveLength(0);
  });

  it("is deterministic", () => {
    const points = Array.from({ length: 50 }, (_, i) =>
      point((i * 37) % 256, (i * 91) % 256, (i * 13) % 256, 1 + (i % 5)),
    );
    expect(clusterOklab(points, 6)).toEqual(clusterOklab(points, 6));
  });
});
