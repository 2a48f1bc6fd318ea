/**
 * Deterministic weighted k-means in OKLab, with optional fixed centers that attract points but
 * never move. It reduces a set of colors to a few new ones: the extra colors of a palette lock
 * (fixed = the palette) and plain quantisation (no fixed centers).
 *
 * Determinism: no randomness at all. Seeds are chosen greedily (the point that is heaviest and
 * farthest from every center so far), ties broken by input order, so callers get the same
 * centers for the same input order.
 */
import type { Oklab } from "../color";

export interface WeightedLab {
  lab: Oklab;
  weight: number;
}

const ITERATIONS = 8;

/** OKLab colors packed as [L, a, b, L, a, b, ...]: the inner loops run over typed arrays. */
export function packLabs(labs: readonly Oklab[]): Float64Array {
  const packed = new Float64Array(labs.length * 3);
  labs.forEach((lab, i) => {
    packed[i * 3] = lab.L;
    packed[i * 3 + 1] = lab.a;
    packed[i * 3 + 2] = lab.b;
  });
  return packed;
}

/** Index of the packed center nearest to (L, a, b), ties to the lower index; -1 when none. */
export function nearestPacked(
  L: number,
  a: number,
  b: number,
  centers: Float64Array,
  count = centers.length / 3,
): number {
  let index = -1;
  let best = Number.POSITIVE_INFINITY;
  for (let c = 0, o = 0; c < count; c++, o += 3) {
    const dL = L - centers[o]!;
    const da = a - centers[o + 1]!;
    const db = b - centers[o + 2]!;
    const d = dL * dL + da * da + db * db;
    if (d < best) {
      best = d;
      index = c;
    }
  }
  return index;
}

/**
 * At most `k` new centers for `points`, given `fixed` centers that already serve some of them.
 * Points already well served by a fixed center do not pull new centers toward themselves.
 * Returns fewer than `k` when fewer points are left unserved.
 */
export function clusterOklab(
  points: readonly WeightedLab[],
  k: number,
  fixed: readonly Oklab[] = [],
): Oklab[] {
  if (k <= 0 || points.length === 0) return [];
  const n = points.length;
  const pts = packLabs(points.map((p) => p.lab));
  const all = new Float64Array((fixed.length + k) * 3);
  all.set(packLabs(fixed));
  // With nothing fixed, every point starts equally far (farther than any OKLab distance), so
  // the first seed is simply the heaviest color.
  const closest = new Float64Array(n).fill(4);
  for (let i = 0; i < n && fixed.length; i++) {
    const f = nearestPacked(pts[i * 3]!, pts[i * 3 + 1]!, pts[i * 3 + 2]!, all, fixed.length) * 3;
    closest[i] =
      (pts[i * 3]! - all[f]!) ** 2 +
      (pts[i * 3 + 1]! - all[f + 1]!) ** 2 +
      (pts[i * 3 + 2]! - all[f + 2]!) ** 2;
  }
  let made = 0;
  for (; made < k; made++) {
    let best = -1;
    let bestScore = 0;
    for (let i = 0; i < n; i++) {
      // sqrt(weight) keeps a large flat area from claiming every seed at once.
      const score = Math.sqrt(points[i]!.weight) * closest[i]!;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) break;
    const o = (fixed.length + made) * 3;
    all[o] = pts[best * 3]!;
    all[o + 1] = pts[best * 3 + 1]!;
    all[o + 2] = pts[best * 3 + 2]!;
    for (let i = 0; i < n; i++) {
      const d =
        (pts[i * 3]! - all[o]!) ** 2 +
        (pts[i * 3 + 1]! - all[o + 1]!) ** 2 +
        (pts[i * 3 + 2]! - all[o + 2]!) ** 2;
      if (d < closest[i]!) closest[i] = d;
    }
  }

  const total = fixed.length + made;
  const sums = new Float64Array(made * 4);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const own =
        nearestPacked(pts[i * 3]!, pts[i * 3 + 1]!, pts[i * 3 + 2]!, all, total) - fixed.length;
      if (own < 0) continue;
      const w = points[i]!.weight;
      sums[own * 4]! += pts[i * 3]! * w;
      sums[own * 4 + 1]! += pts[i * 3 + 1]! * w;
      sums[own * 4 + 2]! += pts[i * 3 + 2]! * w;
      sums[own * 4 + 3]! += w;
    }
    let moved = false;
    for (let c = 0; c < made; c++) {
      const w = sums[c * 4 + 3]!;
      if (w === 0) continue;
      const o = (fixed.length + c) * 3;
      for (let j = 0; j < 3; j++) {
        const next = sums[c * 4 + j]! / w;
        if (Math.abs(next - all[o + j]!) > 1e-9) moved = true;
        all[o + j] = next;
      }
    }
    if (!moved) break;
  }
  const centers: Oklab[] = [];
  for (let c = 0; c < made; c++) {
    const o = (fixed.length + c) * 3;
    centers.push({ L: all[o]!, a: all[o + 1]!, b: all[o + 2]! });
  }
  return centers;
}
