/**
 * The smallest crown a pixel artist draws on a small head: a band of one row laid over the
 * head's top outline and three points of one pixel above it (at both ends and in the middle),
 * outlined against the air. Used when the region leaves only two or three rows above the head.
 */
import { outlineAgainstAir } from "./air-outline";
import type { RegionCanvas } from "./region";

/** Points above, band below: `#` band, `^` point. */
function rows(width: number): [string, string] {
  const mid = (width - 1) / 2;
  let points = "";
  for (let x = 0; x < width; x++) points += x === 0 || x === mid || x === width - 1 ? "^" : ".";
  return [points, "#".repeat(width)];
}

/**
 * Draws the crown centred on `cx` with its band on row `crestY` (the head's top outline) and its
 * points on the row above, in `ramp` (darkest first) with `ink` round it where it meets the air.
 * `width` is made odd and at least 5. Returns whether anything was drawn.
 */
export function drawSmallCrown(
  canvas: RegionCanvas,
  cx: number,
  crestY: number,
  width: number,
  ramp: readonly number[],
  ink: number,
): boolean {
  const w = Math.max(5, width % 2 === 0 ? width - 1 : width);
  const x0 = Math.round(cx - (w - 1) / 2);
  const [points, band] = rows(w);
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
  for (let lx = 0; lx < w; lx++) {
    if (points[lx] === "^") put(x0 + lx, crestY - 1, lx < w / 2 ? lit : mid);
    if (band[lx] === "#") put(x0 + lx, crestY, lx < w / 3 ? lit : lx > (2 * w) / 3 ? shade : mid);
  }
  // Outline against the air only: beside the points and at the band's ends.
  outlineAgainstAir(canvas, filled, x0 - 1, x0 + w, [crestY - 2, crestY - 1, crestY], ink);
  return drew;
}
