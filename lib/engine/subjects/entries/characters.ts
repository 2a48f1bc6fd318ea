/** Characters: humanoids drawn from parts (head, hair, torso, arms, legs, what they hold). */
import { kind } from "./make";

const person = kind("character", {
  plan: "humanoid",
  rig: "biped",
  draw: { drawer: "humanoid" },
  category: ["person"],
});
const monster = (
  key: string,
  aliases: readonly string[] = [],
  near?: { word: string; colors?: string[] }[],
) => person(key, aliases, { category: ["person", "monster"], ...(near ? { near } : {}) });

/** What an armoured figure shows of a material: its armour's metal, its garment. */
const ARMOUR: readonly string[] = ["metal", "gold", "silver", "bronze", "cloth", "leather"];

export const CHARACTERS = [
  person("knight", ["paladin", "crusader", "templar"], { materials: ARMOUR }),
  person("warrior", ["fighter", "swordsman", "gladiator", "mercenary"]),
  person("soldier", ["guard", "guardsman", "trooper", "sentry", "legionnaire"], {
    materials: ARMOUR,
  }),
  person("wizard", ["mage", "sorcerer", "sorceress", "magician", "warlock", "enchanter"]),
  person("witch", ["hag", "enchantress"]),
  // "An elf archer" is an archer who is an elf: the archer's bow and hood, an elf's ears.
  person(
    "archer",
    ["ranger", "hunter", "bowman", "huntress", "elf archer", "elven archer", "elf ranger"],
    { variants: [{ name: "elf", words: ["elf", "elven"] }] },
  ),
  person("rogue", ["thief", "bandit", "burglar", "outlaw"]),
  person("ninja", ["shinobi"]),
  person("assassin", []),
  person("pirate", ["buccaneer", "corsair", "captain"]),
  person("king", ["emperor", "monarch", "lord"]),
  person("queen", ["empress", "lady"]),
  person("prince", []),
  person("princess", []),
  person(
    "villager",
    [
      "peasant",
      "townsfolk",
      "commoner",
      "npc",
      "person",
      "man",
      "woman",
      "boy",
      "girl",
      "human",
      "citizen",
    ],
    {
      near: [{ word: "lumberjack" }],
      // A woman or a girl wears her hair long: a short crop read as a boy.
      variants: [{ name: "woman", words: ["woman", "girl", "maiden"] }],
    },
  ),
  person("farmer", ["gardener", "shepherd"]),
  person("angel", ["seraph", "cherub", "valkyrie"]),
  person("merchant", [
    "shopkeeper",
    "trader",
    "vendor",
    "innkeeper",
    // A merchant on the road is the one this subject draws: with a pack of goods.
    "traveling merchant",
    "travelling merchant",
    "wandering merchant",
    "traveling trader",
    "peddler",
    "pedlar",
  ]),
  person("monk", []),
  person("priest", ["healer", "nun", "bishop"]),
  person("samurai", ["ronin"]),
  person("viking", ["norseman", "berserker"]),
  person("barbarian", []),
  person("hero", ["adventurer", "player", "protagonist", "explorer"]),
  monster("zombie", ["ghoul"]),
  person("skeleton", ["skeletal", "lich"], { category: ["person", "monster"], madeOf: "bone" }),
  person("robot", ["android", "cyborg", "droid", "automaton"], {
    category: ["person", "machine"],
    madeOf: "metal",
  }),
  person("astronaut", ["spaceman", "cosmonaut"]),
  person("cowboy", ["cowgirl", "sheriff", "gunslinger"]),
  person("elf", ["elven"]),
  person("dwarf", ["dwarven"]),
  monster("orc", ["orcish"]),
  monster("goblin", ["gremlin", "kobold"]),
  monster("vampire", ["dracula"]),
  person("necromancer", []),
  person("druid", []),
  person("bard", ["minstrel", "musician"]),
  person("chef", ["cook", "baker"]),
  person("scientist", ["professor"]),
  person("police", ["policeman", "cop", "officer"]),
  person("golem", ["construct"], { category: ["person", "monster"], madeOf: "stone" }),
  person("troll", ["ogre"], {
    category: ["person", "monster"],
    // Drawn as a troll, and the reading says so: a minotaur gets a bull's horns and brown hide,
    // a cyclops the troll's two eyes (the engine draws no one-eyed face).
    near: [
      { word: "minotaur", look: "with horns and brown skin" },
      { word: "cyclops" },
      { word: "sasquatch", look: "with brown skin" },
      { word: "bigfoot", look: "with brown skin" },
    ],
  }),
];
