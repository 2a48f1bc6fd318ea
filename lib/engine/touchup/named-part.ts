/**
 * A part the sentence names ("the hair", "the sword"), found in the whole sprite (see the
 * figure layer's locatePart) and cut to the region: the region limits where pixels may change,
 * the sentence says what changes. Null when the sprite has no such part inside the region.
 */
import type { LabOf } from "../color";
import { type FigureAnchors, locatePart } from "../figure";
import { type RgbaImage, SIDE_STEPS } from "../raster";
import type { TouchUpTarget } from "./read-touchup-prompt";
import type { RegionCanvas } from "./region";

/** 1 where the part lies inside the region; null when none of it does. */
export function namedPartMask(
  source: RgbaImage,
  canvas: RegionCanvas,
  target: TouchUpTarget,
  lab: LabOf,
  anchors: FigureAnchors | undefined,
): Uint8Array | null {
  const found = locatePart(source, target.part, lab, anchors);
  if (!found) return null;
  const { region, px } = canvas;
  const mask = new Uint8Array(found.mask.length);
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = y * px.width + x;
      if (found.mask[i]) {
        mask[i] = 1;
        count++;
      }
    }
  }
  return count === 0 ? null : mask;
}

/**
 * The part's own line work: line pixels in the region that touch the part and no other colored
 * pixel, so removing a part takes its outline with it and leaves its neighbours' outlines.
 */
export function withOwnLines(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): Uint8Array {
  const { region, px } = canvas;
  const out = new Uint8Array(mask);
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = y * px.width + x;
      const v = canvas.get(x, y);
      if (mask[i] || v === 0 || !isLine(v)) continue;
      let touchesPart = false;
      let touchesOther = false;
      for (const [dx, dy] of SIDE_STEPS) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= px.width || ny >= px.height) continue;
        const j = ny * px.width + nx;
        const w = canvas.get(nx, ny);
        if (mask[j]) touchesPart = true;
        else if (w !== 0 && !isLine(w)) touchesOther = true;
      }
      if (touchesPart && !touchesOther) out[i] = 1;
    }
  }
  return out;
}
