/**
 * The color scheme of one sprite: the ramps a generator asks for, built on demand so a sprite
 * carries only the colors it uses, and the outline color. Prompt colors, materials and moods
 * enter here and nowhere else, so every generator treats them the same way.
 */
import { hexToRgb, type Oklch, oklabToOklch, oklchToRgb, type Rgb, rgbToOklab } from "../color";
import {
  type Material,
  MATERIAL_LOOKS,
  type MaterialLook,
  type Mood,
  type SpritePromptReading,
} from "../prompt";
import { buildRamp, pullHue, type RampOptions } from "./ramp";
import type { LitOptions } from "./shading";
import { PLAIN_VARIATION, type Variation } from "./variation";

export interface Scheme {
  readonly reading: SpritePromptReading;
  /** Each ramp holds five colors, darkest first. */
  readonly ramps: Rgb[][];
  readonly outline: Rgb;
  /** Index of a ramp built on `base` (after mood), reused when asked for the same again. */
  ramp(base: Oklch, options?: RampOptions): number;
  /** The n-th color named in the prompt, in OKLCH. */
  promptColor(n: number): Oklch | undefined;
  /** The first material the prompt names among `candidates`, if any. */
  promptMaterial(candidates: readonly Material[]): Material | undefined;
  /** Ramp index and lighting for a material; `tint` overrides its hue and chroma. */
  material(material: Material, tint?: Oklch): { ramp: number; light: LitOptions };
  has(mood: Mood): boolean;
  /**
   * Ramps a drawer painted in a material the prompt named in place of the subject's own (a
   * crystal bow's limbs, a wooden golem's body), by ramp index: the material texture pass gives
   * their pixels the material's surface (grain, speckle, facets, shine).
   */
  readonly dressed: Map<number, Material>;
}

export function hexToOklch(hex: string): Oklch {
  return oklabToOklch(rgbToOklab(hexToRgb(hex)));
}

interface MoodShift {
  readonly dL?: number;
  readonly kC?: number;
  readonly hue?: number;
  readonly pull?: number;
}

const MOOD_SHIFTS: Readonly<Record<Mood, MoodShift>> = {
  dark: { dL: -0.09, kC: 0.85, hue: 285, pull: 14 },
  cheerful: { dL: 0.03, kC: 1.15 },
  cute: { dL: 0.05, kC: 1.05 },
  spooky: { kC: 0.7, hue: 290, pull: 18 },
  calm: { kC: 0.85 },
  mysterious: { dL: -0.03, hue: 290, pull: 14 },
  royal: { kC: 1.1 },
  ancient: { kC: 0.7, hue: 70, pull: 10 },
  fierce: { dL: -0.02, kC: 1.15 },
  holy: { dL: 0.05, hue: 85, pull: 10 },
  cursed: { dL: -0.05, kC: 0.9, hue: 300, pull: 18 },
  vibrant: { kC: 1.35 },
  pastel: { dL: 0.1, kC: 0.6 },
  muted: { kC: 0.6 },
  cold: { hue: 230, pull: 14 },
  warm: { hue: 60, pull: 14 },
};

function applyMoods(base: Oklch, moods: readonly Mood[]): Oklch {
  let { L, C, h } = base;
  for (const mood of moods) {
    const shift = MOOD_SHIFTS[mood];
    L += shift.dL ?? 0;
    C *= shift.kC ?? 1;
    // Neutrals keep their neutrality: a hue pull on gray means nothing.
    if (shift.hue !== undefined && C >= 0.03) h = pullHue(h, shift.hue, shift.pull ?? 0);
  }
  return { L: Math.min(0.95, Math.max(0.18, L)), C: Math.min(0.3, C), h };
}

/** How far the moods together scale a colour's chroma down (1 when none mutes it). */
function mutedBy(moods: readonly Mood[]): number {
  let k = 1;
  for (const mood of moods) k *= Math.min(1, MOOD_SHIFTS[mood].kC ?? 1);
  return k;
}

/** A base color drifted by the seed's variation: hue, lightness and chroma, never its name. */
function drift(base: Oklch, variation: Variation): Oklch {
  return {
    L: base.L + variation.light,
    C: base.C * variation.chroma,
    h: (((base.h + variation.hue) % 360) + 360) % 360,
  };
}

export function createScheme(
  reading: SpritePromptReading,
  variation: Variation = PLAIN_VARIATION,
): Scheme {
  const ramps: Rgb[][] = [];
  const keys = new Map<string, number>();
  const colors = reading.colors.map((c) => hexToOklch(c.hex));
  const moods = reading.mood;
  const lead = colors.find((c) => c.C >= 0.03);
  const dark = moods.includes("dark") || moods.includes("spooky");
  const outline = oklchToRgb({
    L: dark ? 0.15 : 0.2,
    C: 0.045,
    h: lead ? pullHue(lead.h, 285, 45) : 285,
  });

  const named = (material: Material) =>
    reading.materials.includes(material) ||
    (reading.partColorsAsked ?? "")
      .toLowerCase()
      .split(/[^a-z]+/)
      .includes(material);

  const scheme: Scheme = {
    reading,
    ramps,
    outline,
    ramp(base, options = {}) {
      const moody = applyMoods(drift(base, variation), moods);
      const key = `${moody.L.toFixed(3)}|${moody.C.toFixed(3)}|${moody.h.toFixed(1)}|${options.contrast ?? 1}`;
      const found = keys.get(key);
      if (found !== undefined) return found;
      ramps.push(buildRamp(moody, options));
      keys.set(key, ramps.length - 1);
      return ramps.length - 1;
    },
    promptColor: (n) => colors[n],
    promptMaterial: (candidates) => reading.materials.find((m) => candidates.includes(m)),
    material(material, tint) {
      const look: MaterialLook = MATERIAL_LOOKS[material];
      const mixed = tint ? { L: (look.base.L + tint.L) / 2, C: tint.C, h: tint.h } : look.base;
      // A polished material the words name keeps its colour under a mood that mutes cloth: an
      // old wizard's "gold armor" is gold, not tan (the mood's chroma cut is given back before
      // it is applied). Materials the drawer picks itself (a staff's crystal) keep the mood.
      const base =
        look.light.highlight && named(material) ? { ...mixed, C: mixed.C / mutedBy(moods) } : mixed;
      return { ramp: scheme.ramp(base, { contrast: look.contrast }), light: look.light };
    },
    has: (mood) => moods.includes(mood),
    dressed: new Map(),
  };
  return scheme;
}
