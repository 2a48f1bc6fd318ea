/**
 * The recolor at the heart of a restyle: each color's OKLab lightness, normalised over the
 * sprite's own range, is looked up in a ramp. Lightness order survives (the ramps rise), so the
 * outline (darkest) stays darkest and highlights stay highlights.
 *
 * - normal tier: one ramp for everything; colors of nearly equal lightness share one level, the
 *   look of a quick gradient map.
 * - pro tier: colors are grouped into parts by hue; the biggest part and the neutrals take the
 *   main ramp, the second part the accent ramp, further parts a turned main ramp, so parts stay
 *   apart; each source color keeps its own level and some of its chroma; skin tones keep their
 *   hue where the preset allows. Lightness always comes from the main ramp, so every part
 *   shares one value scale.
 *
 * New colors are capped (default 13) so the service's palette extras (16 for restyle) keep all of
 * them plus an effect's few.
 */
import {
  countColors,
  isSkinLike,
  type LabOf,
  lchOf,
  oklabDistanceSquared,
  type Oklch,
  oklchToRgb,
  rgbToOklab,
} from "../color";
import type { Pixels } from "../raster";
import { type Ramp, sampleRamp, turnRamp } from "./ramps";

export type Tier = "normal" | "pro";

export interface MapPlan {
  readonly main: Ramp;
  readonly accent: Ramp;
  readonly protectSkin: boolean;
}

interface ColorInfo {
  readonly v: number;
  readonly n: number;
  readonly L: number;
  readonly lch: Oklch;
}

const LEVEL_STEP = 0.03;
const CHROMATIC = 0.04;
const FAMILY_HUE = 28;
/** Chroma from which a color is saturated enough to be an accent. */
const ACCENT_CHROMA = 0.08;

const packRgb = (rgb: readonly [number, number, number], alpha: number): number =>
  (rgb[0] | (rgb[1] << 8) | (rgb[2] << 16) | (alpha << 24)) >>> 0;

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Source color → ramp for the pro tier (see file comment). */
function rampsByPart(colors: readonly ColorInfo[], plan: MapPlan): Map<number, Ramp> {
  const families: { hue: number; n: number; members: ColorInfo[] }[] = [];
  const byCount = [...colors].sort((a, b) => b.n - a.n || a.v - b.v);
  for (const c of byCount) {
    if (c.lch.C < CHROMATIC) continue;
    const family = families.find((f) => hueDistance(f.hue, c.lch.h) < FAMILY_HUE);
    if (family) {
      family.n += c.n;
      family.members.push(c);
    } else families.push({ hue: c.lch.h, n: c.n, members: [c] });
  }
  families.sort((a, b) => b.n - a.n || a.hue - b.hue);
  const out = new Map<number, Ramp>();
  for (const c of colors) out.set(c.v, plan.main);
  families.forEach((family, i) => {
    const ramp =
      i === 0
        ? plan.main
        : i === 1
          ? plan.accent
          : turnRamp(plan.main, (i % 2 ? 1 : -1) * 18 * (i - 1), 0.9);
    for (const c of family.members) out.set(c.v, ramp);
  });
  return out;
}

/** Merge the closest new colors until at most `max` remain (the rarer one of a pair gives way). */
function capColors(
  mapping: Map<number, number>,
  counts: Map<number, number>,
  keep: Set<number>,
  max: number,
): void {
  const uses = new Map<number, number>();
  for (const [src, dst] of mapping) {
    if (keep.has(src)) continue;
    uses.set(dst, (uses.get(dst) ?? 0) + (counts.get(src) ?? 0));
  }
  const labs = new Map<number, ReturnType<typeof rgbToOklab>>();
  for (const v of uses.keys())
    labs.set(v, rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]));
  while (uses.size > max) {
    const list = [...uses.keys()].sort((a, b) => a - b);
    let best: [number, number] = [list[0]!, list[1]!];
    let bestD = Infinity;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const d = oklabDistanceSquared(labs.get(list[i]!)!, labs.get(list[j]!)!);
        if (d < bestD) {
          bestD = d;
          best = [list[i]!, list[j]!];
        }
      }
    }
    const [a, b] = best;
    const [from, to] = (uses.get(a) ?? 0) < (uses.get(b) ?? 0) ? [a, b] : [b, a];
    for (const [src, dst] of mapping) if (dst === from) mapping.set(src, to);
    uses.set(to, (uses.get(to) ?? 0) + (uses.get(from) ?? 0));
    uses.delete(from);
  }
}

/**
 * The sprite's small bright accents: saturated colors in the top 40 % of its lightness range,
 * apart in hue from the colors most of the sprite wears, covering at most 3 % of it together.
 */
function brightAccents(colors: readonly ColorInfo[], lo: number, hi: number): ColorInfo[] {
  const total = colors.reduce((n, c) => n + c.n, 0);
  const hues = colors.filter((c) => c.lch.C >= CHROMATIC).sort((a, b) => b.n - a.n);
  const main = hues[0];
  const bright = colors
    .filter(
      (c) =>
        c.lch.C >= ACCENT_CHROMA &&
        c.L >= lo + (hi - lo) * 0.6 &&
        (!main || hueDistance(c.lch.h, main.lch.h) >= FAMILY_HUE),
    )
    .sort((a, b) => b.L - a.L || a.v - b.v);
  // Group by hue: an accent is one small family, not scattered highlights of a big one.
  const out: ColorInfo[] = [];
  for (const c of bright) {
    const family = colors.filter(
      (d) => d.lch.C >= ACCENT_CHROMA && hueDistance(d.lch.h, c.lch.h) < FAMILY_HUE,
    );
    const n = family.reduce((k, d) => k + d.n, 0);
    if (n <= total * 0.03) out.push(c);
  }
  return out.slice(0, 3);
}

export function gradientMap(
  px: Pixels,
  plan: MapPlan,
  tier: Tier,
  lab: LabOf,
  maxColors = 13,
): Pixels {
  const counts = countColors(px);
  const colors: ColorInfo[] = [...counts].map(([v, n]) => {
    const l = lab(v);
    return { v, n, L: l.L, lch: lchOf(l) };
  });
  if (colors.length === 0)
    return { width: px.width, height: px.height, data: new Uint32Array(px.data) };
  let lo = Infinity;
  let hi = -Infinity;
  for (const c of colors) {
    lo = Math.min(lo, c.L);
    hi = Math.max(hi, c.L);
  }
  // A nearly flat sprite keeps its own lightness as the ramp position rather than stretching noise.
  const position = (L: number) => (hi - lo < 0.05 ? L : (L - lo) / (hi - lo));
  const mapping = new Map<number, number>();
  const keep = new Set<number>();
  const skin = (c: ColorInfo) => plan.protectSkin && isSkinLike(c.lch);
  // Skin keeps its hue and chroma; its value follows the ramp like everything else (the exact
  // source color when that is close enough), so faces stay faces and values stay in order.
  const mapSkin = (c: ColorInfo) => {
    const L = sampleRamp(plan.main, position(c.L)).L;
    if (Math.abs(L - c.L) < 0.04) {
      mapping.set(c.v, c.v);
      keep.add(c.v);
    } else mapping.set(c.v, packRgb(oklchToRgb({ ...c.lch, L }), c.v >>> 24));
  };
  const accents = brightAccents(colors, lo, hi);
  if (tier === "normal") {
    for (const c of colors) if (skin(c)) mapSkin(c);
    const sorted = [...colors].filter((c) => !skin(c)).sort((a, b) => a.L - b.L || a.v - b.v);
    let start = 0;
    while (start < sorted.length) {
      let end = start + 1;
      while (end < sorted.length && sorted[end]!.L - sorted[start]!.L < LEVEL_STEP) end++;
      const group = sorted.slice(start, end);
      const meanL = group.reduce((s, c) => s + c.L * c.n, 0) / group.reduce((s, c) => s + c.n, 0);
      const rgb = oklchToRgb(sampleRamp(plan.main, position(meanL)));
      for (const c of group) mapping.set(c.v, packRgb(rgb, c.v >>> 24));
      start = end;
    }
  } else {
    const ramps = rampsByPart(colors, plan);
    for (const c of colors) {
      const t = position(c.L);
      if (skin(c)) {
        mapSkin(c);
        continue;
      }
      // Hue and chroma from the part's ramp, lightness always from the main ramp: one value
      // scale across parts, so parts stay apart without reordering the values.
      const part = sampleRamp(ramps.get(c.v) ?? plan.main, t);
      const chroma = part.C * (0.75 + 0.5 * Math.min(1, c.lch.C / 0.12));
      const L = sampleRamp(plan.main, t).L;
      mapping.set(c.v, packRgb(oklchToRgb({ L, C: chroma, h: part.h }), c.v >>> 24));
    }
  }
  // Small bright accents (a staff's orb, a gem) light up in the accent ramp's top instead of
  // sinking into the main ramp with everything else; they are never merged away.
  for (const c of accents) {
    const t = 0.7 + 0.3 * position(c.L);
    mapping.set(c.v, packRgb(oklchToRgb(sampleRamp(plan.accent, Math.min(1, t))), c.v >>> 24));
  }
  const fixed = new Set([...keep, ...accents.map((c) => c.v)]);
  const accentColors = new Set(accents.map((c) => mapping.get(c.v)!)).size;
  capColors(mapping, counts, fixed, Math.max(1, maxColors - accentColors));
  const out = new Uint32Array(px.data.length);
  for (let i = 0; i < out.length; i++) {
    const v = px.data[i]!;
    out[i] = v === 0 ? 0 : mapping.get(v)!;
  }
  return { width: px.width, height: px.height, data: out };
}
