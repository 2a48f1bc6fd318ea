/**
 * Whole-figure transforms of a composed frame: squash and stretch about the feet, lean, a
 * horizontal scale (a turn seen from the front), a turn about a point, and plain shifts. All are
 * nearest-neighbour or RotSprite, so every output pixel is a pixel of the input.
 */
import type { BodyMove } from "./pose";
import { boundsOf, createPixels, drawTurned, type Pixels, type Point } from "../raster";

function squashed(frame: Pixels, squash: number, centerX: number): Pixels {
  const b = boundsOf(frame);
  if (!b || squash === 0) return frame;
  const { width, height, data } = frame;
  const tall = b.bottom - b.top + 1;
  const rows = Math.max(1, tall - squash);
  const fy = tall / rows;
  // Lose height, gain most of it back in width, as a squashed ball does.
  const fx = 1 + (fy - 1) * 0.8;
  const out = createPixels(width, height);
  for (let k = 0; k < rows; k++) {
    const y = b.bottom - k;
    if (y < 0) break;
    const sy = b.bottom - Math.min(tall - 1, Math.floor((k + 0.5) * fy));
    for (let x = 0; x < width; x++) {
      const sx = Math.floor(centerX + (x + 0.5 - centerX) / fx);
      if (sx >= 0 && sx < width) out.data[y * width + x] = data[sy * width + sx]!;
    }
  }
  return out;
}

function leaned(frame: Pixels, lean: number): Pixels {
  const b = boundsOf(frame);
  if (!b || lean === 0) return frame;
  const { width, height, data } = frame;
  const tall = Math.max(1, b.bottom - b.top);
  const out = createPixels(width, height);
  for (let y = 0; y < height; y++) {
    const shift = Math.round((lean * (b.bottom - y)) / tall);
    for (let x = 0; x < width; x++) {
      const sx = x - shift;
      if (sx >= 0 && sx < width) out.data[y * width + x] = data[y * width + sx]!;
    }
  }
  return out;
}

function scaledX(frame: Pixels, scale: number, centerX: number): Pixels {
  if (scale === 1) return frame;
  const s = Math.sign(scale || 1) * Math.max(0.15, Math.abs(scale));
  const { width, height, data } = frame;
  const out = createPixels(width, height);
  for (let x = 0; x < width; x++) {
    const sx = Math.floor(centerX + (x + 0.5 - centerX) / s);
    if (sx < 0 || sx >= width) continue;
    for (let y = 0; y < height; y++) out.data[y * width + x] = data[y * width + sx]!;
  }
  return out;
}

export function shifted(frame: Pixels, dx: number, dy: number): Pixels {
  if (dx === 0 && dy === 0) return frame;
  const { width, height, data } = frame;
  const out = createPixels(width, height);
  for (let y = 0; y < height; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= height) continue;
    for (let x = 0; x < width; x++) {
      const sx = x - dx;
      if (sx >= 0 && sx < width) out.data[y * width + x] = data[sy * width + sx]!;
    }
  }
  return out;
}

/** Turn and shift in one step, so a figure turned partly off the canvas can be slid back in. */
function turnedAndShifted(
  frame: Pixels,
  angle: number,
  pivot: Point,
  dx: number,
  dy: number,
): Pixels {
  if (Math.abs(angle) < 1e-6) return shifted(frame, dx, dy);
  const out = createPixels(frame.width, frame.height);
  const b = boundsOf(frame);
  if (!b) return out;
  // Upscaling only the figure's box, not the whole canvas, is most of the cost of a turn.
  const crop = createPixels(b.right - b.left + 1, b.bottom - b.top + 1);
  for (let y = b.top; y <= b.bottom; y++) {
    const from = y * frame.width;
    crop.data.set(frame.data.subarray(from + b.left, from + b.right + 1), (y - b.top) * crop.width);
  }
  drawTurned(out, crop, { x0: b.left, y0: b.top, pivot, angle, dx, dy });
  return out;
}

/** Applies a body move: squash, horizontal scale, lean, turn, then shift. */
export function moveBody(frame: Pixels, move: BodyMove, centerX: number, feet: Point): Pixels {
  let out = squashed(frame, Math.round(move.squash ?? 0), centerX);
  out = scaledX(out, move.scaleX ?? 1, centerX);
  out = leaned(out, Math.round(move.lean ?? 0));
  const dx = Math.round(move.dx ?? 0);
  const dy = Math.round(move.dy ?? 0);
  return turnedAndShifted(out, move.angle ?? 0, move.pivot ?? feet, dx, dy);
}
