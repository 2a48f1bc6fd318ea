/**
 * A face kept in front in profile: whatever an arm or a held thing swings across the head (a
 * sleeve over a beard, a blade over a chin, a bow's limb over a jaw) passes behind it, so the
 * face and what grows from it stay whole. Only the head's pixels that nothing covered in the
 * still are put back on top: where the drawing itself lays a sleeve over the beard's end, it
 * still does, and the rest pose composes to the still pixel for pixel.
 *
 * The head is turned once, with its covered pixels marked (a bit of the packed ink no ink
 * reaches: inks are Int16, so ink + 1 stays below it), into a picture of its own: drawn into
 * the frame unmarked at its place in the paint order, then its unmarked pixels over the rest.
 */
import type { Pixels } from "../../raster";
import { createPixels } from "../../raster";
import type { Prepared } from "./rig-pose";

/** Marks a head pixel that a later layer covers in the still. */
const COVERED = 1 << 15;

const coveredCache = new WeakMap<Prepared, Map<string, Uint8Array>>();

/**
 * Which pixels of layer `index` a layer drawn after it covers at rest (1 = covered), counting
 * only the later layers that `stays` keeps where they were drawn: a sleeve over a beard's end
 * still lies there while the arm hangs, but once the arm is raised away the beard under it shows
 * (left to the arm, the raised sleeve's colour showed through the beard in specks).
 */
function coveredAtRest(
  prep: Prepared,
  index: number,
  stays: (name: string) => boolean,
): Uint8Array {
  let known = coveredCache.get(prep);
  if (!known) {
    known = new Map();
    coveredCache.set(prep, known);
  }
  const { layers } = prep.doc;
  const later = layers.slice(index + 1).filter((l) => stays(l.name));
  const key = `${index}:${later.map((l) => l.name).join(",")}`;
  const cached = known.get(key);
  if (cached) return cached;
  const layer = layers[index]!;
  const mask = new Uint8Array(layer.width * layer.height);
  for (const cover of later) {
    cover.ink.forEach((ink, i) => {
      if (ink < 0) return;
      const u = cover.x + (i % cover.width) - layer.x;
      const v = cover.y + Math.floor(i / cover.width) - layer.y;
      if (u >= 0 && v >= 0 && u < layer.width && v < layer.height) mask[v * layer.width + u] = 1;
    });
  }
  known.set(key, mask);
  return mask;
}

/**
 * The layer's packed pixels with those covered at rest marked, by the later layers `stays` says
 * are where they were drawn (relative to the head).
 */
export function markCovered(
  prep: Prepared,
  index: number,
  packed: Pixels,
  stays: (name: string) => boolean = () => true,
): Pixels {
  const mask = coveredAtRest(prep, index, stays);
  const out = { ...packed, data: packed.data.slice() };
  for (let i = 0; i < out.data.length; i++) {
    if (out.data[i] && mask[i]) out.data[i] = (out.data[i]! | COVERED) >>> 0;
  }
  return out;
}

/** The turned head drawn into the frame at its place in the paint order, unmarked. */
export function drawHeadPlain(frame: Pixels, head: Pixels): void {
  for (let i = 0; i < frame.data.length; i++) {
    const v = head.data[i]!;
    if (v) frame.data[i] = (v & ~COVERED) >>> 0;
  }
}

/** The turned head's pixels nothing covered at rest, drawn back over the composition. */
export function layFaceOver(frame: Pixels, head: Pixels): void {
  for (let i = 0; i < frame.data.length; i++) {
    const v = head.data[i]!;
    if (v && !(v & COVERED)) frame.data[i] = v;
  }
}

export function headCanvas(frame: Pixels): Pixels {
  return createPixels(frame.width, frame.height);
}

/**
 * The layer's packed pixels less those a later layer covers in the still (by the layers `stays`
 * keeps in place): a part moved a pixel or two never peeks out from under the far side of what
 * lies over it (a beard's end below the sleeve that hid it).
 */
export function withoutCovered(
  prep: Prepared,
  index: number,
  packed: Pixels,
  stays: (name: string) => boolean,
): Pixels {
  const mask = coveredAtRest(prep, index, stays);
  const out = { ...packed, data: packed.data.slice() };
  for (let i = 0; i < out.data.length; i++) if (mask[i]) out.data[i] = 0;
  return out;
}
