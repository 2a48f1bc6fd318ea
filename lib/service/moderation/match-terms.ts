import {
  collapseDuplicatesTransformer,
  DataSet,
  type EnglishProfaneWord,
  englishDataset,
  englishRecommendedWhitelistMatcherTransformers,
  type Node,
  type ParsedPattern,
  type PhraseBuilder,
  parseRawPattern,
  RegExpMatcher,
  remapCharactersTransformer,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  SyntaxKind,
  toAsciiLowerCaseTransformer,
} from "obscenity";
import { ALLOWED_PHRASES } from "./allowed-phrases";
import { OBSCENITY_WORDS, REGEX_TERMS, TERMS, type TermRole } from "./terms";

/** One term found in a prompt: its reported name and what it does (see `terms.ts`). */
export interface TermHit {
  term: string;
  role: TermRole;
}

/**
 * How many copies of a repeated character the matcher keeps: two of the letters that are
 * doubled in real words ("boob", "ass", "fellatio"), one of anything else ("fuuuck" → "fuck").
 * These are obscenity's English-preset thresholds.
 */
const KEPT_REPEATS = new Map([..."beolsg"].map((letter) => [letter, 2]));

const keptRepeats = (char: number) => KEPT_REPEATS.get(String.fromCodePoint(char)) ?? 1;

/**
 * Rewrites a pattern into the spelling the matcher sees after repeats are squeezed: a run
 * longer than the kept count is shortened ("jizz" → "jiz", which obscenity's own list never
 * matched), and a single letter that may be kept doubled becomes optionally doubled ("porn" →
 * "po[o]rn", so "poooorn", squeezed to "poorn", still matches).
 */
export function fitPattern(pattern: ParsedPattern): ParsedPattern {
  const nodes: Node[] = [];
  let literal: number[] = [];
  const flush = () => {
    if (literal.length > 0) nodes.push({ kind: SyntaxKind.Literal, chars: literal });
    literal = [];
  };
  for (const node of pattern.nodes) {
    if (node.kind !== SyntaxKind.Literal) {
      flush();
      nodes.push(node);
      continue;
    }
    const { chars } = node;
    for (let i = 0; i < chars.length; ) {
      const char = chars[i]!;
      let run = 1;
      while (chars[i + run] === char) run++;
      const keep = keptRepeats(char);
      for (let k = 0; k < Math.min(run, keep); k++) literal.push(char);
      if (run < keep) {
        flush();
        nodes.push({
          kind: SyntaxKind.Optional,
          childNode: { kind: SyntaxKind.Literal, chars: [char] },
        });
      }
      i += run;
    }
  }
  flush();
  return { ...pattern, nodes };
}

function addPatterns(
  phrase: PhraseBuilder<TermHit>,
  patterns: readonly ParsedPattern[],
  allowed: readonly string[] = [],
): PhraseBuilder<TermHit> {
  for (const pattern of patterns) phrase.addPattern(fitPattern(pattern));
  for (const term of allowed) phrase.addWhitelistedTerm(term);
  return phrase;
}

/**
 * obscenity's English words (recategorised or dropped per `OBSCENITY_WORDS`), our `TERMS`, and
 * the allowed phrases. A dropped word keeps its allowed phrases: they only ever prevent matches.
 */
function buildDataSet(): DataSet<TermHit> {
  const data = new DataSet<TermHit>();
  // A copy, walked through the one public visitor DataSet has; nothing is removed.
  new DataSet<{ originalWord: EnglishProfaneWord }>()
    .addAll(englishDataset)
    .removePhrasesIf(({ metadata, patterns, whitelistedTerms }) => {
      const role = metadata ? OBSCENITY_WORDS[metadata.originalWord] : null;
      data.addPhrase((phrase) =>
        role && metadata
          ? addPatterns(
              phrase.setMetadata({ term: metadata.originalWord, role }),
              patterns,
              whitelistedTerms,
            )
          : addPatterns(phrase, [], whitelistedTerms),
      );
      return false;
    });
  for (const { term, role, patterns } of TERMS) {
    data.addPhrase((phrase) =>
      addPatterns(phrase.setMetadata({ term, role }), patterns.map(parseRawPattern)),
    );
  }
  data.addPhrase((phrase) => addPatterns(phrase, [], ALLOWED_PHRASES));
  return data;
}

const dataSet = buildDataSet();

/**
 * Built once at module load. Before matching, obscenity folds look-alike characters
 * ("🅿", Cyrillic "р"), leetspeak ("p0rn", "a$$", plus "9" for "g", which its table lacks),
 * case, and repeats (`KEPT_REPEATS`). Allowed phrases are found in the text as given,
 * lowercased, with runs of spaces made one.
 */
const matcher = new RegExpMatcher({
  ...dataSet.build(),
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    resolveLeetSpeakTransformer(),
    remapCharactersTransformer({ g: "9" }),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({ defaultThreshold: 1, customThresholds: KEPT_REPEATS }),
  ],
  whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
});

/**
 * Every term in `text` (already normalised, see `normalize.ts`), in order of position, then
 * the `REGEX_TERMS` that match.
 */
export function matchTerms(text: string): TermHit[] {
  const hits: TermHit[] = [];
  for (const match of matcher.getAllMatches(text, true)) {
    const hit = dataSet.getPayloadWithPhraseMetadata(match).phraseMetadata;
    if (hit) hits.push(hit);
  }
  for (const { term, role, regex } of REGEX_TERMS) {
    if (regex.test(text)) hits.push({ term, role });
  }
  return hits;
}
