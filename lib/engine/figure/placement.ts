/**
 * Reads where a combine puts the item ("in the right hand", "on the back", "on the head", "at
 * the belt") and how big it is against the holder. Hands are the character's own. With no
 * placement named, the item's own name decides: a cape, cloak or wings go on the back, a hat or
 * helmet on the head, a shield in the left hand (the off hand); anything else is held in the
 * right hand, like a weapon or tool. Shields, capes, banners and wings are body-sized; the rest
 * hand-sized.
 */
export type PlacementKind = "hand" | "back" | "head" | "belt";

export interface Placement {
  readonly kind: PlacementKind;
  readonly side: "right" | "left";
  /** Human-readable, e.g. `right hand`, `back`, `belt (left)`. */
  readonly label: string;
  /** body: sized against the whole figure (shield, cape); hand: a held weapon or tool. */
  readonly size: ItemSize;
  /** How the item is held or worn, from its name (see `itemHandling`). */
  readonly handling?: ItemHandling;
}

export type ItemSize = "hand" | "body";

/**
 * How an item sits, from its name: a `shaft` (staff, spear) is gripped a third of the way up
 * and stands nearly upright; a `flame` (torch, lantern) is never turned upside down; `headwear`
 * (hat, helmet) sinks onto the head to the brow, while anything else put on the head rests on
 * top; a `slung` item (bow, quiver) lies diagonally across the back; anything else is `plain`.
 */
export type ItemHandling = "shaft" | "flame" | "headwear" | "slung" | "plain";

const HANDLING: Readonly<Record<string, ItemHandling>> = {
  staff: "shaft",
  staves: "shaft",
  spear: "shaft",
  lance: "shaft",
  pike: "shaft",
  halberd: "shaft",
  trident: "shaft",
  polearm: "shaft",
  torch: "flame",
  lantern: "flame",
  candle: "flame",
  bow: "slung",
  longbow: "slung",
  quiver: "slung",
};

/** How an item named `name` is held or worn. */
export function itemHandling(name: string): ItemHandling {
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some((w) => WORN_ON_HEAD.includes(w))) return "headwear";
  return words.map((w) => HANDLING[w]).find((h) => h !== undefined) ?? "plain";
}

/** Items sized against the whole body, and where each goes when the prompt does not say. */
const BODY_SIZED: Readonly<Record<string, PlacementKind>> = {
  shield: "hand",
  shields: "hand",
  buckler: "hand",
  banner: "hand",
  flag: "hand",
  cape: "back",
  capes: "back",
  cloak: "back",
  mantle: "back",
  wings: "back",
  backpack: "back",
  quiver: "back",
};
/** Worn items that go on the head when the prompt names no place. */
const WORN_ON_HEAD = ["hat", "helmet", "helm", "crown", "hood", "cap", "tiara"];

/** How big an item named `name` is against its holder. */
export function itemSize(name: string): ItemSize {
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((w) => BODY_SIZED[w] !== undefined) ? "body" : "hand";
}

/** Item-name words `readPlacement` acts on (they set size or a default place). */
export const ITEM_SIZE_WORDS: ReadonlySet<string> = new Set([
  ...Object.keys(BODY_SIZED),
  ...WORN_ON_HEAD,
]);

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

/**
 * `prompt` is the combine's sentence; `itemName` what the item is ("shield", "red cape"), from
 * the item sprite, when known. The sentence's placement wins over the item's default place.
 */
export function readPlacement(prompt: string, itemName = ""): Placement {
  const words: string[] = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const names: string[] = `${itemName} ${prompt}`.toLowerCase().match(/[a-z]+/g) ?? [];
  const has = (list: readonly string[]) => list.some((w) => words.includes(w));
  const bodyWord = names.find((w) => BODY_SIZED[w] !== undefined);
  const size: ItemSize = bodyWord ? "body" : "hand";
  const handling = itemHandling(itemName || prompt);
  const left = words.includes("left");
  const right = words.includes("right");
  if (has(BELT)) {
    const side = right && !left ? "right" : "left";
    return { kind: "belt", side, label: `belt (${side})`, size, handling };
  }
  const placed = has(BACK) || has(HAND) || has(HEAD.filter((w) => !WORN_ON_HEAD.includes(w)));
  if (has(BACK) || (!placed && bodyWord && BODY_SIZED[bodyWord] === "back"))
    return { kind: "back", side: "right", label: "back", size, handling };
  if (has(HEAD) || (!placed && names.some((w) => WORN_ON_HEAD.includes(w))))
    return { kind: "head", side: "right", label: "head", size: "hand", handling };
  // A shield goes to the off hand unless a hand is named.
  const side =
    left && !right ? "left" : right ? "right" : bodyWord && !has(HAND) ? "left" : "right";
  return { kind: "hand", side, label: `${side} hand`, size, handling };
}
