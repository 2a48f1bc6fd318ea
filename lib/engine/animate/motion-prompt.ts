/**
 * Reads a custom animation prompt ("waves and nods slowly") into at most two motions and an
 * intensity (the adverbs, read by the edit grammar's manner words). Vocabulary-based and deterministic, like the sprite prompt reader: words that name
 * no motion, body part, modifier or filler are returned as `unrecognized` for the client to show.
 */

import { type Mood, mannerOf, readManner, type Tempo } from "../edit-grammar";

export const MOTION_NAMES = [
  "idle",
  "walk",
  "run",
  "jump",
  "attack",
  "hurt",
  "death",
  "wave",
  "raise",
  "nod",
  "bow",
  "tilt",
  "bounce",
  "float",
  "spin",
  "shake",
  "sway",
  "pulse",
  "kick",
  "cast",
  "ponder",
  "sad",
  "look",
] as const;
export type MotionName = (typeof MOTION_NAMES)[number];

const MOTION_WORDS: Readonly<Record<string, MotionName>> = {
  idle: "idle",
  breathe: "idle",
  breath: "idle",
  breathing: "idle",
  bob: "idle",
  stand: "idle",
  rest: "idle",
  wait: "idle",
  walk: "walk",
  march: "walk",
  step: "walk",
  stroll: "walk",
  run: "run",
  sprint: "run",
  dash: "run",
  jog: "run",
  jump: "jump",
  hop: "jump",
  leap: "jump",
  attack: "attack",
  swing: "attack",
  slash: "attack",
  strike: "attack",
  stab: "attack",
  chop: "attack",
  hit: "attack",
  hurt: "hurt",
  flinch: "hurt",
  damage: "hurt",
  recoil: "hurt",
  die: "death",
  death: "death",
  dead: "death",
  collapse: "death",
  fall: "death",
  faint: "death",
  wave: "wave",
  greet: "wave",
  hello: "wave",
  raise: "raise",
  cheer: "raise",
  celebrate: "raise",
  lift: "raise",
  nod: "nod",
  bow: "bow",
  tilt: "tilt",
  bounce: "bounce",
  dance: "bounce",
  float: "float",
  hover: "float",
  levitate: "float",
  fly: "float",
  drift: "float",
  spin: "spin",
  turn: "spin",
  twirl: "spin",
  rotate: "spin",
  shake: "shake",
  tremble: "shake",
  shiver: "shake",
  vibrate: "shake",
  jitter: "shake",
  sway: "sway",
  lean: "sway",
  rock: "sway",
  wobble: "sway",
  pulse: "pulse",
  throb: "pulse",
  squash: "pulse",
  stretch: "pulse",
  kick: "kick",
  cast: "cast",
  spell: "cast",
  conjure: "cast",
  ponder: "ponder",
  think: "ponder",
  wonder: "ponder",
  contemplate: "ponder",
  sad: "sad",
  sigh: "sad",
  mourn: "sad",
  weep: "sad",
  cry: "sad",
  sulk: "sad",
  mope: "sad",
  glance: "look",
};

/** "Looks around": a look word before one of these is the head turning about. */
const LOOK_WORDS = new Set(["look", "looks", "looking", "peer", "peers", "peering"]);
const ABOUT_WORDS = new Set(["around", "round", "about"]);

/** Words that carry no motion of their own: grammar, body parts, things held, directions. */
const FILLER = new Set(
  (
    "a an the and or then while with his her its their them it he she they is are be being " +
    "to of in on at up down by for from into over around back forth again repeatedly " +
    "continuously loop looping once twice times very really bit character sprite " +
    "he's she's it's both one two left right hand hands arm arms head body legs leg foot feet " +
    "weapon sword shield staff bow axe spear wand place side sides forward forwards backward " +
    "backwards air ground floor gently like as if someone somebody friend look looks looking " +
    "tail tails jaw jaws teeth mouth"
  ).split(" "),
);

/** Inflections back to a stem: waves, waving, waved → wave. */
function stems(word: string): string[] {
  const out = [word];
  const add = (s: string) => {
    if (s.length >= 2) out.push(s);
  };
  if (word.endsWith("ing")) {
    const base = word.slice(0, -3);
    add(base);
    add(`${base}e`);
    if (base.length > 2 && base.at(-1) === base.at(-2)) add(base.slice(0, -1));
  }
  if (word.endsWith("ed")) {
    add(word.slice(0, -1));
    add(word.slice(0, -2));
    const base = word.slice(0, -2);
    if (base.length > 2 && base.at(-1) === base.at(-2)) add(base.slice(0, -1));
  }
  if (word.endsWith("es")) add(word.slice(0, -2));
  if (word.endsWith("s")) add(word.slice(0, -1));
  if (word.endsWith("ly")) add(word.slice(0, -2));
  return out;
}

export interface MotionReading {
  /** One or two motions, in the order named; idle when none was recognised. */
  readonly motions: readonly MotionName[];
  /** 0.6 for gentle words, 1.5 for strong ones, 1 otherwise; a slow tempo makes it smaller. */
  readonly intensity: number;
  /** How fast the manner words say it goes (the strip's playback rate follows it). */
  readonly tempo: Tempo;
  /** The manner words ("slowly", "angrily") the intensity came from, as written. */
  readonly manner: readonly string[];
  /** The feeling they name ("angrily": anger), marked by the head. */
  readonly mood: Mood | null;
  readonly unrecognized: readonly string[];
}

export function readMotionPrompt(text: string): MotionReading {
  const words = text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  const motions: MotionName[] = [];
  const unrecognized: string[] = [];
  const manner: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (LOOK_WORDS.has(word) && ABOUT_WORDS.has(words[i + 1] ?? "")) {
      if (!motions.includes("look")) motions.push("look");
      i++;
      continue;
    }
    const forms = stems(word);
    const motion = forms.map((f) => MOTION_WORDS[f]).find((m) => m !== undefined);
    if (motion) {
      if (!motions.includes(motion)) motions.push(motion);
      // A third motion is not made: its words changed nothing.
      if (motions.indexOf(motion) >= 2 && !unrecognized.includes(word)) unrecognized.push(word);
      continue;
    }
    const how = [word, ...forms].find((f) => mannerOf(f) !== null);
    if (how) manner.push(how);
    else if (!forms.some((f) => FILLER.has(f)) && !unrecognized.includes(word)) {
      unrecognized.push(word);
    }
  }
  // The cut-out path has no timing of its own: a slow motion is made smaller, a quick one larger
  // (unless a size word already says how large).
  const how = readManner(manner);
  const intensity =
    how.amplitude !== 1
      ? how.amplitude
      : how.tempo === "slow"
        ? 0.8
        : how.tempo === "quick"
          ? 1.25
          : 1;
  return {
    motions: motions.length > 0 ? motions.slice(0, 2) : ["idle"],
    intensity,
    tempo: how.tempo,
    manner,
    mood: how.mood,
    unrecognized,
  };
}
