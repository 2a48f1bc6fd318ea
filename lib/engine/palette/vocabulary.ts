/**
 * The words a palette prompt (and a recipe's `theme`, `primary`, `moods`) is read with. The
 * reader and the generator share these tables, so a recipe whose fields came from a prompt
 * regenerates the same palette. Hues are OKLCH degrees (red ≈ 29, yellow ≈ 105, green ≈ 142,
 * blue ≈ 264), not HSL ones.
 */
import { COLOR_WORDS } from "../color";

export interface ThemeSpec {
  /** Ramp hues in order of importance; the first is the main hue when no color is named. */
  readonly hues: readonly number[];
  /** Shifts every ramp's lightness range, in OKLCH L units (about -0.1 to 0.1). */
  readonly light: number;
  /** Multiplies every ramp's chroma. */
  readonly chroma: number;
  /** Themes that live in shadow and stone also get a grey ramp. */
  readonly neutral?: boolean;
}

export const THEMES: Readonly<Record<string, ThemeSpec>> = {
  forest: { hues: [142, 120, 60, 95], light: -0.02, chroma: 0.9 },
  jungle: { hues: [148, 125, 30, 95], light: -0.03, chroma: 1.15 },
  desert: { hues: [75, 55, 40, 240], light: 0.05, chroma: 0.8 },
  beach: { hues: [90, 210, 190, 45], light: 0.07, chroma: 0.9 },
  ocean: { hues: [235, 200, 180, 260], light: -0.01, chroma: 1.0 },
  sky: { hues: [240, 220, 90, 300], light: 0.08, chroma: 0.8 },
  lava: { hues: [35, 55, 20, 300], light: -0.05, chroma: 1.25, neutral: true },
  ice: { hues: [225, 200, 260, 290], light: 0.08, chroma: 0.65 },
  night: { hues: [275, 250, 300, 100], light: -0.1, chroma: 0.8 },
  space: { hues: [290, 260, 330, 200], light: -0.08, chroma: 1.1 },
  dungeon: { hues: [60, 270, 40, 150], light: -0.08, chroma: 0.6, neutral: true },
  cave: { hues: [70, 260, 180, 40], light: -0.07, chroma: 0.55, neutral: true },
  castle: { hues: [255, 60, 29, 100], light: 0, chroma: 0.7, neutral: true },
  sunset: { hues: [45, 15, 330, 290, 85], light: 0, chroma: 1.15 },
  candy: { hues: [350, 320, 200, 130, 95], light: 0.08, chroma: 1.0 },
  cyberpunk: { hues: [330, 200, 290, 110], light: -0.03, chroma: 1.3 },
  autumn: { hues: [50, 35, 85, 20], light: -0.02, chroma: 1.0 },
  spring: { hues: [140, 350, 100, 300], light: 0.06, chroma: 0.95 },
  swamp: { hues: [120, 95, 160, 60], light: -0.06, chroma: 0.65 },
  graveyard: { hues: [150, 280, 250, 100], light: -0.07, chroma: 0.5, neutral: true },
  steampunk: { hues: [60, 45, 85, 200], light: -0.03, chroma: 0.75, neutral: true },
  retro: { hues: [30, 100, 200, 300], light: 0, chroma: 1.05 },
};

/** Other words for a theme, read as the theme itself. */
export const THEME_SYNONYMS: Readonly<Record<string, string>> = {
  woods: "forest",
  woodland: "forest",
  tree: "forest",
  trees: "forest",
  rainforest: "jungle",
  tropical: "jungle",
  dune: "desert",
  dunes: "desert",
  sand: "desert",
  sea: "ocean",
  underwater: "ocean",
  water: "ocean",
  coast: "beach",
  clouds: "sky",
  volcano: "lava",
  volcanic: "lava",
  magma: "lava",
  fire: "lava",
  hell: "lava",
  snow: "ice",
  snowy: "ice",
  frozen: "ice",
  winter: "ice",
  arctic: "ice",
  frost: "ice",
  midnight: "night",
  moonlight: "night",
  cosmic: "space",
  galaxy: "space",
  crypt: "dungeon",
  catacomb: "dungeon",
  cavern: "cave",
  mine: "cave",
  medieval: "castle",
  dusk: "sunset",
  dawn: "sunset",
  sweets: "candy",
  sweet: "candy",
  neon: "cyberpunk",
  synthwave: "cyberpunk",
  fall: "autumn",
  harvest: "autumn",
  bloom: "spring",
  meadow: "spring",
  marsh: "swamp",
  bog: "swamp",
  haunted: "graveyard",
  spooky: "graveyard",
  cemetery: "graveyard",
  brass: "steampunk",
  arcade: "retro",
};

export interface MoodSpec {
  /** Shifts lightness (OKLCH L units). */
  readonly light: number;
  /** Multiplies chroma. */
  readonly chroma: number;
  /** -1 pulls free hues toward blue, +1 toward orange. */
  readonly warmth: number;
}

export const MOODS: Readonly<Record<string, MoodSpec>> = {
  warm: { light: 0, chroma: 1, warmth: 1 },
  cool: { light: 0, chroma: 1, warmth: -1 },
  muted: { light: 0, chroma: 0.55, warmth: 0 },
  vivid: { light: 0, chroma: 1.35, warmth: 0 },
  dark: { light: -0.1, chroma: 0.95, warmth: 0 },
  bright: { light: 0.08, chroma: 1.1, warmth: 0 },
  pastel: { light: 0.12, chroma: 0.5, warmth: 0 },
  gloomy: { light: -0.08, chroma: 0.6, warmth: -0.5 },
  cheerful: { light: 0.06, chroma: 1.2, warmth: 0.5 },
  earthy: { light: -0.03, chroma: 0.7, warmth: 0.6 },
  eerie: { light: -0.06, chroma: 0.85, warmth: -0.7 },
  serene: { light: 0.04, chroma: 0.75, warmth: -0.4 },
  soft: { light: 0.05, chroma: 0.7, warmth: 0 },
  bold: { light: 0, chroma: 1.3, warmth: 0 },
  rich: { light: -0.04, chroma: 1.25, warmth: 0.2 },
  faded: { light: 0.05, chroma: 0.45, warmth: 0 },
  grim: { light: -0.1, chroma: 0.5, warmth: -0.3 },
};

export const MOOD_SYNONYMS: Readonly<Record<string, string>> = {
  warmer: "warm",
  hot: "warm",
  cold: "cool",
  chilly: "cool",
  cooler: "cool",
  desaturated: "muted",
  dull: "muted",
  subdued: "muted",
  saturated: "vivid",
  vibrant: "vivid",
  intense: "vivid",
  dim: "dark",
  shadowy: "dark",
  light: "bright",
  luminous: "bright",
  glowing: "bright",
  pale: "pastel",
  sad: "gloomy",
  somber: "gloomy",
  sombre: "gloomy",
  melancholy: "gloomy",
  moody: "gloomy",
  gloom: "gloomy",
  happy: "cheerful",
  playful: "cheerful",
  joyful: "cheerful",
  natural: "earthy",
  rustic: "earthy",
  creepy: "eerie",
  sinister: "eerie",
  calm: "serene",
  peaceful: "serene",
  gentle: "soft",
  strong: "bold",
  deep: "rich",
  washed: "faded",
  vintage: "faded",
  bleak: "grim",
  gritty: "grim",
};

/** Named colours: the engine's one colour lexicon (multi-word names win over their parts). */
export { COLOR_WORDS } from "../color";

const HEX = /^#?[0-9a-f]{6}$/i;

/** A color word or a `#rrggbb` as lowercase hex; null when the text names no color. */
export function colorOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  const named = COLOR_WORDS[key];
  if (named) return named;
  return HEX.test(key) ? `#${key.replace(/^#/, "")}` : null;
}

/** The theme a word names, through its synonyms; null when it names none. */
export function themeOf(name: string | null | undefined): ThemeSpec | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  return THEMES[key] ?? THEMES[THEME_SYNONYMS[key] ?? ""] ?? null;
}

export function moodOf(name: string): MoodSpec | null {
  const key = name.trim().toLowerCase();
  return MOODS[key] ?? MOODS[MOOD_SYNONYMS[key] ?? ""] ?? null;
}
