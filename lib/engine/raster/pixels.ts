/**
 * Packed pixels: one Uint32 per pixel (r | g<<8 | b<<16 | a<<24), fully transparent pixels
 * normalised to 0, so "same pixel" is one integer compare and "empty" is 0. Packing is by
 * arithmetic, not a typed-array view, so it does not depend on the machine's byte order.
 */
import { createImage, type RgbaImage } from "./image";

export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint32Array;
}

export function createPixels(width: number, height: number): Pixels {
  return { width, height, data: new Uint32Array(width * height) };
}

export function toPixels(image: RgbaImage): Pixels {
  const out = createPixels(image.width, image.height);
  const d = image.data;
  for (let p = 0, o = 0; p < out.data.length; p++, o += 4) {
    const a = d[o + 3]!;
    out.data[p] = a === 0 ? 0 : (d[o]! | (d[o + 1]! << 8) | (d[o + 2]! << 16) | (a << 24)) >>> 0;
  }
  return out;
}

export function toImage(pixels: Pixels): RgbaImage {
  const image = createImage(pixels.width, pixels.height);
  const d = image.data;
  for (let p = 0, o = 0; p < pixels.data.length; p++, o += 4) {
    const v = pixels.data[p]!;
    d[o] = v & 255;
    d[o + 1] = (v >>> 8) & 255;
    d[o + 2] = (v >>> 16) & 255;
    d[o + 3] = v >>> 24;
  }
  return image;
}

export const packRgba = (r: number, g: number, b: number, a: number): number =>
  a === 0 ? 0 : (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;

export const unpackRgba = (v: number): [number, number, number, number] => [
  v & 255,
  (v >>> 8) & 255,
  (v >>> 16) & 255,
  v >>> 24,
];

/** The first and last non-empty columns of row y (inclusive), or null when the row is empty. */
export function rowExtent(pixels: Pixels, y: number): [number, number] | null {
  const base = y * pixels.width;
  let first = -1;
  let last = -1;
  for (let x = 0; x < pixels.width; x++) {
    if (pixels.data[base + x] === 0) continue;
    if (first < 0) first = x;
    last = x;
  }
  return first < 0 ? null : [first, last];
}

/** Horizontal runs of non-empty pixels in row y, as inclusive [start, end] pairs. */
export function rowRuns(pixels: Pixels, y: number): [number, number][] {
  const runs: [number, number][] = [];
  const base = y * pixels.width;
  let start = -1;
  for (let x = 0; x <= pixels.width; x++) {
    const filled = x < pixels.width && pixels.data[base + x] !== 0;
    if (filled && start < 0) start = x;
    else if (!filled && start >= 0) {
      runs.push([start, x - 1]);
      start = -1;
    }
  }
  return runs;
}

/** The run of row y that contains x or lies nearest to it, with its distance (0 when inside). */
export function runNear(
  pixels: Pixels,
  y: number,
  x: number,
): { run: [number, number]; distance: number } | null {
  let best: { run: [number, number]; distance: number } | null = null;
  for (const run of rowRuns(pixels, y)) {
    const distance = x < run[0] ? run[0] - x : x > run[1] ? x - run[1] : 0;
    if (!best || distance < best.distance) best = { run, distance };
  }
  return best;
}

export function samePixels(a: Pixels, b: Pixels): boolean {
  if (a.data.length !== b.data.length) return false;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) return false;
  return true;
}
