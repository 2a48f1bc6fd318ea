/**
 * Where a sentence puts a thing on a figure: "in his left hand", "on her back", "slung over
 * the shoulder", "on the head", "at the belt". Read into the places it names and the side
 * (the figure's own left or right), with the words that said so. Pure: which place wins when
 * a sentence names several, and where an item goes when it names none, is the caller's choice
 * (a combine reads it with the item's name).
 */
import { tokenize } from "../prompt";

export type PlaceKind = "hand" | "back" | "head" | "belt";

/** The words that name each place. "left" and "right" name a hand unless another place is named. */
export const PLACE_WORDS: Readonly<Record<PlaceKind, readonly string[]>> = {
  back: ["back", "behind", "shoulder", "shoulders", "strapped", "slung", "backpack"],
  head: ["head", "top", "wearing", "worn", "wear", "atop"],
  belt: [
    "belt",
    "waist",
    "hip",
    "hips",
    "sheathed",
    "sheath",
    "holster",
    "holstered",
    "hanging",
    "scabbard",
  ],
  hand: ["hand", "hands", "left", "right", "hold", "held", "grip", "gripping", "wield"],
};

export interface PlaceReading {
  /** Every place the sentence names, in the order belt, back, head, hand. */
  readonly named: readonly PlaceKind[];
  /** The side it names, when it names one side only. */
  readonly side: "left" | "right" | null;
  readonly left: boolean;
  readonly right: boolean;
  /** The sentence's words, as read (for a caller that weighs other words too). */
  readonly words: readonly string[];
  /** The words that named a place or a side. */
  readonly placeWords: readonly string[];
}

const ORDER: readonly PlaceKind[] = ["belt", "back", "head", "hand"];

/** Reads where a sentence puts a thing (see the module comment). */
export function readPlace(sentence: string): PlaceReading {
  const words = tokenize(sentence);
  const named = ORDER.filter((kind) => PLACE_WORDS[kind].some((w) => words.includes(w)));
  const left = words.includes("left");
  const right = words.includes("right");
  const all = new Set(ORDER.flatMap((kind) => PLACE_WORDS[kind]));
  return {
    named,
    side: left && !right ? "left" : right && !left ? "right" : null,
    left,
    right,
    words,
    placeWords: words.filter((w) => all.has(w)),
  };
}
