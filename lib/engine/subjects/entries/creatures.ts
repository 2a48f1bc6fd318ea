/** Creatures, by body plan: blobs, serpents, insects, winged things and quadrupeds. */
import { kind } from "./make";

const blob = kind("creature", {
  plan: "blob",
  rig: "blob",
  draw: { drawer: "blob" },
  category: ["animal", "monster", "blob"],
});
const serpent = kind("creature", {
  plan: "serpent",
  rig: "serpent",
  draw: { drawer: "serpent" },
  category: ["animal", "serpentine"],
});
const insect = kind("creature", {
  plan: "insect",
  rig: "insect",
  draw: { drawer: "insect" },
  category: ["animal", "bug"],
});
const winged = kind("creature", {
  plan: "winged",
  rig: "winged",
  draw: { drawer: "winged" },
  category: ["animal", "bird"],
});
const beast = kind("creature", {
  plan: "quadruped",
  rig: "quadruped",
  draw: { drawer: "quadruped" },
  category: ["animal", "mammal"],
});

export const CREATURES = [
  blob("slime", ["blob", "ooze", "jelly", "gel", "goo"]),
  blob("ghost", ["spirit", "phantom", "specter", "spectre", "wraith", "spook"], {
    category: ["monster", "spirit"],
  }),
  beast("wolf", ["jackal", "coyote"], {
    category: ["animal", "mammal", "canine"],
  }),
  beast("dog", ["hound", "puppy", "doggo", "pup"], { category: ["animal", "mammal", "canine"] }),
  beast("fox", ["kitsune"], { category: ["animal", "mammal", "canine"] }),
  beast("cat", ["kitten", "kitty", "lynx"], {
    near: [{ word: "panther", look: "with black fur" }],
    category: ["animal", "mammal", "feline"],
  }),
  beast("tiger", ["bengal tiger"], { category: ["animal", "mammal", "feline"] }),
  beast("lion", [], {
    category: ["animal", "mammal", "feline"],
    // Big cats the engine has no coat pattern for: a lion in their colour, and said so.
    near: [
      { word: "leopard", look: "with yellow fur" },
      { word: "cheetah", look: "with yellow fur" },
    ],
  }),
  beast("bear", ["grizzly"]),
  beast("panda", ["giant panda", "panda bear"]),
  beast("raccoon", ["racoon", "trash panda"]),
  beast("unicorn", [], { category: ["animal", "mammal", "hoofed", "magic"] }),
  beast("horse", ["pony", "stallion", "mare"], {
    near: [{ word: "donkey", look: "with grey fur" }],
    category: ["animal", "mammal", "hoofed"],
  }),
  beast("deer", ["stag", "elk", "reindeer", "antelope"], {
    near: [{ word: "moose" }],
    category: ["animal", "mammal", "hoofed"],
  }),
  beast("boar", ["warthog"], { category: ["animal", "mammal", "hoofed"] }),
  beast("pig", ["hog", "piglet", "swine"], { category: ["animal", "mammal", "hoofed"] }),
  beast("bison", ["buffalo", "american bison"], { category: ["animal", "mammal", "hoofed"] }),
  beast("cow", ["bull", "ox"], { category: ["animal", "mammal", "hoofed"] }),
  beast("sheep", ["lamb", "ram"], { category: ["animal", "mammal", "hoofed"] }),
  beast("goat", ["billy goat", "ibex"], { category: ["animal", "mammal", "hoofed"] }),
  beast("rat", ["rodent"], { category: ["animal", "mammal", "rodent"] }),
  beast("mouse", ["mice"], {
    category: ["animal", "mammal", "rodent"],
    near: [{ word: "hamster", look: "with orange fur" }],
  }),
  beast("squirrel", ["chipmunk"], { category: ["animal", "mammal", "rodent"] }),
  beast("crocodile", ["croc", "alligator", "gator"], { category: ["animal", "reptile"] }),
  beast("lizard", ["salamander", "gecko", "iguana"], {
    category: ["animal", "reptile"],
    near: [{ word: "newt" }],
  }),
  beast("turtle", ["tortoise"], { category: ["animal", "reptile"] }),
  beast("dragon", ["drake", "wyvern", "wyrm"], { category: ["monster", "reptile", "dragon"] }),
  // An eagle's head and wings on a lion's body, drawn and rigged as a winged four-legged beast.
  beast("griffin", ["gryphon", "griffon", "hippogriff"], {
    category: ["monster", "mammal", "bird"],
  }),
  winged("bird", ["sparrow", "pigeon", "songbird", "finch", "robin", "bluebird"], {
    variants: [{ name: "bluebird", words: ["bluebird"] }],
  }),
  winged("crow", ["raven", "blackbird"]),
  winged("parrot", ["macaw", "parakeet", "cockatoo"]),
  winged("eagle", ["bald eagle", "hawk", "falcon"], {
    variants: [{ name: "hawk", words: ["hawk", "falcon"] }],
  }),
  winged("owl", []),
  winged("chicken", ["hen", "rooster", "chick"]),
  winged("phoenix", ["firebird"], { category: ["monster", "bird"] }),
  winged("bat", ["vampire bat"], { category: ["animal", "mammal", "flying"] }),
  serpent("snake", ["serpent", "cobra", "viper", "python", "basilisk"], {
    near: [{ word: "naga" }],
    category: ["animal", "reptile", "serpentine"],
  }),
  serpent("worm", ["sandworm", "caterpillar", "larva", "maggot"], {
    near: [{ word: "centipede" }],
  }),
  serpent("fish", ["shark", "piranha", "carp", "goldfish", "salmon", "koi"], {
    near: [{ word: "eel" }],
    category: ["animal", "fish"],
    variants: [{ name: "shark", words: ["shark"] }],
  }),
  insect("spider", ["tarantula", "arachnid"]),
  insect("beetle", ["bug", "scarab", "insect", "cockroach"]),
  insect("bee", ["wasp", "hornet", "bumblebee"], {
    near: [{ word: "fly", look: "with a black body" }, { word: "mosquito" }],
  }),
  insect("ant", ["termite"]),
  insect("scorpion", []),
  insect("crab", [], { category: ["animal", "crustacean"], near: [{ word: "lobster" }] }),
  blob(
    "eyeball",
    ["beholder", "eye monster", "floating eye", "floating eyeball", "eyeball monster"],
    { category: ["monster", "blob"] },
  ),
];
