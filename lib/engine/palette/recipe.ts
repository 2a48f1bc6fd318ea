/**
 * Palettes from recipes. A recipe (spec: Palette recipe) is everything needed to regenerate a
 * palette: the same recipe gives the same colors on every machine, so the service can save an
 * option by regenerating it from the recipe the studio sends back.
 *
 * A palette is a few hue-shifted ramps (see `ramp.ts`): a main ramp (the named color, else the
 * theme's first hue, else a seeded hue) gets the largest share, support ramps come from the
 * theme and from anchors, an accent ramp gets a few colors. Anchors pin hues, add exact hexes and
 * greys, and set roles, values and weights.
 */
import {
  hexToRgb,
  type Oklab,
  type Oklch,
  oklabDistanceSquared,
  oklabToOklch,
  oklchToRgb,
  rgbToHex,
  rgbToOklab,
} from "../color";
import { createRandom, type Random } from "../random";
import { buildRamp, hueDelta, normalizeHue, pullHue, type RampSpec } from "./ramp";
import { colorOf, moodOf, themeOf } from "./vocabulary";

export type AnchorRole = "main" | "support" | "accent";
export type AnchorValue = "dark" | "light" | "vivid" | "muted" | "deep";

/** Mirrors the spec's Anchor object (every field optional). */
export interface PaletteAnchor {
  hue?: number | readonly [number, number];
  hex?: string;
  neutral?: "black" | "grey" | "white";
  role?: AnchorRole;
  value?: AnchorValue;
  weight?: number;
}

/** Mirrors the spec's Palette recipe; the contract validates bounds before this sees it. */
export interface PaletteRecipe {
  count: number;
  seed: number;
  theme?: string | null;
  primary?: string | null;
  moods?: readonly string[];
  hueShift?: number | null;
  focus?: "tight" | null;
  anchors?: readonly PaletteAnchor[];
  anchorsOnly?: boolean;
}

interface RampPlan {
  spec: RampSpec;
  role: AnchorRole;
  weight: number;
  /** A hex that must appear exactly, in place of the ramp step nearest its lightness. */
  exact: string | null;
}

const ROLE_WEIGHT: Record<AnchorRole, number> = { main: 2, support: 1, accent: 0.5 };
const ROLE_RANK: Record<AnchorRole, number> = { main: 0, support: 1, accent: 2 };
/** Below this OKLCH chroma a color reads as grey, and its ramp is built as a neutral one. */
const GREY_CHROMA = 0.03;
/** Colors closer than this in OKLab are nudged apart so every swatch is tellable at a glance. */
const MIN_SEPARATION = 0.025;
const NEUTRAL_LIGHT: Record<NonNullable<PaletteAnchor["neutral"]>, readonly [number, number]> = {
  black: [0.1, 0.55],
  grey: [0.3, 0.8],
  white: [0.5, 0.98],
};

/** Ramp count by palette size: about 0.9·√count (4 → 2, 8 → 3, 16 → 4, 32 → 5, 64 → 7). */
const rampTarget = (count: number) => Math.max(1, Math.min(8, Math.round(0.9 * Math.sqrt(count))));

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

interface Look {
  lightMin: number;
  lightMax: number;
  chroma: number;
  drift: number;
  warmth: number;
}

function baseLook(recipe: PaletteRecipe, random: Random): Look {
  // Draw every random value whether or not it is used, so changing one field of a recipe
  // (say hueShift) does not reshuffle the others.
  const jitterDark = random();
  const jitterLight = random();
  const jitterChroma = random();
  const defaultDrift = 20 + random() * 10;
  const theme = themeOf(recipe.theme);
  let light = theme?.light ?? 0;
  let chroma = 0.14 * (theme?.chroma ?? 1) * (0.9 + 0.2 * jitterChroma);
  let warmth = 0;
  for (const name of recipe.moods ?? []) {
    const mood = moodOf(name);
    if (!mood) continue;
    light += mood.light;
    chroma *= mood.chroma;
    warmth += mood.warmth;
  }
  return {
    lightMin: clamp(0.19 + 0.04 * jitterDark + light, 0.08, 0.45),
    lightMax: clamp(0.9 + 0.04 * jitterLight + light * 0.6, 0.62, 0.97),
    chroma: clamp(chroma, 0.015, 0.3),
    drift: recipe.hueShift ?? defaultDrift,
    warmth: clamp(warmth, -1, 1),
  };
}

function applyValue(spec: RampSpec, value: AnchorValue | undefined): RampSpec {
  switch (value) {
    case "dark":
      return { ...spec, lightMin: spec.lightMin - 0.06, lightMax: spec.lightMax - 0.18 };
    case "light":
      return { ...spec, lightMin: spec.lightMin + 0.15, lightMax: Math.min(0.98, spec.lightMax + 0.04) };
    case "vivid":
      return { ...spec, chroma: spec.chroma * 1.4 };
    case "muted":
      return { ...spec, chroma: spec.chroma * 0.5 };
    case "deep":
      return { ...spec, lightMin: spec.lightMin - 0.06, lightMax: spec.lightMax - 0.12, chroma: spec.chroma * 1.25 };
    default:
      return spec;
  }
}

function neutralSpec(look: Look, light: readonly [number, number]): RampSpec {
  return { hue: 0, chroma: 0.02, lightMin: light[0], lightMax: light[1], drift: look.drift, neutral: true };
}

function hueSpec(look: Look, hue: number, hueRange: readonly [number, number] | null = null): RampSpec {
  return { hue, hueRange, chroma: look.chroma, lightMin: look.lightMin, lightMax: look.lightMax, drift: look.drift };
}

/** A ramp around an exact color: its hue and chroma, with a lightness range that contains it. */
function exactSpec(look: Look, lch: Oklch): RampSpec {
  if (lch.C < GREY_CHROMA) {
    return neutralSpec(look, [Math.min(look.lightMin, lch.L), Math.max(look.lightMax, lch.L)]);
  }
  return {
    ...hueSpec(look, lch.h),
    chroma: Math.max(lch.C, look.chroma * 0.8),
    lightMin: Math.min(look.lightMin, lch.L),
    lightMax: Math.max(look.lightMax, lch.L),
  };
}

function anchorHue(anchor: PaletteAnchor): number | null {
  if (anchor.hex) return oklabToOklch(rgbToOklab(hexToRgb(anchor.hex))).h;
  if (typeof anchor.hue === "number") return anchor.hue;
  if (anchor.hue) return normalizeHue(anchor.hue[0] + normalizeHue(anchor.hue[1] - anchor.hue[0]) / 2);
  return null;
}

/**
 * Hues for ramps nobody pinned: the theme's own, then a seeded harmony around the main hue
 * (complement, split complements, neighbours). Moods pull them warm or cool; `focus: tight`
 * pulls them toward the main hue.
 */
function freeHues(recipe: PaletteRecipe, look: Look, mainHue: number, random: Random): number[] {
  const theme = themeOf(recipe.theme);
  const rotation = random() < 0.5 ? 1 : -1;
  const harmony = [180, 150 * rotation, -150 * rotation, 35 * rotation, -35 * rotation, 90, -90, 120];
  const hues = [...(theme?.hues.slice(1) ?? []), ...harmony.map((d) => mainHue + d)];
  return hues.map((hue) => {
    let h = normalizeHue(hue + (random() - 0.5) * 16);
    if (look.warmth !== 0) h = pullHue(h, look.warmth > 0 ? 55 : 235, 30 * Math.abs(look.warmth));
    if (recipe.focus === "tight") h = normalizeHue(mainHue + hueDelta(mainHue, h) * 0.3);
    return h;
  });
}

function planRamps(recipe: PaletteRecipe, look: Look, random: Random): RampPlan[] {
  const anchors = recipe.anchors ?? [];
  const theme = themeOf(recipe.theme);
  const primary = colorOf(recipe.primary);
  const seededHue = random() * 360;
  const themeJitter = (random() - 0.5) * 12;
  const anchorHues = anchors.map(anchorHue).filter((h): h is number => h !== null);
  const onlyAnchors = recipe.anchorsOnly === true && anchors.length > 0;

  const primaryLch = primary ? oklabToOklch(rgbToOklab(hexToRgb(primary))) : null;
  let mainHue = seededHue;
  if (onlyAnchors && anchorHues.length > 0) mainHue = anchorHues[0]!;
  else if (primaryLch && primaryLch.C >= GREY_CHROMA) mainHue = primaryLch.h;
  else if (theme) mainHue = normalizeHue(theme.hues[0]! + themeJitter);

  const free = onlyAnchors && anchorHues.length > 0 ? anchorHues : freeHues(recipe, look, mainHue, random);
  let nextFree = 0;
  const takeFree = () => free[nextFree++ % free.length]!;

  const plans: RampPlan[] = [];
  const hasMainAnchor = anchors.some((a) => a.role === "main");
  for (const anchor of anchors) {
    let spec: RampSpec;
    let exact: string | null = null;
    if (anchor.hex) {
      exact = anchor.hex.toLowerCase();
      spec = exactSpec(look, oklabToOklch(rgbToOklab(hexToRgb(exact))));
    } else if (anchor.neutral) {
      spec = neutralSpec(look, NEUTRAL_LIGHT[anchor.neutral]);
    } else if (typeof anchor.hue === "number") {
      spec = hueSpec(look, normalizeHue(anchor.hue));
    } else if (anchor.hue) {
      spec = hueSpec(look, anchorHue(anchor)!, anchor.hue);
    } else {
      spec = hueSpec(look, takeFree());
    }
    const role = anchor.role ?? (onlyAnchors && !hasMainAnchor && plans.length === 0 ? "main" : "support");
    plans.push({ spec: applyValue(spec, anchor.value), role, weight: ROLE_WEIGHT[role] * (anchor.weight ?? 1), exact });
  }
  if (onlyAnchors) return plans;

  if (!hasMainAnchor) {
    const spec =
      primaryLch && primaryLch.C < GREY_CHROMA
        ? neutralSpec(look, [Math.min(look.lightMin, primaryLch.L), Math.max(look.lightMax, primaryLch.L)])
        : hueSpec(look, mainHue);
    plans.unshift({ spec, role: "main", weight: ROLE_WEIGHT.main, exact: null });
  }
  if (theme?.neutral && !anchors.some((a) => a.neutral)) {
    plans.push({ spec: neutralSpec(look, [look.lightMin, look.lightMax]), role: "support", weight: 0.8, exact: null });
  }
  const target = rampTarget(recipe.count);
  while (plans.length < target) {
    const role: AnchorRole = plans.length === target - 1 && target >= 2 ? "accent" : "support";
    const spec = hueSpec(look, takeFree());
    plans.push({ spec: role === "accent" ? { ...spec, chroma: spec.chroma * 1.2 } : spec, role, weight: ROLE_WEIGHT[role], exact: null });
  }
  return plans;
}

/** Splits `count` over the ramps by weight (largest remainder), at least one color each. */
function allocate(weights: readonly number[], count: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (w / total) * count);
  const sizes = shares.map((s) => Math.max(1, Math.floor(s)));
  let sum = sizes.reduce((a, b) => a + b, 0);
  const byRemainder = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; sum < count; k++, sum++) sizes[byRemainder[k % byRemainder.length]!.i]! += 1;
  while (sum > count) {
    let largest = 0;
    for (let i = 1; i < sizes.length; i++) if (sizes[i]! >= sizes[largest]!) largest = i;
    sizes[largest]! -= 1;
    sum--;
  }
  return sizes;
}

/** The colors placed so far (and exact anchors reserved ahead of their turn). */
interface Occupied {
  hexes: Set<string>;
  labs: Oklab[];
}

function occupy(occupied: Occupied, hex: string): void {
  if (occupied.hexes.has(hex)) return;
  occupied.hexes.add(hex);
  occupied.labs.push(rgbToOklab(hexToRgb(hex)));
}

/**
 * The hex for a ramp color, nudging its lightness (then its hue) until it is distinct from and
 * not too close to every occupied color, so a palette always has exactly `count` swatches that
 * can be told apart.
 */
function distinctHex(occupied: Occupied, lch: Oklch): string {
  for (let attempt = 0; attempt < 64; attempt++) {
    const sign = attempt % 2 === 0 ? 1 : -1;
    const step = Math.ceil(attempt / 2) * 0.012;
    const separation = attempt < 40 ? MIN_SEPARATION : 0;
    const rgb = oklchToRgb({
      L: clamp(lch.L + sign * step, 0.02, 0.99),
      C: lch.C,
      h: normalizeHue(lch.h + (attempt >= 24 ? sign * attempt : 0)),
    });
    const hex = rgbToHex(rgb);
    if (occupied.hexes.has(hex)) continue;
    const lab = rgbToOklab(rgb);
    if (occupied.labs.some((o) => oklabDistanceSquared(o, lab) < separation * separation)) continue;
    return hex;
  }
  // Unreachable in practice (64 colors in a 16M-color space); kept so `count` is a guarantee.
  for (let v = 0; ; v++) {
    const hex = rgbToHex([v & 255, (v >> 8) & 255, (v >> 16) & 255]);
    if (!occupied.hexes.has(hex)) return hex;
  }
}

/**
 * The colors of a recipe, `#rrggbb` lowercase, exactly `recipe.count` distinct ones, ramps in
 * role order (main, support, accent), each dark to light. When anchors outnumber the count, the
 * lower-ranked ramps (by role, then anchor order) are left out.
 */
export function generatePalette(recipe: PaletteRecipe): string[] {
  const { count } = recipe;
  if (!Number.isInteger(count) || count < 4 || count > 64) {
    throw new RangeError(`palette count must be an integer from 4 to 64, got ${count}`);
  }
  const random = createRandom(recipe.seed);
  const look = baseLook(recipe, random);
  const plans = planRamps(recipe, look, random)
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => ROLE_RANK[a.plan.role] - ROLE_RANK[b.plan.role] || a.index - b.index)
    .slice(0, count)
    .map(({ plan }) => plan);
  const sizes = allocate(
    plans.map((p) => p.weight),
    count,
  );

  // Exact anchors are reserved first so generated colors make room for them, not the reverse.
  const occupied: Occupied = { hexes: new Set(), labs: [] };
  for (const plan of plans) if (plan.exact) occupy(occupied, plan.exact);
  const placedExact = new Set<string>();
  const palette: string[] = [];
  plans.forEach((plan, r) => {
    const ramp = buildRamp(plan.spec, sizes[r]!);
    const exactAt = plan.exact && !placedExact.has(plan.exact) ? nearestStep(ramp, plan.exact) : -1;
    ramp.forEach((lch, i) => {
      if (i === exactAt && plan.exact) {
        placedExact.add(plan.exact);
        palette.push(plan.exact);
        return;
      }
      const hex = distinctHex(occupied, lch);
      occupy(occupied, hex);
      palette.push(hex);
    });
  });
  return palette;
}

function nearestStep(ramp: readonly Oklch[], hex: string): number {
  const L = rgbToOklab(hexToRgb(hex)).L;
  let best = 0;
  ramp.forEach((lch, i) => {
    if (Math.abs(lch.L - L) < Math.abs(ramp[best]!.L - L)) best = i;
  });
  return best;
}
