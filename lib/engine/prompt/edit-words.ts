/**
 * Prompt words for the edit operations (restyle, touch-up): tokenising, and the "not understood"
 * list, which is the sprite prompt reader's own list minus the words an edit understands itself
 * (verbs like "raise" or "remove" that the sprite vocabulary has no use for).
 */
import { readSpritePrompt, type SpritePromptReading } from "./read-sprite-prompt";

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, " ")
    .split(" ")
    .map((w) => w.replace(/'s$/, "").replace(/'/g, ""))
    .filter((w) => w.length > 0);
}

/** True when `word` or a plain plural/verb form of it is in `vocab`. */
export function inVocab(word: string, vocab: ReadonlySet<string>): boolean {
  if (vocab.has(word)) return true;
  for (const cut of ["s", "es", "ing", "ed", "d"]) {
    if (word.endsWith(cut) && vocab.has(word.slice(0, -cut.length))) return true;
  }
  return word.endsWith("ing") && vocab.has(`${word.slice(0, -3)}e`);
}

/** The sprite reader's view of the text, or null when it is too short for that reader. */
export function readWords(text: string): SpritePromptReading | null {
  const trimmed = text.trim().slice(0, 1500);
  return trimmed.length >= 3 ? readSpritePrompt(trimmed) : null;
}

export function unrecognizedWords(
  text: string,
  reading: SpritePromptReading | null,
  vocab: ReadonlySet<string>,
): string[] {
  const candidates = reading ? reading.unrecognized : tokenize(text);
  return candidates.filter((w) => !inVocab(w, vocab) && !/^\d+$/.test(w));
}
