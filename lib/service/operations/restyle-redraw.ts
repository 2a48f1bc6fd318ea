/**
 * What a restyle sentence asks of a generated character that drawing it again does honestly:
 * traits its drawer has variants for (a beard, older), another held item ("swap the sword for
 * an axe"), a pose on its layers ("raise the sword": the arm turns with what it holds). The
 * sentence is read by the engine's readers; this module only combines them, so the restyle and
 * animation operations of the engine stay apart.
 */
import { readGestures, refuseMotion, type SpriteParts } from "@/lib/engine/animate";
import { HELD_WORDS } from "@/lib/engine/draw";
import { contentWords, readAttributes, tokenize } from "@/lib/engine/prompt";
import { readAppearance, readRestylePrompt } from "@/lib/engine/restyle";

/** Gestures a still can show, posed on the layers. */
const STILL = new Set(["raise", "cheer", "wave", "cast", "bow", "kick"]);
/** Words that ask for a swap or a change around the thing named. */
const ASKING = new Set([
  "give",
  "him",
  "her",
  "them",
  "it",
  "make",
  "look",
  "looks",
  "add",
  "grow",
  "more",
  "swap",
  "replace",
  "change",
  "exchange",
  "switch",
  "trade",
  "hold",
  "holding",
  "instead",
]);

/**
 * What a sentence asks of a generated character that drawing it again does honestly: traits
 * (a beard, older), another held item ("swap the sword for an axe"), a pose on its layers
 * ("raise the sword"). `used` are the words that ask for these; null when it asks none.
 */
export interface RedrawAsk {
  readonly traits: readonly string[];
  readonly held: string | null;
  readonly pose: string | null;
  /** Colors bound to parts ("pink hair, gold armor"), for the drawer to paint. */
  readonly partColors: string | null;
  readonly used: readonly string[];
}

export function readRedraw(prompt: string, mode: string): RedrawAsk | null {
  const appearance = readAppearance(prompt);
  const gestures = readGestures(prompt);
  const still = gestures.gestures.filter((g) => STILL.has(g));
  const pose = (mode === "pose" || mode === "custom") && still.length > 0 ? prompt : null;
  const r = readRestylePrompt(prompt);
  const wanted = r.newItem?.subject ?? null;
  const held =
    !pose &&
    (mode === "item" || mode === "custom") &&
    wanted &&
    HELD_WORDS.includes(wanted as never)
      ? wanted
      : null;
  // Part colors alone or with other redraw asks: the drawer paints the hair or the cape it
  // drew, which the silhouette reading cannot find as surely. Not with a look for the whole
  // sprite ("burning, blue cape"): the recolor does both.
  const bound = readAttributes(prompt).bindings.filter((b) => b.color !== null);
  const partColors =
    bound.length > 0 && mode !== "pose" && mode !== "item" && !r.look && !r.preset
      ? bound.map((b) => `${b.color!.words.join(" ")} ${b.partWord}`).join(", ")
      : null;
  if (!appearance && !pose && !held && !partColors) return null;
  const asking = new Set<string>([...ASKING, ...(appearance?.words ?? [])]);
  if (pose) {
    for (const g of still) for (const w of gestures.words.get(g) ?? []) asking.add(w);
    if (gestures.held) asking.add(gestures.held.word);
  }
  for (const b of bound) for (const w of [b.partWord, ...b.color!.words]) asking.add(w);
  if (held) {
    for (const w of tokenize(prompt))
      if (HELD_WORDS.includes(w as never) || w === "for" || w === "with") asking.add(w);
  }
  return {
    traits: appearance?.traits ?? [],
    held,
    pose,
    partColors,
    used: contentWords(prompt).filter((w) => asking.has(w)),
  };
}

/**
 * A pose or item sentence the sprite's parts cannot do: a pose naming a held thing it does not
 * hold ("raise the sword" on a wizard with a staff, or on an import whose parts are unknown) or
 * needing limbs it lacks, an item for a body without hands. Null when the parts allow it.
 */
export function refuseForParts(
  prompt: string,
  mode: string,
  parts: SpriteParts,
): { words: readonly string[]; message: string } | null {
  if (mode === "item" && parts.body === "other") {
    const words = tokenize(prompt).filter((w) => HELD_WORDS.includes(w as never));
    return {
      words: words.length > 0 ? words : tokenize(prompt),
      message: "This sprite has no hands to hold an item.",
    };
  }
  if ((mode === "pose" || mode === "custom") && readGestures(prompt).gestures.length > 0) {
    return refuseMotion(prompt, parts);
  }
  return null;
}
