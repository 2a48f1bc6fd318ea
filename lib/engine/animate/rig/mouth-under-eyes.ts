/**
 * A bite on a face drawn on the body itself (a bat's: head and body one layer, no jaw of its
 * own to drop). Dropping the lower part of such a layer would drop the whole torso, so the
 * mouth is painted instead: a dark row under the eyes, as wide as half the span of the two
 * eyes (wider, it read as a dark band, a mask), with a fang at each of its ends hanging a row below it (the gape between them dark too
 * when it opens wider). Only the layer's own pixels are painted; nothing moves.
 */
import type { Pixels } from "../../raster";

/**
 * `owns` says which packed pixels are the layer's own; `isEye` which of them are an eye's
 * (the pupil's ink); `inside` and `tooth` are packed inks (the part bits are kept from the
 * pixel painted over). A face with no two eyes side by side gets no mouth.
 */
export function biteUnderEyes(
  frame: Pixels,
  owns: (v: number) => boolean,
  isEye: (v: number) => boolean,
  open: number,
  inside: number,
  tooth: number,
): void {
  const { width, height, data } = frame;
  const solid = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && owns(data[y * width + x]!);
  // The eyes: the top rows holding pupil-ink pixels inside the silhouette (not on its edge).
  const eyeRow = (y: number) => {
    const xs: number[] = [];
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (!owns(v) || !isEye(v)) continue;
      if (solid(x - 1, y) && solid(x + 1, y) && solid(x, y - 1) && solid(x, y + 1)) xs.push(x);
    }
    return xs;
  };
  let top = -1;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    const xs = eyeRow(y);
    if (xs.length === 0) {
      if (top >= 0) break;
      continue;
    }
    if (top < 0) top = y;
    bottom = y;
    left = Math.min(left, ...xs);
    right = Math.max(right, ...xs);
  }
  // Two eyes apart (a gap between them), not one dark spot.
  if (top < 0 || right - left < 3) return;
  const centre = (left + right) / 2;
  const wide = Math.max(3, Math.round((right - left) * 0.5));
  const from = Math.ceil(centre - wide / 2);
  const to = Math.floor(centre + wide / 2);
  const row = bottom + 2;
  const paint = (x: number, y: number, ink: number) => {
    if (!solid(x, y)) return;
    const v = data[y * width + x]!;
    data[y * width + x] = ((ink & 0xffff) | (v & ~0xffff)) >>> 0;
  };
  // The mouth must lie inside the face: its row and the row under it solid across.
  for (let x = from; x <= to; x++) if (!solid(x, row) || !solid(x, row + 1)) return;
  // Each fang two rows long, from the mouth's row down (a single pixel is cleaned away as a
  // speck when the frame is finished).
  for (let x = from + 1; x <= to - 1; x++) paint(x, row, inside);
  for (const x of [from, to]) {
    paint(x, row, tooth);
    paint(x, row + 1, tooth);
  }
  if (open >= 2) for (let x = from + 1; x <= to - 1; x++) paint(x, row + 1, inside);
}
