/**
 * What a custom motion sentence asks of a figure, read for the rig: the motions the sentence
 * reader knows, plus the gestures only a posed figure can do (casting a spell, a bow from the
 * waist, a cheer with both arms up), and the held thing the sentence names, if any. Pure and
 * cheap: the service reads a sentence with it before anything is charged.
 */
import {
  type Mood,
  mannerOf,
  readManner,
  readSide,
  type SideReading,
  type Tempo,
} from "../../edit-grammar";
import { readMotionPrompt } from "../motion-prompt";

export type Gesture =
  | "idle"
  | "walk"
  | "run"
  | "jump"
  | "attack"
  | "hurt"
  | "death"
  | "wave"
  | "cast"
  | "raise"
  | "cheer"
  | "nod"
  | "bow"
  | "kick"
  | "tilt"
  | "sway"
  | "bounce"
  | "float"
  | "shake"
  | "spin"
  | "pulse"
  | "ponder"
  | "sad"
  | "look"
  | "bite"
  | "wag";

/** Gestures the biped rig poses; the rest (spin, pulse) go to the cut-out path. */
export const RIG_GESTURES: ReadonlySet<Gesture> = new Set<Gesture>([
  "idle",
  "walk",
  "run",
  "jump",
  "attack",
  "hurt",
  "death",
  "wave",
  "cast",
  "raise",
  "cheer",
  "nod",
  "bow",
  "kick",
  "tilt",
  "sway",
  "bounce",
  "float",
  "shake",
  "ponder",
  "sad",
  "look",
  "bite",
  "wag",
]);

/**
 * Gestures made with a part only some creatures have: a bite needs a head with jaws (or a
 * spider's fanged front, or a mouth drawn on a slime's face), a wag a tail. A figure without it
 * (a slime with no mouth, a sprite whose parts are not known) is refused them; a figure on two
 * legs is refused a bite for what is true of it: the engine has no bite for a person.
 */
export const PART_GESTURES: ReadonlyMap<Gesture, string> = new Map<Gesture, string>([
  ["bite", "a head with jaws or a mouth"],
  ["wag", "a tail"],
]);

/**
 * Gestures that need arms and hands, or legs: a biped. (A cheer does not: a body without arms
 * cheers with a happy hop.)
 */
export const LIMB_GESTURES: ReadonlySet<Gesture> = new Set<Gesture>([
  "wave",
  "cast",
  "raise",
  "kick",
  "bow",
]);

const CAST_WORDS = new Set([
  "cast",
  "casts",
  "casting",
  "spell",
  "spells",
  "conjure",
  "conjures",
  "conjuring",
  "magic",
  "enchant",
  "enchants",
  "summon",
  "summons",
  "summoning",
]);
const CHEER_WORDS = new Set([
  "cheer",
  "cheers",
  "cheering",
  "celebrate",
  "celebrates",
  "celebrating",
  "hooray",
  "hurray",
]);
const BOW_WORDS = new Set(["bow", "bows", "bowing", "bowed", "curtsy", "curtsies"]);
const BITE_WORDS = new Set(
  "bite bites biting bit snap snaps snapping chomp chomps chomping gnaw gnaws gnawing".split(" "),
);
const WAG_WORDS = new Set("wag wags wagging wagged".split(" "));
/** Thinking: a hand to the chin (on a biped), the head tilted, a trail of thought dots. */
const PONDER_WORDS = new Set(
  (
    "ponder ponders pondering pondered think thinks thinking thought wonder wonders wondering " +
    "contemplate contemplates contemplating muse muses musing puzzle puzzled puzzles ponderous " +
    "pensive pensively thoughtful thoughtfully"
  ).split(" "),
);
/** Sorrow: the head hangs, the shoulders slump, a slow sigh. */
const SAD_WORDS = new Set(
  (
    "sad sadly sadness sigh sighs sighing sighed mourn mourns mourning weep weeps weeping cry " +
    "cries crying sob sobs sobbing sulk sulks sulking mope mopes moping gloomy glum unhappy " +
    "sorrow sorrowful sorrowfully dejected depressed downcast upset grieve grieves grieving"
  ).split(" "),
);
/** Looking about: the head turns one way, then the other. */
const LOOK_ABOUT = /^(around|round|about)$/;

/** Words that only say how the rest looks ("looks sad"): no motion and nothing ignored. */
const LOOK_WORDS = new Set([
  "look",
  "looks",
  "looking",
  "seem",
  "seems",
  "seeming",
  "feel",
  "feels",
]);

/** Held things a sentence can name, with the drawer's item kinds each one means. */
export const HELD_WORDS: Readonly<Record<string, readonly string[]>> = {
  sword: ["sword"],
  blade: ["sword", "dagger", "axe"],
  axe: ["axe"],
  spear: ["spear"],
  staff: ["staff"],
  wand: ["wand", "staff"],
  dagger: ["dagger"],
  knife: ["dagger"],
  mace: ["mace", "hammer"],
  hammer: ["hammer", "mace"],
  weapon: [],
  banner: ["banner"],
  flag: ["banner"],
};

/** Where a raise or swing goes: what the rig's raise and overhead swing already do. */
const ALOFT = new Set(["overhead", "aloft", "above", "skyward", "upward", "upwards", "high"]);

/** Words before a noun: "the bow" is a weapon, "bows" alone a gesture. */
const DETERMINERS = new Set(["the", "a", "an", "his", "her", "its", "their", "my", "your"]);

export interface GestureReading {
  /** In the order named, at most three; empty when no word named a motion. */
  readonly gestures: readonly Gesture[];
  /** The words that named each gesture. */
  readonly words: ReadonlyMap<Gesture, readonly string[]>;
  /** A held thing the sentence names ("the sword"), with its word. */
  readonly held: { readonly word: string; readonly kinds: readonly string[] } | null;
  readonly intensity: number;
  /** How fast the gestures go: a slow one takes the whole loop, a quick one snaps. */
  readonly tempo: Tempo;
  /** The manner words ("slowly", "angrily") as written. */
  readonly manner: readonly string[];
  /** The feeling the manner words name ("angrily": anger), drawn as a mark by the head. */
  readonly mood: Mood | null;
  /** The side named for the doing limb ("with his left hand"), the doer's own. */
  readonly side: SideReading | null;
  /**
   * A word saying the gesture goes overhead ("swings the sword overhead"), or null; it counts
   * only for gestures that can go overhead (a raise, a cheer, a wave, a swing).
   */
  readonly aloft: string | null;
  /**
   * Content words that changed nothing: they named no motion, modifier or filler, or named a
   * gesture past the third, which is not made.
   */
  readonly unrecognized: readonly string[];
}

function gestureOf(word: string): Gesture | null {
  if (CAST_WORDS.has(word)) return "cast";
  if (CHEER_WORDS.has(word)) return "cheer";
  if (BOW_WORDS.has(word)) return "bow";
  if (BITE_WORDS.has(word)) return "bite";
  if (WAG_WORDS.has(word)) return "wag";
  if (PONDER_WORDS.has(word)) return "ponder";
  if (SAD_WORDS.has(word)) return "sad";
  const one = readMotionPrompt(word);
  if (one.unrecognized.length > 0) return null;
  if (one.motions[0] !== "idle") return one.motions[0] as Gesture;
  return /^(idle|breath|bob|stand|rest|wait)/.test(word) ? "idle" : null;
}

export function readGestures(text: string): GestureReading {
  const tokens = text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  const gestures: Gesture[] = [];
  const words = new Map<Gesture, string[]>();
  const note = (g: Gesture, word: string) => {
    if (!gestures.includes(g)) gestures.push(g);
    words.set(g, [...(words.get(g) ?? []), word]);
  };
  let held: GestureReading["held"] = null;
  let aloft: string | null = null;
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    const before = tokens[i - 1];
    const noun = word.replace(/s$/, "");
    const heldKinds = word === "bow" ? ["bow"] : (HELD_WORDS[word] ?? HELD_WORDS[noun]);
    if (before && DETERMINERS.has(before) && heldKinds) {
      held ??= { word, kinds: heldKinds };
      continue;
    }
    if (ALOFT.has(word)) {
      aloft ??= word;
      continue;
    }
    // "looks around": the look is a gesture of its own, the head turning about.
    if (LOOK_WORDS.has(word) && LOOK_ABOUT.test(tokens[i + 1] ?? "")) {
      note("look", word);
      note("look", tokens[i + 1]!);
      i++;
      continue;
    }
    // "looks sad": the look is the gesture that follows it.
    if (LOOK_WORDS.has(word) && tokens.slice(i + 1).some((w) => gestureOf(w) !== null)) continue;
    const gesture = gestureOf(word);
    if (gesture) note(gesture, word);
    else rest.push(word);
  }
  const reading = readMotionPrompt(rest.join(" "));
  const manner = readManner(tokens.filter((w) => mannerOf(w) !== null));
  const made = gestures.slice(0, 3);
  // Overhead is a place only a raise, a cheer, a wave or a swing goes to.
  const goesAloft = made.some(
    (g) => g === "raise" || g === "cheer" || g === "wave" || g === "attack",
  );
  return {
    gestures: made,
    words,
    held,
    intensity: manner.amplitude,
    tempo: manner.tempo,
    manner: manner.words,
    mood: manner.mood,
    side: readSide(tokens),
    aloft: goesAloft ? aloft : null,
    unrecognized: [
      ...(aloft && !goesAloft ? [aloft] : []),
      ...reading.unrecognized.filter((w) => !HELD_WORDS[w] && !HELD_WORDS[w.replace(/s$/, "")]),
      // Gestures past the third are not made: their words changed nothing.
      ...gestures.slice(3).flatMap((g) => words.get(g) ?? []),
    ],
  };
}
