/**
 * Tiles: seamless terrain textures. The subject (or else a material or element in the prompt)
 * picks the terrain; every terrain is built from periodic pieces so the tile wraps at its edges.
 * The isometric camera turns the texture into the top of a 2:1 block with earth sides.
 */
import type { Oklch } from "../color";
import { newPart, put } from "./canvas";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { fillIsoBox } from "./iso";
import { MORE_TERRAINS } from "./tile-more";
import * as terrains from "./tile-terrains";
import type { TerrainRamps, TileInk } from "./tile-terrains";

type Terrain =
  | "grass"
  | "dirt"
  | "cobblestone"
  | "stone"
  | "brick"
  | "water"
  | "sand"
  | "lava"
  | "snow"
  | "ice"
  | "planks"
  | "metal"
  | "carpet"
  | "marble"
  | "gravel"
  | "mud"
  | "swamp"
  | "moss"
  | "road"
  | "roof"
  | "farmland"
  | "wheat"
  | "hedge"
  | "sandstone";

/**
 * Each terrain's colors; `contrast` spreads the main ramp's lightness (default 0.8): snow keeps
 * its steps close, so even its shade stays a pale snow blue.
 */
const COLORS: Readonly<
  Record<Terrain, { main: Oklch; second?: Oklch; accent?: Oklch; contrast?: number }>
> = {
  grass: { main: { L: 0.6, C: 0.13, h: 138 }, accent: { L: 0.88, C: 0.13, h: 95 } },
  dirt: { main: { L: 0.5, C: 0.07, h: 60 }, second: { L: 0.62, C: 0.035, h: 70 } },
  cobblestone: { main: { L: 0.64, C: 0.02, h: 85 }, second: { L: 0.5, C: 0.02, h: 270 } },
  stone: { main: { L: 0.58, C: 0.015, h: 250 } },
  brick: { main: { L: 0.5, C: 0.12, h: 32 }, second: { L: 0.76, C: 0.015, h: 85 } },
  water: { main: { L: 0.56, C: 0.12, h: 235 } },
  sand: { main: { L: 0.82, C: 0.075, h: 85 } },
  lava: { main: { L: 0.34, C: 0.04, h: 30 }, accent: { L: 0.68, C: 0.2, h: 45 } },
  snow: { main: { L: 0.9, C: 0.038, h: 258 }, contrast: 0.55 },
  ice: { main: { L: 0.8, C: 0.07, h: 210 } },
  planks: { main: { L: 0.56, C: 0.08, h: 60 } },
  // Blue enough that its lights stay cool steel when the ramp warms them.
  metal: { main: { L: 0.6, C: 0.04, h: 245 } },
  carpet: { main: { L: 0.45, C: 0.15, h: 22 }, accent: { L: 0.8, C: 0.13, h: 85 } },
  marble: { main: { L: 0.88, C: 0.012, h: 80 }, second: { L: 0.6, C: 0.015, h: 260 } },
  gravel: { main: { L: 0.64, C: 0.02, h: 75 }, second: { L: 0.52, C: 0.02, h: 250 } },
  mud: { main: { L: 0.4, C: 0.06, h: 55 }, second: { L: 0.42, C: 0.02, h: 230 } },
  swamp: { main: { L: 0.4, C: 0.05, h: 178 }, accent: { L: 0.6, C: 0.14, h: 130 } },
  moss: { main: { L: 0.55, C: 0.13, h: 135 }, second: { L: 0.58, C: 0.015, h: 250 } },
  road: { main: { L: 0.38, C: 0.01, h: 260 }, accent: { L: 0.84, C: 0.15, h: 92 } },
  roof: { main: { L: 0.52, C: 0.13, h: 38 } },
  farmland: { main: { L: 0.44, C: 0.07, h: 55 }, accent: { L: 0.66, C: 0.17, h: 135 } },
  wheat: { main: { L: 0.6, C: 0.1, h: 72 }, accent: { L: 0.8, C: 0.15, h: 85 } },
  hedge: { main: { L: 0.48, C: 0.12, h: 145 } },
  sandstone: { main: { L: 0.76, C: 0.08, h: 75 }, second: { L: 0.6, C: 0.06, h: 65 } },
};

/** Scenes whose word, asked for as a tile, names a terrain ("swamp" as a tile is swamp water). */
const SCENE_TERRAINS: Readonly<Record<string, Terrain>> = {
  swamp: "swamp",
  "swamp water": "swamp",
  desert: "sand",
  beach: "sand",
};

const TERRAINS = Object.keys(COLORS) as Terrain[];

function chooseTerrain(ctx: DrawContext): Terrain {
  const subject = TERRAINS.find((t) => t === ctx.subject);
  if (subject) return subject;
  const scene = SCENE_TERRAINS[ctx.reading.subject ?? ""];
  if (scene) return scene;
  const { materials, elements } = ctx.reading;
  if (materials.includes("wood")) return "planks";
  if (materials.includes("metal") || materials.includes("silver")) return "metal";
  if (materials.includes("ice") || elements.includes("ice")) return "ice";
  if (materials.includes("stone")) return "cobblestone";
  if (materials.includes("plant") || elements.includes("nature")) return "grass";
  if (elements.includes("fire")) return "lava";
  if (elements.includes("water")) return "water";
  return "grass";
}

function texture(
  terrain: Terrain,
  ctx: DrawContext,
  w: number,
  h: number,
  r: TerrainRamps,
): TileInk {
  const { random } = ctx;
  switch (terrain) {
    case "grass":
      return terrains.grass(random, w, h, r, drawnVariant(ctx) === "flowers");
    case "dirt":
      return terrains.dirt(random, w, h, r);
    case "cobblestone":
      return terrains.cobblestone(random, w, h, r, Math.max(6, Math.min(16, w / 4)));
    case "stone":
      return terrains.stone(random, w, h, r);
    case "brick":
      return terrains.brick(random, w, h, r);
    case "water":
      return terrains.water(random, w, h, r);
    case "sand":
      return terrains.sand(random, w, h, r);
    case "lava":
      return terrains.lava(random, w, h, r);
    case "snow":
      return terrains.snow(random, w, h, r);
    case "ice":
      return terrains.ice(random, w, h, r);
    case "planks":
      return terrains.planks(random, w, h, r);
    case "metal":
      return terrains.metal(random, w, h, r);
    case "carpet":
    case "marble":
    case "gravel":
    case "mud":
    case "swamp":
    case "moss":
    case "road":
    case "roof":
    case "farmland":
    case "wheat":
    case "hedge":
    case "sandstone":
      return MORE_TERRAINS[terrain](random, w, h, r);
  }
}

export const drawTile: Generator = (ctx: DrawContext): Drawn => {
  const terrain = chooseTerrain(ctx);
  const colors = COLORS[terrain];
  const { scheme } = ctx;
  const main = scheme.promptColor(0) ?? colors.main;
  const ramps: TerrainRamps = {
    main: scheme.ramp(main, { contrast: colors.contrast ?? 0.8 }),
    second: scheme.ramp(colors.second ?? { L: main.L - 0.15, C: main.C * 0.7, h: main.h }, {
      contrast: 0.8,
    }),
    accent: scheme.ramp(scheme.promptColor(1) ?? colors.accent ?? main),
  };
  const { canvas, width, height } = ctx;
  if (ctx.camera === "isometric") {
    // A block: the terrain on a 2:1 diamond top, earth (or the terrain's darker self) below.
    const a = Math.floor((width - 2) / 4);
    const size = a * 4;
    const tex = texture(terrain, ctx, size, size, ramps);
    const depth = Math.max(2, Math.min(height - 2 * a - 2, Math.round(a * 0.9)));
    const ox = Math.round(width / 2);
    const oy = Math.round((height - (2 * a + depth)) / 2);
    const sideRamp =
      terrain === "grass" ? scheme.ramp(COLORS.dirt.main, { contrast: 0.8 }) : ramps.main;
    const part = newPart(canvas, { innerLine: false });
    fillIsoBox(canvas, sideRamp, part, { ox, oy, a, b: a, h: depth });
    for (let y = oy; y < oy + 2 * a; y++) {
      for (let x = ox - 2 * a; x < ox + 2 * a; x++) {
        const dx = x + 0.5 - ox;
        const dy = y + 0.5 - oy;
        const u = (dx / 2 + dy) / 2;
        const v = (dy - dx / 2) / 2;
        if (u < 0 || u >= a || v < 0 || v >= a) continue;
        put(canvas, x, y, tex(Math.floor((u / a) * size), Math.floor((v / a) * size)), part);
      }
    }
    return { anchors: {}, maxColors: 24 };
  }
  const tex = texture(terrain, ctx, width, height, ramps);
  const part = newPart(canvas, { innerLine: false });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) put(canvas, x, y, tex(x, y), part);
  return { anchors: {}, outline: false, wrap: true, maxColors: 16 };
};
