/**
 * Turning a part of a figure of few pixels the way a pixel artist redraws it: in eighths of a
 * turn, every pixel kept, and outlined again where it meets the air.
 *
 * At one art pixel a block, a blade drawn as a line of steel between two lines of outline and
 * turned by resampling comes out as a band of outline with a thread of steel (a dark mass over
 * the head), and an arm drawn as a column of outline beside a sleeve and a hand comes out as a
 * square of outline. Here the part's own outline is left out, its fill is turned exactly (a
 * quarter turn maps pixels onto pixels; an eighth slides each row or column by its distance from
 * the joint, so a straight line stays a straight diagonal of as many pixels), and the outline is
 * drawn again around the fill where it borders nothing.
 */
import type { Pixels, Point } from "../raster";

const EIGHTH = Math.PI / 4;

export interface SquarePlacement {
  /** Canvas position of the part's pixel (0, 0). */
  readonly x0: number;
  readonly y0: number;
  /** The joint the part turns about, in canvas coordinates. */
  readonly pivot: Point;
  /** Radians, clockwise on screen; rounded so the part's long axis lands on an eighth. */
  readonly angle: number;
  readonly dx: number;
  readonly dy: number;
}

interface SquareTurn {
  /** The pixel the part turns about (its own pixel nearest its joint), in canvas pixels. */
  readonly px: number;
  readonly py: number;
  /** Quarter turns clockwise, then whether an eighth more, and which way. */
  readonly quarter: number;
  readonly eighth: -1 | 0 | 1;
  /** The eighth slides rows sideways (true) or columns up and down. */
  readonly slideRows: boolean;
}

const fill = (v: number, outline: number) => v !== 0 && v !== outline;

/**
 * How a part turns square: about its own pixel nearest the joint (a shoulder set inside the
 * body would swing a small arm across the chest), by the eighths that bring its long axis (to
 * its farthest fill pixel) nearest to where the true turn takes it, the eighth sliding whichever
 * way lands the axis there. A part whose far end lands at or below its joint's height (an arm
 * held out or down) turns about its fill pixel nearest the joint instead, so its sleeve stays
 * against the shoulder rather than a pixel out from it with air and specks of outline between;
 * one raised higher hangs from the pixel above (a waving hand rises beside the face).
 */
function squareTurn(part: Pixels, at: SquarePlacement, outline: number): SquareTurn | null {
  const held = turnAbout(part, at, outline, true);
  if (held && held.tipY >= 0) return held;
  return turnAbout(part, at, outline, false) ?? held;
}

function turnAbout(
  part: Pixels,
  at: SquarePlacement,
  outline: number,
  fillOnly: boolean,
): (SquareTurn & { readonly tipY: number }) | null {
  let pivot = { x: 0, y: 0, d: Infinity };
  for (let y = 0; y < part.height; y++) {
    for (let x = 0; x < part.width; x++) {
      const v = part.data[y * part.width + x]!;
      if (fillOnly ? !fill(v, outline) : v === 0) continue;
      const d = (at.x0 + x + 0.5 - at.pivot.x) ** 2 + (at.y0 + y + 0.5 - at.pivot.y) ** 2;
      if (d < pivot.d) pivot = { x: at.x0 + x, y: at.y0 + y, d };
    }
  }
  if (pivot.d === Infinity) return null;
  let far = { x: 0, y: 0, d: -1 };
  for (let y = 0; y < part.height; y++) {
    for (let x = 0; x < part.width; x++) {
      if (!fill(part.data[y * part.width + x]!, outline)) continue;
      const [rx, ry] = [at.x0 + x - pivot.x, at.y0 + y - pivot.y];
      if (rx * rx + ry * ry > far.d) far = { x: rx, y: ry, d: rx * rx + ry * ry };
    }
  }
  const rest = Math.atan2(far.y, far.x);
  const goal = rest + at.angle;
  const turns = Math.round(goal / EIGHTH) - Math.round(rest / EIGHTH);
  const quarter = ((Math.trunc(turns / 2) % 4) + 4) % 4;
  const eighth = (turns % 2 === 0 ? 0 : turns > 0 ? 1 : -1) as -1 | 0 | 1;
  const [qx, qy] = quarterTurned(far.x, far.y, quarter);
  const miss = (slideRows: boolean) => {
    const [x, y] = slid(qx, qy, eighth, slideRows);
    const d = Math.atan2(y, x) - goal;
    return Math.abs(Math.atan2(Math.sin(d), Math.cos(d)));
  };
  const slideRows = miss(true) <= miss(false);
  // Where the far pixel lands, below (> 0) or above the pivot.
  const tipY = slid(qx, qy, eighth, slideRows)[1];
  return { px: pivot.x, py: pivot.y, quarter, eighth, slideRows, tipY };
}

/** A quarter turn clockwise on screen (y down) takes up to the right. */
function quarterTurned(x: number, y: number, quarter: number): [number, number] {
  let [a, b] = [x, y];
  for (let q = 0; q < quarter; q++) [a, b] = [-b, a];
  return [a, b];
}

/** An eighth clockwise (+1) slides up toward the right and right toward down; -1 the other way. */
function slid(x: number, y: number, eighth: -1 | 0 | 1, slideRows: boolean): [number, number] {
  if (eighth === 0) return [x, y];
  return slideRows ? [x - eighth * y, y] : [x, y + eighth * x];
}

/** Eighths of a turn that the part's long axis makes: different eighths draw different pictures. */
export function squareKey(part: Pixels, at: SquarePlacement, outline: number): string {
  const turn = squareTurn(part, at, outline);
  return turn ? `${turn.quarter}:${turn.eighth}:${turn.slideRows}` : "";
}

/**
 * Draws the part's pixels other than `outline` turned square about its joint, and records in
 * `placed` (one cell a frame pixel) the colour it put there.
 */
export function drawSquareTurned(
  frame: Pixels,
  part: Pixels,
  at: SquarePlacement,
  outline: number,
  placed: Uint32Array,
  joints?: number[],
): void {
  const turn = squareTurn(part, at, outline);
  if (!turn) return;
  const { width, height, data } = frame;
  for (let y = 0; y < part.height; y++) {
    for (let x = 0; x < part.width; x++) {
      const v = part.data[y * part.width + x]!;
      if (!fill(v, outline)) continue;
      const [qx, qy] = quarterTurned(at.x0 + x - turn.px, at.y0 + y - turn.py, turn.quarter);
      const [rx, ry] = slid(qx, qy, turn.eighth, turn.slideRows);
      const tx = turn.px + rx + at.dx;
      const ty = turn.py + ry + at.dy;
      if (tx < 0 || ty < 0 || tx >= width || ty >= height) continue;
      data[ty * width + tx] = v;
      placed[ty * width + tx] = v;
    }
  }
  // A part hung from a pixel of its outline (a raised arm from the top of the shoulder) keeps that
  // joint, drawn by `ringOutline`, so the arm meets the shoulder instead of leaving a notch of air.
  const jx = turn.px + at.dx;
  const jy = turn.py + at.dy;
  const joint = part.data[(turn.py - at.y0) * part.width + (turn.px - at.x0)]!;
  if (joints && joint === outline && jx >= 0 && jy >= 0 && jx < width && jy < height) {
    joints.push(jy * width + jx);
  }
}

/**
 * Outline around the pixels recorded in `placed` that still show (no later part drew over them)
 * wherever they border the air, on empty pixels only. Edge neighbours only: a diagonal line gets
 * one staircase of outline each side, as drawn, not a band twice as thick; and never a pixel
 * that would close a 2 × 2 square of outline. Then the `joints` a turned part hung from, where
 * still empty, on the same terms.
 */
export function ringOutline(
  frame: Pixels,
  placed: Uint32Array,
  outline: number,
  joints: readonly number[] = [],
): void {
  const { width, height, data } = frame;
  const ring: number[] = [];
  for (let i = 0; i < placed.length; i++) {
    if (placed[i] === 0 || data[i] !== placed[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const around: readonly (readonly [number, number])[] = [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ];
    for (const [nx, ny] of around) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (data[j] === 0) ring.push(j);
    }
  }
  const dark = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] === outline;
  // A ring pixel that would close a 2 × 2 square of outline (the part's ring doubling a line
  // already drawn beside it, a black lump) stays air: one line between two parts is enough.
  const lump = (x: number, y: number) =>
    [
      [-1, -1],
      [0, -1],
      [-1, 0],
      [0, 0],
    ].some(([ox, oy]) =>
      [0, 1].every((a) =>
        [0, 1].every((b) => (ox! + a === 0 && oy! + b === 0) || dark(x + ox! + a, y + oy! + b)),
      ),
    );
  for (const j of [...ring, ...joints]) {
    const x = j % width;
    const y = (j - x) / width;
    if (data[j] === 0 && !lump(x, y)) data[j] = outline;
  }
}
