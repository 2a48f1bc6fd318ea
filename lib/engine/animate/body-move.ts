/**
 * Whole-figure transforms of a composed frame: squash and stretch about the feet, lean (in bands
 * of whole rows, `lean-rows.ts`), a
 * horizontal scale (a turn seen from the front), a turn about a point, and plain shifts. All are
 * nearest-neighbour or RotSprite, so every output pixel is a pixel of the input.
 */
import { detailColours, leanedInRows } from "./lean-rows";
import { liftFace, pasteFace } from "./melt-face";
import { shearTurned } from "./shear-turn";
import {
  firstOpaque,
  lastOpaque,
  pullInSpurs,
  roundDoubledCorners,
  thinDoubledEnds,
} from "./squash-ends";

/**
 * What a detail pixel in a column adds to the cost of doubling or taking out that column: more
 * than a plain column of a curved side unlike its neighbour in a few pixels.
 */
const DETAIL_COST = 8 * 3 * 255;
import type { BodyMove } from "./pose";
import { boundsOf, createPixels, drawTurned, type Pixels, type Point } from "../raster";

/**
 * How unlike two lines of the figure's box are (two rows, or two columns when `columns`): the
 * summed colour distance of their pixels, opaque against clear counting as unlike as two pixels
 * get.
 */
function lineDistance(
  frame: Pixels,
  a: number,
  b: number,
  from: number,
  to: number,
  columns = false,
): number {
  const { width, data } = frame;
  let d = 0;
  for (let i = from; i <= to; i++) {
    const p = data[columns ? i * width + a : a * width + i]!;
    const q = data[columns ? i * width + b : b * width + i]!;
    if (p === q) continue;
    if (p >>> 24 === 0 || q >>> 24 === 0) d += 3 * 255;
    else
      for (let shift = 0; shift < 24; shift += 8)
        d += Math.abs(((p >>> shift) & 255) - ((q >>> shift) & 255));
  }
  return d;
}

/**
 * The lines `first` to `last` (in order) a squashed or stretched figure is drawn from, `count` of
 * them. A squash takes out, one at a time, the line most like a neighbour (a line inside a run of
 * equal lines costs nothing), and a stretch repeats it, so a band drawn one pixel thick (the
 * outline under a mushroom's cap, a row of eyes, a belt, the column of an eye) survives while a
 * plain run (a stem, a shirt, the side of a slime) shortens or lengthens. The end lines are
 * never taken out unless `keepFirst` / `keepLast` say so: a squash that took the soles' line would
 * show what stands behind the legs between the feet. Ties go to the last line (a body gives at
 * the legs or stem), or to the first when `tiesFirst`. With `spread`, a stretch repeats many
 * plain lines once each before any twice.
 */
function carved(
  first: number,
  last: number,
  count: number,
  distance: (a: number, b: number) => number,
  ends: {
    readonly keepFirst: boolean;
    readonly keepLast: boolean;
    readonly tiesFirst?: boolean;
    readonly spread?: boolean;
    /** What taking out or repeating a line costs on top of its likeness to a neighbour. */
    readonly weight?: (line: number) => number;
  },
): number[] {
  const keep: number[] = [];
  for (let i = first; i <= last; i++) keep.push(i);
  // gap[i]: how unlike keep[i] and keep[i + 1] are.
  const gap = keep.slice(1).map((line, i) => distance(keep[i]!, line));
  const cost = (i: number) =>
    (i === 0 && ends.keepFirst) || (i === keep.length - 1 && ends.keepLast)
      ? Infinity
      : Math.min(gap[i - 1] ?? Infinity, gap[i] ?? Infinity) + (ends.weight?.(keep[i]!) ?? 0);
  const cheapest = () => {
    if (ends.tiesFirst) {
      let best = 0;
      for (let i = 1; i < keep.length; i++) if (cost(i) < cost(best)) best = i;
      return best;
    }
    let best = keep.length - 1;
    for (let i = keep.length - 1; i >= 0; i--) if (cost(i) < cost(best)) best = i;
    return best;
  };
  while (keep.length > count && keep.length > 1) {
    const i = cheapest();
    keep.splice(i, 1);
    const joined = i > 0 && i < keep.length ? distance(keep[i - 1]!, keep[i]!) : 0;
    if (i > 0 && i < keep.length) gap.splice(i - 1, 2, joined);
    else gap.splice(i > 0 ? i - 1 : 0, 1);
  }
  // Spread: each line repeated once more costs what it cost the first time, again, so a wide
  // stretch repeats many plain lines once each rather than one line many times (a flat band).
  const repeats = new Map<number, number>();
  const firstCost = new Map(keep.map((line, i) => [line, cost(i)]));
  const spreadCost = (i: number) => {
    const n = repeats.get(keep[i]!) ?? 0;
    if (n === 0 || !ends.spread) return cost(i);
    const base = firstCost.get(keep[i]!)!;
    return base === Infinity ? base : base * (n + 1) + n;
  };
  while (keep.length < count && keep.length > 0) {
    let i = cheapest();
    if (ends.spread) {
      i = ends.tiesFirst ? 0 : keep.length - 1;
      for (let j = 0; j < keep.length; j++) {
        const better =
          spreadCost(j) < spreadCost(i) ||
          (spreadCost(j) === spreadCost(i) && !ends.tiesFirst && j > i);
        if (better) i = j;
      }
    }
    repeats.set(keep[i]!, (repeats.get(keep[i]!) ?? 0) + 1);
    keep.splice(i, 0, keep[i]!);
    gap.splice(i, 0, 0);
  }
  return keep;
}

/**
 * The source column of each output column of a figure made `fx` times as wide about `centerX`:
 * each side of the middle column gains (or loses) its share, in whole columns carved as rows are
 * (a face's columns and the outline at each end stay, a plain side widens), so the face stays in
 * the middle of the body and every row keeps its end pixels. Keyed by output x.
 */
function carvedColumns(
  frame: Pixels,
  fx: number,
  centerX: number,
  outline: number | undefined,
): Map<number, number> {
  const b = boundsOf(frame)!;
  const middle = Math.min(b.right, Math.max(b.left, Math.floor(centerX)));
  const distance = (a: number, c: number) => lineDistance(frame, a, c, b.top, b.bottom, true);
  // A column holding a detail (an eye, a mouth, a spot) is never the cheap one to double or take
  // out, even beside its twin: the face keeps its width.
  const details = detailColours(frame, outline);
  const weight = (column: number) => {
    let n = 0;
    for (let y = b.top; y <= b.bottom; y++)
      if (details.has(frame.data[y * frame.width + column]!)) n++;
    return n * DETAIL_COST;
  };
  const leftCount = middle - b.left;
  const rightCount = b.right - middle;
  // Each half is carved with the middle column kept at its inner end, so the column beside the
  // middle is weighed against it too, then the middle is taken off.
  // Ties go to the outer columns: a plain side gives before a face's twin columns (a mouth two
  // pixels wide) beside the middle.
  const both = { keepFirst: true, keepLast: true, spread: true, weight };
  const left = carved(b.left, middle, Math.round(leftCount * fx) + 1, distance, {
    ...both,
    tiesFirst: true,
  }).slice(0, -1);
  const right = carved(middle, b.right, Math.round(rightCount * fx) + 1, distance, both).slice(1);
  const out = new Map<number, number>();
  left.forEach((column, i) => {
    out.set(middle - left.length + i, column);
  });
  out.set(middle, middle);
  right.forEach((column, i) => {
    out.set(middle + 1 + i, column);
  });
  return out;
}

function squashed(
  frame: Pixels,
  squash: number,
  centerX: number,
  outline: number | undefined,
  melt = false,
): Pixels {
  const b = boundsOf(frame);
  if (!b || squash === 0) return frame;
  const lifted =
    melt && squash > 0 && outline !== undefined ? liftFace(frame, outline, b.top, b.bottom) : null;
  if (lifted) {
    const out = squashed(lifted.faceless, squash, centerX, outline);
    pasteFace(out, lifted.face, Math.max(1, b.bottom - b.top + 1 - squash), outline!);
    return out;
  }
  const { width, data } = frame;
  const tall = b.bottom - b.top + 1;
  const rows = Math.max(1, tall - squash);
  const fy = tall / rows;
  // Lose height, gain most of it back in width, as a squashed ball does. A body melting with no
  // face to keep (a mushroom) is all rim: spread as wide, its cap would stretch into a blade.
  const fx = 1 + (fy - 1) * (melt ? 0.5 : 0.8);
  const from = carved(b.top, b.bottom, rows, (a, c) => lineDistance(frame, a, c, b.left, b.right), {
    keepFirst: true,
    keepLast: true,
  });
  const lowered = createPixels(width, frame.height);
  for (let k = 0; k < rows; k++) {
    const y = b.bottom - k;
    if (y < 0) break;
    const sy = from[rows - 1 - k]!;
    lowered.data.set(data.subarray(sy * width, sy * width + width), y * width);
  }
  // The columns are weighed as they are drawn after the rows have gone or been repeated.
  const out = createPixels(width, frame.height);
  for (const [x, sx] of carvedColumns(lowered, fx, centerX, outline)) {
    if (x < 0 || x >= width) continue;
    for (let y = 0; y < frame.height; y++) out.data[y * width + x] = lowered.data[y * width + sx]!;
  }
  // A narrowed row whose end column was taken out still ends in the pixel it ended in (its
  // outline on a curved side), not in the fill behind it.
  for (let y = b.top; y <= b.bottom; y++) {
    const from = lowered.data.subarray(y * width, (y + 1) * width);
    const to = out.data.subarray(y * width, (y + 1) * width);
    const [a, z] = [firstOpaque(from), lastOpaque(from)];
    const [p, q] = [firstOpaque(to), lastOpaque(to)];
    if (a < 0 || p < 0) continue;
    to[p] = from[a]!;
    to[q] = from[z]!;
  }
  thinDoubledEnds(out, lowered, b.top, b.bottom, outline);
  pullInSpurs(out, b.top, b.bottom, outline);
  if (outline !== undefined) roundDoubledCorners(out, b.top, b.bottom, outline);
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
 * Turns a figure of few pixels keeps whole when sheared: a tip (up to about a quarter of a right
 * angle, where each shear slides a row or a column a pixel or two) and a quarter turn (exact).
 * Sheared by an eighth of a turn, rows slide as far as the figure is wide and a face scatters;
 * resampled, it smears into a blob: a figure of few pixels is not turned by an eighth at all.
 */
function shearsWhole(angle: number): boolean {
  const quarters = Math.abs(angle) / (Math.PI / 2);
  const off = Math.abs(quarters - Math.round(quarters));
  return Math.abs(angle) >= 1e-6 && (Math.abs(angle) <= (30 * Math.PI) / 180 || off < 1e-6);
}

/**
 * Applies a body move: squash, horizontal scale, lean, turn, then shift. `outline` (the sprite's
 * outline colour) lets the lean put its steps where they open no fill to the air. A figure of
 * `fewPixels` is turned by shears (`shear-turn.ts`), which keep each of its pixels.
 */
export function moveBody(
  frame: Pixels,
  move: BodyMove,
  centerX: number,
  feet: Point,
  outline?: number,
  fewPixels = false,
): Pixels {
  let out = squashed(frame, Math.round(move.squash ?? 0), centerX, outline, move.melt);
  out = scaledX(out, move.scaleX ?? 1, centerX);
  out = leanedInRows(out, Math.round(move.lean ?? 0), outline, move.leanFrom, move.leanTo);
  const dx = Math.round(move.dx ?? 0);
  const dy = Math.round(move.dy ?? 0);
  const angle = move.angle ?? 0;
  if (fewPixels && shearsWhole(angle)) return shearTurned(out, angle, move.pivot ?? feet, dx, dy);
  return turnedAndShifted(out, angle, move.pivot ?? feet, dx, dy);
}
