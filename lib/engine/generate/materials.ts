/**
 * What each material looks like: a base color in OKLCH and how it takes light. Shiny materials
 * (metal, gold, crystal) get more contrast and a specular level; matte ones (cloth, fur, clay)
 * less contrast and no specular.
 */
import type { Oklch } from "../color";
import type { Material } from "../prompt/vocabulary";
import type { LitOptions } from "./shading";

export interface MaterialLook {
  readonly base: Oklch;
  /** Spread of the ramp's lightness (see buildRamp). */
  readonly contrast: number;
  readonly light: LitOptions;
}

const look = (
  L: number,
  C: number,
  h: number,
  contrast: number,
  light: LitOptions,
): MaterialLook => ({
  base: { L, C, h },
  contrast,
  light,
});

const SHINY: LitOptions = { contrast: 1.45, highlight: true };
const SEMI: LitOptions = { contrast: 1.1, highlight: true };
const MATTE: LitOptions = { contrast: 0.9, highlight: false };

export const MATERIAL_LOOKS: Readonly<Record<Material, MaterialLook>> = {
  metal: look(0.66, 0.018, 250, 1.2, SHINY),
  gold: look(0.78, 0.13, 85, 1.1, SHINY),
  silver: look(0.8, 0.012, 240, 1.1, SHINY),
  bronze: look(0.62, 0.1, 58, 1.1, SHINY),
  wood: look(0.52, 0.075, 58, 1, MATTE),
  stone: look(0.62, 0.018, 85, 1, MATTE),
  cloth: look(0.55, 0.12, 255, 1, MATTE),
  leather: look(0.46, 0.07, 50, 1, SEMI),
  crystal: look(0.68, 0.14, 300, 1.2, SHINY),
  glass: look(0.8, 0.05, 210, 1.1, SHINY),
  ice: look(0.84, 0.07, 220, 1, SHINY),
  bone: look(0.86, 0.035, 90, 0.9, MATTE),
  fur: look(0.56, 0.06, 55, 0.9, MATTE),
  scale: look(0.56, 0.12, 150, 1.1, SEMI),
  paper: look(0.9, 0.04, 90, 0.8, MATTE),
  clay: look(0.58, 0.1, 45, 1, MATTE),
  obsidian: look(0.3, 0.035, 295, 1.2, SHINY),
  plant: look(0.6, 0.13, 140, 1, MATTE),
};

/** Skin tones, light to dark, and the unnatural skins of fantasy species. */
export const SKINS = {
  light: { L: 0.84, C: 0.055, h: 60 },
  medium: { L: 0.72, C: 0.075, h: 58 },
  tan: { L: 0.64, C: 0.08, h: 55 },
  dark: { L: 0.5, C: 0.07, h: 50 },
  green: { L: 0.66, C: 0.13, h: 135 },
  grayGreen: { L: 0.62, C: 0.06, h: 150 },
  pale: { L: 0.88, C: 0.02, h: 300 },
  bone: { L: 0.88, C: 0.03, h: 95 },
  blue: { L: 0.62, C: 0.1, h: 240 },
} as const satisfies Record<string, Oklch>;

export const HAIRS: readonly Oklch[] = [
  { L: 0.42, C: 0.07, h: 55 },
  { L: 0.3, C: 0.03, h: 40 },
  { L: 0.78, C: 0.12, h: 88 },
  { L: 0.55, C: 0.14, h: 40 },
  { L: 0.25, C: 0.02, h: 270 },
];

/** The color an element lends: fire orange, ice pale blue, poison green... */
export const ELEMENT_COLORS = {
  fire: { L: 0.68, C: 0.19, h: 42 },
  ice: { L: 0.84, C: 0.08, h: 220 },
  water: { L: 0.62, C: 0.13, h: 245 },
  poison: { L: 0.7, C: 0.18, h: 135 },
  lightning: { L: 0.88, C: 0.16, h: 100 },
  earth: { L: 0.55, C: 0.08, h: 70 },
  shadow: { L: 0.4, C: 0.11, h: 300 },
  holy: { L: 0.9, C: 0.11, h: 92 },
  arcane: { L: 0.6, C: 0.19, h: 305 },
  nature: { L: 0.64, C: 0.15, h: 140 },
} as const satisfies Record<string, Oklch>;

/** Named cloth colors the generators use as defaults when the prompt names none. */
export const HUES = {
  red: { L: 0.55, C: 0.17, h: 25 },
  crimson: { L: 0.45, C: 0.16, h: 15 },
  orange: { L: 0.68, C: 0.15, h: 55 },
  yellow: { L: 0.85, C: 0.15, h: 95 },
  green: { L: 0.56, C: 0.13, h: 145 },
  forest: { L: 0.45, C: 0.1, h: 150 },
  teal: { L: 0.58, C: 0.1, h: 195 },
  blue: { L: 0.52, C: 0.15, h: 262 },
  navy: { L: 0.38, C: 0.1, h: 268 },
  purple: { L: 0.46, C: 0.15, h: 305 },
  pink: { L: 0.74, C: 0.12, h: 355 },
  brown: { L: 0.48, C: 0.07, h: 55 },
  tan: { L: 0.7, C: 0.06, h: 75 },
  white: { L: 0.92, C: 0.012, h: 90 },
  gray: { L: 0.6, C: 0.01, h: 260 },
  black: { L: 0.3, C: 0.025, h: 285 },
} as const satisfies Record<string, Oklch>;
