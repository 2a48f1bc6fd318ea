/**
 * A face kept in front in profile: whatever an arm or a held thing swings across the head (a
 * sleeve over a beard, a blade over a chin, a bow's limb over a jaw) passes behind it, so the
 * face and what grows from it stay whole. Only the head's pixels that nothing covered in the
 * still are put back on top: where the drawing itself lays a sleeve over the beard's end, it
 * still does, and the rest pose composes to the still pixel for pixel.
 */
import type { Pixels } from "../../raster";
import { createPixels } from "../../raster";
import type { Prepared } from "./compose";

const exposedCache = new WeakMap<Prepared, Map<number, Pixels>>();

/**
 * The packed pixels of layer `index` less those that a layer drawn after it covers at rest (a
 * sleeve hanging over the end of a beard).
 */
export function exposedAtRest(prep: Prepared, index: number): Pixels {
  let known = exposedCache.get(prep);
  if (!known) {
    known = new Map();
    exposedCache.set(prep, known);
  }
  const cached = known.get(index);
  if (cached) return cached;
  const { layers } = prep.doc;
  const layer = layers[index]!;
  const src = prep.packed[index]!;
  const covered = new Set<number>();
  for (const later of layers.slice(index + 1)) {
    later.ink.forEach((ink, i) => {
      if (ink < 0) return;
      covered.add((later.y + Math.floor(i / later.width)) * 4096 + later.x + (i % later.width));
    });
  }
  const out = createPixels(src.width, src.height);
  for (let i = 0; i < src.data.length; i++) {
    const x = layer.x + (i % src.width);
    const y = layer.y + Math.floor(i / src.width);
    if (!covered.has(y * 4096 + x)) out.data[i] = src.data[i]!;
  }
  known.set(index, out);
  return out;
}

/**
 * Puts the head back over the frame: `whole` is the head turned and placed as posed, `exposed`
 * the same turn of its pixels nothing covered at rest; where the second has a pixel the first's
 * is drawn (the head's own turned pixels, never a second resampling of them).
 */
export function laySurfaceOver(frame: Pixels, whole: Pixels, exposed: Pixels): void {
  for (let i = 0; i < frame.data.length; i++) {
    if (exposed.data[i] && whole.data[i]) frame.data[i] = whole.data[i]!;
  }
}
