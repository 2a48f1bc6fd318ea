/**
 * How an action is done: the adverbs of a sentence ("slowly", "angrily", "a little") read into a
 * tempo and an amplitude, for every edit that moves something (a motion, a pose). A word names a
 * tempo, an amplitude, or both ("wildly" is big and quick); the words a sentence uses are kept so
 * the caller can report each one as used only when it changed what was made.
 */

export type Tempo = "slow" | "even" | "quick";

export interface Manner {
  readonly tempo: Tempo;
  /** 0.6 for gentle words, 1.5 for strong ones, 1 otherwise (or when they cancel out). */
  readonly amplitude: number;
  /** The words that set the tempo or the amplitude, as written. */
  readonly words: readonly string[];
}

interface WordManner {
  readonly tempo?: Tempo;
  readonly size?: "gentle" | "strong";
}

const WORDS: Readonly<Record<string, WordManner>> = {
  slowly: { tempo: "slow" },
  slow: { tempo: "slow" },
  lazily: { tempo: "slow", size: "gentle" },
  lazy: { tempo: "slow", size: "gentle" },
  sleepily: { tempo: "slow", size: "gentle" },
  sleepy: { tempo: "slow", size: "gentle" },
  wearily: { tempo: "slow", size: "gentle" },
  tired: { tempo: "slow", size: "gentle" },
  tiredly: { tempo: "slow", size: "gentle" },
  leisurely: { tempo: "slow" },
  solemnly: { tempo: "slow" },
  calmly: { tempo: "slow", size: "gentle" },
  calm: { tempo: "slow", size: "gentle" },
  gracefully: { tempo: "slow" },
  quickly: { tempo: "quick" },
  quick: { tempo: "quick" },
  fast: { tempo: "quick" },
  rapidly: { tempo: "quick" },
  hurriedly: { tempo: "quick" },
  briskly: { tempo: "quick" },
  frantically: { tempo: "quick", size: "strong" },
  nervously: { tempo: "quick", size: "gentle" },
  angrily: { tempo: "quick", size: "strong" },
  furiously: { tempo: "quick", size: "strong" },
  fiercely: { size: "strong" },
  wildly: { tempo: "quick", size: "strong" },
  wild: { size: "strong" },
  excitedly: { tempo: "quick", size: "strong" },
  happily: { tempo: "quick" },
  joyfully: { tempo: "quick", size: "strong" },
  eagerly: { tempo: "quick" },
  energetically: { size: "strong" },
  vigorously: { size: "strong" },
  violently: { size: "strong" },
  strongly: { size: "strong" },
  strong: { size: "strong" },
  hard: { size: "strong" },
  big: { size: "strong" },
  huge: { size: "strong" },
  high: { size: "strong" },
  lot: { size: "strong" },
  slightly: { size: "gentle" },
  slight: { size: "gentle" },
  gently: { size: "gentle" },
  gentle: { size: "gentle" },
  softly: { size: "gentle" },
  soft: { size: "gentle" },
  little: { size: "gentle" },
  small: { size: "gentle" },
  lightly: { size: "gentle" },
  subtle: { size: "gentle" },
  subtly: { size: "gentle" },
  tiny: { size: "gentle" },
  shyly: { size: "gentle" },
  timidly: { size: "gentle" },
};

/** What one word says of the manner, or null when it names none. */
export function mannerOf(word: string): WordManner | null {
  return WORDS[word.toLowerCase()] ?? null;
}

/** The manner of a sentence's words: the majority of tempo and size words wins, ties are even. */
export function readManner(words: readonly string[]): Manner {
  let slow = 0;
  let quick = 0;
  let gentle = 0;
  let strong = 0;
  const used: string[] = [];
  for (const word of words) {
    const m = mannerOf(word);
    if (!m) continue;
    used.push(word);
    if (m.tempo === "slow") slow++;
    if (m.tempo === "quick") quick++;
    if (m.size === "gentle") gentle++;
    if (m.size === "strong") strong++;
  }
  return {
    tempo: slow > quick ? "slow" : quick > slow ? "quick" : "even",
    amplitude: strong > gentle ? 1.5 : gentle > strong ? 0.6 : 1,
    words: used,
  };
}
