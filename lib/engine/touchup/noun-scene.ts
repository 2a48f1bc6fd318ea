/**
 * The parts a touch-up region's subject is made of, for reading nouns by their usual shape (see
 * noun-roles): 4-connected patches of one material, joined with the touching patches that are
 * their own shades, and the measures the rules share (where a part sits, what it touches).
 */
import { floodFill, labelComponents } from "../raster";
import type { ObjectContext } from "./object-context";

export interface Part {
  readonly pixels: number[];
  readonly n: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly cx: number;
  readonly cy: number;
  /** The lead colour's lightness, chroma and hue (OKLCH). */
  readonly L: number;
  readonly C: number;
  readonly h: number;
  /** Its main material. */
  readonly material: number;
}

export interface Scene {
  readonly parts: Part[];
  readonly width: number;
  readonly size: number;
  /** The subject's box and opaque (non-line) pixel count. */
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly total: number;
  /** Line pixels of the subject (material -1). */
  readonly lines: Uint8Array;
}

export const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * Two touching patches are one part when one is the other's shade; a small patch much lighter
 * than the one it lies on is a shine of its own.
 */
function shadesOfOne(a: Part, b: Part): boolean {
  if (Math.abs(a.L - b.L) > 0.26) return false;
  const [small, large] = a.n < b.n ? [a, b] : [b, a];
  if (small.n * 4 < large.n && small.L >= large.L + 0.12) return false;
  if (a.C < 0.06 && b.C < 0.06) return true;
  return a.C >= 0.04 && b.C >= 0.04 && hueGap(a.h, b.h) <= 25;
}

function partOf(ctx: ObjectContext, pixels: number[], width: number): Part {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  let sx = 0;
  let sy = 0;
  const counts = new Map<number, number>();
  for (const i of pixels) {
    const x = i % width;
    const y = Math.floor(i / width);
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
    sx += x;
    sy += y;
    const v = ctx.canvas.before.data[i]!;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let lead = 0;
  let leadN = -1;
  for (const [v, n] of counts) if (n > leadN || (n === leadN && v < lead)) [lead, leadN] = [v, n];
  const c = ctx.palette.byValue.get(lead)!;
  return {
    pixels,
    n: pixels.length,
    x0,
    y0,
    x1,
    y1,
    cx: sx / pixels.length,
    cy: sy / pixels.length,
    L: c.lch.L,
    C: c.lch.C,
    h: c.lch.h,
    material: ctx.materials.of(lead),
  };
}

/** The subject's parts (see the module comment). */
export function sceneOf(ctx: ObjectContext, subject: Uint8Array): Scene | null {
  const { width, height } = ctx.canvas.px;
  const size = width * height;
  const mat = (i: number) => ctx.materials.of(ctx.canvas.before.data[i]!);
  const comps = labelComponents(width, height, (i) => subject[i] === 1 && mat(i) >= 0, 4);
  // Split each opaque component where the material changes.
  const patch = new Int32Array(size);
  const seen = new Uint8Array(size);
  const patches: number[][] = [];
  for (let start = 0; start < size; start++) {
    if (seen[start] || !comps.labels[start]) continue;
    const k = patches.length + 1;
    const px: number[] = [];
    const material = mat(start);
    floodFill(width, height, [start], (j) => comps.labels[j] !== 0 && mat(j) === material, {
      connectivity: 4,
      seen,
      visit: (i) => {
        patch[i] = k;
        px.push(i);
      },
    });
    patches.push(px);
  }
  if (patches.length === 0) return null;
  const first = patches.map((p) => partOf(ctx, p, width));
  // Join touching patches that are shades of one part (union-find).
  const root = first.map((_, k) => k);
  const find = (k: number): number => {
    let r = k;
    while (root[r] !== r) r = root[r]!;
    return r;
  };
  for (let i = 0; i < size; i++) {
    const a = patch[i]!;
    if (!a) continue;
    for (const j of [i + 1, i + width]) {
      if (j >= size || (j === i + 1 && (i + 1) % width === 0)) continue;
      const b = patch[j]!;
      if (!b || b === a) continue;
      const ra = find(a - 1);
      const rb = find(b - 1);
      if (ra !== rb && shadesOfOne(first[a - 1]!, first[b - 1]!)) root[ra] = rb;
    }
  }
  const groups = new Map<number, number[]>();
  patches.forEach((p, k) => {
    const r = find(k);
    const g = groups.get(r) ?? [];
    for (const i of p) g.push(i);
    groups.set(r, g);
  });
  const parts = [...groups.values()].map((p) => partOf(ctx, p, width));
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  const lines = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    // Line work anywhere in the region (an eye the region's subject does not reach).
    if (mat(i) === -1 && ctx.canvas.inside(x, y)) lines[i] = 1;
    if (!subject[i]) continue;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
    if (mat(i) === -1) lines[i] = 1;
  }
  const total = parts.reduce((s, p) => s + p.n, 0);
  return { parts, width, size, x0, y0, x1, y1, total, lines };
}

export type Rule = (scene: Scene, ctx: ObjectContext) => Part[] | Uint8Array | null;

export const largest = (parts: Part[]): Part | null =>
  parts.reduce<Part | null>((a, b) => (!a || b.n > a.n ? b : a), null);
export const midY = (s: Scene) => (s.y0 + s.y1) / 2;
export const big = (s: Scene) => s.parts.filter((p) => p.n * 12 >= s.total);
export const one = (p: Part | null | undefined): Part[] | null => (p ? [p] : null);

/** True when a part touches another part directly, with no line work between them. */
export function touchesOther(s: Scene, p: Part): boolean {
  const own = new Set(p.pixels);
  const other = new Uint8Array(s.size);
  for (const q of s.parts) if (q !== p) for (const i of q.pixels) other[i] = 1;
  for (const i of p.pixels)
    for (const j of [i - 1, i + 1, i - s.width, i + s.width])
      if (j >= 0 && j < s.size && !own.has(j) && other[j]) return true;
  return false;
}

/** True when no other part lies above any pixel of `p` in its column (it tops the subject). */
export function crowning(s: Scene, p: Part): boolean {
  const own = new Set(p.pixels);
  const colour = new Uint8Array(s.size);
  for (const q of s.parts) if (q !== p) for (const i of q.pixels) colour[i] = 1;
  for (const i of p.pixels)
    for (let j = i - s.width; j >= 0; j -= s.width) if (!own.has(j) && colour[j]) return false;
  return true;
}

/**
 * True when `p` is a shine on `q`: much smaller, clearly lighter, and near-white or of q's
 * own hue (grey stones on brown dirt are lighter too, but are no shine).
 */
export const shineOn = (p: Part, q: Part) =>
  q.n > 2 * p.n &&
  p.L >= q.L + 0.12 &&
  (p.L >= 0.9 || (p.C >= 0.04 && q.C >= 0.04 && hueGap(p.h, q.h) <= 30));

/** True when, over most columns of `p`, other parts (not line work or air) lie just past both
 * its top and its bottom. */
export function closedAboveAndBelow(s: Scene, p: Part): boolean {
  const other = new Uint8Array(s.size);
  for (const q of s.parts) if (q !== p) for (const i of q.pixels) other[i] = 1;
  const own = new Set(p.pixels);
  const cols = new Map<number, { top: number; bottom: number }>();
  for (const i of p.pixels) {
    const x = i % s.width;
    const y = Math.floor(i / s.width);
    const c = cols.get(x) ?? { top: y, bottom: y };
    cols.set(x, { top: Math.min(c.top, y), bottom: Math.max(c.bottom, y) });
  }
  let closed = 0;
  for (const [x, c] of cols) {
    const above = (c.top - 1) * s.width + x;
    const below = (c.bottom + 1) * s.width + x;
    const ok = (j: number) => j >= 0 && j < s.size && !own.has(j) && other[j] === 1;
    if (ok(above) && ok(below)) closed++;
  }
  return closed * 2 >= cols.size;
}

/** True when sizeable other parts (a tenth of its size or more) touch 30% of a part's edge. */
export function heldIn(s: Scene, p: Part): boolean {
  const owner = new Int32Array(s.size).fill(-1);
  s.parts.forEach((q, k) => {
    for (const i of q.pixels) owner[i] = k;
  });
  const self = s.parts.indexOf(p);
  let edge = 0;
  let held = 0;
  for (const i of p.pixels)
    for (const j of [i - 1, i + 1, i - s.width, i + s.width]) {
      if (j < 0 || j >= s.size || owner[j] === self) continue;
      edge++;
      const o = owner[j]!;
      if (o >= 0 && s.parts[o]!.n * 10 >= p.n) held++;
    }
  return edge > 0 && held >= edge * 0.3;
}

/**
 * True when a part lies on the sprite's silhouette: beside air, or beside an outline pixel that
 * is beside air. A dot on a cap is not; a chimney standing off a roof is.
 */
export function onSilhouette(s: Scene, ctx: ObjectContext, p: Part): boolean {
  const { width } = ctx.canvas.px;
  const air = (j: number, from: number) => {
    const x = from % width;
    if (j < 0 || j >= s.size || (j === from - 1 && x === 0) || (j === from + 1 && x === width - 1))
      return true;
    return ctx.materials.of(ctx.canvas.before.data[j]!) === -2;
  };
  const near = (i: number) => [i - 1, i + 1, i - width, i + width];
  for (const i of p.pixels)
    for (const j of near(i)) {
      if (air(j, i)) return true;
      const line = !air(j, i) && ctx.materials.of(ctx.canvas.before.data[j]!) === -1;
      if (line && near(j).some((k) => air(k, j))) return true;
    }
  return false;
}

export const inside = (a: Part, b: Part) =>
  a.x0 > b.x0 && a.x1 < b.x1 && a.y0 > b.y0 && a.y1 < b.y1;

/** A part with the other parts of its material (the tufts of grass cut off by the dirt). */
export const withKin = (s: Scene, p: Part | null | undefined): Part[] | null =>
  p ? s.parts.filter((q) => q.material === p.material) : null;

/** Every pixel of the scene's parts. */
export function allParts(s: Scene): Uint8Array {
  const m = new Uint8Array(s.size);
  for (const p of s.parts) for (const i of p.pixels) m[i] = 1;
  return m;
}

/** True when the subject holds (nearly) all of the sprite's coloured pixels. */
export function holdsSprite(s: Scene, ctx: ObjectContext): boolean {
  let sprite = 0;
  for (let i = 0; i < s.size; i++) if (ctx.materials.of(ctx.canvas.before.data[i]!) >= 0) sprite++;
  return s.total >= sprite * 0.9;
}
