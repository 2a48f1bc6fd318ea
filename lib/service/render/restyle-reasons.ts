/**
 * A refused restyle says why in a sentence about this sprite: what it is ("this slime", "this
 * imported picture") and what it lacks or already has for each refused word ("this wizard
 * already has a beard", "a slime has no face for a beard", "this knight holds a sword, not a
 * staff"). The checks that refuse decide the words; this only words the reason. A refusal
 * whose reason is already about the sprite keeps it, naming the sprite by what it is.
 */
import type { SpriteParts } from "@/lib/engine/animate";
import { HELD_WORDS } from "@/lib/engine/draw";
import { readAttributes, readSpritePrompt, tokenize } from "@/lib/engine/prompt";
import { readAppearance } from "@/lib/engine/restyle";
import type { RestyleRefusal } from "./restyle-types";

/** What the refused sprite is, as the reasons name it. */
export interface RefusedSprite {
  /** The engine's subject word ("knight", "slime"), or null for an import or an unknown one. */
  readonly subject: string | null;
  readonly parts: SpriteParts;
  /** Drawn by the engine (it can be drawn again), not an imported picture. */
  readonly drawn: boolean;
}

/** The subject word of a sprite drawn from `prompt`, or null. */
export function subjectOf(prompt: string | undefined, assetType?: string): string | null {
  if (!prompt) return null;
  try {
    return readSpritePrompt(prompt, assetType as never).subject;
  } catch {
    return null;
  }
}

/** Refusal reasons that say nothing about the sprite, reworded here. */
const GENERIC = [
  /would change nothing on this sprite/,
  /would leave this sprite unchanged/,
  /cannot be drawn on this sprite: it shows it already/,
  /cannot be drawn: no face could be found/,
];

const CAPE = new Set(["cape", "cloak", "mantle"]);
const ARMOR = new Set(["armor", "armour", "plate", "mail"]);
const HAIR = new Set(["hair", "beard", "moustache", "mustache"]);
const ROBOT = new Set(["robot", "robotic", "android", "mech", "cyborg", "mechanical"]);

export function explainRefusal(refusal: RestyleRefusal, prompt: string, sprite: RefusedSprite) {
  const name = sprite.subject ? `this ${sprite.subject}` : "this imported picture";
  const Name = name[0]!.toUpperCase() + name.slice(1);
  if (!GENERIC.some((g) => g.test(refusal.message))) {
    return {
      ...refusal,
      message: refusal.message.replace(/\b[Tt]his sprite\b/g, (m) => (m[0] === "T" ? Name : name)),
    };
  }
  const words = new Set([...refusal.words, ...tokenize(prompt)].map((w) => w.toLowerCase()));
  const colorOf = (part: Set<string>) => {
    const b = readAttributes(prompt).bindings.find((x) => part.has(x.partWord) && x.color);
    return b?.color ? ` ${b.color.words.join(" ")}` : "";
  };
  const faceless =
    sprite.parts.body === "other" || (!sprite.drawn && /no face/.test(refusal.message));
  const reasons: string[] = [];
  const appearance = readAppearance(prompt);
  if (appearance?.words.some((w) => refusal.words.includes(w))) {
    const traits = appearance.traits;
    const what = traits.includes("bearded")
      ? "a beard"
      : traits.includes("sad")
        ? "a sad face"
        : "an older look";
    if (faceless) {
      reasons.push(
        sprite.drawn
          ? traits.includes("sad")
            ? `${Name} shows no eyes the engine can draw a sad face with`
            : what === "an older look"
              ? `${Name} shows no head with an eye whose muzzle and brow the engine can grey for ${what}`
              : `${Name} is a creature, not a character: the engine draws ${what} only on a character's face`
          : `${Name} has no face to draw ${what} on (no patch of skin with eyes in its upper half)`,
      );
    } else if (sprite.drawn && sprite.parts.body === "biped") {
      reasons.push(
        traits.includes("bearded")
          ? `${name} already has a beard`
          : traits.includes("old")
            ? `${name} already looks old (grey hair and a long beard)`
            : `${name} already shows it`,
      );
    } else {
      reasons.push(
        `${Name} cannot be drawn again with ${what}: it was edited since the engine drew it`,
      );
    }
  }
  const has = (set: Set<string>) => [...words].some((w) => set.has(w));
  if (has(CAPE) && refusal.words.some((w) => CAPE.has(w))) {
    reasons.push(
      sprite.parts.body === "other" || !sprite.drawn
        ? `${name} has no shoulders or back the engine knows to hang a${colorOf(CAPE)} cape from`
        : `${name} shows its cape already in that colour`,
    );
  }
  if (has(ARMOR) && refusal.words.some((w) => ARMOR.has(w))) {
    reasons.push(`${name} wears no armor to make${colorOf(ARMOR)}`);
  }
  if (words.has("hair") && refusal.words.includes("hair")) {
    // A figure the engine drew has a head of hair: what it lacks is hair that shows.
    reasons.push(
      sprite.drawn && sprite.parts.body === "biped"
        ? `${name} shows almost none of its hair (its head is covered, by a helmet or a hood) to colour${colorOf(HAIR)}`
        : `${name} has no hair to colour${colorOf(HAIR)}`,
    );
  }
  if (has(ROBOT) && refusal.words.some((w) => ROBOT.has(w))) {
    reasons.push(`${name} has no body or head for the robot look to plate`);
  }
  const held = refusal.words.filter((w) => (HELD_WORDS as readonly string[]).includes(w));
  if (held.length > 0 && reasons.length === 0) {
    reasons.push(
      sprite.parts.held
        ? `${name} holds a ${sprite.parts.held}, not a ${held[0]}`
        : sprite.drawn
          ? `${name} holds no ${held[0]}`
          : `what ${name} holds is not known (it has no parts the engine drew)`,
    );
  }
  if (reasons.length === 0) {
    return { ...refusal, message: refusal.message.replace(/\bthis sprite\b/g, name) };
  }
  const sentence = reasons.join("; and ");
  return {
    ...refusal,
    message: `${sentence[0]!.toUpperCase()}${sentence.slice(1)}, so ${refusal.words.map((w) => `"${w}"`).join(", ")} would change nothing: nothing is made or charged.`,
  };
}
