/**
 * The one colour-word lexicon: every colour name the engine reads, to a mid-value `#rrggbb`
 * swatch a ramp can be built around (lighter and darker shades both fit), for the sprite
 * prompt reader, the palette planner and the drawers' default colours alike. Multi-word names
 * win over their parts ("forest green" is a colour, not a forest).
 *
 * Values were chosen per word for pixel art: chromatic colours sit near the middle of the
 * lightness range with clear chroma, so a four- or five-shade ramp stays saturated at both
 * ends; white and black stop short of pure, so highlights and outlines still read against them.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "./convert";

export const COLOR_WORDS: Readonly<Record<string, string>> = {
  red: "#c83c3c",
  "blood red": "#8a0f14",
  crimson: "#b0243a",
  scarlet: "#d83a2a",
  maroon: "#7a2432",
  burgundy: "#7a1832",
  wine: "#6a1a38",
  ruby: "#c01f44",
  orange: "#e07a2c",
  rust: "#a8461e",
  copper: "#b8683a",
  amber: "#e0a030",
  gold: "#e6b422",
  golden: "#e6b422",
  yellow: "#e8cc3a",
  lemon: "#eee060",
  mustard: "#c8a42a",
  ochre: "#c08a2a",
  khaki: "#b8ac78",
  olive: "#7a8238",
  lime: "#8ccc3c",
  green: "#3a9a44",
  "forest green": "#2f6e3a",
  "sea green": "#2e8a6a",
  emerald: "#2f9e62",
  jade: "#3a9a78",
  mint: "#8edcb0",
  sage: "#8aa47e",
  teal: "#1e8a88",
  turquoise: "#3ec8b8",
  cyan: "#3cc4d8",
  aqua: "#48d0dc",
  "sky blue": "#6ab4ec",
  azure: "#4a90e0",
  blue: "#3c6cd0",
  "royal blue": "#2a48c0",
  sapphire: "#2a4cb8",
  cobalt: "#2c50b4",
  navy: "#26346e",
  "navy blue": "#26346e",
  indigo: "#4a3ca0",
  violet: "#8a5ad8",
  purple: "#8a44b8",
  amethyst: "#9a5cc8",
  lavender: "#b49ae0",
  plum: "#6a2a5a",
  magenta: "#c83ca8",
  pink: "#e888b4",
  "hot pink": "#f03a8a",
  rose: "#d8607e",
  coral: "#f0785a",
  salmon: "#f09a80",
  peach: "#f0a888",
  brown: "#8a5a36",
  chocolate: "#5a3220",
  tan: "#c89a68",
  beige: "#d8c49c",
  bronze: "#9a6a32",
  sepia: "#8a6a48",
  cream: "#eee2c0",
  ivory: "#f4f0de",
  white: "#eeeeea",
  silver: "#b8bcc4",
  gray: "#8a8a90",
  grey: "#8a8a90",
  slate: "#5a6478",
  charcoal: "#46464e",
  black: "#2a2a30",
  topaz: "#e0a838",
  // Hair colours: light enough (blonde) or warm enough (ginger, auburn) to read on a head of
  // hair at 1x, apart from the skin tones they sit against.
  blonde: "#e6cc72",
  blond: "#e6cc72",
  ginger: "#c8682c",
  auburn: "#94402a",
  brunette: "#5a3822",
};

/**
 * Colour words said of hair: with no part named beside them, they colour a figure's hair ("a
 * blonde elf" is an elf with blonde hair, not in a blonde tunic).
 */
export const HAIR_COLOR_WORDS: ReadonlySet<string> = new Set([
  "blonde",
  "blond",
  "ginger",
  "auburn",
  "brunette",
]);

/**
 * Colour words that also name a material (`gold`, `silver`, `ivory`...). The sprite reader
 * reads these as the material (a golden crown is made of gold, with its shine), the palette
 * planner as the colour.
 */
export const MATERIAL_COLOR_WORDS: ReadonlySet<string> = new Set([
  "gold",
  "golden",
  "silver",
  "bronze",
  "copper",
  "ivory",
]);

/** A colour word's swatch in OKLCH; undefined for a word that names no colour. */
export function colorWordOklch(word: string): Oklch | undefined {
  const hex = COLOR_WORDS[word];
  return hex === undefined ? undefined : oklabToOklch(rgbToOklab(hexToRgb(hex)));
}
