/**
 * An orb asked for on a part that already ends in a round knob (an orb on a staff's head): the
 * knob is drawn again as the orb, in its place and at its size, outlined, with a ring of light
 * round it in the air when it glows, rather than a second orb stacked half over the first.
 */
import type { RegionCanvas } from "./region";

export interface Knob {
  readonly cx: number;
  readonly cy: number;
  /** The radius of its inside, its outline left out. */
  readonly r: number;
}

/**
 * The round knob a part ends in at its top (an orb on a staff's head): the rows from its top
 * that are at least two pixels wider than the part's shaft below, when there are three or more
 * of them. Its centre and the radius of its inside (its outline left out).
 */
export function knobOf(
  on: Uint8Array,
  width: number,
  region: { x: number; y: number; width: number; height: number },
): Knob | null {
  const rows: { y: number; x0: number; x1: number; n: number }[] = [];
  for (let y = region.y; y < region.y + region.height; y++) {
    let [x0, x1, n] = [Infinity, -1, 0];
    for (let x = region.x; x < region.x + region.width; x++)
      if (on[y * width + x]) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        n++;
      }
    if (n > 0) rows.push({ y, x0, x1, n });
  }
  if (rows.length < 6) return null;
  const lower = rows.slice(Math.floor(rows.length / 2)).map((r) => r.n);
  const shaft = lower.sort((a, b) => a - b)[Math.floor(lower.length / 2)]!;
  // The knob's rounded top (its outline's cap) may be narrower than the shaft: up to two rows.
  let from = 0;
  while (from < 2 && rows[from]!.n < shaft + 2) from++;
  let k = from;
  while (k < rows.length && rows[k]!.n >= shaft + 2) k++;
  if (k - from < 3) return null;
  const knob = rows.slice(0, k);
  const x0 = Math.min(...knob.map((r) => r.x0));
  const x1 = Math.max(...knob.map((r) => r.x1));
  const [y0, y1] = [knob[0]!.y, knob[k - 1]!.y];
  const r = Math.max(2, (Math.max(x1 - x0, y1 - y0) - 1) / 2);
  return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, r };
}

/**
 * Paints the knob as an orb in `ramp` (darkest first; one step lighter when it glows), lit from
 * the top left, ringed by `ink`; a glowing orb also lights the air one pixel round its outline.
 */
export function redrawKnob(
  canvas: RegionCanvas,
  knob: Knob,
  ramp: readonly number[],
  ink: number,
  glowing: boolean,
): boolean {
  const { cx, cy, r } = knob;
  let drew = false;
  for (let y = Math.floor(cy - r - 2); y <= Math.ceil(cy + r + 2); y++)
    for (let x = Math.floor(cx - r - 2); x <= Math.ceil(cx + r + 2); x++) {
      if (!canvas.inside(x, y)) continue;
      const d = Math.hypot(x - cx, y - cy);
      if (d <= r) {
        const lit = (cx - x + (cy - y)) / (r * 1.5);
        const level = lit > 0.45 ? 3 : lit > -0.1 ? 2 : lit > -0.6 ? 1 : 0;
        canvas.set(x, y, ramp[Math.min(3, level + (glowing ? 1 : 0))]!);
        drew = true;
      } else if (d <= r + 1) {
        // The old knob's edge becomes the orb's outline; the air beside it too.
        canvas.set(x, y, ink);
      } else if (glowing && d <= r + 2 && canvas.get(x, y) === 0) {
        canvas.set(x, y, ramp[2]!);
      }
    }
  return drew;
}
