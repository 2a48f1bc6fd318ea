/**
 * Nature, dungeon and landmark props of a game's sets (a stump, a portal, a lighthouse, a
 * market stall, a palm tree), described in the shape language.
 */
import type { XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, ell, line, poly, rect, shaped, star } from "./shape-kit";

/** The tops of a vending machine's three rows of cans, and the colours its cans come in. */
const VENDING_ROWS = [0.13, 0.31, 0.49] as const;
const VENDING_CAN_COLOURS = ["accent", "gold", "leaf", "white", "main"] as const;

const prop = shaped("prop");

/**
 * Points of a spiral arm about `c` in an ellipse of radii `r`, from the rim at angle `start`
 * (degrees) winding one and a half turns in toward the centre.
 */
function spiral(c: XY, r: XY, start: number): XY[] {
  const steps = 24;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const a = ((start + t * 540) * Math.PI) / 180;
    const k = 1 - t * 0.85;
    return [
      Math.round((c[0] + r[0] * k * Math.cos(a)) * 1000) / 1000,
      Math.round((c[1] + r[1] * k * Math.sin(a)) * 1000) / 1000,
    ] as const;
  });
}

export const SHAPED_PLACE_PROPS: readonly SubjectEntry[] = [
  prop("stump", { aliases: ["tree stump"], category: ["nature"] }, [
    poly("bark", "darkWood", "0.16,0.4 0.84,0.4 0.86,0.86 0.96,0.96 0.04,0.96 0.14,0.86", {
      form: "tubeV",
    }),
    ell("top", "wood", [0.5, 0.4], [0.34, 0.12], { form: "flat" }),
    line("rings", "darkWood", arc([0.5, 0.4], [0.18, 0.06], 0, 360, 10), 0.02, { detail: true }),
  ]),
  prop("log", { aliases: ["logs", "firewood", "timber"], category: ["nature"] }, [
    rect("bark", "darkWood", [0.14, 0.36], [0.74, 0.36], { form: "tubeH" }),
    ell("end", "wood", [0.84, 0.54], [0.1, 0.18], { form: "flat" }),
    line("rings", "darkWood", arc([0.84, 0.54], [0.05, 0.1], 0, 360, 8), 0.02, { detail: true }),
    ell("end", "darkWood", [0.14, 0.54], [0.08, 0.18]),
  ]),
  prop(
    "clock",
    { aliases: ["grandfather clock", "wall clock", "pendulum clock"], category: ["furniture"] },
    [
      rect("case", "wood", [0.3, 0.2], [0.4, 0.76]),
      poly("crown", "darkWood", "0.26,0.22 0.5,0.06 0.74,0.22"),
      ell("face", "paper", [0.5, 0.32], [0.14, 0.12], { form: "flat" }),
      line("hands", "dark", "0.5,0.24 0.5,0.32 0.58,0.34", 0.025, { detail: true }),
      rect("window", "glass", [0.4, 0.5], [0.2, 0.34]),
      line("pendulum", "gold", "0.5,0.5 0.5,0.74", 0.025),
      ell("bob", "gold", [0.5, 0.76], [0.05, 0.05]),
    ],
  ),
  prop(
    "candelabra",
    {
      aliases: ["candelabrum", "candle stand", "candlestand"],
      main: "gold",
      colors: ["#efe6cf", "#ffb23c"],
    },
    [
      poly("base", "main", "0.3,0.96 0.4,0.84 0.6,0.84 0.7,0.96"),
      line("stem", "main", "0.5,0.86 0.5,0.4", 0.05),
      line("arms", "main", [...arc([0.5, 0.44], [0.3, 0.16], 180, 0, 8)], 0.04),
      ...[0.2, 0.5, 0.8].flatMap((x) => [
        rect("candles", "white", [x - 0.04, 0.22], [0.08, 0.2]),
        ell("flames", "accent", [x, 0.16], [0.03, 0.05], { detail: true }),
      ]),
    ],
  ),
  prop(
    "banner",
    {
      aliases: ["flag", "pennant", "standard", "war banner"],
      colors: ["#c8302c", "#e6b422"],
      category: ["decoration"],
    },
    // A banner hangs straight down from a crossbar on its pole, centred, its foot cut into a
    // swallowtail. Cloth flying from the side of a pole is a flag.
    [
      line("pole", "darkWood", "0.5,0.98 0.5,0.06", 0.05),
      line("crossbar", "darkWood", "0.2,0.1 0.8,0.1", 0.035),
      ell("finial", "gold", [0.5, 0.04], [0.04, 0.04]),
      poly("cloth", "main", "0.25,0.12 0.75,0.12 0.75,0.7 0.5,0.58 0.25,0.7"),
      rect("trim", "accent", [0.25, 0.12], [0.5, 0.04], { join: true }),
      poly("emblem", "accent", star([0.5, 0.36], 0.12, 0.05, 5), { detail: true }),
    ],
  ),
  prop("brazier", { aliases: ["fire bowl"], main: "metal", colors: ["#5a5a64", "#ff8a2a"] }, [
    line("legs", "dark", "0.3,0.5 0.2,0.96", 0.05),
    line("legs", "dark", "0.7,0.5 0.8,0.96", 0.05, { join: true }),
    poly("bowl", "main", "0.1,0.4 0.9,0.4 0.74,0.62 0.26,0.62", { form: "tubeH" }),
    poly("fire", "accent", "0.2,0.42 0.3,0.2 0.4,0.3 0.5,0.04 0.6,0.28 0.7,0.18 0.8,0.42", {
      detail: true,
    }),
  ]),
  prop(
    "workbench",
    { aliases: ["work bench", "crafting table", "carpenter's bench"], category: ["furniture"] },
    [
      rect("top", "wood", [0.06, 0.42], [0.88, 0.12], { form: "tubeH" }),
      rect("legs", "darkWood", [0.12, 0.54], [0.08, 0.42]),
      rect("legs", "darkWood", [0.8, 0.54], [0.08, 0.42]),
      rect("shelf", "darkWood", [0.12, 0.8], [0.76, 0.06]),
      line("saw", "metal", "0.2,0.4 0.44,0.3", 0.05),
      bar("hammer", "metal", [0.64, 0.3], [0.76, 0.3], 0.04),
      line("hammer", "wood", "0.7,0.3 0.66,0.4", 0.03),
    ],
  ),
  prop("cannon", { main: "metal", category: ["weapon", "ship"] }, [
    bar("barrel", "dark", [0.16, 0.56], [0.86, 0.26], 0.14, 0.1),
    ell("muzzle", "dark", [0.86, 0.26], [0.06, 0.1]),
    ell("wheel", "wood", [0.4, 0.72], [0.2, 0.2]),
    ell("hub", "darkWood", [0.4, 0.72], [0.06, 0.06]),
    rect("carriage", "darkWood", [0.1, 0.76], [0.3, 0.1]),
  ]),
  prop(
    "portal",
    {
      aliases: ["magic portal", "gateway", "warp gate", "rift"],
      colors: ["#8a4ae0", "#4ae0f0"],
      category: ["magic"],
    },
    [
      line("frame", "stone", [...arc([0.5, 0.48], [0.32, 0.44], 90, 450, 20)], 0.12),
      ell("vortex", "main", [0.5, 0.48], [0.26, 0.38], { form: "flat" }),
      // The vortex turns: two spiral arms winding in to a bright eye (one open ring reads as a
      // letter C, and the oval as a mirror).
      line("swirl", "accent", spiral([0.5, 0.48], [0.24, 0.35], 0), 0.035, { detail: true }),
      line("swirl", "accent", spiral([0.5, 0.48], [0.24, 0.35], 180), 0.035, {
        detail: true,
        join: true,
      }),
      ell("eye", "white", [0.5, 0.48], [0.05, 0.07], { glow: true }),
      rect("base", "stone", [0.14, 0.9], [0.72, 0.08]),
    ],
  ),
  prop("lever", { aliases: ["switch", "floor lever"], category: ["dungeon"] }, [
    rect("base", "stone", [0.2, 0.72], [0.6, 0.22]),
    line("arm", "metal", "0.5,0.76 0.74,0.16", 0.05),
    ell("knob", "accent", [0.75, 0.14], [0.08, 0.08]),
  ]),
  prop(
    "spikes",
    {
      aliases: ["spike trap", "spike pit", "floor spikes"],
      main: "metal",
      category: ["dungeon", "trap"],
    },
    [
      rect("plate", "stone", [0.04, 0.8], [0.92, 0.14]),
      ...[0.14, 0.32, 0.5, 0.68, 0.86].map((x) =>
        poly(
          "spikes",
          "main",
          [
            [x - 0.08, 0.82],
            [x, 0.3],
            [x + 0.08, 0.82],
          ],
          { join: x > 0.14 },
        ),
      ),
    ],
  ),
  prop(
    "tower",
    {
      aliases: ["wizard tower", "watchtower", "watch tower", "turret"],
      category: ["building"],
      colors: ["#5a4ab0", "#ffc83a"],
    },
    // A wizard's tower: a tall, narrow round stone tower (over three times as tall as it is
    // wide) under a pointed roof like his hat, its tip bent, stars on it, windows lit with
    // lamplight up its height. A stub under a big roof reads as a hut.
    [
      rect("walls", "stone", [0.4, 0.36], [0.2, 0.6], { form: "tubeV" }),
      rect("base", "stone", [0.37, 0.88], [0.26, 0.08], { form: "tubeV" }),
      rect("ledge", "darkWood", [0.35, 0.36], [0.3, 0.035]),
      poly("roof", "main", "0.33,0.38 0.45,0.12 0.56,0.0 0.53,0.14 0.67,0.38"),
      poly("stars", "gold", star([0.46, 0.29], 0.04, 0.015, 4), { glow: true, detail: true }),
      poly("stars", "gold", star([0.55, 0.21], 0.028, 0.011, 4), { glow: true, detail: true }),
      poly(
        "window",
        "accent",
        [...arc([0.5, 0.47], [0.04, 0.035], 180, 360, 6), [0.54, 0.54], [0.46, 0.54]],
        { form: "flat" },
      ),
      poly(
        "window",
        "accent",
        [...arc([0.5, 0.64], [0.04, 0.035], 180, 360, 6), [0.54, 0.71], [0.46, 0.71]],
        { form: "flat" },
      ),
      poly("door", "darkWood", [
        ...arc([0.5, 0.86], [0.05, 0.05], 180, 360, 6),
        [0.55, 0.96],
        [0.45, 0.96],
      ]),
    ],
  ),
  prop(
    "lighthouse",
    { aliases: ["light house", "beacon"], colors: ["#c8302c", "#ffe07a"], category: ["building"] },
    [
      poly("tower", "white", "0.34,0.96 0.4,0.3 0.6,0.3 0.66,0.96", { form: "tubeV" }),
      poly("stripes", "main", "0.37,0.64 0.63,0.64 0.64,0.78 0.36,0.78", { form: "tubeV" }),
      poly("stripes", "main", "0.39,0.38 0.61,0.38 0.62,0.5 0.38,0.5", { form: "tubeV" }),
      rect("lamp", "accent", [0.42, 0.16], [0.16, 0.14], { form: "flat" }),
      poly("cap", "main", "0.38,0.18 0.5,0.04 0.62,0.18"),
      rect("gallery", "dark", [0.34, 0.28], [0.32, 0.04]),
    ],
  ),
  prop(
    "market stall",
    {
      aliases: ["stall", "market", "shop stall", "vendor stand", "booth"],
      colors: ["#c8302c"],
      category: ["building", "town"],
    },
    [
      poly("awning", "main", "0.04,0.3 0.16,0.1 0.84,0.1 0.96,0.3"),
      ...[0.16, 0.4, 0.64].map((x) =>
        poly("stripes", "white", [
          [x, 0.3],
          [x + 0.06, 0.1],
          [x + 0.18, 0.1],
          [x + 0.12, 0.3],
        ]),
      ),
      line("posts", "wood", "0.1,0.3 0.1,0.96", 0.04),
      line("posts", "wood", "0.9,0.3 0.9,0.96", 0.04, { join: true }),
      rect("counter", "wood", [0.06, 0.62], [0.88, 0.3]),
      ell("wares", "leaf", [0.3, 0.6], [0.08, 0.06]),
      ell("wares", "accent", [0.5, 0.6], [0.08, 0.06]),
      ell("wares", "gold", [0.7, 0.6], [0.08, 0.06]),
    ],
  ),
  prop(
    "pumpkin",
    {
      aliases: ["jack o lantern", "jack-o-lantern", "jackolantern", "gourd"],
      colors: ["#e8742a"],
      category: ["farm", "food"],
    },
    [
      ell("body", "main", [0.32, 0.6], [0.24, 0.32]),
      ell("body", "main", [0.68, 0.6], [0.24, 0.32]),
      ell("body", "main", [0.5, 0.6], [0.26, 0.34]),
      bar("stalk", "leaf", [0.5, 0.3], [0.56, 0.14], 0.05),
    ],
  ),
  prop("snowman", { aliases: ["snow man"], colors: ["#f2f4f8", "#e8742a"], category: ["winter"] }, [
    ell("base", "main", [0.5, 0.76], [0.3, 0.22]),
    ell("body", "main", [0.5, 0.46], [0.22, 0.16]),
    ell("head", "main", [0.5, 0.22], [0.15, 0.13]),
    poly("nose", "accent", "0.5,0.22 0.66,0.25 0.5,0.27", { detail: true }),
    ell("eyes", "dark", [0.44, 0.18], [0.025, 0.025], { detail: true }),
    ell("eyes", "dark", [0.56, 0.18], [0.025, 0.025], { detail: true }),
    line("arms", "darkWood", "0.3,0.44 0.16,0.34", 0.03),
    line("arms", "darkWood", "0.7,0.44 0.84,0.34", 0.03),
  ]),
  prop(
    "present",
    {
      aliases: ["gift", "gift box", "giftbox", "present box"],
      colors: ["#c8302c", "#e6b422"],
      category: ["decoration"],
    },
    [
      rect("box", "main", [0.14, 0.4], [0.72, 0.54]),
      rect("lid", "main", [0.1, 0.3], [0.8, 0.14]),
      rect("ribbon", "accent", [0.44, 0.3], [0.12, 0.64]),
      ell("bow", "accent", [0.38, 0.24], [0.12, 0.07]),
      ell("bow", "accent", [0.62, 0.24], [0.12, 0.07]),
    ],
  ),
  prop(
    "vending machine",
    {
      aliases: ["vending", "soda machine", "snack machine"],
      colors: ["#c8302c", "#4ae0f0"],
      category: ["street"],
    },
    [
      rect("cabinet", "main", [0.2, 0.04], [0.6, 0.92]),
      // Behind the glass, shelves of cans and bottles in mixed colours; beside it a keypad
      // and a coin slot; below, the tray the drink drops into. An empty window read as a
      // fridge.
      rect("window", "glass", [0.26, 0.1], [0.34, 0.56]),
      ...VENDING_ROWS.flatMap((y, row) => [
        ...[0.285, 0.365, 0.445, 0.525].map((x, i) =>
          rect(
            "cans",
            VENDING_CAN_COLOURS[(row + i) % VENDING_CAN_COLOURS.length] ?? "accent",
            [x, y + 0.03],
            [0.055, 0.085],
            { detail: true, form: "tubeV" },
          ),
        ),
        line(
          "shelves",
          "metal",
          [
            [0.27, y + 0.125],
            [0.59, y + 0.125],
          ],
          0.02,
          { detail: true },
        ),
      ]),
      rect("panel", "dark", [0.64, 0.14], [0.1, 0.3]),
      ...[0.2, 0.26, 0.32].flatMap((y) =>
        [0.665, 0.705].map((x) =>
          rect("keys", "white", [x, y], [0.025, 0.03], { detail: true, glow: true }),
        ),
      ),
      line("coin slot", "gold", "0.69,0.38 0.69,0.42", 0.02, { detail: true, glow: true }),
      rect("tray", "dark", [0.28, 0.74], [0.3, 0.1]),
      rect("flap", "metal", [0.3, 0.755], [0.26, 0.04], { detail: true }),
    ],
  ),
  prop(
    "traffic cone",
    { aliases: ["cone", "road cone", "safety cone"], colors: ["#f07a2a"], category: ["street"] },
    [
      rect("base", "dark", [0.14, 0.86], [0.72, 0.1]),
      poly("cone", "main", "0.44,0.06 0.56,0.06 0.76,0.86 0.24,0.86", { form: "tubeV" }),
      poly("stripe", "white", "0.38,0.36 0.62,0.36 0.66,0.5 0.34,0.5", { form: "tubeV" }),
    ],
  ),
  prop(
    "mushroom house",
    { aliases: ["mushroom home", "toadstool house"], colors: ["#d8303a"], category: ["building"] },
    [
      rect("stem", "cloth", [0.26, 0.5], [0.48, 0.46], { form: "tubeV" }),
      poly("door", "darkWood", [
        ...arc([0.5, 0.78], [0.09, 0.1], 180, 360, 6),
        [0.59, 0.96],
        [0.41, 0.96],
      ]),
      ell("window", "glass", [0.36, 0.64], [0.05, 0.05]),
      poly("cap", "main", [...arc([0.5, 0.52], [0.48, 0.46], 180, 360, 14)], { form: "dome" }),
      ell("spots", "white", [0.3, 0.3], [0.07, 0.06], { detail: true, glow: true }),
      ell("spots", "white", [0.6, 0.18], [0.08, 0.06], { detail: true, glow: true }),
      ell("spots", "white", [0.74, 0.38], [0.06, 0.05], { detail: true, glow: true }),
    ],
  ),
  prop(
    "palm tree",
    {
      aliases: ["palm", "coconut tree", "palm trees"],
      category: ["nature", "plant"],
      colors: ["#4a9a3c"],
    },
    [
      line("trunk", "wood", "0.46,0.98 0.5,0.7 0.52,0.46 0.56,0.3", 0.08),
      poly("fronds", "main", "0.56,0.28 0.4,0.18 0.22,0.26 0.16,0.44 0.28,0.34 0.4,0.32"),
      poly("fronds", "main", "0.56,0.28 0.72,0.18 0.88,0.26 0.92,0.44 0.8,0.34 0.68,0.32"),
      poly("fronds", "main", "0.56,0.28 0.44,0.1 0.28,0.04 0.34,0.12 0.46,0.24"),
      poly("fronds", "main", "0.56,0.28 0.68,0.08 0.84,0.06 0.76,0.14 0.62,0.26"),
      ell("coconuts", "darkWood", [0.52, 0.34], [0.04, 0.04], { detail: true }),
      ell("coconuts", "darkWood", [0.6, 0.35], [0.04, 0.04], { detail: true }),
    ],
  ),
  prop(
    "dead tree",
    {
      aliases: ["bare tree", "withered tree", "leafless tree", "spooky tree"],
      category: ["nature", "plant"],
    },
    [
      poly(
        "trunk",
        "darkWood",
        "0.38,0.98 0.44,0.5 0.42,0.3 0.5,0.36 0.58,0.28 0.56,0.52 0.64,0.98",
        { form: "tubeV" },
      ),
      line("branches", "darkWood", "0.44,0.5 0.24,0.34 0.12,0.36", 0.04, { join: true }),
      line("branches", "darkWood", "0.24,0.34 0.2,0.16", 0.03, { join: true }),
      line("branches", "darkWood", "0.56,0.46 0.78,0.3 0.9,0.12", 0.04, { join: true }),
      line("branches", "darkWood", "0.78,0.3 0.92,0.34", 0.03, { join: true }),
      line("branches", "darkWood", "0.5,0.36 0.48,0.08 0.56,0.02", 0.035, { join: true }),
    ],
  ),
];
