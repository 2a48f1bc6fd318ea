/** Props: things that stand in a scene (containers, furniture, nature, street things, buildings). */
import { HELD } from "./held";
import { type EntryOptions, kind } from "./make";

const prop = kind("prop", {
  plan: "prop",
  rig: "rigid",
  draw: { drawer: "prop" },
  category: ["object"],
});
const nature = (key: string, aliases: readonly string[], options: EntryOptions = {}) =>
  prop(key, aliases, { category: ["object", "nature"], ...options });

export const PROPS = [
  prop("barrel", ["keg", "cask"], { category: ["object", "container"], madeOf: "wood" }),
  prop("crate", ["box", "wooden box", "package"], {
    category: ["object", "container"],
    madeOf: "wood",
  }),
  prop("chest", ["treasure chest", "trunk", "coffer", "loot chest"], {
    rig: "hinged",
    madeOf: "wood",
    // Full of coins: drawn open, its gold heaped over the rim.
    variants: [{ name: "full", words: ["coins", "coin", "gold coins", "full", "open chest"] }],
    category: ["object", "container"],
  }),
  prop("pot", ["vase", "urn", "amphora", "pottery"], {
    category: ["object", "container"],
    madeOf: "clay",
    variants: [{ name: "vase", words: ["vase", "urn", "amphora"] }],
  }),
  prop("sign", ["signboard", "notice board"], { plan: "sign", madeOf: "wood" }),
  prop("table", ["counter"], { category: ["object", "furniture"], madeOf: "wood" }),
  prop("chair", ["seat"], { category: ["object", "furniture"], madeOf: "wood" }),
  prop("bench", ["park bench", "pew"], {
    plan: "bench",
    category: ["object", "furniture"],
    madeOf: "wood",
  }),
  prop(
    "lantern",
    [
      "lamp",
      "street lamp",
      "lamppost",
      "lamp post",
      "street lamp post",
      "street light",
      "streetlight",
    ],
    {
      category: ["object", "light"],
      madeOf: "metal",
      held: true,
      heldShape: HELD.lantern,
      variants: [
        {
          name: "lamp post",
          words: [
            "lamp post",
            "lamppost",
            "street lamp",
            "streetlamp",
            "street light",
            "streetlight",
          ],
          plan: "lamp post",
        },
      ],
    },
  ),
  prop("torch", ["sconce", "wall torch"], {
    category: ["object", "light"],
    madeOf: "wood",
    // On a wall it hangs in an iron bracket on a plate, not held up by nothing.
    variants: [{ name: "wall", words: ["wall", "wall torch", "sconce", "wall mounted"] }],
    held: true,
    heldShape: HELD.torch,
  }),
  nature("rock", ["boulder", "stones", "pebble"]),
  prop("tree", ["oak", "pine", "pine tree", "oak tree", "birch", "willow"], {
    category: ["object", "nature", "plant"],
    variants: [{ name: "pine", words: ["pine", "fir", "spruce", "christmas", "conifer"] }],
  }),
  nature("bush", ["shrub", "hedge", "fern"]),
  prop("tombstone", ["gravestone", "grave", "headstone", "tomb"], { madeOf: "stone" }),
  nature("mushroom", ["toadstool", "fungus", "shroom"]),
  prop("fence", ["railing", "palisade"], { plan: "fence", madeOf: "wood" }),
  prop("campfire", ["bonfire", "fire pit", "firepit"], {
    category: ["object", "light"],
    materials: [],
  }),
  prop("cauldron", ["kettle"], { category: ["object", "container"], materials: [] }),
  prop("bookshelf", ["bookcase", "shelf", "library shelf"], {
    category: ["object", "furniture"],
    madeOf: "wood",
  }),
  nature("flower", ["plant", "potted plant", "rose", "tulip", "sunflower", "daisy"]),
  nature("cactus", ["saguaro"]),
  prop("well", ["wishing well"], { madeOf: "stone" }),
  prop("anvil", [], { madeOf: "metal" }),
  // "inn" is left out: it is a word signs are labelled with.
  prop(
    "house",
    ["cottage", "hut", "cabin", "shack", "home", "building", "tavern", "shop", "farmhouse", "barn"],
    { plan: "building", category: ["object", "building"] },
  ),
];
