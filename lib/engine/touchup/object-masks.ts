/**
 * Masks of what a touch-up region holds, read from its materials: the region's families and
 * their counts, islands of one family on another ("the dots"), the subject the region isolates,
 * pieces of a mask and the piece a position word picks, the rim ringing a subject, and whether a
 * mask is one thing or most of the sprite.
 */
import { isSkinLike } from "../color";
import { floodFill, labelComponents } from "../raster";
import { colorName, hex, hueDistance } from "./object-colour";
import type { ObjectContext } from "./object-context";

export interface Found {
  readonly mask: Uint8Array;
  /** How the artist would name it: `shield`, `dots`, `the red`, `it`. */
  readonly name: string;
  readonly pixels: number;
  /** Its most common colour, `#rrggbb`. */
  readonly color: string;
  /** That colour's plain name ("red", "beige"). */
  readonly colorWord: string;
  /** A part found as a whole (a layer, a located body part): a recolor maps all its colours. */
  readonly whole: boolean;
}

export function count(mask: Uint8Array): number {
  let n = 0;
  for (const b of mask) n += b;
  return n;
}

/** The most common colour under a mask. */
export function leadColor(ctx: ObjectContext, mask: Uint8Array, skipLines = true): number {
  const counts = new Map<number, number>();
  const { px } = ctx.canvas;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const v = ctx.canvas.before.data[i]!;
    if (v === 0 || (skipLines && ctx.materials.of(v) < 0)) continue;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best = 0;
  let bestN = -1;
  for (const [v, n] of counts) if (n > bestN || (n === bestN && v < best)) [best, bestN] = [v, n];
  if (bestN < 0 && skipLines) return leadColor(ctx, mask, false);
  void px;
  return best;
}

export function found(
  ctx: ObjectContext,
  mask: Uint8Array,
  name: string,
  whole: boolean,
): Found | null {
  const pixels = count(mask);
  if (pixels === 0) return null;
  const lead = leadColor(ctx, mask);
  return { mask, name, pixels, color: hex(lead), colorWord: colorName(lead, ctx.palette), whole };
}

/** Visits every pixel of the region. */
export function eachInRegion(ctx: ObjectContext, visit: (i: number, x: number, y: number) => void) {
  const { region, px } = ctx.canvas;
  for (let y = region.y; y < region.y + region.height; y++)
    for (let x = region.x; x < region.x + region.width; x++) visit(y * px.width + x, x, y);
}

export const familyAt = (ctx: ObjectContext, i: number) =>
  ctx.materials.of(ctx.canvas.before.data[i]!);

/** Pixels of the region in the given families. */
export function familyMask(ctx: ObjectContext, keep: (family: number) => boolean): Uint8Array {
  const mask = new Uint8Array(ctx.canvas.px.data.length);
  eachInRegion(ctx, (i) => {
    const f = familyAt(ctx, i);
    if (f >= 0 && keep(f)) mask[i] = 1;
  });
  return mask;
}

/** Pixel count of each family in the region. */
export function familyCounts(ctx: ObjectContext, within?: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>();
  eachInRegion(ctx, (i) => {
    if (within && !within[i]) return;
    const f = familyAt(ctx, i);
    if (f >= 0) counts.set(f, (counts.get(f) ?? 0) + 1);
  });
  return counts;
}

/** The family with most pixels under `mask`. */
export function dominantFamily(ctx: ObjectContext, mask: Uint8Array): number | null {
  const counts = familyCounts(ctx, mask);
  let best: number | null = null;
  let bestN = 0;
  for (const [f, n] of counts) if (n > bestN) [best, bestN] = [f, n];
  return best;
}

/**
 * Small islands of one family lying on another ("the dots"): components of the family inside
 * the region, each at most a tenth of the region's opaque pixels, ringed mostly by one other
 * family. Null unless there are at least two.
 */
export function islandsOf(ctx: ObjectContext, family: number): Uint8Array | null {
  const { px } = ctx.canvas;
  const { width, height } = px;
  // Islands are read on the whole sprite, then cut to the region: a dot the region's edge cuts
  // through is still a dot, and a patch running on outside the region is none.
  const inFamily = (i: number) => familyAt(ctx, i) === family;
  const comps = labelComponents(width, height, inFamily, 4);
  const touches = new Set<number>();
  eachInRegion(ctx, (i) => {
    if (comps.labels[i]) touches.add(comps.labels[i]!);
  });
  let opaque = 0;
  eachInRegion(ctx, (i) => {
    if (familyAt(ctx, i) !== -2) opaque++;
  });
  const limit = Math.max(6, Math.floor(opaque / 10));
  const ringOf = new Map<number, Map<number, number>>();
  for (let i = 0; i < comps.labels.length; i++) {
    const k = comps.labels[i]!;
    if (!k) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (comps.labels[j] === k) continue;
      const ring = ringOf.get(k) ?? new Map<number, number>();
      const f = familyAt(ctx, j);
      ring.set(f, (ring.get(f) ?? 0) + 1);
      ringOf.set(k, ring);
    }
  }
  const islands = new Set<number>();
  comps.sizes.forEach((size, idx) => {
    const k = idx + 1;
    if (size > limit || !touches.has(k)) return;
    const ring = ringOf.get(k);
    if (!ring) return;
    const total = [...ring.values()].reduce((a, b) => a + b, 0);
    // On a surface: no air around it, and most of the ring is one other family or its lines.
    if ((ring.get(-2) ?? 0) > 0) return;
    const surface = Math.max(0, ...[...ring].filter(([f]) => f >= 0).map(([, n]) => n));
    if (surface + (ring.get(-1) ?? 0) >= total * 0.9 && surface >= total * 0.6) islands.add(k);
  });
  if (islands.size < 2) return null;
  const mask = new Uint8Array(width * height);
  eachInRegion(ctx, (i) => {
    if (islands.has(comps.labels[i]!)) mask[i] = 1;
  });
  return mask;
}

/**
 * The region's main subject: every one-family patch of the sprite (4-connected) with at least
 * three quarters of its pixels inside the region, with the lines between them. Null when the
 * region isolates nothing (it lies inside a larger surface).
 */
export function isolated(ctx: ObjectContext): Uint8Array | null {
  const { px } = ctx.canvas;
  const { width, height } = px;
  // Patches of one material (4-connected): a flood stays in the family it started in.
  const labels = new Int32Array(width * height);
  const seen = new Uint8Array(width * height);
  const sizes: number[] = [];
  const inside: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    const family = familyAt(ctx, start);
    if (seen[start] || family < 0) continue;
    const k = sizes.length + 1;
    let inRegion = 0;
    const size = floodFill(width, height, [start], (i) => familyAt(ctx, i) === family, {
      connectivity: 4,
      seen,
      visit: (i) => {
        labels[i] = k;
        const x = i % width;
        if (ctx.canvas.inside(x, (i - x) / width)) inRegion++;
      },
    });
    sizes.push(size);
    inside.push(inRegion);
  }
  // A patch is the subject's when the region holds it; a patch of skin only when the region
  // also holds most of that skin: the hand on a sword's grip is the figure's, not the sword's.
  const total = new Map<number, number>();
  const within = new Map<number, number>();
  for (let i = 0; i < labels.length; i++) {
    const f = familyAt(ctx, i);
    if (f < 0) continue;
    total.set(f, (total.get(f) ?? 0) + 1);
    if (ctx.canvas.inside(i % width, Math.floor(i / width)))
      within.set(f, (within.get(f) ?? 0) + 1);
  }
  const familyOfLabel: number[] = [];
  for (let i = 0; i < labels.length; i++)
    if (labels[i] && familyOfLabel[labels[i]! - 1] === undefined)
      familyOfLabel[labels[i]! - 1] = familyAt(ctx, i);
  const skin = (f: number) => {
    const members = ctx.materials.members.get(f);
    if (!members) return false;
    return isSkinLike(members.reduce((a, b) => (b.n > a.n ? b : a)).lch);
  };
  const mostly = (k: number) => {
    const f = familyOfLabel[k - 1]!;
    return !skin(f) || (within.get(f) ?? 0) >= 0.4 * (total.get(f) ?? 1);
  };
  const inRegion = (k: number) => inside[k - 1]! >= 0.75 * sizes[k - 1]!;
  const strict = inside.some((_, k) => inRegion(k + 1) && mostly(k + 1));
  const held = (k: number) => inRegion(k) && (!strict || mostly(k));
  const mask = new Uint8Array(width * height);
  let n = 0;
  eachInRegion(ctx, (i) => {
    if (labels[i] && held(labels[i]!)) {
      mask[i] = 1;
      n++;
    }
  });
  if (n === 0) return null;
  // Lines inside the region that touch the subject are its own.
  eachInRegion(ctx, (i, x, y) => {
    if (familyAt(ctx, i) !== -1) return;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && mask[ny * width + nx] === 1) {
        mask[i] = 2;
        break;
      }
    }
  });
  for (let i = 0; i < mask.length; i++) if (mask[i]) mask[i] = 1;
  return mask;
}

/**
 * The subject, or else the region's largest family: for "it" whatever its share, for a noun
 * only when it holds at least half of the region (else the noun is asked about).
 */
export function subject(ctx: ObjectContext, loose = false): Found | null {
  const held = isolated(ctx);
  if (held) return found(ctx, held, "it", false);
  const counts = [...familyCounts(ctx)].sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((a, [, n]) => a + n, 0);
  const top = counts[0];
  if (!top || (!loose && top[1] < total / 2)) return null;
  return found(
    ctx,
    familyMask(ctx, (f) => f === top[0]),
    "it",
    false,
  );
}

/** The largest 8-connected piece of a mask. */
export function largestPiece(mask: Uint8Array, width: number, height: number): Uint8Array {
  const comps = labelComponents(width, height, (i) => mask[i] === 1, 8);
  let best = 0;
  comps.sizes.forEach((s, k) => {
    if (best === 0 || s > comps.sizes[best - 1]!) best = k + 1;
  });
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (comps.labels[i] === best) out[i] = 1;
  return out;
}

/** The piece of a mask a position word picks: the extreme piece, or else that half. */
export function atPosition(
  mask: Uint8Array,
  width: number,
  height: number,
  pos: string,
): Uint8Array {
  const comps = labelComponents(width, height, (i) => mask[i] === 1, 8);
  const key = (x: number, y: number) =>
    pos === "left" ? -x : pos === "right" ? x : pos === "top" ? -y : pos === "bottom" ? y : 0;
  const big = comps.sizes.filter((s) => s >= 2).length;
  if (big >= 2 && pos !== "middle") {
    const score = comps.sizes.map(() => ({ sum: 0, n: 0 }));
    for (let i = 0; i < mask.length; i++) {
      const k = comps.labels[i]!;
      if (!k) continue;
      score[k - 1]!.sum += key(i % width, Math.floor(i / width));
      score[k - 1]!.n++;
    }
    let best = 0;
    score.forEach((s, k) => {
      if (comps.sizes[k]! < 2) return;
      if (best === 0 || s.sum / s.n > score[best - 1]!.sum / score[best - 1]!.n) best = k + 1;
    });
    const out = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) if (comps.labels[i] === best) out[i] = 1;
    return out;
  }
  let x0 = width;
  let x1 = -1;
  let y0 = height;
  let y1 = -1;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const keep =
      pos === "left"
        ? x <= cx
        : pos === "right"
          ? x >= cx
          : pos === "top"
            ? y <= cy
            : pos === "bottom"
              ? y >= cy
              : Math.abs(x - cx) <= (x1 - x0) / 4 && Math.abs(y - cy) <= (y1 - y0) / 4;
    if (keep) out[i] = 1;
  }
  return out;
}

/** True when a mask holds most (three fifths) of the sprite's coloured pixels. */
export function mostOfSprite(ctx: ObjectContext, mask: Uint8Array): boolean {
  let sprite = 0;
  let held = 0;
  for (let i = 0; i < mask.length; i++) {
    if (familyAt(ctx, i) < 0) continue;
    sprite++;
    held += mask[i]!;
  }
  return held > sprite * 0.6;
}

/**
 * The subject's rim: the material that is almost all edge (every pixel of a ring touches what
 * lies outside the subject), the largest such. Null when no material is.
 */
export function rimOf(ctx: ObjectContext, mask: Uint8Array): Uint8Array | null {
  const { width, height } = ctx.canvas.px;
  const edge = new Map<number, number>();
  const all = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    const f = familyAt(ctx, i);
    if (!mask[i] || f < 0) continue;
    all.set(f, (all.get(f) ?? 0) + 1);
    const x = i % width;
    const y = Math.floor(i / width);
    const out = [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ].some(([nx, ny]) => {
      if (nx! < 0 || ny! < 0 || nx! >= width || ny! >= height) return true;
      const j = ny! * width + nx!;
      return !mask[j] || familyAt(ctx, j) === -1;
    });
    if (out) edge.set(f, (edge.get(f) ?? 0) + 1);
  }
  let best: number | null = null;
  const ringing = (f: number) => (edge.get(f) ?? 0) >= all.get(f)! * 0.7 && all.get(f)! >= 4;
  for (const [f, n] of all) {
    if (!ringing(f)) continue;
    if (best === null || n > all.get(best)!) best = f;
  }
  if (best === null) return null;
  // A rim drawn in a light and a dark shade (steel lit on the left, shaded on the right) is
  // two materials a ramp step apart: both ring the subject, both are the rim.
  const lead = (f: number) => {
    const m = ctx.materials.members.get(f)!;
    return m.reduce((a, b) => (b.n > a.n ? b : a)).lch;
  };
  const b = lead(best);
  const kin = (f: number) => {
    const c = lead(f);
    if (Math.abs(c.L - b.L) > 0.3) return false;
    if (c.C < 0.05 && b.C < 0.05) return true;
    return c.C >= 0.04 && b.C >= 0.04 && hueDistance(c.h, b.h) <= 25;
  };
  const rim = new Set([...all.keys()].filter((f) => f === best || (ringing(f) && kin(f))));
  return Uint8Array.from(mask, (m, i) => (m && rim.has(familyAt(ctx, i)) ? 1 : 0));
}

/**
 * True when a subject is one thing: a single material covers it, but for islands on it (dots)
 * and slivers (under a tenth of it); or it is one connected piece that is not most of the
 * sprite (a sword of blade and hilt, cut out by the region from the figure holding it).
 */
export function oneThing(ctx: ObjectContext, mask: Uint8Array): boolean {
  const counts = familyCounts(ctx, mask);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (ctx.parts) {
    // The engine drew it: several of its parts are several things, whatever their colours.
    const byPart = new Map<number, number>();
    for (let i = 0; i < mask.length; i++)
      if (mask[i]) byPart.set(ctx.parts.map[i]!, (byPart.get(ctx.parts.map[i]!) ?? 0) + 1);
    if ([...byPart.values()].filter((n) => n * 10 >= total).length > 1) return false;
  }
  const { width, height } = ctx.canvas.px;
  let sprite = 0;
  for (let i = 0; i < mask.length; i++) if (familyAt(ctx, i) >= 0) sprite++;
  if (
    total <= sprite * 0.6 &&
    labelComponents(width, height, (i) => mask[i] === 1, 8).sizes.length === 1
  )
    return true;
  let big = 0;
  for (const [f, n] of counts) {
    if (n * 10 < total) continue;
    const islands = islandsOf(ctx, f);
    if (islands && count(islands) * 5 >= n * 3) continue;
    big++;
  }
  return big <= 1;
}
