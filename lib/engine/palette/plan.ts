/**
 * Turns a recipe into ramp plans: which ramps a palette has, their hues, lightness ranges,
 * chroma, drift, roles and weights. `recipe.ts` then sizes and builds them.
 *
 * Random draws happen in a fixed order whatever the recipe says, so changing one field (say
 * `hueShift`) changes only what that field controls and does not reshuffle the rest.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import type { Random } from "../random";
import { hueDelta, normalizeHue, pullHue, type RampSpec } from "./ramp";
import type { AnchorRole, AnchorValue, PaletteAnchor, PaletteRecipe } from "./recipe-types";
import { colorOf, moodOf, themeOf } from "./vocabulary";

export interface RampPlan {
  spec: RampSpec;
  role: AnchorRole;
  weight: number;
  /** A hex that must appear exactly, in place of the ramp step nearest its lightness. */
  exact: string | null;
}

const ROLE_WEIGHT: Record<AnchorRole, number> = { main: 2, support: 1, accent: 0.5 };
export const ROLE_RANK: Record<AnchorRole, number> = { main: 0, support: 1, accent: 2 };
/** Below this OKLCH chroma a color reads as grey, and its ramp is built as a neutral one. */
const GREY_CHROMA = 0.03;
const NEUTRAL_PIVOT = { black: 0, grey: 0.5, white: 1 } as const;
const NEUTRAL_LIGHT: Record<NonNullable<PaletteAnchor["neutral"]>, readonly [number, number]> = {
  black: [0.1, 0.55],
  grey: [0.3, 0.8],
  white: [0.5, 0.98],
};

/** Ramp count by palette size: about 0.9·√count (4 → 2, 8 → 3, 16 → 4, 32 → 5, 64 → 7). */
const rampTarget = (count: number) => Math.max(1, Math.min(8, Math.round(0.9 * Math.sqrt(count))));

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export interface Look {
  lightMin: number;
  lightMax: number;
  chroma: number;
  drift: number;
  warmth: number;
}

export function baseLook(recipe: PaletteRecipe, random: Random): Look {
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
    lightMin: clamp(0.23 + 0.04 * jitterDark + light, 0.12, 0.45),
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
      return {
        ...spec,
        lightMin: spec.lightMin + 0.15,
        lightMax: Math.min(0.98, spec.lightMax + 0.04),
      };
    case "vivid":
      return { ...spec, chroma: spec.chroma * 1.4 };
    case "muted":
      return { ...spec, chroma: spec.chroma * 0.5 };
    case "deep":
      return {
        ...spec,
        lightMin: spec.lightMin - 0.06,
        lightMax: spec.lightMax - 0.12,
        chroma: spec.chroma * 1.25,
      };
    default:
      return spec;
  }
}

function neutralSpec(look: Look, light: readonly [number, number], pivot = 0.5): RampSpec {
  return {
    hue: 0,
    chroma: 0.02,
    lightMin: light[0],
    lightMax: light[1],
    drift: look.drift,
    neutral: true,
    pivot,
  };
}

function hueSpec(
  look: Look,
  hue: number,
  hueRange: readonly [number, number] | null = null,
): RampSpec {
  return {
    hue,
    hueRange,
    chroma: look.chroma,
    lightMin: look.lightMin,
    lightMax: look.lightMax,
    drift: look.drift,
  };
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
  if (anchor.hue)
    return normalizeHue(anchor.hue[0] + normalizeHue(anchor.hue[1] - anchor.hue[0]) / 2);
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
  const harmony = [
    180,
    150 * rotation,
    -150 * rotation,
    35 * rotation,
    -35 * rotation,
    90,
    -90,
    120,
  ];
  const hues = [...(theme?.hues.slice(1) ?? []), ...harmony.map((d) => mainHue + d)];
  return hues.map((hue) => {
    let h = normalizeHue(hue + (random() - 0.5) * 16);
    if (look.warmth !== 0) h = pullHue(h, look.warmth > 0 ? 55 : 235, 30 * Math.abs(look.warmth));
    if (recipe.focus === "tight") h = normalizeHue(mainHue + hueDelta(mainHue, h) * 0.3);
    return h;
  });
}

export function planRamps(recipe: PaletteRecipe, look: Look, random: Random): RampPlan[] {
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

  const free =
    onlyAnchors && anchorHues.length > 0 ? anchorHues : freeHues(recipe, look, mainHue, random);
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
      spec = neutralSpec(look, NEUTRAL_LIGHT[anchor.neutral], NEUTRAL_PIVOT[anchor.neutral]);
    } else if (typeof anchor.hue === "number") {
      spec = hueSpec(look, normalizeHue(anchor.hue));
    } else if (anchor.hue) {
      spec = hueSpec(look, anchorHue(anchor)!, anchor.hue);
    } else {
      spec = hueSpec(look, takeFree());
    }
    const role =
      anchor.role ?? (onlyAnchors && !hasMainAnchor && plans.length === 0 ? "main" : "support");
    plans.push({
      spec: applyValue(spec, anchor.value),
      role,
      weight: ROLE_WEIGHT[role] * (anchor.weight ?? 1),
      exact,
    });
  }
  if (onlyAnchors) return plans;

  if (!hasMainAnchor) {
    const spec =
      primaryLch && primaryLch.C < GREY_CHROMA
        ? neutralSpec(look, [
            Math.min(look.lightMin, primaryLch.L),
            Math.max(look.lightMax, primaryLch.L),
          ])
        : hueSpec(look, mainHue);
    plans.unshift({ spec, role: "main", weight: ROLE_WEIGHT.main, exact: null });
  } else if (primaryLch && primaryLch.C >= GREY_CHROMA) {
    // An anchor claimed the main role; the named color still gets a ramp of its own.
    plans.push({ spec: hueSpec(look, primaryLch.h), role: "support", weight: 1, exact: null });
  }
  if (theme?.neutral && !anchors.some((a) => a.neutral)) {
    plans.push({
      spec: neutralSpec(look, [look.lightMin, look.lightMax]),
      role: "support",
      weight: 0.8,
      exact: null,
    });
  }
  const target = rampTarget(recipe.count);
  while (plans.length < target) {
    const role: AnchorRole = plans.length === target - 1 && target >= 2 ? "accent" : "support";
    const spec = hueSpec(look, takeFree());
    plans.push({
      spec: role === "accent" ? { ...spec, chroma: spec.chroma * 1.2 } : spec,
      role,
      weight: ROLE_WEIGHT[role],
      exact: null,
    });
  }
  return plans;
}
