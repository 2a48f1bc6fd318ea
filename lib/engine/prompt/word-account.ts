/**
 * Every content word of a prompt accounted for: an operation that reads a prompt reports the
 * words it acted on (`used`) and the ones it did not (`ignored`). Grammar words ("a", "the",
 * "with") and plain numbers are not content and appear in neither list; every other word of
 * the text lands in exactly one of them, once, in the order it was written.
 */
import { tokenize } from "./edit-words";
import { FILLER_WORDS } from "./vocabulary";

export interface WordAccount {
  readonly used: readonly string[];
  readonly ignored: readonly string[];
}

/** The words of `text` that carry content, deduplicated, in order. */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const w of tokenize(text)) {
    if (FILLER_WORDS.has(w) || /^\d+$/.test(w) || words.includes(w)) continue;
    words.push(w);
  }
  return words;
}

/**
 * Splits the content words of `text` by whether `understood` says the operation acted on them.
 * Words the predicate rejects are `ignored`, so nothing is dropped silently.
 */
export function accountWords(text: string, understood: (word: string) => boolean): WordAccount {
  const used: string[] = [];
  const ignored: string[] = [];
  for (const w of contentWords(text)) (understood(w) ? used : ignored).push(w);
  return { used, ignored };
}

/**
 * The account for a reader that lists the words it did not understand. Those words are put in
 * this module's word form first ("don't" → "dont"), so a reader that splits words its own way
 * cannot leave one it missed in `used`.
 */
export function accountFromUnrecognized(
  text: string,
  unrecognized: readonly string[],
): WordAccount {
  const missed = new Set(unrecognized.flatMap((w) => tokenize(w)));
  return accountWords(text, (w) => !missed.has(w));
}
