/**
 * Palettes from recipes. A recipe is everything needed to regenerate a palette: the same recipe
 * gives the same colors every time, so the service can save an option
 * by regenerating it from the recipe the studio sends back. The server's run is the authority:
 * a browser preview on another JS engine could differ by one channel step where Math.cbrt or
 * Math.pow round differently, so the studio shows the colors the service returns.
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
import { createRandom, hashString } from "../random";
import { baseLook, planRamps, ROLE_RANK } from "./plan";
import { buildRamp, normalizeHue } from "./ramp";
import { describeReading, readPalettePrompt } from "./read-prompt";
import type { PaletteAnchor, PaletteRecipe } from "./recipe-types";
import { colorOf } from "./vocabulary";

export type { AnchorRole, AnchorValue, PaletteAnchor, PaletteRecipe } from "./recipe-types";

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Colors closer than this in OKLab are nudged apart so every swatch is tellable at a glance. */
const MIN_SEPARATION = 0.025;

/** Splits `count` over the ramps by weight (largest remainder), at least one color each. */
function allocate(weights: readonly number[], count: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (w / total) * count);
  const sizes = shares.map((s) => Math.max(1, Math.floor(s)));
  let sum = sizes.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((s, i) => ({ i, r: s - Math.floor(s) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
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
    const spec = plan.role === "main" ? { ...plan.spec, fullSpan: true } : plan.spec;
    const ramp = buildRamp(spec, sizes[r]!);
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

export interface PaletteOption {
  option: number;
  colors: string[];
  recipe: PaletteRecipe;
}

export interface PaletteSuggestions {
  read_as: string;
  options: PaletteOption[];
}

/** Sizes offered, one per option, when neither the request nor the prompt gives a count. */
export const DEFAULT_SIZES = [8, 16, 24, 32] as const;
/** Hue shift of each option: the usual drift, a stronger one, a gentle one, and a reversed one. */
const OPTION_HUE_SHIFTS = [25, 40, 12, -20] as const;

/**
 * Palette options for a prompt (POST /api/palettes/generate). Each option carries the full
 * recipe that regenerates its colors, every field present, so it survives a JSON round trip
 * unchanged. Seeds come from the prompt's text (trimmed, lowercased), so the same prompt
 * proposes the same options. Colors named after the first become support anchors by hue.
 */
export function suggestPalettes(input: {
  prompt: string;
  count?: number | null;
  options?: number;
}): PaletteSuggestions {
  const reading = readPalettePrompt(input.prompt);
  const count = input.count ?? reading.count;
  const optionCount = clamp(input.options ?? 4, 1, DEFAULT_SIZES.length);
  const text = input.prompt.trim().toLowerCase();
  const anchors = reading.colors.slice(1, 4).flatMap((name): PaletteAnchor[] => {
    const hex = colorOf(name);
    if (!hex) return [];
    const lch = oklabToOklch(rgbToOklab(hexToRgb(hex)));
    return lch.C < 0.03
      ? [{ neutral: neutralOf(lch.L), role: "support" }]
      : [{ hue: Math.round(lch.h) % 360, role: "support" }];
  });
  const options: PaletteOption[] = [];
  for (let i = 0; i < optionCount; i++) {
    const recipe: PaletteRecipe = {
      count: count ?? DEFAULT_SIZES[i]!,
      seed: hashString(i === 0 ? text : `${text}#${i + 1}`),
      theme: reading.theme,
      primary: reading.primary,
      moods: [...reading.moods],
      hueShift: OPTION_HUE_SHIFTS[i]!,
      focus: null,
      anchors: anchors.map((a) => ({ ...a })),
      anchorsOnly: false,
    };
    options.push({ option: i + 1, colors: generatePalette(recipe), recipe });
  }
  return { read_as: describeReading(reading, count ?? null), options };
}

function neutralOf(L: number): "black" | "grey" | "white" {
  return L < 0.35 ? "black" : L > 0.8 ? "white" : "grey";
}
