/**
 * Automatic names. A generation is named by its subject ("knight"); a sprite made from another
 * is named by its line's name and what was done ("knight · fire restyle", "knight · walk"),
 * never by stacking labels on a whole title ("restyle of restyle of a knight ..."). A name the
 * artist gave is kept as the line's name.
 */
import type { SpriteRow } from "./present";

/** Between a line's name and what was done to it. */
export const TITLE_SEPARATOR = " · ";

/** Titles are at most 200 characters. */
const TITLE_MAX = 200;

/** Words that say nothing about what is drawn, left out of a name made from a prompt. */
const FILLER = new Set(["a", "an", "the", "of", "with", "and", "in", "on", "my", "some"]);

/** At most this many words of a prompt make a name when the reader found no subject. */
const NAME_WORDS = 3;

/**
 * A generation's name: the subject the prompt reader found ("knight", "treasure chest"), else
 * the prompt's first few meaningful words.
 */
export function subjectName(prompt: string, subject: string | null | undefined): string {
  if (subject) return subject.replace(/[-_]+/g, " ");
  const words = prompt
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word && !FILLER.has(word.toLowerCase()));
  const name = words.slice(0, NAME_WORDS).join(" ");
  return (name || prompt.trim() || "sprite").slice(0, TITLE_MAX);
}

/** The name of a sprite's line: the part of its title before what was done to it. */
export function lineName(source: Pick<SpriteRow, "title" | "prompt" | "meta">): string {
  const title = source.title?.trim();
  if (title) return title.split(TITLE_SEPARATOR)[0]!.trim() || title;
  const reading = source.meta?.reading as { subject?: unknown } | undefined;
  const subject = typeof reading?.subject === "string" ? reading.subject : null;
  return subjectName(source.prompt ?? "", subject);
}

/** The name of what was made from `source`: "knight · touch-up". */
export function derivedTitle(
  source: Pick<SpriteRow, "title" | "prompt" | "meta">,
  what: string,
): string {
  return `${lineName(source)}${TITLE_SEPARATOR}${what}`.slice(0, TITLE_MAX);
}
