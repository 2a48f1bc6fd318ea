/**
 * Isometric boxes in the pixel-art convention: 2:1 lines (two pixels across for one down), top
 * face lit, left face in half-light, right face in shadow. A box is given by the screen position
 * of its top face's back corner, its two ground sides `a` (running down-right) and `b` (running
 * down-left) in steps of (2, 1) pixels, and its height in pixels.
 */
import { type InkCanvas, inkOf, put } from "./canvas";

export interface IsoBox {
  /** Screen position of the top face's rear vertex. */
  readonly ox: number;
  readonly oy: number;
  /** Side lengths in iso steps (one step = 2 px across, 1 px down). */
  readonly a: number;
  readonly b: number;
  /** Height in pixels. */
  readonly h: number;
}

export type IsoFace = "top" | "left" | "right";

/**
 * Level for a pixel of a face; `u` runs along the face's horizontal edge and `v` across it (for
 * side faces, 0 at the top edge to 1 at the bottom), both 0..1.
 */
export type IsoShader = (face: IsoFace, u: number, v: number) => number;

export const ISO_LEVELS: IsoShader = (face) => (face === "top" ? 3 : face === "left" ? 2 : 1);

/** Screen size of a box: width 2(a+b), height a+b+h. */
export function isoSize(a: number, b: number, h: number): { w: number; h: number } {
  return { w: 2 * (a + b), h: a + b + h };
}

export function fillIsoBox(
  canvas: InkCanvas,
  ramp: number,
  part: number,
  box: IsoBox,
  shader: IsoShader = ISO_LEVELS,
): void {
  const { ox, oy, a: A, b: B, h: H } = box;
  const x0 = Math.max(0, Math.floor(ox - 2 * B));
  const x1 = Math.min(canvas.width - 1, Math.ceil(ox + 2 * A));
  const y0 = Math.max(0, Math.floor(oy));
  const y1 = Math.min(canvas.height - 1, Math.ceil(oy + A + B + H));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - ox;
      const dy = y + 0.5 - oy;
      // Top face: invert the 2:1 projection.
      const ta = (dx / 2 + dy) / 2;
      const tb = (dy - dx / 2) / 2;
      let level = -1;
      if (ta >= 0 && ta < A && tb >= 0 && tb < B) {
        level = shader("top", ta / A, tb / B);
      } else {
        const la = (dx + 2 * B) / 2;
        const lk = dy - la - B;
        if (la >= 0 && la < A && lk >= 0 && lk < H) {
          level = shader("left", la / A, lk / H);
        }
        const rb = (2 * A - dx) / 2;
        const rk = dy - A - rb;
        if (level < 0 && rb >= 0 && rb < B && rk >= 0 && rk < H)
          level = shader("right", 1 - rb / B, rk / H);
      }
      if (level >= 0) put(canvas, x, y, inkOf(ramp, level), part);
    }
  }
}
