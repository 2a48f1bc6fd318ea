/**
 * Whole-figure transforms of a composed frame: squash and stretch about the feet, lean (in bands
 * of whole rows, `lean-rows.ts`), a
 * horizontal scale (a turn seen from the front), a turn about a point, and plain shifts. All are
 * nearest-neighbour or RotSprite, so every output pixel is a pixel of the input.
 */
import { leanedInRows } from "./lean-rows";
import type { BodyMove } from "./pose";
import { boundsOf, createPixels, drawTurned, type Pixels, type Point } from "../raster";

/** How unlike two rows of the figure's box are: the summed colour distance of their pixels. */
function rowDistance(frame: Pixels, a: number, b: number, left: number, right: number): number {
  const { width, data } = frame;
  let d = 0;
  for (let x = left; x <= right; x++) {
    const p = data[a * width + x]!;
    const q = data[b * width + x]!;
    if (p === q) continue;
    // Opaque against clear is as unlike as two pixels get.
    if (p >>> 24 === 0 || q >>> 24 === 0) d += 3 * 255;
    else
      for (let shift = 0; shift < 24; shift += 8)
        d += Math.abs(((p >>> shift) & 255) - ((q >>> shift) & 255));
  }
  return d;
}

/**
 * The source rows (top to bottom) a squashed or stretched figure is drawn from, `rows` of them.
 * A squash takes out, one at a time, the row most like a neighbour (a row inside a run of equal
 * rows costs nothing), and a stretch repeats it, so a band of rows drawn one pixel tall (the
 * outline under a mushroom's cap, a row of eyes, a belt) survives while a plain run (a stem, a
 * shirt) shortens or lengthens. Ties go to the lower row: a body gives at the legs or stem.
 */
function carvedRows(frame: Pixels, top: number, bottom: number, rows: number): number[] {
  const b = boundsOf(frame)!;
  const keep: number[] = [];
  for (let y = top; y <= bottom; y++) keep.push(y);
  // gap[i]: how unlike keep[i] and keep[i + 1] are.
  const gap = keep.slice(1).map((y, i) => rowDistance(frame, keep[i]!, y, b.left, b.right));
  // The top row and the bottom row (the feet's outline on the ground) are never taken out: a
  // squash that took the soles' line would show what stands behind the legs between the feet.
  const cost = (i: number) =>
    i === 0 || i === keep.length - 1
      ? Infinity
      : Math.min(gap[i - 1] ?? Infinity, gap[i] ?? Infinity);
  const cheapest = () => {
    let best = keep.length - 1;
    for (let i = keep.length - 1; i >= 0; i--) if (cost(i) < cost(best)) best = i;
    return best;
  };
  while (keep.length > rows && keep.length > 1) {
    const i = cheapest();
    keep.splice(i, 1);
    const joined =
      i > 0 && i < keep.length ? rowDistance(frame, keep[i - 1]!, keep[i]!, b.left, b.right) : 0;
    if (i > 0 && i < keep.length) gap.splice(i - 1, 2, joined);
    else gap.splice(i > 0 ? i - 1 : 0, 1);
  }
  while (keep.length < rows) {
    const i = cheapest();
    keep.splice(i, 0, keep[i]!);
    gap.splice(i, 0, 0);
  }
  return keep;
}

function squashed(frame: Pixels, squash: number, centerX: number): Pixels {
  const b = boundsOf(frame);
  if (!b || squash === 0) return frame;
  const { width, data } = frame;
  const tall = b.bottom - b.top + 1;
  const rows = Math.max(1, tall - squash);
  const fy = tall / rows;
  // Lose height, gain most of it back in width, as a squashed ball does.
  const fx = 1 + (fy - 1) * 0.8;
  const from = carvedRows(frame, b.top, b.bottom, rows);
  const out = createPixels(width, frame.height);
  for (let k = 0; k < rows; k++) {
    const y = b.bottom - k;
    if (y < 0) break;
    const sy = from[rows - 1 - k]!;
    for (let x = 0; x < width; x++) {
      const sx = Math.floor(centerX + (x + 0.5 - centerX) / fx);
      if (sx >= 0 && sx < width) out.data[y * width + x] = data[sy * width + sx]!;
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

/**
 * Applies a body move: squash, horizontal scale, lean, turn, then shift. `outline` (the sprite's
 * outline colour) lets the lean put its steps where they open no fill to the air.
 */
export function moveBody(
  frame: Pixels,
  move: BodyMove,
  centerX: number,
  feet: Point,
  outline?: number,
): Pixels {
  let out = squashed(frame, Math.round(move.squash ?? 0), centerX);
  out = scaledX(out, move.scaleX ?? 1, centerX);
  out = leanedInRows(out, Math.round(move.lean ?? 0), outline);
  const dx = Math.round(move.dx ?? 0);
  const dy = Math.round(move.dy ?? 0);
  return turnedAndShifted(out, move.angle ?? 0, move.pivot ?? feet, dx, dy);
}
