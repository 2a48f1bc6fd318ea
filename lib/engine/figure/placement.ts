/**
 * Reads where a combine puts the item ("in the right hand", "on the back", "on the head", "at
 * the belt"). Hands are the character's own. Anything else, or nothing, means the right hand:
 * an item with no placement named is held, like a weapon or tool in the hand.
 */
export type PlacementKind = "hand" | "back" | "head" | "belt";

export interface Placement {
  readonly kind: PlacementKind;
  readonly side: "right" | "left";
  /** Human-readable, e.g. `right hand`, `back`, `belt (left)`. */
  readonly label: string;
}

const BACK = ["back", "behind", "shoulder", "shoulders", "strapped", "slung", "backpack"];
const HEAD = ["head", "top", "hat", "helmet", "crown", "wearing", "worn", "wear", "atop"];
const BELT = [
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
];

const HAND = ["hand", "hands", "left", "right", "hold", "held", "grip", "gripping", "wield"];

/** Every word `readPlacement` acts on: the placements and the hand words. */
export const PLACEMENT_WORDS: ReadonlySet<string> = new Set([...BACK, ...HEAD, ...BELT, ...HAND]);

export function readPlacement(prompt: string): Placement {
  const words: string[] = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const has = (list: readonly string[]) => list.some((w) => words.includes(w));
  const left = words.includes("left");
  const right = words.includes("right");
  if (has(BELT)) {
    const side = right && !left ? "right" : "left";
    return { kind: "belt", side, label: `belt (${side})` };
  }
  if (has(BACK)) return { kind: "back", side: "right", label: "back" };
  if (has(HEAD)) return { kind: "head", side: "right", label: "head" };
  const side = left && !right ? "left" : "right";
  return { kind: "hand", side, label: `${side} hand` };
}
