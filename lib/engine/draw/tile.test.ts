import { describe, expect, it } from "vitest";
import { createImage, type RgbaImage } from "../raster";
import { readSpritePrompt } from "../prompt";
import { drawSprite } from ".";

const TERRAINS = [
  "grass",
  "dirt",
  "cobblestone",
  "stone",
  "brick",
  "water",
  "sand",
  "lava",
  "snow",
  "ice",
  "wooden floor",
  "metal floor",
];
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

function tile(terrain: string, size: number, seed: number): RgbaImage {
  const reading = readSpritePrompt(`${terrain} tile`);
  return drawSprite({
    reading,
    assetType: "tile",
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

/** Mean absolute RGB difference between column a and column b (or rows, when `rows`). */
function lineDiff(image: RgbaImage, a: number, b: number, rows: boolean): number {
  const { width, height, data } = image;
  const n = rows ? width : height;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const i = rows ? (a * width + k) * 4 : (k * width + a) * 4;
    const j = rows ? (b * width + k) * 4 : (k * width + b) * 4;
    sum +=
      Math.abs(data[i]! - data[j]!) +
      Math.abs(data[i + 1]! - data[j + 1]!) +
      Math.abs(data[i + 2]! - data[j + 2]!);
  }
  return sum / n;
}

/**
 * Seam roughness over interior roughness: the difference across the wrap (last column to
 * first, last row to first) against the mean difference between adjacent interior columns
 * (rows). Summed over several images, since one column pair of one image is a small sample.
 */
function seamRatio(images: readonly RgbaImage[], rows: boolean): number {
  let seam = 0;
  let interior = 0;
  for (const image of images) {
    const n = rows ? image.height : image.width;
    seam += lineDiff(image, n - 1, 0, rows);
    let sum = 0;
    for (let k = 0; k < n - 1; k++) sum += lineDiff(image, k, k + 1, rows);
    interior += sum / (n - 1);
  }
  return interior === 0 ? (seam === 0 ? 1 : Number.POSITIVE_INFINITY) : seam / interior;
}

describe("tiles", () => {
  it.each(TERRAINS)("wrap seamlessly: %s", (terrain) => {
    for (const size of [32, 64]) {
      const images = SEEDS.map((seed) => tile(terrain, size, seed));
      for (const image of images) {
        expect(image.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
      }
      expect(seamRatio(images, false), `${terrain} ${size} columns`).toBeLessThanOrEqual(1.5);
      expect(seamRatio(images, true), `${terrain} ${size} rows`).toBeLessThanOrEqual(1.5);
    }
  });

  it("has a seam check that catches a tile that does not wrap", () => {
    // Cut a 40x40 window out of a 64x64 tile: its edges are no longer neighbours.
    const cropped = SEEDS.map((seed) => {
      const source = tile("water", 64, seed);
      const out = createImage(40, 40);
      for (let y = 0; y < 40; y++) {
        out.data.set(
          source.data.subarray(((y + 5) * 64 + 5) * 4, ((y + 5) * 64 + 45) * 4),
          y * 40 * 4,
        );
      }
      return out;
    });
    expect(Math.max(seamRatio(cropped, false), seamRatio(cropped, true))).toBeGreaterThan(1.5);
  });

  it("works down to 8 pixels", () => {
    for (const terrain of TERRAINS) {
      const image = tile(terrain, 8, 3);
      expect(image.width).toBe(8);
      expect(image.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
    }
  });
});
