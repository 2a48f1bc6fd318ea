/** Tiles (seamless terrain) and backgrounds (scenes in layers). */
import { kind } from "./make";

const tile = kind("tile", {
  plan: "terrain",
  rig: "rigid",
  draw: { drawer: "tile" },
  category: ["terrain"],
});
const weakTile = (key: string, aliases: readonly string[] = []) =>
  tile(key, aliases, { weak: true });
const scene = kind("background", {
  plan: "scene",
  rig: "rigid",
  draw: { drawer: "background" },
  category: ["scene"],
});

export const TILES = [
  tile("grass", ["lawn", "turf", "meadow floor"], {
    weak: true,
    variants: [{ name: "flowers", words: ["flower"] }],
  }),
  weakTile("dirt", ["soil", "earth", "path"]),
  tile("cobblestone", ["cobble", "cobbles", "paving", "cobbled street"], { madeOf: "stone" }),
  // A stone floor is flagstones: big slabs with straight joints, not round cobbles.
  weakTile("stone", ["rock floor", "stone wall", "stone floor", "flagstone", "flagstone floor"]),
  tile("brick", ["bricks", "brick wall", "brickwork", "masonry"], {
    madeOf: "stone",
    materials: [],
  }),
  weakTile("water", ["lake", "pond", "river"]),
  weakTile("sand", ["dune"]),
  weakTile("lava", ["magma"]),
  weakTile("snow", []),
  weakTile("ice", ["frost"]),
  tile("planks", ["floorboards", "wood floor", "wooden floor", "boards", "plank", "deck"], {
    madeOf: "wood",
  }),
  weakTile("metal", ["metal floor", "metal plate", "steel floor", "grate", "grating"]),
];

export const BACKGROUNDS = [
  scene("forest", ["woods", "woodland", "grove"]),
  scene("mountains", ["mountain", "peaks", "highlands", "cliffs", "alps"], {
    near: [{ word: "canyon" }],
  }),
  scene("desert", ["dunes", "wasteland", "badlands"]),
  scene("ocean", ["sea", "coast", "shore", "seaside", "island"]),
  scene("city", ["town", "skyline", "street", "cityscape"]),
  scene("cave", ["cavern", "dungeon", "underground", "mine", "crypt"]),
  scene(
    "corridor",
    [
      "hallway",
      "passage",
      "passageway",
      "dungeon corridor",
      "dungeon hallway",
      "dungeon passage",
      "castle corridor",
      "castle hallway",
    ],
    { madeOf: "stone", materials: [] },
  ),
  scene("castle", ["fortress", "citadel", "palace", "kingdom"]),
  scene("space", ["galaxy", "outer space", "cosmos", "nebula", "planet"]),
  scene("plains", ["field", "fields", "hills", "grassland", "countryside", "prairie"], {
    near: [{ word: "savanna" }, { word: "savannah" }],
  }),
  scene("sky", ["clouds", "skies", "horizon"], { weak: true }),
  // Weak: "a castle at sunset" is a castle in the sunset's light; "a sunset" alone is this scene.
  scene("sunset", ["sundown", "sunset sky"], { weak: true }),
];
