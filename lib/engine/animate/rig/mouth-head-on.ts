/**
 * A mouth opened in a head seen from the front (a bite coming at the viewer): the muzzle is the
 * lower part of the head, and below the line its jaws part along (a row under the nose), the middle half of the head's
 * columns drop, most at the centre and less toward the corners, a rounded gape; the rows they
 * leave show the head's darkest ink.
 */
import type { Pixels } from "../../raster";

/**
 * `owns` says which packed pixels are the head's own; `left`..`right` its columns; `ink` the
 * packed ink of the mouth's inside (the part bits are taken from the pixel the gape opens at).
 */
export function gapeHeadOn(
  frame: Pixels,
  owns: (v: number) => boolean,
  left: number,
  right: number,
  open: number,
  ink: number,
  tooth?: number,
): void {
  const { width, height, data } = frame;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++)
    for (let x = left; x <= right; x++)
      if (owns(data[y * width + x]!)) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  if (bottom - top < 5) return;
  const centre = (left + right) / 2;
  const half = (right - left) / 4;
  // The jaws part low on the face, a row under the nose (the lowest pixels of the darkest ink in
  // the muzzle's middle), so the nose stays on the upper jaw, parted from the gape by a row of
  // the muzzle; a face with no nose drawn parts low on its own.
  let nose = -1;
  for (let y = Math.round(top + (bottom - top) * 0.55); y <= bottom; y++)
    for (let x = Math.ceil(centre - half); x <= Math.floor(centre + half); x++) {
      const v = data[y * width + x]!;
      if (owns(v) && (v & 0xffff) === (ink & 0xffff)) nose = y;
    }
  const line =
    nose >= 0 && nose + 1 <= bottom - 2 ? nose + 1 : Math.round(top + (bottom - top) * 0.72);
  for (let x = Math.ceil(centre - half); x <= Math.floor(centre + half); x++) {
    const across = (x - centre) / half;
    const drop = Math.round(open * Math.sqrt(Math.max(0, 1 - across * across)));
    if (drop < 1) continue;
    const column = Array.from({ length: height }, (_, y) => data[y * width + x]!);
    let last = -1;
    for (let y = line + 1; y < height; y++) if (owns(column[y]!)) last = y;
    if (last < 0 || !owns(column[line]!)) continue;
    const mouth = ((ink & 0xffff) | (column[line]! & ~0xffff)) >>> 0;
    // The jaw's pixels leave their rows and land `drop` lower; the gap is the mouth.
    for (let y = line + 1; y <= last; y++) if (owns(column[y]!)) data[y * width + x] = 0;
    for (let y = line + 1; y <= last; y++)
      if (owns(column[y]!) && y + drop < height) data[(y + drop) * width + x] = column[y]!;
    for (let y = line + 1; y <= Math.min(height - 1, line + drop); y++) data[y * width + x] = mouth;
  }
  if (tooth === undefined) return;
  // Two fangs hang from the upper jaw either side of the middle, each two rows long (a single
  // pixel is cleaned away as a speck), the gape's inside showing between them: a bite, not a
  // yawn.
  for (const side of [-1, 1]) {
    const x = Math.round(centre + side * half * 0.4);
    const across = (x - centre) / half;
    const drop = Math.round(open * Math.sqrt(Math.max(0, 1 - across * across)));
    if (drop < 2) continue;
    for (let y = line + 1; y <= Math.min(height - 1, line + 2); y++) {
      const v = data[y * width + x]!;
      if ((v & 0xffff) === (ink & 0xffff))
        data[y * width + x] = ((tooth & 0xffff) | (v & ~0xffff)) >>> 0;
    }
  }
}

/**
 * A small mouth drawn on a face (a slime's dark line) opened into a round gape: below the
 * drawn line each of its columns opens `open` rows at the middle, less toward the corners, the
 * inside in `inside` (the packed ink of the eye's pupil) and the drawn line kept as the upper lip
 * with its copy as the lower lip under the gape. `owns` says which packed pixels are the mouth's.
 */
export function gapeDrawnMouth(
  frame: Pixels,
  owns: (v: number) => boolean,
  open: number,
  inside: number,
): void {
  const { width, height, data } = frame;
  let left = width;
  let right = -1;
  for (let i = 0; i < data.length; i++)
    if (owns(data[i]!)) {
      left = Math.min(left, i % width);
      right = Math.max(right, i % width);
    }
  if (right < 0) return;
  const centre = (left + right) / 2;
  const half = (right - left) / 2 + 0.5;
  for (let x = left; x <= right; x++) {
    let bottom = -1;
    for (let y = 0; y < height; y++) if (owns(data[y * width + x]!)) bottom = y;
    if (bottom < 0) continue;
    const across = (x - centre) / half;
    const drop = Math.round(open * Math.sqrt(Math.max(0, 1 - across * across)));
    if (drop < 1) continue;
    const lip = data[bottom * width + x]!;
    const ink = ((inside & 0xffff) | (lip & ~0xffff)) >>> 0;
    for (let y = bottom + 1; y <= Math.min(height - 1, bottom + drop); y++)
      data[y * width + x] = ink;
    if (bottom + drop + 1 < height) data[(bottom + drop + 1) * width + x] = lip;
  }
}
