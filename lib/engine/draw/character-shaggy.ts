/**
 * A shaggy coat's ragged outline (a yeti's): tufts of fur sticking out of a part's sides and
 * hanging from its lower edge, so the silhouette reads as long hair and not as a smooth block.
 * Each tuft repeats the ink of the edge pixel it grows from, in the same part, so it is shaded
 * and outlined as the part is.
 */
import { EMPTY, type InkCanvas, put } from "./canvas";

/**
 * Tufts along the left and right edges of the pixels of `part` between rows `y0` and `y1`:
 * every `gap` rows a tuft `len` pixels long leans out and down.
 */
export function shagSides(
  canvas: InkCanvas,
  part: number,
  y0: number,
  y1: number,
  gap: number,
  len: number,
): void {
  const { width, ink } = canvas;
  const ofPart = (x: number, y: number) =>
    x >= 0 && x < width && ink[y * width + x] !== EMPTY && canvas.part[y * width + x] === part;
  for (let y = Math.max(0, Math.round(y0)); y <= Math.min(canvas.height - 2, y1); y += gap) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++)
      if (ofPart(x, y)) {
        if (left < 0) left = x;
        right = x;
      }
    if (left < 0) continue;
    for (const [edge, dir] of [
      [left, -1],
      [right, 1],
    ] as const) {
      const at = ink[y * width + edge]!;
      for (let k = 1; k <= len; k++) {
        put(canvas, edge + dir * k, y + Math.floor(k / 2), at, part);
        if (k < len) put(canvas, edge + dir * k, y + Math.floor(k / 2) + 1, at, part);
      }
    }
  }
}

/**
 * A ragged hem: the lowest pixels of `part` in each column between `x0` and `x1` hang down in
 * points `len` long every `gap` columns.
 */
export function shagHem(
  canvas: InkCanvas,
  part: number,
  x0: number,
  x1: number,
  gap: number,
  len: number,
): void {
  const { width, height, ink } = canvas;
  for (let x = Math.max(0, Math.round(x0)); x <= Math.min(width - 1, x1); x++) {
    const phase = (x - Math.round(x0)) % gap;
    const drop = Math.round(len * (1 - Math.abs(phase - gap / 2) / (gap / 2)));
    if (drop <= 0) continue;
    let bottom = -1;
    for (let y = height - 1; y >= 0; y--)
      if (ink[y * width + x] !== EMPTY && canvas.part[y * width + x] === part) {
        bottom = y;
        break;
      }
    if (bottom < 0) continue;
    const at = ink[bottom * width + x]!;
    for (let k = 1; k <= drop && bottom + k < height; k++) put(canvas, x, bottom + k, at, part);
  }
}
