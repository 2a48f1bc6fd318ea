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
  beast("cat", ["kitten", "kitty", "lynx", "panther"], {
    category: ["animal", "mammal", "feline"],
  }),
  beast("lion", ["tiger", "leopard", "cheetah"], { category: ["animal", "mammal", "feline"] }),
  beast("bear", ["grizzly"]),
  beast("panda", ["giant panda", "panda bear"]),
  beast("raccoon", ["racoon", "trash panda"]),
  beast("unicorn", [], { category: ["animal", "mammal", "hoofed", "magic"] }),
  beast("horse", ["pony", "stallion", "mare", "donkey"], {
    category: ["animal", "mammal", "hoofed"],
  }),
  beast("deer", ["stag", "elk", "reindeer", "moose", "antelope"], {
    category: ["animal", "mammal", "hoofed"],
  }),
  beast("boar", ["warthog"], { category: ["animal", "mammal", "hoofed"] }),
  beast("pig", ["hog", "piglet", "swine"], { category: ["animal", "mammal", "hoofed"] }),
  beast("cow", ["bull", "ox", "bison", "buffalo"], { category: ["animal", "mammal", "hoofed"] }),
  beast("sheep", ["lamb", "ram"], { category: ["animal", "mammal", "hoofed"] }),
  beast("goat", ["billy goat", "ibex"], { category: ["animal", "mammal", "hoofed"] }),
  beast("rat", ["rodent"], { category: ["animal", "mammal", "rodent"] }),
  beast("mouse", ["mice", "hamster"], { category: ["animal", "mammal", "rodent"] }),
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
  serpent("snake", ["serpent", "cobra", "viper", "python", "naga", "basilisk"], {
    category: ["animal", "reptile", "serpentine"],
  }),
  serpent("worm", ["sandworm", "caterpillar", "larva", "maggot", "centipede"]),
  serpent("fish", ["shark", "piranha", "carp", "goldfish", "eel", "salmon", "koi"], {
    category: ["animal", "fish"],
    variants: [{ name: "shark", words: ["shark"] }],
  }),
  insect("spider", ["tarantula", "arachnid"]),
  insect("beetle", ["bug", "scarab", "insect", "cockroach"]),
  insect("bee", ["wasp", "hornet", "fly", "bumblebee", "mosquito"]),
  insect("ant", ["termite"]),
  insect("scorpion", []),
  insect("crab", ["lobster"], { category: ["animal", "crustacean"] }),
  blob(
    "eyeball",
    ["beholder", "eye monster", "floating eye", "floating eyeball", "eyeball monster"],
    { category: ["monster", "blob"] },
  ),
];
