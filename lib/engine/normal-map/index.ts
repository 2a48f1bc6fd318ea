/**
 * Tangent-space normal maps for sprites (POST /api/normal-maps).
 *
 * Contract:
 * - Output is the source's size. Alpha is the source's alpha, byte for byte. Pixels with alpha 0
 *   are (128, 128, 255, 0); every other pixel holds a unit normal encoded as (n·0.5 + 0.5)·255.
 * - OpenGL convention by default: +X right, +Y up (green above 128 means the surface faces the
 *   top of the image), +Z toward the viewer. `flipGreen` gives DirectX (+Y down).
 * - A sheet is cut into `columns` × `rows` cells (cell edges at floor(i·size/n)); each cell is
 *   mapped on its own, as if nothing existed outside it.
 *
 * The height field of a cell is a rounded bevel from the silhouette (distance to the nearest
 * transparent pixel or cell edge, capped at a few pixels, so a sprite reads as a slightly
 * pillowed object with a flat face) plus `strength` × luminance, which puts the drawn shading
 * back as relief (0 is truest to geometry; about 2.5 re-adds the shading). Normals come from the
 * Sobel gradient of that field.
 */
import { createImage, type RgbaImage } from "../raster";

export interface NormalMapOptions {
  /** 0 to 5, default 0. */
  strength?: number;
  /** DirectX convention (+Y down) instead of OpenGL (+Y up). Default false. */
  flipGreen?: boolean;
  /** Sheet layout, default 1 × 1. */
  columns?: number;
  rows?: number;
}

/** Bevel height per pixel of bevel width: the edge slope is twice this (about 50°). */
const BEVEL_RISE = 0.6;

/** Bevel width in pixels: a twelfth of the cell's short side, between 3 and 6. */
export const bevelWidth = (cellWidth: number, cellHeight: number) =>
  Math.min(6, Math.max(3, Math.round(Math.min(cellWidth, cellHeight) / 12)));

/**
 * Chamfer distance (1 and √2) from each pixel of a w×h cell to the nearest pixel outside
 * `inside`, where everything beyond the cell counts as outside.
 */
function distanceToOutside(inside: Uint8Array, w: number, h: number): Float32Array {
  const W = w + 2;
  const H = h + 2;
  const d = new Float32Array(W * H);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) d[(y + 1) * W + x + 1] = inside[y * w + x] ? 1e9 : 0;
  }
  const D = Math.SQRT2;
  for (let y = 1; y <= h; y++) {
    for (let x = 1; x <= w; x++) {
      const p = y * W + x;
      d[p] = Math.min(d[p]!, d[p - 1]! + 1, d[p - W]! + 1, d[p - W - 1]! + D, d[p - W + 1]! + D);
    }
  }
  for (let y = h; y >= 1; y--) {
    for (let x = w; x >= 1; x--) {
      const p = y * W + x;
      d[p] = Math.min(d[p]!, d[p + 1]! + 1, d[p + W]! + 1, d[p + W + 1]! + D, d[p + W - 1]! + D);
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) out[y * w + x] = d[(y + 1) * W + x + 1]!;
  }
  return out;
}

/** 3×3 box blur over the cell, zero beyond it: rounds the chamfer's octagonal steps. */
function blur3(field: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < w) sum += field[yy * w + xx]!;
        }
      }
      out[y * w + x] = sum / 9;
    }
  }
  return out;
}

function heightField(
  image: RgbaImage,
  x0: number,
  y0: number,
  w: number,
  h: number,
  strength: number,
): Float32Array {
  const data = image.data;
  const inside = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++)
      inside[y * w + x] = data[((y0 + y) * image.width + x0 + x) * 4 + 3]! > 0 ? 1 : 0;
  }
  const distance = distanceToOutside(inside, w, h);
  const bevel = bevelWidth(w, h);
  const raw = new Float32Array(w * h);
  for (let p = 0; p < w * h; p++) {
    if (!inside[p]) continue;
    // distance is 1 on the outermost pixel; t runs 0..1 across the bevel, eased so the bevel
    // meets the flat face without a crease.
    const t = Math.min(1, (distance[p]! - 0.5) / bevel);
    raw[p] = bevel * BEVEL_RISE * (1 - (1 - t) * (1 - t));
  }
  const height = blur3(raw, w, h);
  if (strength > 0) {
    for (let p = 0; p < w * h; p++) {
      if (!inside[p]) continue;
      const o = ((y0 + Math.floor(p / w)) * image.width + x0 + (p % w)) * 4;
      const luminance = (0.2126 * data[o]! + 0.7152 * data[o + 1]! + 0.0722 * data[o + 2]!) / 255;
      height[p]! += strength * luminance;
    }
  }
  return height;
}

function mapCell(
  image: RgbaImage,
  out: RgbaImage,
  x0: number,
  y0: number,
  w: number,
  h: number,
  options: NormalMapOptions,
): void {
  const height = heightField(image, x0, y0, w, h, options.strength ?? 0);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= w || y >= h ? 0 : height[y * w + x]!;
  const greenSign = options.flipGreen ? -1 : 1;
  const src = image.data;
  const dst = out.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = ((y0 + y) * image.width + x0 + x) * 4;
      const alpha = src[o + 3]!;
      if (alpha === 0) {
        dst[o] = 128;
        dst[o + 1] = 128;
        dst[o + 2] = 255;
        dst[o + 3] = 0;
        continue;
      }
      // Sobel, divided by 8 so it is a slope in height per pixel.
      const gx =
        (at(x + 1, y - 1) +
          2 * at(x + 1, y) +
          at(x + 1, y + 1) -
          at(x - 1, y - 1) -
          2 * at(x - 1, y) -
          at(x - 1, y + 1)) /
        8;
      const gy =
        (at(x - 1, y + 1) +
          2 * at(x, y + 1) +
          at(x + 1, y + 1) -
          at(x - 1, y - 1) -
          2 * at(x, y - 1) -
          at(x + 1, y - 1)) /
        8;
      // Image y grows downward, so the upward (OpenGL) component of (-gx, -gy, 1) is +gy.
      const nx = -gx;
      const ny = gy * greenSign;
      const length = Math.hypot(nx, ny, 1);
      dst[o] = Math.round((nx / length) * 127.5 + 127.5);
      dst[o + 1] = Math.round((ny / length) * 127.5 + 127.5);
      dst[o + 2] = Math.round((1 / length) * 127.5 + 127.5);
      dst[o + 3] = alpha;
    }
  }
}

export function normalMap(image: RgbaImage, options: NormalMapOptions = {}): RgbaImage {
  const columns = options.columns ?? 1;
  const rows = options.rows ?? 1;
  if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 1 || rows < 1) {
    throw new RangeError(`columns and rows must be positive integers, got ${columns} × ${rows}`);
  }
  if (columns > image.width || rows > image.height) {
    throw new RangeError(
      `a ${image.width}×${image.height} image cannot be cut into ${columns} × ${rows} cells`,
    );
  }
  const out = createImage(image.width, image.height);
  for (let row = 0; row < rows; row++) {
    const y0 = Math.floor((row * image.height) / rows);
    const y1 = Math.floor(((row + 1) * image.height) / rows);
    for (let column = 0; column < columns; column++) {
      const x0 = Math.floor((column * image.width) / columns);
      const x1 = Math.floor(((column + 1) * image.width) / columns);
      mapCell(image, out, x0, y0, x1 - x0, y1 - y0, options);
    }
  }
  return out;
}

/** Maps each frame of a horizontal strip on its own; the result keeps the strip's layout. */
export function normalMapFrames(
  strip: RgbaImage,
  frameWidth: number,
  frameCount: number,
  options: Omit<NormalMapOptions, "columns" | "rows"> = {},
): RgbaImage {
  if (frameWidth * frameCount !== strip.width) {
    throw new RangeError(
      `a strip ${strip.width} px wide is not ${frameCount} frames of ${frameWidth} px`,
    );
  }
  return normalMap(strip, { ...options, columns: frameCount, rows: 1 });
}
