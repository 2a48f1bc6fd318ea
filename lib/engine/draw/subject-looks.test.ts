/**
 * Subjects of the asset vocabulary that read as something else until their shape was fixed,
 * each held by a property of its rendered pixels: what a person tells the thing by.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { thresholdFailures, qualityScore } from "../quality";
import { drawSprite } from ".";

interface Lch {
  L: number;
  C: number;
  h: number;
}

function draw(prompt: string, type: AssetType, width = 64, height = width, seed = 3): RgbaImage {
  return drawSprite({
    reading: readSpritePrompt(prompt, type),
    assetType: type,
    width,
    height,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

const alpha = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;

function lch(img: RgbaImage, x: number, y: number): Lch {
  const i = (y * img.width + x) * 4;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}

const is = (img: RgbaImage, x: number, y: number, test: (c: Lch) => boolean) =>
  alpha(img, x, y) > 0 && test(lch(img, x, y));

function bounds(img: RgbaImage) {
  let x0 = img.width;
  let y0 = img.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y) > 0) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
  return { x0, y0, x1, y1, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** Opaque pixels in column `x`. */
const columnHeight = (img: RgbaImage, x: number) => {
  let n = 0;
  for (let y = 0; y < img.height; y++) if (alpha(img, x, y) > 0) n++;
  return n;
};

const red = (c: Lch) => c.C > 0.1 && (c.h < 40 || c.h > 340);
const blue = (c: Lch) => c.C > 0.08 && c.h > 220 && c.h < 290;
const darkGrey = (c: Lch) => c.L < 0.45 && c.C < 0.06;

describe("a health or mana bar on a square canvas is a bar, not a box", () => {
  it.each([
    ["a health bar", red],
    ["a mana bar", blue],
  ] as const)(
    "'%s' at 64x64 is at least three times as wide as tall, its sign at the left end, filled part way",
    (prompt, fill) => {
      const img = draw(prompt, "ui");
      const b = bounds(img);
      expect(b.w).toBeGreaterThanOrEqual(3 * b.h);
      // The sign (a heart, a drop) stands out above and below the bar: the tallest columns are
      // in the left quarter.
      const heights = Array.from({ length: b.w }, (_, i) => columnHeight(img, b.x0 + i));
      const tallest = Math.max(...heights);
      const at = heights.indexOf(tallest);
      expect(at).toBeLessThan(b.w / 4);
      expect(tallest).toBeGreaterThan(Math.max(...heights.slice(Math.floor(b.w / 2))) + 2);
      // Along the bar's middle row, right of the sign: a run of fill, then an empty dark trough.
      const y = b.y0 + Math.floor(b.h / 2);
      const row = Array.from({ length: b.w }, (_, i) => b.x0 + i).filter((x) => x > b.x0 + b.w / 3);
      const filled = row.filter((x) => is(img, x, y, fill));
      const empty = row.filter((x) => is(img, x, y, darkGrey));
      expect(filled.length).toBeGreaterThan(empty.length);
      expect(empty.length).toBeGreaterThanOrEqual(4);
      expect(Math.max(...filled)).toBeLessThan(Math.min(...empty));
    },
  );

  it("a health bar on a wide canvas still fills it, as a piece a game stretches", () => {
    const img = draw("a health bar", "ui", 96, 16);
    const b = bounds(img);
    expect([b.w, b.h]).toEqual([96, 16]);
    expect(thresholdFailures(qualityScore(img), "ui")).toEqual([]);
  });
});

/** Opaque pixels on each line x - y = k (a cross-section of a thing lying along the other diagonal). */
function diagonalWidths(img: RgbaImage): { k0: number; widths: number[] } {
  const k0 = -(img.height - 1);
  const widths = Array.from({ length: img.width + img.height - 1 }, () => 0);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) if (alpha(img, x, y) > 0) widths[x - y - k0]! += 1;
  return { k0, widths };
}

describe("a spyglass is a stepped brass tube, not a wand", () => {
  it.each([3, 8, 21])("seed %i: three draws widening toward the glass at the wide end", (seed) => {
    const img = draw("a spyglass", "item", 64, 64, seed);
    const { k0, widths } = diagonalWidths(img);
    const first = widths.findIndex((n) => n > 0);
    const last = widths.length - 1 - [...widths].reverse().findIndex((n) => n > 0);
    // A diagonal's pixel count alternates by one along a straight edge: average a few lines.
    const at = (f: number) => {
      const k = Math.round(first + (last - first) * f);
      return (widths[k - 2]! + widths[k - 1]! + widths[k]! + widths[k + 1]!) / 4;
    };
    // Each draw is wider than the one before it, by a step a person sees.
    expect(at(0.5) - at(0.25)).toBeGreaterThanOrEqual(1.5);
    expect(at(0.75) - at(0.5)).toBeGreaterThanOrEqual(1.5);
    expect(at(0.75)).toBeGreaterThanOrEqual(1.4 * at(0.25));
    // The glass (light, cool) is at the wide end.
    const glass = (c: Lch) => c.L > 0.7 && c.C > 0.03 && c.h > 170 && c.h < 260;
    let n = 0;
    let sum = 0;
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++)
        if (is(img, x, y, glass)) {
          n++;
          sum += x - y - k0;
        }
    expect(n).toBeGreaterThanOrEqual(6);
    expect(sum / n).toBeGreaterThan(first + (last - first) * 0.85);
  });
});
