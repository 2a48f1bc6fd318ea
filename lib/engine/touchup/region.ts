/**
 * The touch-up region as the only place a touch-up may write. Every drawing call goes through
 * `set`, which ignores anything outside, so the touch-up rule (every pixel outside the region
 * stays byte-identical) holds by construction, not by care in each drawing routine.
 */
import type { Pixels } from "../raster";

export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface RegionCanvas {
  readonly px: Pixels;
  /** The source as it was, for reading while drawing. */
  readonly before: Pixels;
  readonly region: Region;
  inside(x: number, y: number): boolean;
  get(x: number, y: number): number;
  set(x: number, y: number, v: number): void;
}

/** Intersects the region with the image; empty when they do not meet. */
export function clip(region: Region, width: number, height: number): Region {
  const x = Math.max(0, Math.min(width, Math.floor(region.x)));
  const y = Math.max(0, Math.min(height, Math.floor(region.y)));
  const right = Math.max(x, Math.min(width, Math.floor(region.x + region.width)));
  const bottom = Math.max(y, Math.min(height, Math.floor(region.y + region.height)));
  return { x, y, width: right - x, height: bottom - y };
}

export function regionCanvas(px: Pixels, before: Pixels, region: Region): RegionCanvas {
  const inside = (x: number, y: number) =>
    x >= region.x && y >= region.y && x < region.x + region.width && y < region.y + region.height;
  return {
    px,
    before,
    region,
    inside,
    get: (x, y) =>
      x >= 0 && y >= 0 && x < before.width && y < before.height
        ? before.data[y * before.width + x]!
        : 0,
    set: (x, y, v) => {
      if (inside(x, y)) px.data[y * px.width + x] = v;
    },
  };
}
