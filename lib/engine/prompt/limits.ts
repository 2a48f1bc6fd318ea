/**
 * How long a prompt may be, and how length is counted everywhere (validation, engine, studio):
 * in Unicode code points, the "characters" of JSON Schema's `maxLength` and of zod's string
 * bounds. An emoji such as 😀 is one character, although JavaScript's `.length` says 2.
 */
export const PROMPT_MIN_LENGTH = 3;
export const PROMPT_MAX_LENGTH = 1500;

/** The length of `text` in code points. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
