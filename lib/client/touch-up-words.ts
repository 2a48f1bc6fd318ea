import type { TouchUpPreview } from "@/lib/contract/touch-up-preview";

/** `word` added to the end of `sentence`, with one space between them. */
export function insertWord(sentence: string, word: string): string {
  if (sentence.trim() === "") return word;
  return /\s$/.test(sentence) ? `${sentence}${word}` : `${sentence} ${word}`;
}

/** "1 pixel", "3 pixels". */
export const countOf = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * What the preview says will happen, in one line: the reader's own summary when it gives one,
 * else the action, the words it acts on and how many pixels change; a refusal gives its reason.
 * Words nothing understood are named after it.
 */
export function previewSentence(preview: TouchUpPreview): string {
  const { reading } = preview;
  const main = preview.refused
    ? `Nothing would change: ${preview.refused.reason}.`
    : (reading.summary ??
      `Will ${reading.action}${reading.used.length > 0 ? ` (${reading.used.join(", ")})` : ""}: ${countOf(preview.mask?.pixels ?? 0, "pixel")} change.`);
  const unknown = [...reading.unrecognized, ...reading.ignored];
  return unknown.length > 0 ? `${main} Not acted on: ${unknown.join(", ")}.` : main;
}
