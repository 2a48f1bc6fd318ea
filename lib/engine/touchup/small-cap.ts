/**
 * The smallest hat a pixel artist draws on a head with little air above it: a cap of two rows,
 * a brim laid over the head's top outline (one pixel wider than the head each side) and a crown
 * row above it, inset by one, outlined against the air. Used when the region leaves two to six
 * rows above the head, where the full hat would not read.
 */
import { outlineAgainstAir } from "./air-outline";
import type { RegionCanvas } from "./region";

/**
 * Draws the cap over the head's top run of pixels on row `crestY` (from `x0` to `x1`), in
 * `ramp` (darkest first) with `ink` round it where it meets the air. Returns whether anything
 * was drawn.
 */
export function drawSmallCap(
  canvas: RegionCanvas,
  x0: number,
  x1: number,
  crestY: number,
  ramp: readonly number[],
  ink: number,
): boolean {
  const lit = ramp[ramp.length - 1]!;
  const mid = ramp[Math.min(2, ramp.length - 1)]!;
  const shade = ramp[Math.min(1, ramp.length - 1)]!;
  const filled = new Set<string>();
  let drew = false;
  const put = (x: number, y: number, v: number) => {
    filled.add(`${x},${y}`);
    if (!canvas.inside(x, y)) return;
    canvas.set(x, y, v);
    drew = true;
  };
  // Brim: the head's run and one more each side, shaded toward its right end.
  for (let x = x0 - 1; x <= x1 + 1; x++) put(x, crestY, x > (x0 + x1) / 2 + 1 ? shade : mid);
  // Crown: over the head's run, its ends in outline, lit toward the left.
  for (let x = x0; x <= x1; x++)
    put(x, crestY - 1, x === x0 || x === x1 ? ink : x < (x0 + x1) / 2 ? lit : mid);
  // Outline against the air only: above the crown and at the brim's ends.
  outlineAgainstAir(canvas, filled, x0 - 2, x1 + 2, [crestY - 2, crestY - 1, crestY], ink);
  return drew;
}
