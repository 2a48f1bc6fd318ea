/**
 * Text folding that runs before the matcher, for the spelling tricks obscenity's own
 * transformers do not undo. Both functions are total: any string in, a string out.
 */

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Characters that draw nothing: combining marks (left over from accents once decomposed),
 * format characters (zero-width space and joiners, soft hyphen, word joiner, bidi controls,
 * tag characters), and the letters that render blank (Hangul fillers, blank braille).
 */
const INVISIBLE = /[\p{M}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whitespace of any kind, control characters (NUL included), dashes and underscores. */
const SPACING = /[\s\p{Cc}\p{Z}\p{Pd}_]+/gu;

/**
 * Lowercase, compatibility-decomposed text with accents and invisible characters removed and
 * every run of spacing turned into one space: "ＰÖ\u200BRN_star" becomes "porn star",
 * "𝐧𝐚𝐤𝐞𝐝" becomes "naked". NFKD is what maps fullwidth, circled and mathematical letters to
 * plain ones; look-alikes from other scripts (Cyrillic "о") are left to obscenity.
 */
export function normalizePrompt(text: string): string {
  return text
    .replace(LONE_SURROGATE, "\uFFFD")
    .normalize("NFKD")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(SPACING, " ");
}

/**
 * What counts as a letter when someone spells a word out: letters, digits (leetspeak "s 3 x")
 * and the two leetspeak symbols that are never punctuation.
 */
const UNIT = String.raw`[\p{L}\p{N}$@]`;
const NOT_UNIT = String.raw`[^\p{L}\p{N}$@]`;

/**
 * Three or more single units in a row, each one standing alone between one to three separator
 * characters: "p o r n", "p.o.r.n", "s * e * x".
 */
const SPACED_RUN = new RegExp(
  `(?<!${UNIT})${UNIT}(?:${NOT_UNIT}{1,3}${UNIT}(?!${UNIT})){2,}`,
  "gu",
);
const UNIT_CHAR = new RegExp(UNIT, "gu");
const LETTER = /\p{L}/gu;

/**
 * Joins words that were spelled out one character at a time ("n a k e d" → "naked") and
 * leaves everything else as it is. Only runs of single characters are joined, so two real
 * words are never glued together ("a ss", "banana s" stay apart), and a run needs at least two
 * letters, so sizes and counts such as "5 3 x" or "1 2 3" stay apart too. When a run mixes
 * separators, a space in one marks a word break ("n.u.d.e k.i.d" → "nude kid"); when all
 * separators are alike, word breaks cannot be told apart and the whole run becomes one word.
 * Each joined word gets a space on either side, so whole-word patterns still see a word.
 */
export function joinSpelledOutWords(normalized: string): string {
  return normalized.replace(SPACED_RUN, (run) => {
    if ((run.match(LETTER)?.length ?? 0) < 2) return run;
    const units = run.match(UNIT_CHAR) ?? [];
    const separators = run.split(UNIT_CHAR).slice(1, -1);
    const mixed = separators.some((separator) => separator !== separators[0]);
    let word = units[0] ?? "";
    for (let i = 1; i < units.length; i++) {
      if (mixed && separators[i - 1]?.includes(" ")) word += " ";
      word += units[i];
    }
    return ` ${word} `;
  });
}
