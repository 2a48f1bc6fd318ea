import { describe, expect, it } from "vitest";
import { decodeNormal, shade } from "./lighting";

/** A 1×1 image. */
const px = (r: number, g: number, b: number, a = 255) => new Uint8ClampedArray([r, g, b, a]);
const WHITE = px(200, 200, 200);
const lit = (normal: Uint8ClampedArray, x: number, y: number, z: number, flipGreen = false) =>
  shade(WHITE, normal, 1, 1, { x, y, z }, { flipGreen, ambient: 0 })[0]!;

describe("decodeNormal", () => {
  it("maps 0..255 to -1..1 and normalises", () => {
    const [x, y, z] = decodeNormal(128, 128, 255, false);
    expect(Math.hypot(x, y, z)).toBeCloseTo(1, 6);
    expect(z).toBeGreaterThan(0.99);
    expect(decodeNormal(255, 128, 128, false)[0]).toBeGreaterThan(0.99);
  });

  it("reads green as +Y up, or down when flipped", () => {
    expect(decodeNormal(128, 255, 128, false)[1]).toBeGreaterThan(0.99);
    expect(decodeNormal(128, 255, 128, true)[1]).toBeLessThan(-0.99);
  });
});

describe("shade", () => {
  it("keeps a facing pixel's color under a light straight above it", () => {
    expect(lit(px(128, 128, 255), 0.5, 0.5, 10)).toBeCloseTo(200, -1);
  });

  it("lights a left-facing pixel from the left, not the right", () => {
    const left = px(0, 128, 128);
    expect(lit(left, -10, 0.5, 1)).toBeGreaterThan(150);
    expect(lit(left, 10, 0.5, 1)).toBe(0);
  });

  it("treats screen-up as +Y (OpenGL) and screen-down as +Y when flipped (DirectX)", () => {
    const up = px(128, 255, 128);
    // A light above the pixel on screen has a smaller y.
    expect(lit(up, 0.5, -10, 1)).toBeGreaterThan(150);
    expect(lit(up, 0.5, 10, 1)).toBe(0);
    expect(lit(up, 0.5, 10, 1, true)).toBeGreaterThan(150);
    expect(lit(up, 0.5, -10, 1, true)).toBe(0);
  });

  it("keeps the albedo's alpha and leaves transparent pixels empty", () => {
    const albedo = new Uint8ClampedArray([10, 20, 30, 0, 100, 100, 100, 128]);
    const normal = new Uint8ClampedArray([128, 128, 255, 255, 128, 128, 255, 255]);
    const out = shade(albedo, normal, 2, 1, { x: 1, y: 0.5, z: 5 }, { flipGreen: false });
    expect([...out.slice(0, 4)]).toEqual([0, 0, 0, 0]);
    expect(out[7]).toBe(128);
  });

  it("never goes below the ambient share", () => {
    const albedo = px(100, 100, 100);
    const away = px(255, 128, 128);
    const out = shade(
      albedo,
      away,
      1,
      1,
      { x: -50, y: 0.5, z: 0 },
      { flipGreen: false, ambient: 0.2 },
    );
    expect(out[0]).toBe(20);
  });
});
