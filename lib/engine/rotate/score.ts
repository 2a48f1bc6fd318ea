/**
 * How alike a facing is to the source: silhouette overlap and shared colors. Used to weigh
 * observed facings in the calibration score (a redraw that came out as a different character
 * counts for less).
 */
import { boundsOf, type Pixels } from "../raster";
import { flipPixels } from "./invent";

/**
 * Intersection over union of the opaque pixels, each silhouette aligned on the middle of its
 * feet (bottom centre of its box), so a turned body is compared where it stands.
 */
export function silhouetteIoU(a: Pixels, b: Pixels): number {
  const ba = boundsOf(a);
  const bb = boundsOf(b);
  if (!ba || !bb) return ba === bb ? 1 : 0;
  const dx = Math.round((ba.left + ba.right - bb.left - bb.right) / 2);
  const dy = ba.bottom - bb.bottom;
  let both = 0;
  let either = 0;
  const { width, height } = a;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inA = a.data[y * width + x] !== 0;
      const bx = x - dx;
      const by = y - dy;
      const inB =
        bx >= 0 && by >= 0 && bx < b.width && by < b.height && b.data[by * b.width + bx] !== 0;
      if (inA && inB) both++;
      if (inA || inB) either++;
    }
  }
  return either === 0 ? 1 : both / either;
}

export function colorSet(pixels: Pixels): Set<number> {
  const set = new Set<number>();
  for (const v of pixels.data) if (v !== 0) set.add(v & 0xffffff);
  return set;
}

/** Share of the frame's opaque pixels whose color is one of `colors`. */
export function paletteShare(frame: Pixels, colors: ReadonlySet<number>): number {
  let opaque = 0;
  let shared = 0;
  for (const v of frame.data) {
    if (v === 0) continue;
    opaque++;
    if (colors.has(v & 0xffffff)) shared++;
  }
  return opaque === 0 ? 0 : shared / opaque;
}

/** The source's mirror, made once per source rather than once per facing scored. */
const FLIPPED = new WeakMap<Pixels, Pixels>();

/** 0 to 1: half silhouette overlap with the source (or its mirror, for back views), half shared colors. */
export function consistency(
  frame: Pixels,
  source: Pixels,
  sourceColors: ReadonlySet<number>,
): number {
  let flipped = FLIPPED.get(source);
  if (!flipped) {
    flipped = flipPixels(source);
    FLIPPED.set(source, flipped);
  }
  const iou = Math.max(silhouetteIoU(frame, source), silhouetteIoU(frame, flipped));
  return 0.5 * iou + 0.5 * paletteShare(frame, sourceColors);
}
