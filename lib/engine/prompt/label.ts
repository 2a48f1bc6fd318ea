/**
 * Labels: the text a prompt asks to be written on a piece ("a button labelled START", a sign
 * reading "INN", 'a panel with the text "GAME OVER"'). Quoted text wins over a named word.
 * Labels are set in capitals. The words that ask for a label and the label's own words are
 * understood: the reader does not report them as unknown.
 */

/** Longest label read from a prompt, in characters. */
const MAX_LABEL = 16;

const QUOTED = /(?:^|[\s(:])["“'‘]([^"“”'‘’]{1,40})["”'’]/;
const NAMED =
  /\b(?:labell?ed|that says|saying|reading|captioned|titled|with (?:the )?(?:text|word|label|title))\s+([A-Za-z0-9!?.:-]+)/i;
/** Words that introduce a quoted label ("a sign reading \"INN\""). */
const LEAD = /\b(?:labell?ed|that says|saying|reading|captioned|titled|text|word|label|title)\b/gi;

/** The label a prompt asks for, in capitals, or null when it names none. */
export function readLabel(prompt: string): string | null {
  const found = QUOTED.exec(prompt)?.[1] ?? NAMED.exec(prompt)?.[1];
  if (!found) return null;
  const label = found.trim().replace(/\s+/g, " ").toUpperCase().slice(0, MAX_LABEL);
  return label.length > 0 ? label : null;
}

/**
 * The part of `prompt` that asks for a label: the label's words and, when there is a label, the
 * words that introduce it. Empty when the prompt names no label.
 */
export function labelText(prompt: string): string {
  const quoted = QUOTED.exec(prompt)?.[1];
  if (quoted !== undefined) return [quoted, ...(prompt.match(LEAD) ?? [])].join(" ");
  return NAMED.exec(prompt)?.[0] ?? "";
}
