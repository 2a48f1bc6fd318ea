import type { Rect } from "./region";
import type { Pixels } from "./strip";

export interface PixelDiff {
  /** One byte per pixel: 1 where any channel differs. */
  mask: Uint8Array;
  changed: number;
  /** The smallest rectangle holding every changed pixel, or null when nothing changed. */
  bounds: Rect | null;
}

/**
 * Which pixels differ between two images of the same size. Two fully transparent pixels are
 * equal whatever RGB they carry (it is never seen).
 */
export function diffPixels(
  before: Pixels,
  after: Pixels,
  width: number,
  height: number,
): PixelDiff {
  if (before.length !== width * height * 4 || after.length !== before.length) {
    throw new Error("Both images must be the same size.");
  }
  const mask = new Uint8Array(width * height);
  let changed = 0;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const at = i * 4;
      const a = before[at + 3]!;
      const same =
        a === after[at + 3] &&
        (a === 0 ||
          (before[at] === after[at] &&
            before[at + 1] === after[at + 1] &&
            before[at + 2] === after[at + 2]));
      if (same) continue;
      mask[i] = 1;
      changed++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return {
    mask,
    changed,
    bounds: changed ? { x: left, y: top, width: right - left + 1, height: bottom - top + 1 } : null,
  };
}

/** Whether every changed pixel lies inside the region. */
export function insideRegion(bounds: Rect | null, region: Rect): boolean {
  if (!bounds) return true;
  return (
    bounds.x >= region.x &&
    bounds.y >= region.y &&
    bounds.x + bounds.width <= region.x + region.width &&
    bounds.y + bounds.height <= region.y + region.height
  );
}
