/**
 * Reads a palette prompt ("gloomy teal forest, 16 colors") into the fields a recipe is made of.
 * The reading is plain word matching against `vocabulary.ts`, and `describeReading` says what
 * was understood, so an artist can see why the options look as they do.
 */
import { COLOR_WORDS, MOOD_SYNONYMS, MOODS, THEME_SYNONYMS, THEMES } from "./vocabulary";

export interface PaletteReading {
  /** Canonical theme name (a key of THEMES), or null. */
  theme: string | null;
  /** The first color named (a key of COLOR_WORDS, or `#rrggbb`), or null. */
  primary: string | null;
  /** Every color named, in order, primary first; the rest become support anchors. */
  colors: string[];
  /** Canonical mood names in order of appearance, at most 4 (the recipe's bound). */
  moods: string[];
  /** The color count the text asks for, clamped to 4..64, or null when it gives none. */
  count: number | null;
}

export const MIN_COLORS = 4;
export const MAX_COLORS = 64;
const MAX_MOODS = 4;

const clampCount = (n: number) => Math.min(MAX_COLORS, Math.max(MIN_COLORS, n));

/**
 * "12 colors" is a count even when out of range (clamped); a bare number counts only when it is
 * a sensible count on its own (4..64) and not part of "8-bit", "32px" or "1990s".
 */
function readCount(text: string): number | null {
  const explicit = /\b(\d{1,4})\s*-?\s*(?:colou?rs?|shades?|swatches)\b/.exec(text);
  if (explicit) return clampCount(Number(explicit[1]));
  for (const match of text.matchAll(/(?<![#\w])(\d{1,4})(?![\w-])/g)) {
    const n = Number(match[1]);
    if (n >= MIN_COLORS && n <= MAX_COLORS) return n;
  }
  return null;
}

export function readPalettePrompt(prompt: string): PaletteReading {
  const text = prompt.toLowerCase();
  const words = text.match(/#[0-9a-f]{6}\b|[a-z]+/g) ?? [];
  const reading: PaletteReading = {
    theme: null,
    primary: null,
    colors: [],
    moods: [],
    count: readCount(text),
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const pair = `${word} ${words[i + 1] ?? ""}`;
    if (COLOR_WORDS[pair]) {
      addColor(reading, pair);
      i++;
      continue;
    }
    if (word.startsWith("#") || COLOR_WORDS[word]) {
      addColor(reading, word);
      continue;
    }
    const theme = THEMES[word] ? word : THEME_SYNONYMS[word];
    if (theme && reading.theme === null) {
      reading.theme = theme;
      continue;
    }
    const mood = MOODS[word] ? word : MOOD_SYNONYMS[word];
    if (mood && !reading.moods.includes(mood) && reading.moods.length < MAX_MOODS) {
      reading.moods.push(mood);
    }
  }
  return reading;
}

function addColor(reading: PaletteReading, color: string): void {
  if (reading.colors.includes(color)) return;
  reading.colors.push(color);
  reading.primary ??= color;
}

/**
 * The `read_as` sentence: every part is always named ("none" when absent) so the artist sees
 * what the prompt did not say as clearly as what it did. `count` is the effective count (the
 * request's own overrides the text's); null means one option per size.
 */
export function describeReading(
  reading: PaletteReading,
  count: number | null = reading.count,
): string {
  const others = reading.colors.slice(1);
  const parts = [
    `theme: ${reading.theme ?? "none"}`,
    `main color: ${reading.primary ?? "none"}${others.length ? ` (with ${others.join(", ")})` : ""}`,
    `moods: ${reading.moods.length ? reading.moods.join(", ") : "none"}`,
    count === null ? "sizes 8, 16, 24, 32" : `${count} colors`,
  ];
  return parts.join("; ");
}
