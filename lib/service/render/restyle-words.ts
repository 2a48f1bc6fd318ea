/**
 * The words of a custom restyle sentence, weighed: which frame the request and are never
 * weighed ("give him", "make it look"), which name what the sprite is, and, by making the
 * sentence again without each, which changed the result and which were asked for and changed
 * nothing on this sprite (refused by name).
 */
import { readGestures } from "@/lib/engine/animate";
import { sideWords } from "@/lib/engine/combine";
import { readAttributes, SUBJECTS } from "@/lib/engine/prompt";
import { readAppearance, readRestylePrompt, type RestyleMode } from "@/lib/engine/restyle";

/**
 * Words that frame a request rather than ask for a change ("make him look", "give her", "swap
 * ... for"): left out, they change nothing, and that is no reason to refuse the sentence.
 */
const FRAMING = new Set([
  "give",
  "gives",
  "make",
  "makes",
  "look",
  "looks",
  "like",
  "him",
  "her",
  "them",
  "it",
  "his",
  "its",
  "their",
  "add",
  "put",
  "get",
  "have",
  "has",
  "wear",
  "wearing",
  "new",
  "swap",
  "swapped",
  "replace",
  "replaced",
  "change",
  "exchange",
  "switch",
  "trade",
  "instead",
  "hold",
  "holding",
  "turn",
  "into",
  "version",
  "variant",
  "edition",
  "theme",
  "themed",
  "style",
  "styled",
  "pose",
  "posing",
  "position",
  "arm",
  "arms",
  "hand",
  "hands",
  "both",
  "one",
  "side",
  "other",
  "way",
  "up",
  "very",
  "more",
  "all",
  "over",
  "covered",
  "fully",
]);

/** Framing words naming the body parts a pose moves: done when the pose was made. */
const POSE_PARTS: ReadonlySet<string> = new Set(["arm", "arms", "hand", "hands"]);
/** Framing verbs of an item swap: done when the held item was replaced. */
const SWAP_VERBS: ReadonlySet<string> = new Set([
  "swap",
  "swapped",
  "replace",
  "replaced",
  "exchange",
  "switch",
  "trade",
]);

/** Every subject word and alias, with its asset type. */
const SUBJECT_WORDS: ReadonlyMap<string, string> = new Map(
  SUBJECTS.flatMap((s) => [s.key, ...s.aliases].map((w) => [w, s.type] as const)),
);

/** What the weighing of a sentence's words needs to know of the sprite and its result. */
export interface WeighContext {
  readonly prompt: string;
  /** The sentence's content words and side words, in order. */
  readonly asked: readonly string[];
  /** Whether leaving these words out changes the result visibly. */
  readonly matters: (drop: ReadonlySet<string>) => boolean;
  /** How many renders the weighing may cost: fewer on a bigger canvas. */
  readonly cap: number;
  /** The item the sprite holds (`sword`), or null. */
  readonly holds: string | null;
  /** Words the restyle tools did not read. */
  readonly unrecognized: readonly string[];
  /** Where an added held item went (`left hand`), if one was added. */
  readonly placement?: string;
  readonly mode: RestyleMode;
}

/**
 * Each word of a custom sentence weighed by ablation: `used` changed the result; `refused`
 * were read as a change and changed nothing on this sprite.
 */
export function weighWords(c: WeighContext): { used: Set<string>; refused: string[] } {
  const { prompt, asked, matters, cap } = c;
  // A color bound to a part ("blue cape") is one ask: weighed together, so leaving the part
  // out does not turn its color into a look for the whole sprite.
  const units: string[][] = [];
  const inUnit = new Set<string>();
  for (const b of readAttributes(prompt).bindings) {
    if (!b.color) continue;
    const words = [b.partWord, ...b.color.words].filter((w) => asked.includes(w) && !inUnit.has(w));
    if (words.length === 0) continue;
    for (const w of words) inUnit.add(w);
    units.push(words);
  }
  // Words the reader does not know change nothing by construction: reported ignored, not
  // weighed. Past MAX_UNITS, the rest of a long sentence is weighed as one unit, so a
  // 500-character prompt costs a bounded number of renders.
  const unknown = new Set(readRestylePrompt(prompt).unrecognized);
  const read = (w: string) =>
    !unknown.has(w) ||
    readAppearance(w) !== null ||
    readGestures(w).gestures.length > 0 ||
    readRestylePrompt(w).newItem !== null;
  // Side words are not weighed: they are used exactly when an added item went to that side.
  const sides = sideWords(prompt);
  const single = asked.filter(
    (w) => !inUnit.has(w) && !FRAMING.has(w) && !sides.includes(w) && read(w),
  );
  const room = Math.max(0, cap - units.length);
  for (const w of single.slice(0, room)) units.push([w]);
  if (single.length > room) units.push(single.slice(room));
  if (units.length > cap) units.splice(cap - 1, units.length, units.slice(cap - 1).flat());

  const used = new Set<string>();
  const idle: string[][] = [];
  for (const unit of units) {
    if (matters(new Set(unit))) for (const w of unit) used.add(w);
    else idle.push(unit);
  }
  // Synonyms ("frozen in ice", "cheers with arms raised") each change nothing alone, as the
  // other still asks for it: every word of one kind (a look, a pose), left out together,
  // shows what they did. Item words are not synonyms: the one replaced must be held.
  const idleWords = idle.flat();
  const kinds = new Map<string, string[]>();
  for (const w of asked) {
    const kind = kindOf(w);
    if (kind) kinds.set(kind, [...(kinds.get(kind) ?? []), w]);
  }
  for (const words of kinds.values()) {
    if (!words.some((w) => idleWords.includes(w) && !used.has(w))) continue;
    if (matters(new Set(words))) for (const w of words) used.add(w);
  }
  // The word naming the item the sprite holds ("raise the staff", "swap the sword for an
  // axe") says what the change acts on: the rest of the sentence would pick it anyway, but it
  // is what moved or was replaced, and a sprite without it is refused before this.
  const holds = c.holds;
  for (const w of idleWords) if (holds && (w === holds || w === `${holds}s`)) used.add(w);
  const unrecognized = new Set(c.unrecognized);
  // Words naming what the sprite is ("a knight with a sword" beside a preset) describe it; they
  // ask for a change only as the item to hold or swap, in the modes that do items.
  const items = c.mode === "item" || c.mode === "custom" || c.mode === "pose";
  const describes = (w: string) => {
    const subject = SUBJECT_WORDS.get(w) ?? SUBJECT_WORDS.get(w.replace(/s$/, ""));
    return subject !== undefined && (!items || (subject !== "weapon" && subject !== "item"));
  };
  // Framing words that say how a made change was asked ("arms" of "cheers with arms raised",
  // "swap" of "swap the sword for an axe") change nothing alone, but the picture shows them
  // done: reported used with the change they frame, never weighed or refused.
  const posed = [...used].some((w) => kindOf(w) === "pose");
  const heldWord = (w: string) => holds !== null && (w === holds || w === `${holds}s`);
  // Swapped: the held item is named and something else the sentence asked for was made.
  const swapped = [...used].some(heldWord) && [...used].some((w) => !heldWord(w));
  for (const w of c.asked) {
    if ((posed && POSE_PARTS.has(w)) || (swapped && SWAP_VERBS.has(w))) used.add(w);
  }
  // A side word is used when the added item went to that hand; otherwise (that hand holds
  // what the sentence did not name, and the other was free) it is reported ignored.
  for (const w of sides) if (c.placement?.includes(w)) used.add(w);
  const refused = idleWords.filter((w) => !used.has(w) && !unrecognized.has(w) && !describes(w));
  return { used, refused };
}

/** What a word asks for read alone: a look (color, material, preset) or a pose. */
export function kindOf(word: string): "look" | "pose" | null {
  const r = readRestylePrompt(word);
  if (r.newItem) return null;
  if (r.poses.length > 0 || readGestures(word).gestures.length > 0) return "pose";
  if (r.preset || r.look) return "look";
  return null;
}

/** Words as a sentence quotes them: "gold", "armor". */
export const quote = (words: readonly string[]) => words.map((w) => `"${w}"`).join(", ");
