import { describe, expect, it } from "vitest";
import { labCache, lchOf, rgbToOklab } from "../color";
import { packRgba, unpackRgba } from "../raster";
import { rampMapping } from "./ramp-recolor";

const lab = labCache();
const BLUE = { L: 0.55, C: 0.15, h: 264 };
// Two near-black shades (a pupil and its rim) and one mid tone.
const DARKEST = packRgba(10, 10, 16, 255);
const DARK = packRgba(30, 28, 40, 255);
const MID = packRgba(150, 120, 90, 255);
const counts = new Map([
  [DARKEST, 3],
  [DARK, 2],
  [MID, 10],
]);

describe("rampMapping of line-coloured shades", () => {
  it("leaves line-coloured shades out unless asked", () => {
    const m = rampMapping(counts, BLUE, lab);
    expect(m.has(DARKEST)).toBe(false);
    expect(m.has(DARK)).toBe(false);
    expect(m.has(MID)).toBe(true);
  });

  it("with lines, maps them onto the target keeping the light order", () => {
    const m = rampMapping(counts, BLUE, lab, true);
    const lightness = (v: number) => lab(v).L;
    const a = m.get(DARKEST)!;
    const b = m.get(DARK)!;
    const c = m.get(MID)!;
    expect(lightness(a)).toBeLessThan(lightness(b));
    expect(lightness(b)).toBeLessThan(lightness(c));
    // The darkest becomes a dark blue: chromatic, of the target's hue, lighter than line work.
    const lch = lchOf(rgbToOklab(unpackRgba(a).slice(0, 3) as [number, number, number]));
    expect(lch.C).toBeGreaterThan(0.05);
    expect(Math.abs(lch.h - 264)).toBeLessThan(40);
    expect(lch.L).toBeGreaterThanOrEqual(0.25);
    expect(lch.L).toBeLessThan(0.45);
  });
});
