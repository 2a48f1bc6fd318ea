/**
 * A recolour that would melt into what it touches picks a ramp that parts from it: a staff
 * made blue against a blue robe, with no outline between them, takes a blue a little lighter or
 * darker (or a few degrees round the hue circle) until it reads apart. The asked colour is kept
 * when it already parts from every neighbour; the change is the smallest that parts, and stays
 * within the asked colour's family.
 */
import { type LabOf, type Oklch, oklchToOklab } from "../color";
import { LINE_L } from "../figure";
import { type ReadsAs, readsAs } from "./reads-as";
import type { RegionCanvas } from "./region";

/** OKLab distance under which two touching colours read as one. */
const APART = 0.12;
/** A neighbour colour counts when it touches the object along at least this many pixels. */
const TOUCHING = 3;
const L_STEPS = [0, -0.04, 0.04, -0.08, 0.08, -0.12, 0.12, -0.16, 0.16];
const H_STEPS = [0, -12, 12, -20, 20];

const cost = ({ dL, dh }: { dL: number; dh: number }) => Math.abs(dL) / 0.04 + Math.abs(dh) / 12;

/** The non-line colours touching `mask` edge to edge on at least TOUCHING pixels, as OKLab. */
function touching(canvas: RegionCanvas, mask: Uint8Array, lab: LabOf) {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const hits = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      const v = data[j]!;
      if (mask[j] || v === 0 || lab(v).L < LINE_L) continue;
      hits.set(v, (hits.get(v) ?? 0) + 1);
    }
  }
  return [...hits].filter(([, n]) => n >= TOUCHING).map(([v]) => lab(v));
}

/** `want`, or the nearest colour of its family that parts from what `mask` touches. */
export function apartFrom(
  canvas: RegionCanvas,
  mask: Uint8Array,
  want: Oklch,
  lab: LabOf,
  band: ReadsAs = readsAs(want),
): Oklch {
  if (want.C < 0.04) return want;
  const around = touching(canvas, mask, lab);
  if (around.length === 0) return want;
  const nearest = (c: Oklch) => {
    const p = oklchToOklab(c);
    let d = Infinity;
    for (const q of around) d = Math.min(d, Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b));
    return d;
  };
  if (nearest(want) >= APART) return want;
  // Only shades that still read as the asked colour: a blonde made darker to part from the
  // skin under it reads olive, or turned toward green.
  // Cheapest first: a lightness step costs about as much as twelve degrees of hue.
  const tries = L_STEPS.flatMap((dL) => H_STEPS.map((dh) => ({ dL, dh })))
    .filter(({ dL, dh }) => {
      const L = want.L + dL;
      const reads = dL >= -band.darkerBy && dL <= band.lighterBy;
      return reads && L >= 0.3 && L <= 0.85 && dh >= -band.hueDown && dh <= band.hueUp;
    })
    .sort((a, b) => cost(a) - cost(b));
  // Where no shade in the family parts, the one that comes closest does.
  let best = want;
  let bestGap = nearest(want);
  for (const { dL, dh } of tries) {
    const c = { L: want.L + dL, C: want.C, h: (want.h + dh + 360) % 360 };
    const gap = nearest(c);
    if (gap >= APART) return c;
    if (gap > bestGap) [best, bestGap] = [c, gap];
  }
  return best;
}
