/**
 * A held item never covers the face: the box about the head's middle where the face is, and
 * how many of an item's pixels would land on the figure there. The composer leans an item that
 * covers it further out from the body (see composeItem).
 */
import type { Pixels, Point } from "../raster";
import type { Body } from "./body";
import { rowRunAt } from "./cape-cloth";

/** The face's half-size, as a share of the figure's height (a head is about a fifth of it). */
const FACE_HALF = 0.09;

/** Pixels kept clear beyond the head's own row: its outline's neighbour and one of air. */
const CLEARANCE = 2;

export interface FaceBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The box about the head's middle that holds the face (eyes, nose, mouth, the beard's top): as
 * wide as the head's own row through its middle reaches (a profile's nose is well ahead of the
 * head's middle), up to twice the face's half-size each side.
 */
export function faceBox(body: Body, canvas: Pixels): FaceBox {
  const r = Math.max(2, Math.round(body.height * FACE_HALF));
  const { x, y } = body.head;
  const inside = x >= 0 && y >= 0 && x < canvas.width && y < canvas.height;
  const [lo, hi] =
    inside && canvas.data[y * canvas.width + x] !== 0 ? rowRunAt(canvas, x, y) : [x - r, x + r];
  // A pixel of air kept past the head's outline: an item touching the nose's line runs into
  // it, and the profile reads flattened.
  return {
    left: Math.max(x - 2 * r, Math.min(x - r, lo - CLEARANCE)),
    top: y - r,
    right: Math.min(x + 2 * r, Math.max(x + r, hi + CLEARANCE)),
    bottom: y + r,
  };
}

/**
 * How many of `item`'s pixels, placed at `off`, fall in `face` on the figure or beside it (a
 * pixel of the figure within one step), so touching the face counts as covering it.
 */
export function faceCovered(
  item: { readonly px: Pixels },
  off: Point,
  canvas: Pixels,
  face: FaceBox,
): number {
  let n = 0;
  for (let y = Math.max(0, face.top); y <= Math.min(canvas.height - 1, face.bottom); y++) {
    for (let x = Math.max(0, face.left); x <= Math.min(canvas.width - 1, face.right); x++) {
      if (!nearFigure(canvas, x, y)) continue;
      const ix = x - off.x;
      const iy = y - off.y;
      if (ix < 0 || iy < 0 || ix >= item.px.width || iy >= item.px.height) continue;
      if (item.px.data[iy * item.px.width + ix] !== 0) n++;
    }
  }
  return n;
}

function nearFigure(canvas: Pixels, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= canvas.width || ny >= canvas.height) continue;
      if (canvas.data[ny * canvas.width + nx] !== 0) return true;
    }
  }
  return false;
}
