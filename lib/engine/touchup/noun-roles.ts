/**
 * What a noun usually is, read from the shapes a region holds. On an artist's own drawing most
 * nouns ("the liquid", "the cork", "the door", "the petals") name no layer and no colour; what
 * they name is a part with a usual place and shape: the liquid is the largest coloured fill
 * inside a container, the cork the small piece on top, the door the tall piece standing on the
 * bottom, the roof the large piece on top, the petals the ring around a centre, the stones the
 * repeated islands on a ground. This module splits the region's subject into parts and picks
 * the one (or ones) a noun's rule describes; null when the rule finds nothing, so the caller
 * asks instead of guessing.
 *
 * A part is a 4-connected patch of one material, joined with the touching patches that are its
 * own shades (a door drawn in two browns a ramp step apart, a rim in light and dark steel): same
 * hue, or both near-neutral, and close in lightness.
 */
import { labelComponents } from "../raster";
import type { ObjectContext } from "./objects";

interface Part {
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

interface Scene {
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

const hueGap = (a: number, b: number) => {
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
function sceneOf(ctx: ObjectContext, subject: Uint8Array): Scene | null {
  const { width, height } = ctx.canvas.px;
  const size = width * height;
  const mat = (i: number) => ctx.materials.of(ctx.canvas.before.data[i]!);
  const comps = labelComponents(width, height, (i) => subject[i] === 1 && mat(i) >= 0, 4);
  // Split each opaque component where the material changes.
  const patch = new Int32Array(size);
  const patches: number[][] = [];
  for (let start = 0; start < size; start++) {
    if (patch[start] || !comps.labels[start]) continue;
    const k = patches.length + 1;
    const px: number[] = [];
    const stack = [start];
    patch[start] = k;
    while (stack.length > 0) {
      const i = stack.pop()!;
      px.push(i);
      const x = i % width;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= size || patch[j] || !comps.labels[j]) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === width - 1)) continue;
        if (mat(j) !== mat(i)) continue;
        patch[j] = k;
        stack.push(j);
      }
    }
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

type Rule = (scene: Scene, ctx: ObjectContext) => Part[] | Uint8Array | null;

const largest = (parts: Part[]): Part | null =>
  parts.reduce<Part | null>((a, b) => (!a || b.n > a.n ? b : a), null);
const midY = (s: Scene) => (s.y0 + s.y1) / 2;
const big = (s: Scene) => s.parts.filter((p) => p.n * 12 >= s.total);
const one = (p: Part | null | undefined): Part[] | null => (p ? [p] : null);

/** The small piece on top (a cork, a lid): the topmost part of at most a quarter. */
const topSmall: Rule = (s) => {
  const mid = (s.x0 + s.x1) / 2;
  const third = (s.x1 - s.x0 + 1) / 5;
  const small = s.parts.filter(
    (p) =>
      p.n * 4 <= s.total &&
      p.n >= 3 &&
      crowning(s, p) &&
      Math.abs(p.cx - mid) <= third &&
      !touchesOther(s, p),
  );
  return one(small.sort((a, b) => a.y0 - b.y0 || a.cy - b.cy)[0]);
};

/** True when a part touches another part directly, with no line work between them. */
function touchesOther(s: Scene, p: Part): boolean {
  const own = new Set(p.pixels);
  const other = new Uint8Array(s.size);
  for (const q of s.parts) if (q !== p) for (const i of q.pixels) other[i] = 1;
  for (const i of p.pixels)
    for (const j of [i - 1, i + 1, i - s.width, i + s.width])
      if (j >= 0 && j < s.size && !own.has(j) && other[j]) return true;
  return false;
}

/** True when no other part lies above any pixel of `p` in its column (it tops the subject). */
function crowning(s: Scene, p: Part): boolean {
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
const shineOn = (p: Part, q: Part) =>
  q.n > 2 * p.n &&
  p.L >= q.L + 0.12 &&
  (p.L >= 0.9 || (p.C >= 0.04 && q.C >= 0.04 && hueGap(p.h, q.h) <= 30));

/** The largest coloured fill that is not that top piece (the liquid in a bottle). */
const fill: Rule = (s, ctx) => {
  const top = topSmall(s, ctx) as Part[] | null;
  const hued = s.parts.filter((p) => p.C >= 0.06 && !top?.includes(p));
  const p = largest(hued);
  // Held in a container: a sizeable other part runs along a good share of its edge, and
  // closes it above and below over most of its width.
  return p && heldIn(s, p) && closedAboveAndBelow(s, p) ? [p] : null;
};

/** True when, over most columns of `p`, other parts (not line work or air) lie just past both
 * its top and its bottom. */
function closedAboveAndBelow(s: Scene, p: Part): boolean {
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
function heldIn(s: Scene, p: Part): boolean {
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

/** The container: everything but the fill and the piece on top. */
const container: Rule = (s, ctx) => {
  const skip = new Set([
    ...((fill(s, ctx) as Part[]) ?? []),
    ...((topSmall(s, ctx) as Part[]) ?? []),
  ]);
  const rest = s.parts.filter((p) => !skip.has(p));
  return rest.length > 0 ? rest : null;
};

/** The large piece on top (a roof, a canopy): the largest part centred in the upper half. */
const topLarge: Rule = (s) => one(largest(s.parts.filter((p) => p.cy < midY(s))));

/**
 * A roof: the large piece on top, spanning most of the subject's width, over another sizeable
 * piece (the walls); a sheen on a slime's left side is none.
 */
const roof: Rule = (s, ctx) => {
  const p = (topLarge(s, ctx) as Part[] | null)?.[0];
  if (!p || p.x1 - p.x0 + 1 < (s.x1 - s.x0 + 1) * 0.8) return null;
  // A wedge: it is widest at its foot (a canopy or a band of grass is widest higher up).
  const spans = new Map<number, [number, number]>();
  for (const i of p.pixels) {
    const x = i % s.width;
    const y = Math.floor(i / s.width);
    const [a, b] = spans.get(y) ?? [x, x];
    spans.set(y, [Math.min(a, x), Math.max(b, x)]);
  }
  const widths = new Map([...spans].map(([y, [a, b]]) => [y, b - a + 1] as const));
  const widest = Math.max(...widths.values());
  let first = p.y1;
  for (let y = p.y0; y <= p.y1; y++)
    if ((widths.get(y) ?? 0) === widest) {
      first = y;
      break;
    }
  if (first < p.y0 + 0.7 * (p.y1 - p.y0)) return null;
  const below = s.parts.some((q) => q !== p && q.n * 8 >= s.total && q.cy > p.y1 - 1);
  return below ? [p] : null;
};

/** The large piece below (walls, a base): the largest part centred in the lower half. */
const bottomLarge: Rule = (s) => one(largest(s.parts.filter((p) => p.cy >= midY(s))));

/**
 * True when a part lies on the sprite's silhouette: beside air, or beside an outline pixel that
 * is beside air. A dot on a cap is not; a chimney standing off a roof is.
 */
function onSilhouette(s: Scene, ctx: ObjectContext, p: Part): boolean {
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

/** A chimney: a small upright piece in the top quarter on the silhouette, not the roof. */
const chimney: Rule = (s, ctx) => {
  const roof = (topLarge(s, ctx) as Part[] | null)?.[0];
  const h = s.y1 - s.y0 + 1;
  const c = s.parts.filter(
    (p) =>
      p !== roof &&
      p.y0 <= s.y0 + h / 4 &&
      p.n * 6 <= s.total &&
      p.y1 - p.y0 >= p.x1 - p.x0 &&
      onSilhouette(s, ctx, p),
  );
  return one(c.sort((a, b) => a.y0 - b.y0)[0]);
};

/** A door: a tall piece standing on the bottom, not the largest there. */
const door: Rule = (s) => {
  const floor = largest(s.parts);
  const c = s.parts.filter(
    (p) =>
      p !== floor && p.y1 >= s.y1 - 2 && p.y1 - p.y0 + 1 >= 1.3 * (p.x1 - p.x0 + 1) && p.n >= 4,
  );
  return one(largest(c));
};

/** Windows: small look-alike parts (two or more of one colour) off the bottom. */
const windows: Rule = (s) => {
  const off = s.parts.filter((p) => p.y1 < s.y1 - 2 && p.n * 8 <= s.total && p.n >= 2);
  let best: Part[] | null = null;
  for (const p of off) {
    const twins = off.filter(
      (q) => q.material === p.material && Math.abs(q.n - p.n) <= Math.max(2, p.n / 3),
    );
    if (twins.length >= 2 && (!best || twins.length > best.length)) best = twins;
  }
  return best;
};

const inside = (a: Part, b: Part) => a.x0 > b.x0 && a.x1 < b.x1 && a.y0 > b.y0 && a.y1 < b.y1;

/** The ring around a centre (petals): the largest part whose box holds another part's. */
const ring: Rule = (s) =>
  one(largest(s.parts.filter((p) => s.parts.some((q) => q !== p && centreOf(q, p)))));

/** True when `q` is a centre `p` rings: inside its box, and of another clear hue (no shine). */
const centreOf = (q: Part, p: Part) =>
  inside(q, p) && q.n >= 2 && q.C >= 0.06 && p.C >= 0.06 && hueGap(q.h, p.h) >= 40;

/** The centre a ring surrounds: the part inside the ring's box nearest its middle. */
const centre: Rule = (s, ctx) => {
  const r = (ring(s, ctx) as Part[] | null)?.[0];
  if (!r) return null;
  const mx = (r.x0 + r.x1) / 2;
  const my = (r.y0 + r.y1) / 2;
  const c = s.parts.filter((q) => q !== r && centreOf(q, r));
  return one(
    c.sort((a, b) => Math.hypot(a.cx - mx, a.cy - my) - Math.hypot(b.cx - mx, b.cy - my))[0],
  );
};

/**
 * A stem (a stalk, a trunk): the lowest large part standing on the bottom, cut to the columns it
 * runs down (a leaf growing from it is not the stem).
 */
function stemMask(s: Scene): Uint8Array | null {
  const wide = s.x1 - s.x0 + 1;
  // The one sizeable part standing on the bottom (a house's door stands beside its walls, a
  // bird's legs are two), narrow against the subject.
  const standing = s.parts.filter((p) => p.y1 >= s.y1 - 2 && p.n >= 4);
  if (standing.length !== 1) return null;
  const p = standing[0]!;
  if (p.x1 - p.x0 + 1 > wide * 0.55 || p.y1 - p.y0 + 1 < 0.7 * (p.x1 - p.x0 + 1)) return null;
  const rows = p.y1 - p.y0 + 1;
  const perColumn = new Map<number, number>();
  for (const i of p.pixels) perColumn.set(i % s.width, (perColumn.get(i % s.width) ?? 0) + 1);
  const mask = new Uint8Array(s.size);
  for (const i of p.pixels) if ((perColumn.get(i % s.width) ?? 0) >= rows * 0.3) mask[i] = 1;
  return mask;
}
const stem: Rule = (s) => stemMask(s);

/**
 * Leaves: the green parts, less the stem where a green stem carries them; with no green, the
 * large part on top (the canopy of a tree drawn in autumn colours).
 */
const leaves: Rule = (s, ctx) => {
  const greens = s.parts.filter((p) => p.C >= 0.04 && p.h >= 100 && p.h <= 170);
  if (greens.length === 0) return topLarge(s, ctx);
  const st = stemMask(s);
  const mask = new Uint8Array(s.size);
  let n = 0;
  for (const q of greens)
    for (const i of q.pixels)
      if (!st?.[i]) {
        mask[i] = 1;
        n++;
      }
  return n >= 3 ? mask : null;
};

/** A part with the other parts of its material (the tufts of grass cut off by the dirt). */
const withKin = (s: Scene, p: Part | null | undefined): Part[] | null =>
  p ? s.parts.filter((q) => q.material === p.material) : null;

/** The topmost large part (grass on a tile), with the rest of its material. */
const topmost: Rule = (s) => withKin(s, big(s).sort((a, b) => a.cy - b.cy)[0]);

/** The largest part (the ground of a tile), with the rest of its material. */
const main: Rule = (s) => withKin(s, largest(s.parts));

/** Repeated islands (stones, apples): two or more small look-alike parts ringed by one other. */
const islands: Rule = (s) => {
  const surface = largest(s.parts);
  const small = s.parts.filter(
    (p) => p !== surface && p.n * 10 <= s.total && !(surface && shineOn(p, surface)),
  );
  const byMaterial = new Map<number, Part[]>();
  for (const p of small) byMaterial.set(p.material, [...(byMaterial.get(p.material) ?? []), p]);
  let best: Part[] | null = null;
  for (const list of byMaterial.values())
    if (list.length >= 2 && (!best || list.length > best.length)) best = list;
  return best;
};

/** A beak (a bill): a small part at the far side of the subject, in its upper half. */
const beak: Rule = (s) => {
  const c = s.parts.filter(
    (p) =>
      p.n * 8 <= s.total &&
      p.cy < midY(s) + 1 &&
      (p.x1 >= s.x1 - 2 || p.x0 <= s.x0 + 2) &&
      p.C >= 0.04,
  );
  return one(largest(c));
};

/** Legs (feet): the small parts hanging below the largest part. */
const legs: Rule = (s) => {
  const body = largest(s.parts);
  if (!body) return null;
  const c = s.parts.filter((p) => p !== body && p.y0 > body.y1 && p.n * 6 <= s.total);
  return c.length > 0 ? c : null;
};

/** A belly: the lightest sizeable part that is not the largest. */
const belly: Rule = (s) => {
  const body = largest(s.parts);
  const c = big(s).filter((p) => p !== body);
  return one(c.sort((a, b) => b.L - a.L)[0]);
};

/**
 * An emblem (a cross, a crest): on a shape with a rim, the sizeable part that is neither the
 * largest (the field) nor the rim (almost all of it on the subject's edge).
 */
const emblem: Rule = (s) => {
  const field = largest(s.parts);
  const onEdge = (p: Part) => {
    let edge = 0;
    for (const i of p.pixels) {
      const x = i % s.width;
      const y = Math.floor(i / s.width);
      if (x <= s.x0 + 2 || x >= s.x1 - 2 || y <= s.y0 + 2 || y >= s.y1 - 2) edge++;
      else if ([i - 1, i + 1, i - s.width, i + s.width].some((j) => s.lines[j])) edge++;
    }
    return edge >= p.n * 0.7;
  };
  const c = s.parts.filter(
    (p) => p !== field && p.n * 25 >= s.total && !onEdge(p) && !(field && shineOn(p, field)),
  );
  return one(largest(c));
};

/**
 * Eyes: small islands of line colour inside the subject (dark pixels ringed by a material, not
 * by air): every line patch of at most six pixels with no air beside it.
 */
const eyes: Rule = (s, ctx) => {
  const { width, height } = ctx.canvas.px;
  const comps = labelComponents(width, height, (i) => s.lines[i] === 1, 4);
  const ok = comps.sizes.map((n) => n <= 6);
  for (let i = 0; i < s.size; i++) {
    const k = comps.labels[i]!;
    if (!k || !ok[k - 1]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      const m = ctx.materials.of(ctx.canvas.before.data[j]!);
      if (m === -2 || (m === -1 && comps.labels[j] !== k)) ok[k - 1] = false;
    }
  }
  const mask = new Uint8Array(s.size);
  let n = 0;
  for (let i = 0; i < s.size; i++) {
    const k = comps.labels[i]!;
    if (k && ok[k - 1]) {
      mask[i] = 1;
      n++;
    }
  }
  return n > 0 ? mask : null;
};

/**
 * Bands (trim, stripes across a chest): thin parts running across most of the subject's width,
 * of one material (the material with most such bands).
 */
const bands: Rule = (s) => {
  const wide = s.x1 - s.x0 + 1;
  // Bands lie across the body: the material of most pixels is what they lie on.
  const perMaterial = new Map<number, number>();
  for (const p of s.parts) perMaterial.set(p.material, (perMaterial.get(p.material) ?? 0) + p.n);
  const body = [...perMaterial].sort((a, b) => b[1] - a[1])[0]?.[0];
  const c = s.parts.filter(
    (p) => p.material !== body && p.x1 - p.x0 + 1 >= wide * 0.6 && p.y1 - p.y0 + 1 <= 3,
  );
  const byMaterial = new Map<number, Part[]>();
  for (const p of c) byMaterial.set(p.material, [...(byMaterial.get(p.material) ?? []), p]);
  let best: Part[] | null = null;
  for (const list of byMaterial.values()) if (!best || list.length > best.length) best = list;
  return best;
};

/** A lock (a clasp, a gem set in it): the small part nearest the subject's middle. */
const middleSmall: Rule = (s, ctx) => {
  const mx = (s.x0 + s.x1) / 2;
  const my = (s.y0 + s.y1) / 2;
  // Set in something: off the silhouette, and no shine on the body.
  const body = largest(s.parts);
  const c = s.parts.filter(
    (p) =>
      p.n >= 2 && p.n * 10 <= s.total && !onSilhouette(s, ctx, p) && !(body && shineOn(p, body)),
  );
  return one(
    c.sort((a, b) => Math.hypot(a.cx - mx, a.cy - my) - Math.hypot(b.cx - mx, b.cy - my))[0],
  );
};

/**
 * A wing folded on a body: the body's deepest shades (well below its main colour) gathered in
 * a patch inside it, touching no line and no air; a patch of at least four pixels. The body's
 * own shading runs along its outline; the wing lies within.
 */
const wing: Rule = (s, ctx) => {
  const body = largest(s.parts);
  if (!body) return null;
  const { width, height } = ctx.canvas.px;
  const inBody = new Uint8Array(s.size);
  for (const i of body.pixels) inBody[i] = 1;
  const deep = (i: number) => {
    const c = ctx.palette.byValue.get(ctx.canvas.before.data[i]!);
    return inBody[i] === 1 && c !== undefined && c.lch.L < body.L - 0.18;
  };
  const comps = labelComponents(width, height, deep, 4);
  const ok = comps.sizes.map((n) => n >= 4);
  for (let i = 0; i < s.size; i++) {
    const k = comps.labels[i]!;
    if (!k || !ok[k - 1]) continue;
    for (const j of [i - 1, i + 1, i - width, i + width]) {
      if (j < 0 || j >= s.size || ctx.materials.of(ctx.canvas.before.data[j]!) < 0)
        ok[k - 1] = false;
    }
  }
  const mask = Uint8Array.from(comps.labels, (k) => (k && ok[k - 1] ? 1 : 0));
  // A wing is a sizeable share of the body, not a mouth or a crease.
  let n = 0;
  for (const v of mask) n += v;
  return n * 12 >= body.n ? mask : null;
};

/**
 * A shine (a highlight, a glint): small parts much lighter than the larger part they lie on.
 */
const shine: Rule = (s) => {
  const owner = new Int32Array(s.size).fill(-1);
  s.parts.forEach((p, k) => {
    for (const i of p.pixels) owner[i] = k;
  });
  const out: Part[] = [];
  s.parts.forEach((p, k) => {
    if (p.n < 2 || p.n * 10 > s.total) return;
    const on = new Set<number>();
    for (const i of p.pixels)
      for (const j of [i - 1, i + 1, i - s.width, i + s.width]) {
        const o = j >= 0 && j < s.size ? owner[j]! : -1;
        if (o >= 0 && o !== k) on.add(o);
      }
    if ([...on].some((o) => shineOn(p, s.parts[o]!))) out.push(p);
  });
  return out.length > 0 ? out : null;
};

/** Every pixel of the scene's parts. */
function allParts(s: Scene): Uint8Array {
  const m = new Uint8Array(s.size);
  for (const p of s.parts) for (const i of p.pixels) m[i] = 1;
  return m;
}

/**
 * A ring (the bow of a key, a loop): the pixels around a hole, the hole being what is not the
 * subject inside its box and shut off from the box's edge, as far out as the ring is thick.
 */
function ringMask(s: Scene, ctx: ObjectContext): Uint8Array | null {
  const { width, height } = ctx.canvas.px;
  const body = allParts(s);
  let bx0 = width;
  let by0 = height;
  let bx1 = -1;
  let by1 = -1;
  body.forEach((v, i) => {
    if (!v) return;
    bx0 = Math.min(bx0, i % width);
    bx1 = Math.max(bx1, i % width);
    by0 = Math.min(by0, Math.floor(i / width));
    by1 = Math.max(by1, Math.floor(i / width));
  });
  if (bx1 < 0) return null;
  const inBox = (i: number) => {
    const x = i % width;
    const y = Math.floor(i / width);
    return x >= bx0 && x <= bx1 && y >= by0 && y <= by1;
  };
  const comps = labelComponents(width, height, (i) => inBox(i) && !body[i], 4);
  const open = new Set<number>();
  comps.labels.forEach((k, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    if (k && (x === bx0 || x === bx1 || y === by0 || y === by1)) open.add(k);
  });
  // The largest shut-off hole with some air in it (a line pixel alone is no hole).
  let hole = 0;
  let holeN = 0;
  comps.sizes.forEach((n, k) => {
    if (open.has(k + 1) || n <= holeN) return;
    let air = false;
    comps.labels.forEach((l, i) => {
      if (l === k + 1 && ctx.materials.of(ctx.canvas.before.data[i]!) === -2) air = true;
    });
    if (air) [hole, holeN] = [k + 1, n];
  });
  if (!hole) return null;
  let hx0 = width;
  let hy0 = height;
  let hx1 = -1;
  let hy1 = -1;
  comps.labels.forEach((k, i) => {
    if (k !== hole) return;
    hx0 = Math.min(hx0, i % width);
    hx1 = Math.max(hx1, i % width);
    hy0 = Math.min(hy0, Math.floor(i / width));
    hy1 = Math.max(hy1, Math.floor(i / width));
  });
  // The ring's thickness: the run of the subject straight out from the hole's middle.
  const my = Math.floor((hy0 + hy1) / 2);
  const mx = Math.floor((hx0 + hx1) / 2);
  const run = (x: number, y: number, dx: number, dy: number) => {
    let n = 0;
    for (let cx = x + dx, cy = y + dy; cx >= 0 && cy >= 0 && cx < width && cy < height; ) {
      if (!body[cy * width + cx]) break;
      n++;
      cx += dx;
      cy += dy;
    }
    return n;
  };
  const t = Math.max(
    1,
    Math.min(run(hx0, my, -1, 0), run(hx1, my, 1, 0), run(mx, hy0, 0, -1), run(mx, hy1, 0, 1)),
  );
  const mask = new Uint8Array(s.size);
  let n = 0;
  body.forEach((v, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    if (v && x >= hx0 - t && x <= hx1 + t && y >= hy0 - t && y <= hy1 + t) {
      mask[i] = 1;
      n++;
    }
  });
  return n >= 4 ? mask : null;
}

/**
 * A bar and what hangs off it (a key's shaft and teeth), the ring left out: the bar is the
 * rows that run across at least half of what is left, the teeth the rest below or above it.
 */
function barAndTeeth(s: Scene, ctx: ObjectContext): { bar: Uint8Array; teeth: Uint8Array } | null {
  const { width } = ctx.canvas.px;
  const rest = allParts(s);
  const ring = ringMask(s, ctx);
  if (ring) for (let i = 0; i < rest.length; i++) if (ring[i]) rest[i] = 0;
  let x0 = width;
  let x1 = -1;
  const rows = new Map<number, number[]>();
  rest.forEach((v, i) => {
    if (!v) return;
    const y = Math.floor(i / width);
    x0 = Math.min(x0, i % width);
    x1 = Math.max(x1, i % width);
    rows.set(y, [...(rows.get(y) ?? []), i % width]);
  });
  if (x1 < 0) return null;
  const longRow = (xs: number[]) => {
    let best = 0;
    let cur = 0;
    xs.sort((a, b) => a - b).forEach((x, k) => {
      cur = k > 0 && xs[k - 1] === x - 1 ? cur + 1 : 1;
      best = Math.max(best, cur);
    });
    return best;
  };
  const bars = [...rows].filter(([, xs]) => longRow(xs) >= (x1 - x0 + 1) * 0.5).map(([y]) => y);
  if (bars.length === 0 || bars.length > 4) return null;
  const bar = new Uint8Array(s.size);
  const teeth = new Uint8Array(s.size);
  rest.forEach((v, i) => {
    if (v) (bars.includes(Math.floor(i / width)) ? bar : teeth)[i] = 1;
  });
  return { bar, teeth };
}

const ringRule: Rule = (s, ctx) => ringMask(s, ctx);
const barRule: Rule = (s, ctx) => barAndTeeth(s, ctx)?.bar ?? null;
const teethRule: Rule = (s, ctx) => {
  const t = barAndTeeth(s, ctx)?.teeth;
  return t?.some((v) => v === 1) ? t : null;
};

/**
 * Nouns of one kind of thing ask for that thing's build first: a building's parts for a roof
 * over walls, a ground's for a tile filled edge to edge, a plant's for a stem, a creature's for
 * legs beneath it, a key's for a ring round a hole. A potion has no walls, a shield no grass.
 */
const gated =
  (gate: Rule, rule: Rule): Rule =>
  (s, ctx) =>
    gate(s, ctx) ? rule(s, ctx) : null;

/** True when the subject holds (nearly) all of the sprite's coloured pixels. */
function holdsSprite(s: Scene, ctx: ObjectContext): boolean {
  let sprite = 0;
  for (let i = 0; i < s.size; i++) if (ctx.materials.of(ctx.canvas.before.data[i]!) >= 0) sprite++;
  return s.total >= sprite * 0.9;
}

/** A plant: a stem, or a selection cut inside the sprite (leaves chosen off their tree). */
const plant: Rule = (s, ctx) => stem(s, ctx) ?? (holdsSprite(s, ctx) ? null : s.parts);

/** A ground tile: its subject fills its own box (no silhouette, no outline). */
const ground: Rule = (s) => {
  const box = (s.x1 - s.x0 + 1) * (s.y1 - s.y0 + 1);
  return s.total >= box * 0.9 ? s.parts : null;
};

/** Legs beneath a body: two or more small parts below the largest, standing on the bottom. */
const creature: Rule = (s, ctx) => {
  const l = legs(s, ctx) as Part[] | null;
  return l && l.filter((p) => p.y1 >= s.y1 - 2).length >= 2 ? l : null;
};

/** A window or a door is set in the walls: inside their box. */
const inWalls =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const walls = (bottomLarge(s, ctx) as Part[] | null)?.[0];
    const got = rule(s, ctx) as Part[] | null;
    if (!walls || !got) return null;
    const within = (p: Part) => p.x0 >= walls.x0 && p.x1 <= walls.x1 && p.y0 >= walls.y0 - 1;
    return got.every(within) ? got : null;
  };

/** A centre is one: a ring around several islands (apples in a canopy) is no flower. */
const oneCentre: Rule = (s) => {
  const inner = s.parts.filter((q) => s.parts.some((p) => p !== q && centreOf(q, p)));
  return inner.length === 1 ? inner : null;
};

/** A lock is one of a kind: a stone among stones or a window beside its twin is none. */
const unique =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const got = rule(s, ctx) as Part[] | null;
    const p = got?.[0];
    if (!p) return null;
    return s.parts.some((q) => q !== p && q.material === p.material && q.n >= 2) ? null : got;
  };

/** An emblem lies on the field: the field runs along half its edge. */
const onField =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const got = rule(s, ctx) as Part[] | null;
    const p = got?.[0];
    const field = largest(s.parts);
    if (!p || !field) return null;
    // The field may be cut in pieces by the emblem (a cross quarters it): all its pieces count.
    const on = new Set(
      s.parts.filter((q) => q.material === field.material).flatMap((q) => q.pixels),
    );
    let edge = 0;
    let touching = 0;
    const own = new Set(p.pixels);
    for (const i of p.pixels)
      for (const j of [i - 1, i + 1, i - s.width, i + s.width]) {
        if (j < 0 || j >= s.size || own.has(j)) continue;
        edge++;
        if (on.has(j)) touching++;
      }
    return touching * 2 >= edge ? got : null;
  };

/**
 * Fruit hangs on a surface: small compact islands (no side over a quarter of the subject's),
 * each with the largest part along half its edge. A band of trim or a pair of legs is none.
 */
const onSurface =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const got = rule(s, ctx) as Part[] | null;
    const surface = largest(s.parts);
    if (!got || !surface) return null;
    const on = new Set(surface.pixels);
    const side = Math.max(4, Math.max(s.x1 - s.x0 + 1, s.y1 - s.y0 + 1) / 4);
    const ok = (p: Part) => {
      if (p.x1 - p.x0 + 1 > side || p.y1 - p.y0 + 1 > side) return false;
      const own = new Set(p.pixels);
      let edge = 0;
      let touching = 0;
      for (const i of p.pixels)
        for (const j of [i - 1, i + 1, i - s.width, i + s.width]) {
          if (j < 0 || j >= s.size || own.has(j)) continue;
          edge++;
          if (on.has(j)) touching++;
        }
      return touching * 2 >= edge;
    };
    return got.every(ok) ? got : null;
  };

const RULES: ReadonlyArray<[readonly string[], Rule]> = [
  [["ring", "loop", "bow", "eyelet"], ringRule],
  [["shaft", "shank", "rod", "bar"], gated(ringRule, barRule)],
  [["teeth", "tooth", "prongs", "prong", "notches", "wards"], gated(ringRule, teethRule)],
  [["shine", "highlight", "highlights", "glint", "sparkle", "reflection", "gleam"], shine],
  [["wing", "wings"], wing],
  [["lock", "padlock", "latch", "clasp", "keyhole", "buckle"], unique(middleSmall)],
  [["bands", "band", "stripes", "stripe", "trim", "straps", "strap", "hoops"], bands],
  [["liquid", "liquids", "water", "juice", "fluid", "contents", "brew", "drink", "poison"], fill],
  [["glass", "bottle", "jar", "flask", "vial", "jug", "vase", "container", "phial"], container],
  [["cork", "lid", "stopper", "plug", "cap", "top"], topSmall],
  [["roof", "roofs", "rooftop", "shingles", "tiles"], roof],
  [["chimney", "chimneys", "smokestack"], gated(roof, chimney)],
  [["door", "doors", "doorway", "gate", "entrance"], gated(roof, inWalls(door))],
  [["window", "windows", "pane", "panes"], gated(roof, inWalls(windows))],
  [["wall", "walls", "facade", "house front"], gated(roof, bottomLarge)],
  [["petal", "petals", "bloom", "blossom"], gated(oneCentre, ring)],
  [["center", "centre", "middle", "core", "pistil", "disc", "disk"], gated(oneCentre, centre)],
  [["stem", "stems", "stalk", "stalks", "trunk"], stem],
  [["leaf", "leaves", "foliage"], gated(plant, leaves)],
  [["grass", "turf", "lawn", "moss"], gated(ground, topmost)],
  [["dirt", "soil", "ground", "earth", "mud", "sand", "floor"], gated(ground, main)],
  [
    ["stone", "stones", "rock", "rocks", "pebble", "pebbles", "gravel", "cobbles"],
    gated(ground, islands),
  ],
  [["apple", "apples", "fruit", "fruits", "berries", "cherries"], onSurface(islands)],
  [["beak", "bill"], gated(creature, beak)],
  [["leg", "legs", "feet", "foot", "claws", "talons"], creature],
  [["belly", "tummy", "stomach", "underbelly"], gated(creature, belly)],
  [["emblem", "cross", "crest", "symbol", "sigil", "logo", "badge", "insignia"], onField(emblem)],
  [["eye", "eyes", "pupil", "pupils"], eyes],
];

const RULE_OF: ReadonlyMap<string, Rule> = new Map(
  RULES.flatMap(([words, rule]) => words.map((w) => [w, rule] as const)),
);

/**
 * True when a subject is one part drawn in several shades (a lock in light and dark steel):
 * its colours all belong to it, so "make it gold" maps every one of them.
 */
export function onePart(ctx: ObjectContext, subject: Uint8Array): boolean {
  const scene = sceneOf(ctx, subject);
  return scene !== null && scene.parts.filter((p) => p.n >= 2).length === 1;
}

/** True when the noun has a usual shape this module can look for. */
export function hasRole(noun: string): boolean {
  return RULE_OF.has(noun);
}

/**
 * The pixels of the subject a noun usually names (its parts, with the line pixels inside them
 * left out), or null when its rule finds nothing there.
 */
export function byRole(ctx: ObjectContext, noun: string, subject: Uint8Array): Uint8Array | null {
  const rule = RULE_OF.get(noun);
  if (!rule) return null;
  const scene = sceneOf(ctx, subject);
  if (!scene) return null;
  const got = rule(scene, ctx);
  if (!got) return null;
  let mask: Uint8Array;
  if (got instanceof Uint8Array) mask = got;
  else {
    mask = new Uint8Array(scene.size);
    for (const p of got) for (const i of p.pixels) mask[i] = 1;
  }
  // A part is a part of something: a rule that lands on most of a subject with no other
  // sizeable part (the "liquid" of a slime is the slime) found no part.
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i]!;
  const others = scene.parts.filter(
    (p) => p.n * 10 >= scene.total && p.pixels.every((i) => !mask[i]),
  );
  // A region cut inside the sprite (the canopy of a tree) is the artist's selection of the part.
  const whole = holdsSprite(scene, ctx);
  if (rule !== main && whole && n > scene.total * 0.6 && others.length === 0) return null;
  return mask;
}

/** Nouns for a whole thing, and the shape that tells one thing from another beside it. */
const ROUND = new Set(["ball", "orb", "sphere", "bubble", "globe", "circle", "marble"]);
const SQUARE = new Set(["block", "cube", "box", "crate", "brick", "square"]);

/**
 * Among several separate things in the region (a ball beside a block), the one a shape noun
 * names: the roundest for "ball", the squarest for "block". Null when the noun names no shape
 * or the region holds one thing.
 */
export function thingByShape(
  ctx: ObjectContext,
  noun: string,
  subject: Uint8Array,
): Uint8Array | null {
  const round = ROUND.has(noun);
  if (!round && !SQUARE.has(noun)) return null;
  const { width, height } = ctx.canvas.px;
  const comps = labelComponents(width, height, (i) => subject[i] === 1, 8);
  const things = comps.sizes
    .map((n, k) => ({ n, k: k + 1, x0: width, y0: height, x1: -1, y1: -1 }))
    .filter((t) => t.n >= 9);
  if (things.length < 2) return null;
  for (let i = 0; i < comps.labels.length; i++) {
    const t = things.find((o) => o.k === comps.labels[i]);
    if (!t) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    t.x0 = Math.min(t.x0, x);
    t.y0 = Math.min(t.y0, y);
    t.x1 = Math.max(t.x1, x);
    t.y1 = Math.max(t.y1, y);
  }
  // How much of its box a thing fills: a square fills it all, a disc about π/4 of it.
  const filled = (t: (typeof things)[number]) => t.n / ((t.x1 - t.x0 + 1) * (t.y1 - t.y0 + 1));
  const pick = things.sort((a, b) => (round ? filled(a) - filled(b) : filled(b) - filled(a)))[0]!;
  return Uint8Array.from(comps.labels, (k) => (k === pick.k ? 1 : 0));
}

/** Nouns that name the whole of what the region holds, whatever it is made of. */
export const WHOLE_NOUNS: ReadonlySet<string> = new Set([
  "potion",
  "chest",
  "crate",
  "bird",
  "slime",
  "blob",
  "flower",
  "plant",
  "key",
  "shield",
  "house",
  "building",
  "hut",
  "tree",
  "mushroom",
  "creature",
  "monster",
  "thing",
  "object",
  "item",
  "sprite",
  ...ROUND,
  ...SQUARE,
]);
