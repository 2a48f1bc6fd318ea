/**
 * Noun rules that read a shape within a part rather than pick a part: a key's ring, shaft and
 * teeth, eyes drawn in line colour, a folded wing, a shine, bands across a body, a lock set in
 * it (see noun-roles for the others and the table of words).
 */
import { labelComponents } from "../raster";
import type { ObjectContext } from "./object-context";
import {
  allParts,
  largest,
  one,
  onSilhouette,
  type Part,
  type Rule,
  type Scene,
  shineOn,
} from "./noun-scene";

/**
 * Eyes: small islands of line colour inside the subject (dark pixels ringed by a material, not
 * by air): every line patch of at most six pixels with no air beside it.
 */
export const eyes: Rule = (s, ctx) => {
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
export const bands: Rule = (s) => {
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
export const middleSmall: Rule = (s, ctx) => {
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
export const wing: Rule = (s, ctx) => {
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
 * A shine (a highlight, a glint): small parts much lighter than the larger part they lie on,
 * in their own light colours: a pixel of the surface the glint wraps around is the surface's.
 */
export const shine: Rule = (s, ctx) => {
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
  if (out.length === 0) return null;
  const mask = new Uint8Array(s.size);
  for (const p of out)
    for (const i of p.pixels)
      if (ctx.materials.of(ctx.canvas.before.data[i]!) === p.material) mask[i] = 1;
  return mask;
};

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

export const ringRule: Rule = (s, ctx) => ringMask(s, ctx);
export const barRule: Rule = (s, ctx) => barAndTeeth(s, ctx)?.bar ?? null;
export const teethRule: Rule = (s, ctx) => {
  const t = barAndTeeth(s, ctx)?.teeth;
  return t?.some((v) => v === 1) ? t : null;
};
