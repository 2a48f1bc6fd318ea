/**
 * Where a head is, for what is worn or set on it, when the hand holds something up against it:
 * a sword held beside a small figure's head touches its hair, and read as part of the head it
 * pulled a hat aside and made it wider, its brim running into the blade.
 */
import type { Pixels } from "../raster";
import type { Body } from "./body";
import { rowRunAt } from "./cape-cloth";

/** How far a row's two sides may differ about the head's middle before one is not the head. */
const LOPSIDED = 2;

/**
 * The width of the head in row `y`: its run of pixels through column `x`, but a run far longer
 * on one side than the other (a sword held up beside the head, its blade touching the hair) is
 * measured by its shorter side twice, so what the hand holds does not widen the hat.
 */
export function headRowWidth(canvas: Pixels, x: number, y: number): number {
  const [lo, hi] = rowRunAt(canvas, x, y);
  if (Math.abs(x - lo - (hi - x)) <= LOPSIDED) return hi - lo + 1;
  return 2 * Math.min(x - lo, hi - x) + 1;
}

/**
 * The head's middle for what is worn or set on it, when a sword held up against the head pulled
 * the figure's head point aside: the middle of its narrowest row about its centre (a row where
 * nothing held touches it), half a pixel when that row is an even number of pixels wide. Null
 * when that middle is within a pixel of the head point (nothing pulled it aside).
 */
export function pulledHeadMiddle(canvas: Pixels, body: Body): number | null {
  let narrowest: [number, number] | null = null;
  for (let y = body.head.y - 1; y <= body.head.y + 1; y++) {
    if (y < 0 || y >= canvas.height || canvas.data[y * canvas.width + body.head.x] === 0) continue;
    const run = rowRunAt(canvas, body.head.x, y);
    if (!narrowest || run[1] - run[0] < narrowest[1] - narrowest[0]) narrowest = run;
  }
  if (!narrowest) return null;
  const exact = (narrowest[0] + narrowest[1]) / 2;
  return Math.abs(awayFrom(exact, body.head.x) - body.head.x) >= LOPSIDED ? exact : null;
}

/**
 * `middle` made a whole pixel, half a pixel rounded away from `pulledTo` (the side something
 * held pulled the head point to): what is held there keeps the room.
 */
export function awayFrom(middle: number, pulledTo: number): number {
  return pulledTo > middle ? Math.floor(middle) : Math.ceil(middle);
}

/**
 * The left column of something `width` pixels wide centred on `middle` (a whole or half pixel),
 * half a pixel rounded away from `pulledTo`.
 */
export function leftOfMiddle(middle: number, width: number, pulledTo: number): number {
  const left = middle - (width - 1) / 2;
  return awayFrom(left, left + Math.sign(pulledTo - middle));
}
