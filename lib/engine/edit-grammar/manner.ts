/**
 * How an action is done: the adverbs of a sentence ("slowly", "angrily", "a little") read into a
 * tempo, an amplitude and a mood, for every edit that moves something (a motion, a pose), and
 * the side it is done with ("with his left hand"). A word names a tempo, an amplitude, a mood,
 * or several ("angrily" is quick, big and angry); the words a sentence uses are kept so the
 * caller can report each one as used only when it changed what was made.
 */

export type Tempo = "slow" | "even" | "quick";
/** A feeling a motion shows besides its timing: drawn as a mark by the head (a vein, a drop). */
export type Mood = "anger" | "fear" | "joy";

export interface Manner {
  readonly tempo: Tempo;
  /** 0.6 for gentle words, 1.5 for strong ones, 1 otherwise (or when they cancel out). */
  readonly amplitude: number;
  /** The feeling most of the mood words name, or null (also when they tie). */
  readonly mood: Mood | null;
  /** The words that set the tempo, the amplitude or the mood, as written. */
  readonly words: readonly string[];
}

interface WordManner {
  readonly tempo?: Tempo;
  readonly size?: "gentle" | "strong";
  readonly mood?: Mood;
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
  frantically: { tempo: "quick", size: "strong", mood: "fear" },
  nervously: { tempo: "quick", size: "gentle", mood: "fear" },
  nervous: { tempo: "quick", size: "gentle", mood: "fear" },
  anxiously: { tempo: "quick", size: "gentle", mood: "fear" },
  anxious: { tempo: "quick", size: "gentle", mood: "fear" },
  fearfully: { tempo: "quick", size: "gentle", mood: "fear" },
  scared: { tempo: "quick", size: "gentle", mood: "fear" },
  afraid: { tempo: "quick", size: "gentle", mood: "fear" },
  worriedly: { tempo: "quick", size: "gentle", mood: "fear" },
  worried: { tempo: "quick", size: "gentle", mood: "fear" },
  angrily: { tempo: "quick", size: "strong", mood: "anger" },
  angry: { tempo: "quick", size: "strong", mood: "anger" },
  furiously: { tempo: "quick", size: "strong", mood: "anger" },
  furious: { tempo: "quick", size: "strong", mood: "anger" },
  mad: { tempo: "quick", size: "strong", mood: "anger" },
  madly: { tempo: "quick", size: "strong", mood: "anger" },
  grumpily: { size: "strong", mood: "anger" },
  grumpy: { size: "strong", mood: "anger" },
  irritably: { tempo: "quick", mood: "anger" },
  crossly: { tempo: "quick", mood: "anger" },
  impatiently: { tempo: "quick", mood: "anger" },
  fiercely: { size: "strong" },
  wildly: { tempo: "quick", size: "strong" },
  wild: { size: "strong" },
  excitedly: { tempo: "quick", size: "strong", mood: "joy" },
  excited: { tempo: "quick", size: "strong", mood: "joy" },
  happily: { tempo: "quick", mood: "joy" },
  happy: { tempo: "quick", mood: "joy" },
  joyfully: { tempo: "quick", size: "strong", mood: "joy" },
  joyful: { tempo: "quick", size: "strong", mood: "joy" },
  cheerfully: { tempo: "quick", mood: "joy" },
  cheerful: { tempo: "quick", mood: "joy" },
  gleefully: { tempo: "quick", size: "strong", mood: "joy" },
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
  const moods = new Map<Mood, number>();
  const used: string[] = [];
  for (const word of words) {
    const m = mannerOf(word);
    if (!m) continue;
    used.push(word);
    if (m.tempo === "slow") slow++;
    if (m.tempo === "quick") quick++;
    if (m.size === "gentle") gentle++;
    if (m.size === "strong") strong++;
    if (m.mood) moods.set(m.mood, (moods.get(m.mood) ?? 0) + 1);
  }
  const ranked = [...moods].sort((a, b) => b[1] - a[1]);
  const tied = ranked.length > 1 && ranked[0]![1] === ranked[1]![1];
  return {
    tempo: slow > quick ? "slow" : quick > slow ? "quick" : "even",
    amplitude: strong > gentle ? 1.5 : gentle > strong ? 0.6 : 1,
    mood: ranked.length > 0 && !tied ? ranked[0]![0] : null,
    words: used,
  };
}

export type Side = "left" | "right";

/** A sentence's side ("with his left hand", "the right leg", "left-handed") and its words. */
export interface SideReading {
  /** The doer's own left or right (not the viewer's). */
  readonly side: Side;
  readonly words: readonly string[];
}

/** Limb words a side word can go with; a side alone ("waves with his left") means a hand. */
const LIMB_WORDS = new Set(
  "hand hands arm arms paw paws leg legs foot feet wing wings claw claws fist fists handed".split(
    " ",
  ),
);

/**
 * The side a sentence names for the limb doing the action, or null. "Left" or "right" counts
 * when a limb word follows it ("left hand", "right leg") or when it ends a phrase after "with"
 * or "using" ("waves with his left"); "to the left", a direction, is not a side.
 */
export function readSide(words: readonly string[]): SideReading | null {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.toLowerCase();
    const side = word === "left" || word === "right" ? word : null;
    if (!side) continue;
    const next = words[i + 1]?.toLowerCase();
    if (next && LIMB_WORDS.has(next)) return { side, words: [word, next] };
    const before = words.slice(Math.max(0, i - 3), i).map((w) => w.toLowerCase());
    if ((before.includes("with") || before.includes("using")) && !before.includes("to"))
      return { side, words: [word] };
  }
  return null;
}
