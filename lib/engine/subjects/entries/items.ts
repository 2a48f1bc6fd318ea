/** Items: inventory icons and pickups. */
import { HELD } from "./held";
import { kind } from "./make";

const item = kind("item", {
  plan: "item",
  rig: "rigid",
  draw: { drawer: "item" },
  category: ["object", "item"],
});
const archery = (key: string, aliases: readonly string[]) =>
  item(key, aliases, {
    plan: "archery gear",
    category: ["object", "item", "archery"],
    madeOf: "wood",
  });

export const ITEMS = [
  item("potion", ["flask", "elixir", "vial", "bottle", "tonic", "health potion", "mana potion"], {
    // A glass bottle of a coloured draught: a material word is not drawn on it.
    materials: [],
    held: true,
    heldShape: HELD.potion,
  }),
  item("gem", ["jewel", "gemstone"], {
    category: ["object", "item", "treasure"],
    // A cut stone is its own colours: a material word is not drawn on it.
    materials: [],
    // A crystal is a shard as it grows (pointed prisms), a gem a cut stone: one word, two pictures.
    variants: [{ name: "crystal", words: ["crystal", "crystal shard", "shard"] }],
  }),
  item("gem", ["crystal", "diamond", "ruby", "emerald", "sapphire", "amethyst", "topaz"], {
    weak: true,
    category: ["object", "item", "treasure"],
  }),
  item("key", ["skeleton key"], { held: true, heldShape: HELD.key, madeOf: "gold" }),
  item("coin", ["coins", "money", "gold coin", "token", "doubloon"], {
    category: ["object", "item", "treasure"],
    madeOf: "gold",
  }),
  item("scroll", ["parchment", "note"], { held: true, heldShape: HELD.scroll }),
  item("apple", ["fruit", "peach"], { category: ["object", "item", "food"] }),
  item("bread", ["loaf", "baguette", "bun"], { category: ["object", "item", "food"] }),
  item(
    "meat",
    ["ham", "steak", "drumstick", "bacon", "sausage", "piece of meat", "chunk of meat"],
    {
      category: ["object", "item", "food"],
    },
  ),
  item("cheese", ["wedge of cheese", "cheese wedge", "cheese wheel"], {
    category: ["object", "item", "food"],
  }),
  item("ring", [], { category: ["object", "item", "treasure"], madeOf: "gold" }),
  item("book", ["tome", "spellbook", "grimoire", "journal"], { held: true, heldShape: HELD.book }),
  item("heart", ["life", "health"]),
  item("bag", ["pouch", "satchel", "purse"]),
  item("bomb", ["grenade", "dynamite"], { held: true, heldShape: HELD.bomb, materials: [] }),
  item("star", [], { madeOf: "gold", materials: [] }),
  item("amulet", ["necklace", "pendant", "talisman", "charm"], {
    category: ["object", "item", "treasure"],
    // Drawn in gold whatever metal is named: the others are reported, not passed off.
    madeOf: "gold",
    materials: [],
    // A necklace is a string of pearls, an amulet one medallion: the same picture read as both.
    variants: [{ name: "necklace", words: ["necklace", "beads"] }],
  }),
  item("feather"),
  archery("quiver", []),
  archery("arrow", []),
  archery("target", ["archery target", "bullseye"]),
];
