/**
 * The drawer's default colors: skin tones, hair colors and named cloth colors the generators use
 * when the prompt names none. What material and element words look like is the prompt layer's
 * (`MATERIAL_LOOKS`, `ELEMENT_COLORS`).
 */
import type { Oklch } from "../color";

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
