/**
 * Subjects ordinary game-art prompts name that the first entry files did not: townsfolk and
 * monsters drawn by the character drawer (a blacksmith, a miner, a jester, a werewolf...), and
 * the small things they hold (a lute, a cane) as shape-language items that a character's hand
 * can take ("a bard with a lute").
 */
import type { SubjectEntry } from "../types";
import { bar, ell, line, poly, shaped } from "./shape-kit";
import { kind } from "./make";

const person = kind("character", {
  plan: "humanoid",
  rig: "biped",
  draw: { drawer: "humanoid" },
  category: ["person"],
});
const monster = (key: string, aliases: readonly string[]) =>
  person(key, aliases, { category: ["person", "monster"] });
const item = shaped("item");
const tile = kind("tile", {
  plan: "terrain",
  rig: "rigid",
  draw: { drawer: "tile" },
  category: ["terrain"],
});

export const MORE_CHARACTERS: readonly SubjectEntry[] = [
  person("blacksmith", ["smith", "black smith", "armorer", "armourer", "smithy"]),
  person("miner", ["digger", "prospector"]),
  person("doctor", ["physician", "medic", "surgeon"]),
  person("nurse", []),
  person("alchemist", ["apothecary"]),
  person("hacker", ["cyberpunk", "netrunner", "cyberpunk hacker"]),
  person("cleric", []),
  person("shaman", ["tribal shaman", "witch doctor", "medicine man"]),
  person("sailor", ["seaman", "mariner", "deckhand", "sea captain"]),
  person("fisherman", ["fisher", "fisherwoman", "angler"]),
  person("jester", ["fool", "harlequin"]),
  person("clown", []),
  person("detective", ["investigator", "sleuth", "private eye", "inspector"]),
  person("mechanic", ["repairman", "technician"]),
  person("old man", ["old woman", "elder", "grandpa", "grandfather", "grandma", "granny"]),
  person("child", ["kid", "little kid", "toddler", "little boy", "little girl"]),
  monster("mummy", []),
  monster("werewolf", ["wolfman", "wolf man", "lycan", "lycanthrope"]),
  monster("demon", ["devil", "fiend", "demon lord", "archdemon"]),
  person("cultist", ["cult member", "acolyte", "zealot"]),
];

/** Things a character holds that nothing drew before: drawn as icons, held end bottom left. */
export const MORE_HELD: readonly SubjectEntry[] = [
  item(
    "lute",
    {
      aliases: ["mandolin", "guitar"],
      category: ["instrument"],
      held: true,
      colors: ["#b8743a"],
      anchors: { grip: [0.3, 0.8] },
    },
    [
      line("neck", "darkWood", "0.42,0.6 0.86,0.14", 0.07),
      poly("pegbox", "darkWood", "0.8,0.14 0.9,0.04 0.96,0.1 0.88,0.2"),
      ell("body", "main", [0.3, 0.72], [0.24, 0.22]),
      ell("sound hole", "dark", [0.34, 0.68], [0.06, 0.06], { detail: true }),
      line("strings", "white", "0.22,0.82 0.84,0.16", 0.015, { detail: true }),
    ],
  ),
  item(
    "cane",
    {
      aliases: ["walking stick", "walking cane"],
      category: ["tool"],
      held: true,
      colors: ["#7a4a26"],
      anchors: { grip: [0.62, 0.1] },
    },
    [
      line("shaft", "main", "0.5,0.96 0.5,0.14", 0.11),
      line("crook", "main", "0.5,0.14 0.56,0.05 0.66,0.04 0.72,0.1 0.72,0.2", 0.11, {
        join: true,
      }),
      bar("tip", "dark", [0.5, 0.92], [0.5, 0.98], 0.045),
    ],
  ),
];

/** Terrain the tile drawer knows by these keys (`draw/tile-more.ts`). */
export const MORE_TILES: readonly SubjectEntry[] = [
  tile("carpet", ["rug", "red carpet", "carpeted floor"]),
  tile("marble", ["marble floor", "marble tiles", "marble tile"]),
  tile("gravel", ["pebbles", "shingle", "gravel path"]),
  tile("mud", ["muddy ground", "mire", "sludge"]),
  tile("swamp water", ["marsh water", "bog water", "murky water"]),
  tile("moss", ["mossy", "mossy stone", "moss covered stone", "mossy cobblestone"]),
  tile("road", ["asphalt", "asphalt road", "tarmac", "highway"]),
  tile("roof", ["roof tiles", "roof tile", "rooftop", "shingles", "roofing", "tiled roof"]),
  tile("farmland", ["tilled farmland", "tilled soil", "tilled", "furrows", "plowed field"]),
  tile("wheat", ["wheat field", "grain field", "cornfield", "crops"]),
  // Weak: "a hedge" alone is the bush prop; asked for as a tile it is this texture.
  tile("hedge", ["hedges", "hedgerow", "hedge wall", "shrubbery"], { weak: true }),
  tile("sandstone", ["sandstone bricks", "sandstone wall", "sandstone blocks"]),
];

const scene = kind("background", {
  plan: "scene",
  rig: "rigid",
  draw: { drawer: "background" },
  category: ["scene"],
});

/** Scenes the background drawer paints with the things that make them (`draw/background-more.ts`). */
export const MORE_SCENES: readonly SubjectEntry[] = [
  scene("underwater", [
    "under water",
    "underwater scene",
    "seabed",
    "sea floor",
    "seafloor",
    "ocean floor",
    "sea bottom",
    "coral reef",
    "reef",
  ]),
  scene("swamp", ["marsh", "bog", "wetland", "wetlands", "bayou", "swampland"]),
  scene("jungle", ["rainforest", "rain forest", "tropical forest"]),
  scene("beach", ["tropical beach", "sandy beach"]),
  scene("volcano", ["volcanoes", "volcanic", "erupting volcano"]),
  scene("graveyard", ["cemetery", "churchyard", "burial ground", "necropolis"]),
  scene("village", ["hamlet", "farm village", "medieval village"]),
  scene("ruins", ["ruin", "ancient ruins", "temple ruins", "ruined temple"]),
];

export const MORE_SUBJECTS: readonly SubjectEntry[] = [
  ...MORE_SCENES,
  ...MORE_CHARACTERS,
  ...MORE_HELD,
  ...MORE_TILES,
];
