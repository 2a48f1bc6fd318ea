import type { AnimationPreset } from "@/lib/contract/common";
import { WEAPON_KINDS } from "@/lib/engine/draw";
import { heldSubjects } from "@/lib/engine/subjects";
import {
  accountWords,
  contentWords,
  CREATURE_PART_WORDS,
  PART_WORDS,
  PROMPT_MIN_LENGTH,
  readSpritePrompt,
  type SpritePromptReading,
  tokenize,
  type WordAccount,
} from "@/lib/engine/prompt";

/**
 * A pack prompt read clause by clause: clauses that name something the engine draws are the
 * pack's sprites (the first is the main one); a clause that names nothing but describes (a
 * color, a part, a material: "a knight with a blue cape") belongs to the sprite before it; a
 * clause that names nothing the engine knows ("a quiver") is reported, never dropped silently.
 */

export const ANIMATION_WORDS: readonly (readonly [RegExp, AnimationPreset])[] = [
  [/\bidl(e|ing)\b/, "Idle"],
  [/\bwalk(s|ing)?\b/, "Walk"],
  [/\brun(s|ning)?\b/, "Run"],
  [/\bjump(s|ing)?\b/, "Jump"],
  [/\battack(s|ing)?\b|\bswing(s|ing)?\b/, "Attack"],
  [/\bhurt\b|\bhit\b/, "Hurt"],
  [/\bdeath\b|\bdies?\b|\bdying\b/, "Death"],
];
/** Words that name the pack itself, not a thing in it. */
const PACK_WORDS = /\b(an?|the|asset|assets|pack|set|kit|of|for|my|game|sprites?|plus)\b/g;
/** Words that ask for animation without naming one; they count when the pack animates. */
const ANIMATE_WORDS = /\b(animations?|animated)\b/g;
const CLAUSE_BREAK = /(,|;|\band\b|\bwith\b|\bplus\b|\+|&)/;
/** Breaks that continue a "with" list ("with a sword and a shield"); any other ends it. */
const LIST_BREAKS: ReadonlySet<string> = new Set([",", "and", "&"]);
/** Sprites with a body: they wear the parts a prompt names, and they can be animated. */
export const ANIMATED_TYPES: ReadonlySet<string> = new Set(["character", "creature"]);

export interface PackThing {
  /** The sprite prompt: the clause that names it, with the clauses that describe it. */
  prompt: string;
  reading: SpritePromptReading;
  /** The content words of its clauses that the sprite reader understood. */
  read: string[];
  /** Weapons a character holds because the prompt gave them to it ("with a club"). */
  held?: string[];
}

export interface PackReading {
  things: PackThing[];
  /** Animations named, in the order of ANIMATION_WORDS. */
  presets: AnimationPreset[];
  /** Clauses that name nothing the engine draws and describe no sprite before them. */
  unplaced: string[];
}

/** A clause of a pack prompt, and the break before it ("with", "and", ",", or "" first). */
interface Clause {
  text: string;
  after: string;
}

/** Each clause of `prompt`, without the pack and animation words. */
function clausesOf(prompt: string): Clause[] {
  let text = prompt.toLowerCase();
  for (const [pattern] of ANIMATION_WORDS)
    text = text.replace(new RegExp(pattern.source, "g"), " ");
  const pieces = text.replace(ANIMATE_WORDS, " ").split(CLAUSE_BREAK);
  const clauses: Clause[] = [];
  let after = "";
  for (const [i, piece] of pieces.entries()) {
    // split with a capture group alternates text (even) and the break that follows it (odd).
    if (i % 2 === 1) {
      after = piece.trim();
      continue;
    }
    const clause = piece.replace(PACK_WORDS, " ").replace(/\s+/g, " ").trim();
    if (tokenize(clause).length > 0) clauses.push({ text: clause, after });
  }
  return clauses;
}

/**
 * Whether a clause naming a weapon is what the character before it holds: "a goblin warrior
 * with a spiked club" is one goblin with a club in its hand (the drawing holds the weapon a
 * prompt names), not a goblin with its usual knife plus a club of its own. It must come in a
 * "with" list, and a hand holds one weapon (a shield goes on the other arm); a second weapon
 * stays a sprite of its own.
 */
function heldBy(
  owner: PackThing | undefined,
  reading: SpritePromptReading,
  inWithList: boolean,
): owner is PackThing & { held: string[] } {
  if (!owner || !inWithList || owner.reading.assetType !== "character") return false;
  const kind = reading.subject;
  // The hand's own weapons, or any weapon the registry lets a hand hold (a club, a crossbow).
  const holdable =
    (WEAPON_KINDS as readonly string[]).includes(kind ?? "") || heldSubjects().includes(kind ?? "");
  if (reading.assetType !== "weapon" || !holdable) return false;
  const held = owner.held ?? [];
  return kind === "shield" ? !held.includes("shield") : held.every((k) => k === "shield");
}

/**
 * The sprite a describing clause belongs to: a body part ("a red cape") goes to the latest
 * character or creature, anything else to the latest thing named.
 */
function ownerOf(things: PackThing[], read: readonly string[]): PackThing | undefined {
  const namesPart = read.some((w) => PART_WORDS.has(w) || CREATURE_PART_WORDS.has(w));
  const bodies = things.filter((t) => ANIMATED_TYPES.has(t.reading.assetType));
  return (namesPart ? bodies.at(-1) : undefined) ?? things.at(-1);
}

export function readPackPrompt(prompt: string): PackReading {
  const text = prompt.toLowerCase();
  const presets = ANIMATION_WORDS.filter(([pattern]) => pattern.test(text)).map(([, p]) => p);
  const things: PackThing[] = [];
  // Describing clauses seen before the first named thing wait for it ("red, a knight").
  let waiting: { clause: string; read: string[] }[] = [];
  const unplaced: string[] = [];
  let inWithList = false;
  for (const { text: clause, after } of clausesOf(prompt)) {
    inWithList = after === "with" || (inWithList && LIST_BREAKS.has(after));
    // The sprite reader takes three characters or more; a shorter clause names nothing.
    if (clause.length < PROMPT_MIN_LENGTH) {
      unplaced.push(clause);
      continue;
    }
    const reading = readSpritePrompt(clause);
    const read = contentWords(clause).filter((w) => !reading.unrecognized.includes(w));
    const last = things.at(-1);
    if (reading.subject !== null && heldBy(last, reading, inWithList)) {
      last.prompt = `${last.prompt} with ${clause}`;
      last.reading = readSpritePrompt(last.prompt);
      last.read.push(...read);
      last.held = [...(last.held ?? []), reading.subject];
      continue;
    }
    if (reading.subject !== null) {
      const described = waiting.map((w) => w.clause);
      things.push({
        prompt: [...described, clause].join(" "),
        reading:
          described.length > 0 ? readSpritePrompt([...described, clause].join(" ")) : reading,
        read: [...waiting.flatMap((w) => w.read), ...read],
      });
      waiting = [];
      continue;
    }
    const owner = ownerOf(things, read);
    if (read.length === 0) unplaced.push(clause);
    else if (owner) {
      owner.prompt = `${owner.prompt} with ${clause}`;
      owner.reading = readSpritePrompt(owner.prompt);
      owner.read.push(...read);
    } else waiting.push({ clause, read });
  }
  // Descriptions with nothing named at all describe the whole prompt's one sprite.
  if (things.length === 0) {
    const reading = readSpritePrompt(prompt);
    const read = contentWords(prompt).filter((w) => !reading.unrecognized.includes(w));
    things.push({ prompt: prompt.trim(), reading, read });
  }
  return { things, presets, unplaced };
}

/**
 * Every content word of the prompt as `used` (it shaped a planned step, or names the pack) or
 * `ignored` (an unknown thing, a thing past the step limit, animation words for a sprite that
 * cannot move).
 */
export function accountPackWords(
  prompt: string,
  planned: readonly PackThing[],
  animated: boolean,
): WordAccount {
  const used = new Set(planned.flatMap((t) => t.read));
  const packWords = new Set(
    (prompt.toLowerCase().match(PACK_WORDS) ?? []).map((w) => w.trim().toLowerCase()),
  );
  const animationWord = (w: string) =>
    /^(animations?|animated)$/.test(w) || ANIMATION_WORDS.some(([pattern]) => pattern.test(w));
  return accountWords(
    prompt,
    (w) => used.has(w) || packWords.has(w) || (animated && animationWord(w)),
  );
}
