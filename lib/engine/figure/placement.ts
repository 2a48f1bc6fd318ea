/**
 * Where a combine puts an item and how big and how held it is against the holder: the
 * placement a combine reads from its sentence (see `readPlacement` in the combine), and what
 * an item's own name says (its size, its default place, how it is held or worn). Hands are the
 * character's own. Shields, capes, banners and wings are body-sized; the rest hand-sized.
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
export type ItemHandling = "shaft" | "flame" | "headwear" | "slung" | "blade" | "plain";

const HANDLING: Readonly<Record<string, ItemHandling>> = {
  staff: "shaft",
  staves: "shaft",
  spear: "shaft",
  lance: "shaft",
  pike: "shaft",
  halberd: "shaft",
  trident: "shaft",
  pitchfork: "shaft",
  polearm: "shaft",
  torch: "flame",
  lantern: "flame",
  candle: "flame",
  bow: "slung",
  longbow: "slung",
  quiver: "slung",
  sword: "blade",
  swords: "blade",
  dagger: "blade",
  katana: "blade",
  saber: "blade",
  sabre: "blade",
  rapier: "blade",
  scimitar: "blade",
  longsword: "blade",
  shortsword: "blade",
};

/** How an item named `name` is held or worn. */
export function itemHandling(name: string): ItemHandling {
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some((w) => WORN_ON_HEAD.includes(w))) return "headwear";
  return words.map((w) => HANDLING[w]).find((h) => h !== undefined) ?? "plain";
}

/** Items sized against the whole body, and where each goes when the prompt does not say. */
export const BODY_SIZED: Readonly<Record<string, PlacementKind>> = {
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
export const WORN_ON_HEAD = ["hat", "helmet", "helm", "crown", "hood", "cap", "tiara"];

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
