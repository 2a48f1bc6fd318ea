/**
 * The drawer's default colors: skin tones, hair colors and named cloth colors (the colour
 * lexicon's) the generators use
 * when the prompt names none. What material and element words look like is the prompt layer's
 * (`MATERIAL_LOOKS`, `ELEMENT_COLORS`).
 */
import { colorWordOklch, type Oklch } from "../color";

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

const word = (name: string): Oklch => colorWordOklch(name)!;

/**
 * Named cloth colors the generators use as defaults when the prompt names none: the colour
 * lexicon's swatches, so a default red coat and a prompt's "red" are the same red.
 */
export const HUES = {
  red: word("red"),
  crimson: word("crimson"),
  orange: word("orange"),
  yellow: word("yellow"),
  green: word("green"),
  forest: word("forest green"),
  teal: word("teal"),
  blue: word("blue"),
  navy: word("navy"),
  purple: word("purple"),
  pink: word("pink"),
  brown: word("brown"),
  tan: word("tan"),
  white: word("white"),
  gray: word("gray"),
  black: word("black"),
} as const satisfies Record<string, Oklch>;
