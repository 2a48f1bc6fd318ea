/**
 * Invented facings of hand-drawn imports, judged on the rendered strip: a sword held in one hand
 * stays in that hand on the W side (not swapped by mirroring the E side), and a potion's glass
 * highlight stays where the light falls (upper left) in all 8 facings.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../raster";
import { DRAWN_HERO, DRAWN_POTION, paintGrid } from "../testing";
import { rotateFacings } from ".";

/** A grid, one character a pixel (`.` transparent), drawn 3× bottom-centre on a 64 px canvas. */

const HERO = paintGrid(DRAWN_HERO);
const BLADE = 0xc0c8d0;

const POTION = paintGrid(DRAWN_POTION);
const HIGHLIGHT = 0xffffff;
const GLASS = 0xcfe6f0;

const FACINGS = ["s", "se", "e", "ne", "n", "nw", "w", "sw"] as const;

/** Pixels of frame `i` of a strip: [x, y, rgb] for every opaque one. */
function pixelsOf(strip: RgbaImage, i: number): [number, number, number][] {
  const width = strip.width / 8;
  const out: [number, number, number][] = [];
  for (let y = 0; y < strip.height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * strip.width + i * width + x) * 4;
      if (strip.data[o + 3]! === 0) continue;
      out.push([x, y, (strip.data[o]! << 16) | (strip.data[o + 1]! << 8) | strip.data[o + 2]!]);
    }
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("invented facings of a hand-drawn import", () => {
  it("keep the sword in its hand: on the viewer's right from the front, on the left from behind", () => {
    const { strip } = rotateFacings(HERO, { seed: 1 });
    const side = (i: number) => {
      const px = pixelsOf(strip, i);
      const blade = px.filter((p) => p[2] === BLADE);
      expect(blade.length, FACINGS[i]).toBeGreaterThan(4);
      // Against the middle of the figure below the blade's reach (body and legs).
      const body = px.filter((p) => p[1] > Math.max(...blade.map((b) => b[1])));
      return mean(blade.map((b) => b[0])) - mean(body.map((b) => b[0]));
    };
    // The hero's left hand: on the viewer's right while the face is seen, on the left from behind.
    for (const i of [0, 1, 7]) expect(side(i), FACINGS[i]).toBeGreaterThan(2);
    for (const i of [3, 4, 5]) expect(side(i), FACINGS[i]).toBeLessThan(-2);
  });

  it("keep a symmetric object's highlight on its upper left, and its glass, in all 8 facings", () => {
    const { strip } = rotateFacings(POTION, { seed: 1 });
    FACINGS.forEach((facing, i) => {
      const px = pixelsOf(strip, i);
      const lit = px.filter((p) => p[2] === HIGHLIGHT);
      expect(lit.length, facing).toBeGreaterThanOrEqual(6);
      expect(
        px.filter((p) => p[2] === GLASS).length,
        `${facing}: the glass neck`,
      ).toBeGreaterThanOrEqual(9 * 5);
      // Left of the bottle's middle and in the upper half of its body (below the neck).
      const xs = px.map((p) => p[0]);
      const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
      expect(Math.max(...lit.map((p) => p[0])), facing).toBeLessThan(middle);
      const body = px.filter(
        (p) =>
          p[2] !== GLASS && p[1] > Math.max(...px.filter((q) => q[2] === GLASS).map((q) => q[1])),
      );
      const ys = body.map((p) => p[1]);
      expect(mean(lit.map((p) => p[1])), facing).toBeLessThan(
        (Math.min(...ys) + Math.max(...ys)) / 2,
      );
    });
  });
});
