/**
 * Bounding boxes. One implementation for every "where is the drawing" question in the engine:
 * packed pixels, RGBA alpha, masks, labels and lists of pixel indices all reduce to a test on a
 * row-major index of a width × height grid.
 */
import type { RgbaImage } from "./image";
import type { Pixels } from "./pixels";

/** An inclusive box: `right` and `bottom` are the last filled column and row. */
export interface Bounds {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Inclusive box of the cells of a width × height grid where `filled(index)` holds, or null. */
export function boundsWhere(
  width: number,
  height: number,
  filled: (index: number) => boolean,
): Bounds | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!filled(row + x)) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/** Inclusive box of the non-empty pixels, or null when there are none. */
export function boundsOf(pixels: Pixels): Bounds | null {
  const { data } = pixels;
  return boundsWhere(pixels.width, pixels.height, (i) => data[i] !== 0);
}

/** Inclusive box of the pixels with any alpha, or null for a fully transparent image. */
export function opaqueBounds(image: RgbaImage): Bounds | null {
  const { data } = image;
  return boundsWhere(image.width, image.height, (i) => data[i * 4 + 3] !== 0);
}

/** Inclusive box of the cells at `indices` (row-major in a grid `width` wide), or null if none. */
export function boundsOfIndices(indices: Iterable<number>, width: number): Bounds | null {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = -1;
  let bottom = -1;
  for (const i of indices) {
    const x = i % width;
    const y = (i - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/** The box's centre pixel (halves rounded), e.g. the visual centre of a silhouette. */
export function boundsCenter(bounds: Bounds): { x: number; y: number } {
  return {
    x: Math.round((bounds.left + bounds.right) / 2),
    y: Math.round((bounds.top + bounds.bottom) / 2),
  };
}
