import { matchTerms, type TermHit } from "./match-terms";
import { joinSpelledOutWords, normalizePrompt } from "./normalize";
import { MODERATION_CATEGORIES, type ModerationCategory, type TermRole } from "./terms";

export { MODERATION_CATEGORIES, type ModerationCategory } from "./terms";

/**
 * The filter's answer for one prompt. A refusal names the category (most severe one found)
 * and the term behind it: the term list's own name for it ("naked", "slur", "hate symbol"),
 * never the user's spelling, so it is safe to log. What each category covers, and what is
 * deliberately allowed, is written at the top of `terms.ts`.
 */
export type ScreenVerdict =
  | { allowed: true }
  | { allowed: false; category: ModerationCategory; term: string };

/** Roles that become `sexual_minors` when a word for a child is in the same prompt. */
const SEXUAL_ROLES: ReadonlySet<TermRole> = new Set(["sexual", "sexual_violence", "suggestive"]);

/**
 * Screens one prompt before anything is charged or drawn. Never throws, whatever the string
 * (NUL, lone surrogates, emoji, any length); costs microseconds for a typical prompt, as the
 * matcher is built once at module load.
 *
 * The prompt is normalised (case, accents, fullwidth and styled letters, invisible characters,
 * dashes), then matched twice: as it is, and with words spelled out letter by letter joined
 * up ("p o r n", "n.u.d.e"). obscenity's matcher handles leetspeak, look-alike letters and
 * repeated letters within each.
 */
export function screenPrompt(text: string): ScreenVerdict {
  const normalized = normalizePrompt(text);
  const hits = matchTerms(normalized);
  const joined = joinSpelledOutWords(normalized);
  if (joined !== normalized) hits.push(...matchTerms(joined));
  return verdictFor(hits);
}

function verdictFor(hits: readonly TermHit[]): ScreenVerdict {
  const nearChild = hits.some((hit) => hit.role === "minor_context");
  for (const category of MODERATION_CATEGORIES) {
    const hit =
      hits.find((found) => found.role === category) ??
      (category === "sexual_minors" && nearChild
        ? hits.find((found) => SEXUAL_ROLES.has(found.role))
        : undefined);
    if (hit) return { allowed: false, category, term: hit.term };
  }
  return { allowed: true };
}
