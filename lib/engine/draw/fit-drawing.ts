/**
 * Measure, then draw: a drawing is first made on a scratch canvas, its painted bounds measured,
 * and then made again scaled and shifted so those bounds fill `box`, centered. For shapes whose
 * extent is awkward to compute by hand (an axe head swinging off a diagonal haft).
 */
import { boundsWhere } from "../raster";
import { createCanvas, EMPTY, type InkCanvas } from "./canvas";
import type { Box } from "./layout";

/** Draws with every coordinate mapped as `x → ox + s·x`, `y → oy + s·y`, lengths times `s`. */
export type ScaledDrawing = (canvas: InkCanvas, s: number, ox: number, oy: number) => void;

/**
 * `draw` works in its own units, of which the drawing spans roughly `extent` (a guess within a
 * factor of two is fine: the measure pass shrinks until nothing is cut off).
 */
export function fitDrawing(
  canvas: InkCanvas,
  box: Box,
  extent: number,
  draw: ScaledDrawing,
): { s: number; ox: number; oy: number } {
  const size = Math.max(32, Math.min(canvas.width, canvas.height));
  const scratch = createCanvas(size * 2, size * 2);
  let s0 = size / 2 / extent;
  let bounds = measure(scratch, draw, s0);
  for (let tries = 0; tries < 4 && bounds && bounds.clipped; tries++) {
    s0 /= 2;
    bounds = measure(createCanvas(size * 2, size * 2), draw, s0);
  }
  if (!bounds) {
    draw(canvas, 1, 0, 0);
    return { s: 1, ox: 0, oy: 0 };
  }
  const { minX, maxX, minY, maxY } = bounds;
  // One pixel of slack: the second rasterization may round a pixel wider.
  const s = Math.min((box.w - 1) / (maxX - minX), (box.h - 1) / (maxY - minY));
  const ox = box.x + (box.w - (maxX - minX) * s) / 2 - minX * s;
  const oy = box.y + (box.h - (maxY - minY) * s) / 2 - minY * s;
  draw(canvas, s, ox, oy);
  return { s, ox, oy };
}

/** Painted bounds in drawing units, from a pass at scale `s0` centered on the scratch. */
function measure(scratch: InkCanvas, draw: ScaledDrawing, s0: number) {
  const cx = scratch.width / 2;
  const cy = scratch.height / 2;
  draw(scratch, s0, cx, cy);
  const box = boundsWhere(scratch.width, scratch.height, (i) => scratch.ink[i] !== EMPTY);
  if (!box) return null;
  // Edges in drawing units: the box's far sides are exclusive here.
  const minX = box.left;
  const minY = box.top;
  const maxX = box.right + 1;
  const maxY = box.bottom + 1;
  const clipped = minX === 0 || minY === 0 || maxX === scratch.width || maxY === scratch.height;
  return {
    clipped,
    minX: (minX - cx) / s0,
    maxX: (maxX - cx) / s0,
    minY: (minY - cy) / s0,
    maxY: (maxY - cy) / s0,
  };
}
