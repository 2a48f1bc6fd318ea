/**
 * Fixtures for the restyle, combine and touch-up tests (not used by the engine): generated
 * sprites, color sets, lightness, and a rank correlation.
 */
import { rgbToOklab } from "../color";
import { type GeneratedSprite, generateSprite } from "../generate";
import type { RgbaImage } from "../raster";
import { type AssetType, readSpritePrompt } from "../prompt";

export function sprite(prompt: string, size = 64, type?: AssetType, seed = 1): GeneratedSprite {
  const reading = readSpritePrompt(prompt);
  return generateSprite({
    reading,
    assetType: type ?? reading.assetType,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  });
}

/** Opaque colors as packed 0xRRGGBBAA. */
export function colorsOf(image: RgbaImage): Set<number> {
  const out = new Set<number>();
  const d = image.data;
  for (let o = 0; o < d.length; o += 4) {
    if (d[o + 3]! > 0)
      out.add(((d[o]! << 24) | (d[o + 1]! << 16) | (d[o + 2]! << 8) | d[o + 3]!) >>> 0);
  }
  return out;
}

export function lightnessAt(image: RgbaImage, i: number): number {
  const d = image.data;
  return rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]).L;
}

export const opaqueAt = (image: RgbaImage, i: number): boolean => image.data[i * 4 + 3]! > 0;

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

/** Spearman rank correlation (ties averaged). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const mean = (n - 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    const x = ra[i]! - mean;
    const y = rb[i]! - mean;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da === 0 || db === 0 ? 0 : num / Math.sqrt(da * db);
}

export function sameBytes(a: RgbaImage, b: RgbaImage): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) return false;
  return true;
}
