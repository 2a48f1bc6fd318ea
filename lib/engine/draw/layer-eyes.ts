/**
 * The eyes a face layer shows: islands of detail pixels in the line ink, about as wide as tall,
 * on the top row such islands reach (a frown or a mark lower down is not an eye). Boxes are in
 * the layer's own pixels. Turning an edit with a face reads them to find where the drawer put
 * the face in each facing.
 */
import { FLAG_DETAIL, OUTLINE_INK } from "./canvas";
import type { SpriteLayer } from "./layer-types";
import { floodFill } from "../raster";

export interface EyeBox {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/** The eyes of a face layer: the eye islands on the top row such islands reach. */
export function eyesOfLayer(layer: SpriteLayer): EyeBox[] {
  const found = eyeIslands(layer);
  const top = Math.min(...found.map((e) => e.y0));
  return found.filter((e) => e.y0 <= top + 1);
}

/**
 * Every island of detail pixels in the line ink about as wide as tall (a slime's eye may be
 * tall); a long line of detail ink is a mouth or a mark, not an eye.
 */
export function eyeIslands(layer: SpriteLayer): EyeBox[] {
  const { width, height, ink, flags } = layer;
  const eye = (i: number) => ink[i] === OUTLINE_INK && (flags[i]! & FLAG_DETAIL) !== 0;
  const seen = new Uint8Array(ink.length);
  const boxes: EyeBox[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (seen[start] || !eye(start)) continue;
    let box = { x0: width, x1: -1, y0: height, y1: -1 };
    floodFill(width, height, [start], eye, {
      connectivity: 4,
      seen,
      visit: (i) => {
        const x = i % width;
        const y = (i - x) / width;
        box = {
          x0: Math.min(box.x0, x),
          x1: Math.max(box.x1, x),
          y0: Math.min(box.y0, y),
          y1: Math.max(box.y1, y),
        };
      },
    });
    const w = box.x1 - box.x0 + 1;
    const h = box.y1 - box.y0 + 1;
    if (w * h <= 64 && w <= 2 * h && h <= 3 * w) boxes.push(box);
  }
  return boxes;
}
