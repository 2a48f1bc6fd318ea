/**
 * Items of a game's icon sets (tools, food, loot, armour, trinkets) described in the shape
 * language. Each is drawn as an icon: seen from the front or at a slight angle, filling the cell.
 */
import type { SubjectEntry } from "../types";
import {
  arc,
  bar,
  cog,
  ell,
  line,
  oval,
  points,
  poly,
  rect,
  segment,
  shaped,
  star,
} from "./shape-kit";
import { SHAPED_ITEMS_PARTS } from "./shaped-items-parts";

const item = shaped("item");

export const SHAPED_ITEMS: readonly SubjectEntry[] = [
  item(
    "pickaxe",
    {
      aliases: ["pick axe", "mining pick"],
      category: ["tool"],
      held: true,
      anchors: { grip: [0.24, 0.86] },
    },
    [
      line("handle", "wood", "0.2,0.92 0.62,0.3", 0.08),
      poly("head", "metal", "0.2,0.3 0.45,0.14 0.7,0.12 0.94,0.3 0.72,0.24 0.5,0.26 0.28,0.36"),
    ],
  ),
  item("shovel", { aliases: ["spade"], category: ["tool"], held: true }, [
    line("handle", "wood", "0.5,0.08 0.5,0.62", 0.07),
    line("grip", "wood", "0.38,0.08 0.62,0.08", 0.07),
    poly("blade", "metal", "0.34,0.6 0.66,0.6 0.66,0.82 0.5,0.96 0.34,0.82"),
  ]),
  // A farm fork: three thin tines close together on a long shaft (a trident's head is broad
  // and barbed, and in a farmer's hand it read as a sea god's weapon).
  // Three tines spread wide enough that open air shows between them once outlined and leaned
  // in a hand: set close, their outlines met and the head read as a grey tangle.
  item("pitchfork", { aliases: ["hayfork", "hay fork"], category: ["tool"], held: true }, [
    line("shaft", "wood", "0.5,0.98 0.5,0.32", 0.04),
    line("tines", "metal", "0.33,0.04 0.33,0.22 0.4,0.3 0.6,0.3 0.67,0.22 0.67,0.04", 0.028),
    line("tines", "metal", "0.5,0.3 0.5,0.04", 0.028, { join: true }),
  ]),
  item("hoe", { category: ["tool"], held: true }, [
    line("handle", "wood", "0.2,0.96 0.68,0.14", 0.07),
    poly("blade", "metal", "0.64,0.1 0.74,0.06 0.98,0.42 0.86,0.46"),
  ]),
  item("fishing rod", { aliases: ["fishing pole"], category: ["tool"], held: true }, [
    line("rod", "darkWood", "0.14,0.94 0.5,0.4 0.86,0.08", 0.045),
    ell("reel", "metal", [0.26, 0.76], [0.07, 0.07]),
    line("line", "white", "0.86,0.08 0.88,0.7", 0.02),
    poly("hook", "metal", "0.86,0.7 0.9,0.7 0.9,0.8 0.82,0.8 0.82,0.76 0.86,0.76"),
  ]),
  item("wrench", { aliases: ["spanner"], category: ["tool"], held: true, madeOf: "metal" }, [
    bar("handle", "metal", [0.16, 0.9], [0.58, 0.42], 0.07),
    line("jaw", "metal", arc([0.7, 0.3], [0.16, 0.16], 10, 260, 10), 0.12, { join: true }),
  ]),
  item("hourglass", { aliases: ["sand timer", "sandglass"], colors: ["#e8c86a"] }, [
    rect("top", "darkWood", [0.2, 0.06], [0.6, 0.08]),
    rect("bottom", "darkWood", [0.2, 0.86], [0.6, 0.08]),
    poly("glass", "glass", "0.26,0.14 0.74,0.14 0.54,0.5 0.74,0.86 0.26,0.86 0.46,0.5"),
    poly("sand", "main", "0.5,0.6 0.68,0.84 0.32,0.84"),
    line("posts", "darkWood", "0.22,0.14 0.22,0.86", 0.04),
    line("posts", "darkWood", "0.78,0.14 0.78,0.86", 0.04, { join: true }),
  ]),
  item("map", { aliases: ["treasure map", "world map"], colors: ["#e9d8a6", "#c8302c"] }, [
    rect("sheet", "main", [0.1, 0.28], [0.8, 0.44], { form: "flat" }),
    bar("roll", "main", [0.1, 0.26], [0.1, 0.74], 0.05),
    bar("roll", "main", [0.9, 0.26], [0.9, 0.74], 0.05),
    line("path", "darkWood", "0.26,0.68 0.38,0.56 0.5,0.62 0.6,0.44", 0.025),
    line("mark", "accent", "0.62,0.34 0.74,0.46", 0.06),
    line("mark", "accent", "0.74,0.34 0.62,0.46", 0.06, { join: true }),
  ]),
  item("compass", { colors: ["#c8302c"] }, [
    ell("case", "gold", [0.5, 0.54], [0.4, 0.4]),
    ell("face", "white", [0.5, 0.54], [0.31, 0.31], { form: "flat" }),
    rect("bow", "gold", [0.44, 0.08], [0.12, 0.08]),
    poly("needle", "main", "0.5,0.28 0.56,0.54 0.44,0.54", { detail: true }),
    poly("needle", "dark", "0.44,0.54 0.56,0.54 0.5,0.8", { detail: true }),
  ]),
  item("egg", { colors: ["#f1e8d6"] }, [ell("shell", "main", [0.5, 0.56], [0.3, 0.38])]),
  item("grapes", { aliases: ["grape", "bunch of grapes"], colors: ["#7a3c9c"] }, [
    line("stem", "darkWood", "0.5,0.2 0.56,0.06", 0.04),
    ell("leaf", "leaf", [0.68, 0.14], [0.14, 0.07]),
    ...points(
      "0.36,0.3 0.5,0.3 0.64,0.3 0.3,0.44 0.44,0.44 0.58,0.44 0.7,0.42 0.38,0.58 0.52,0.58 0.64,0.56 0.44,0.72 0.58,0.7 0.5,0.84",
    ).map(([x, y], i) => ell("grapes", "main", [x, y], [0.08, 0.08], { join: i > 0 })),
  ]),
  item("cherry", { aliases: ["cherries"], colors: ["#c81e32"] }, [
    line("stems", "leaf", "0.3,0.64 0.5,0.14 0.72,0.7", 0.035),
    ell("leaf", "leaf", [0.64, 0.14], [0.14, 0.06]),
    ell("cherry", "main", [0.3, 0.74], [0.17, 0.17]),
    ell("cherry", "main", [0.72, 0.78], [0.17, 0.17]),
  ]),
  item("banana", { aliases: ["bananas"], colors: ["#f2d23c"] }, [
    poly("peel", "main", [
      ...arc([0.5, 0.2], [0.42, 0.62], 160, 20, 8),
      ...arc([0.5, 0.26], [0.32, 0.46], 30, 150, 8),
    ]),
    rect("stalk", "darkWood", [0.84, 0.3], [0.06, 0.1]),
  ]),
  item("pear", { colors: ["#b8c83a"] }, [
    ell("body", "main", [0.5, 0.66], [0.3, 0.28]),
    ell("body", "main", [0.5, 0.36], [0.17, 0.2], { join: true }),
    line("stalk", "darkWood", "0.5,0.18 0.56,0.06", 0.04),
    ell("leaf", "leaf", [0.66, 0.12], [0.1, 0.05]),
  ]),
  item("watermelon", { aliases: ["watermelon slice", "melon"], colors: ["#e0384a", "#3a8a3c"] }, [
    poly("rind", "accent", arc([0.5, 0.3], [0.46, 0.6], 0, 180, 14)),
    poly("flesh", "main", arc([0.5, 0.3], [0.4, 0.52], 0, 180, 14)),
    ...points("0.38,0.48 0.5,0.6 0.62,0.48 0.44,0.38 0.56,0.38").map(([x, y]) =>
      ell("seeds", "dark", [x, y], [0.02, 0.03], { detail: true }),
    ),
  ]),
  // A round pie seen from above and in front: its tin, a crimped crust rim, the red filling
  // showing through a lattice of crust strips.
  item("pie", { aliases: ["tart"], colors: ["#d99a4a", "#a8283c"] }, [
    poly("dish", "metal", "0.08,0.56 0.92,0.56 0.84,0.84 0.16,0.84"),
    ell("crust", "main", [0.5, 0.55], [0.44, 0.21]),
    ell("filling", "accent", [0.5, 0.55], [0.34, 0.14], { form: "pillow" }),
    line("lattice", "main", "0.35,0.44 0.35,0.66", 0.05),
    line("lattice", "main", "0.5,0.42 0.5,0.68", 0.05, { join: true }),
    line("lattice", "main", "0.65,0.44 0.65,0.66", 0.05, { join: true }),
    line("lattice", "main", "0.2,0.5 0.8,0.5", 0.05, { join: true }),
    line("lattice", "main", "0.2,0.6 0.8,0.6", 0.05, { join: true }),
  ]),
  item(
    "cake",
    { aliases: ["slice of cake", "cake slice", "cupcake"], colors: ["#f0a8c0", "#c81e32"] },
    [
      poly("sponge", "paper", "0.12,0.86 0.12,0.5 0.88,0.38 0.88,0.86"),
      rect("jam", "accent", [0.12, 0.64], [0.76, 0.06], { form: "flat" }),
      poly("icing", "main", "0.1,0.5 0.88,0.36 0.9,0.44 0.1,0.58"),
      ell("cherry", "accent", [0.62, 0.3], [0.07, 0.07]),
    ],
  ),
  item("donut", { aliases: ["doughnut"], colors: ["#f08cb4"] }, [
    line("dough", "wood", arc([0.5, 0.5], [0.3, 0.28], 0, 360, 16), 0.24),
    line("icing", "main", arc([0.5, 0.47], [0.3, 0.26], 190, 350, 10), 0.16),
  ]),
  item("pizza", { aliases: ["slice of pizza", "pizza slice"], colors: ["#f0c84a", "#c8302c"] }, [
    poly("cheese", "main", "0.1,0.2 0.9,0.2 0.5,0.94"),
    bar("crust", "wood", [0.1, 0.18], [0.9, 0.18], 0.07),
    ell("pepperoni", "accent", [0.36, 0.36], [0.08, 0.07]),
    ell("pepperoni", "accent", [0.62, 0.4], [0.08, 0.07]),
    ell("pepperoni", "accent", [0.5, 0.64], [0.07, 0.06]),
  ]),
  item("mug", { aliases: ["beer", "mug of beer", "tankard"], colors: ["#e8a030"] }, [
    line("handle", "wood", arc([0.74, 0.56], [0.14, 0.16], -90, 90, 8), 0.07),
    rect("mug", "main", [0.2, 0.26], [0.54, 0.66], { form: "tubeV" }),
    line("hoops", "metal", "0.2,0.4 0.74,0.4", 0.04),
    line("hoops", "metal", "0.2,0.8 0.74,0.8", 0.04, { join: true }),
    ell("foam", "white", [0.32, 0.24], [0.14, 0.1], { glow: true }),
    ell("foam", "white", [0.56, 0.22], [0.16, 0.1], { join: true, glow: true }),
  ]),
  item("wine bottle", { aliases: ["wine", "bottle of wine"], colors: ["#2e6a3a", "#e9d8a6"] }, [
    rect("cork", "wood", [0.43, 0.04], [0.14, 0.1]),
    rect("neck", "main", [0.42, 0.12], [0.16, 0.24], { form: "tubeV" }),
    poly("body", "main", "0.42,0.34 0.58,0.34 0.72,0.46 0.72,0.94 0.28,0.94 0.28,0.46", {
      form: "tubeV",
    }),
    rect("label", "accent", [0.32, 0.58], [0.36, 0.2], { form: "flat" }),
  ]),
  item("herb", { aliases: ["herbs", "healing herb", "sprig"], colors: ["#4a9a3c"] }, [
    line("stem", "leaf", "0.5,0.94 0.5,0.2", 0.04),
    ell("leaves", "main", [0.34, 0.7], [0.14, 0.07]),
    ell("leaves", "main", [0.66, 0.56], [0.14, 0.07]),
    ell("leaves", "main", [0.34, 0.42], [0.13, 0.06]),
    ell("leaves", "main", [0.64, 0.3], [0.12, 0.06]),
    ell("leaves", "main", [0.5, 0.16], [0.07, 0.1]),
  ]),
  item("bone", { colors: ["#ece2c8"], madeOf: "bone" }, [
    bar("shaft", "main", [0.26, 0.74], [0.74, 0.26], 0.07),
    ell("knob", "main", [0.16, 0.74], [0.09, 0.09], { join: true }),
    ell("knob", "main", [0.26, 0.86], [0.09, 0.09], { join: true }),
    ell("knob", "main", [0.74, 0.14], [0.09, 0.09], { join: true }),
    ell("knob", "main", [0.86, 0.26], [0.09, 0.09], { join: true }),
  ]),
  item("skull", { aliases: ["cranium"], colors: ["#ece2c8"] }, [
    ell("cranium", "main", [0.5, 0.42], [0.36, 0.34]),
    rect("jaw", "main", [0.3, 0.62], [0.4, 0.24], { join: true }),
    ell("eyes", "dark", [0.36, 0.46], [0.09, 0.1], { detail: true }),
    ell("eyes", "dark", [0.64, 0.46], [0.09, 0.1], { detail: true }),
    poly("nose", "dark", "0.5,0.56 0.54,0.64 0.46,0.64", { detail: true }),
    line("teeth", "dark", "0.38,0.76 0.62,0.76", 0.025, { detail: true }),
  ]),
  item("ingot", { aliases: ["gold ingot", "bar of gold", "gold bar", "bullion"], main: "gold" }, [
    poly("bar", "main", "0.08,0.78 0.2,0.42 0.8,0.42 0.92,0.78", { form: "flat" }),
    poly("top", "main", "0.22,0.42 0.3,0.3 0.7,0.3 0.78,0.42", { form: "dome" }),
  ]),
  item("ore", { aliases: ["iron ore", "gold ore", "ore rock", "ore vein"], colors: ["#c87a3a"] }, [
    poly("rock", "stone", "0.1,0.86 0.16,0.44 0.4,0.2 0.7,0.24 0.9,0.5 0.88,0.86", {
      form: "dome",
    }),
    ...points("0.34,0.46 0.6,0.4 0.7,0.66 0.4,0.7 0.22,0.64").map(([x, y]) =>
      ell("specks", "main", [x, y], [0.05, 0.04], { detail: true }),
    ),
  ]),
  item("pearl", { aliases: ["pearls"], colors: ["#ece6f0", "#c8a0b4"] }, [
    poly("lower shell", "accent", [...arc([0.5, 0.64], [0.46, 0.3], 0, 180, 10)], { form: "dome" }),
    poly("upper shell", "accent", [...arc([0.5, 0.5], [0.44, 0.44], 200, 340, 10), [0.5, 0.5]], {
      form: "dome",
    }),
    ell("pearl", "main", [0.5, 0.64], [0.17, 0.17]),
  ]),
  item("shell", { aliases: ["seashell", "sea shell", "clam", "scallop"], colors: ["#f0b4a0"] }, [
    poly("fan", "main", [[0.5, 0.88], ...arc([0.5, 0.56], [0.42, 0.44], 200, 340, 10)], {
      form: "dome",
    }),
    ...[-0.26, -0.12, 0.02, 0.16, 0.3].map((dx) =>
      line(
        "ridges",
        "main",
        [
          [0.5, 0.84],
          [0.5 + dx, 0.22],
        ],
        0.02,
        { detail: true },
      ),
    ),
    rect("hinge", "main", [0.4, 0.84], [0.2, 0.08]),
  ]),
  item(
    "orb",
    { aliases: ["crystal ball", "magic orb", "sphere", "scrying orb"], colors: ["#8a5ad0"] },
    [
      poly("stand", "gold", "0.26,0.94 0.34,0.76 0.66,0.76 0.74,0.94"),
      ell("orb", "main", [0.5, 0.44], [0.34, 0.34]),
      ell("glint", "white", [0.38, 0.32], [0.07, 0.06], { detail: true }),
    ],
  ),
  item("letter", { aliases: ["envelope", "sealed letter"], colors: ["#e9dcc0", "#b4202a"] }, [
    rect("envelope", "main", [0.08, 0.24], [0.84, 0.54], { form: "flat" }),
    line("flap", "wood", "0.1,0.26 0.5,0.56 0.9,0.26", 0.03),
    ell("seal", "accent", [0.5, 0.56], [0.09, 0.08]),
  ]),
  // A quill pen, not a second feather: the vane stops short of the writing end, leaving a bare
  // barrel that narrows to a cut nib dipped dark in ink; notches split the vane into barbs.
  item("quill", { aliases: ["quill pen"], colors: ["#f0ece4"] }, [
    poly(
      "vane",
      "main",
      "0.36,0.64 0.4,0.5 0.5,0.4 0.52,0.44 0.6,0.3 0.74,0.18 0.76,0.22 0.95,0.03 " +
        "0.86,0.24 0.8,0.3 0.82,0.34 0.7,0.44 0.58,0.54 0.58,0.58 0.46,0.64",
    ),
    line("shaft", "paper", "0.2,0.82 0.92,0.06", 0.032),
    bar("nib", "dark", [0.22, 0.8], [0.07, 0.96], 0.024, 0.008),
  ]),
  item("trophy", { aliases: ["cup trophy", "award"], main: "gold" }, [
    line("handles", "main", arc([0.26, 0.24], [0.08, 0.1], 90, 270, 8), 0.05),
    line("handles", "main", arc([0.74, 0.24], [0.08, 0.1], -90, 90, 8), 0.05),
    poly("cup", "main", "0.22,0.12 0.78,0.12 0.7,0.46 0.56,0.56 0.44,0.56 0.3,0.46", {
      form: "tubeV",
    }),
    rect("stem", "main", [0.45, 0.56], [0.1, 0.18]),
    rect("base", "darkWood", [0.28, 0.74], [0.44, 0.18]),
  ]),
  item("medal", { aliases: ["medallion"], main: "gold", colors: ["#c8302c", "#2e5ad8"] }, [
    poly("ribbon", "accent", "0.3,0.04 0.48,0.04 0.56,0.5 0.44,0.5"),
    poly("ribbon", "accent", "0.52,0.04 0.7,0.04 0.56,0.5 0.44,0.5", { join: true }),
    ell("disc", "main", [0.5, 0.68], [0.26, 0.26]),
    poly("star", "main", star([0.5, 0.68], 0.14, 0.06, 5), { detail: true }),
  ]),
  item("bell", { aliases: ["handbell"], main: "gold" }, [
    line("loop", "main", arc([0.5, 0.14], [0.08, 0.08], 180, 360, 6), 0.04),
    poly("bell", "main", "0.5,0.14 0.7,0.22 0.74,0.5 0.88,0.78 0.12,0.78 0.26,0.5 0.3,0.22", {
      form: "tubeV",
    }),
    ell("clapper", "metal", [0.5, 0.86], [0.08, 0.07]),
  ]),
  item("gear", { aliases: ["cog", "cogwheel", "gear wheel"], main: "metal" }, [
    poly("wheel", "main", cog([0.5, 0.5], 0.46, 0.34, 8)),
    ell("hub", "dark", [0.5, 0.5], [0.1, 0.1]),
  ]),
  item("battery", { aliases: ["power cell"], colors: ["#3aa84a"] }, [
    rect("cap", "metal", [0.4, 0.06], [0.2, 0.08]),
    rect("body", "main", [0.28, 0.14], [0.44, 0.8], { form: "tubeV" }),
    rect("band", "dark", [0.28, 0.66], [0.44, 0.28], { form: "tubeV" }),
    line("plus", "white", "0.5,0.3 0.5,0.48", 0.04, { detail: true }),
    line("plus", "white", "0.41,0.39 0.59,0.39", 0.04, { detail: true, join: true }),
  ]),
  item("magnet", { aliases: ["horseshoe magnet"], colors: ["#c8302c"] }, [
    line(
      "magnet",
      "main",
      [[0.24, 0.12], ...arc([0.5, 0.56], [0.26, 0.32], 180, 0, 10).slice(0), [0.76, 0.12]],
      0.18,
    ),
    rect("poles", "metal", [0.15, 0.06], [0.18, 0.14]),
    rect("poles", "metal", [0.67, 0.06], [0.18, 0.14]),
  ]),
  // A spyglass is told from a wand by its steps: three brass draws, each narrower than the
  // last, a collar at every joint, a leather grip on the widest, and the glass at the wide end.
  item(
    "telescope",
    {
      aliases: ["spyglass", "looking glass"],
      main: "gold",
      held: true,
      anchors: { grip: [0.27, 0.73], tip: [0.88, 0.12] },
    },
    [
      segment("eyepiece", "main", [0.07, 0.93], [0.15, 0.85], 0.05),
      segment("tube", "main", [0.13, 0.87], [0.39, 0.61], 0.07),
      segment("collar", "main", [0.37, 0.63], [0.42, 0.58], 0.1),
      segment("tube", "main", [0.41, 0.59], [0.61, 0.39], 0.1),
      segment("collar", "main", [0.59, 0.41], [0.64, 0.36], 0.135),
      segment("grip", "darkWood", [0.63, 0.37], [0.83, 0.17], 0.135),
      segment("rim", "main", [0.82, 0.18], [0.88, 0.12], 0.15),
      poly("lens", "glass", oval([0.885, 0.115], [0.125, 0.035], 45)),
    ],
  ),
  item("leaf", { aliases: ["leaves"], colors: ["#5aa83c"] }, [
    poly("blade", "main", "0.14,0.86 0.2,0.46 0.5,0.18 0.88,0.1 0.8,0.5 0.5,0.8"),
    line("vein", "leaf", "0.08,0.94 0.5,0.5 0.82,0.16", 0.03),
  ]),
  item(
    "hat",
    { weak: true, aliases: ["top hat", "tophat", "bowler"], colors: ["#2c2c34", "#c8302c"] },
    [
      ell("brim", "main", [0.5, 0.84], [0.46, 0.1]),
      rect("crown", "main", [0.22, 0.14], [0.56, 0.68], { form: "tubeV" }),
      rect("band", "accent", [0.22, 0.64], [0.56, 0.12], { form: "tubeV" }),
    ],
  ),
  item(
    "mask",
    { weak: true, aliases: ["masquerade mask", "venetian mask"], colors: ["#6a3cb0", "#e6b422"] },
    [
      poly(
        "mask",
        "main",
        "0.06,0.34 0.5,0.4 0.94,0.34 0.88,0.62 0.62,0.7 0.5,0.6 0.38,0.7 0.12,0.62",
      ),
      ell("eyes", "dark", [0.3, 0.52], [0.1, 0.07]),
      ell("eyes", "dark", [0.7, 0.52], [0.1, 0.07]),
      line("trim", "accent", "0.06,0.34 0.5,0.4 0.94,0.34", 0.03, { detail: true }),
    ],
  ),
  item("rune", { aliases: ["rune stone", "runestone", "rune tablet"], colors: ["#5ac8e8"] }, [
    poly("stone", "stone", "0.2,0.92 0.14,0.3 0.34,0.08 0.7,0.1 0.86,0.34 0.8,0.92", {
      form: "dome",
    }),
    line("glyph", "main", "0.5,0.24 0.5,0.8", 0.05, { detail: true }),
    line("glyph", "main", "0.5,0.34 0.66,0.48 0.5,0.6", 0.05, { detail: true, join: true }),
  ]),
  // A closed helm from the front: a domed shell with straight cheeks, a T of dark slits for
  // the eyes and nose, breathing holes and a rim; not a bell with a notch cut out of it.
  item("helmet", { weak: true, aliases: ["helm", "iron helmet", "knight helmet"], main: "metal" }, [
    ell("helm", "main", [0.5, 0.44], [0.34, 0.34], { form: "dome" }),
    rect("helm", "main", [0.16, 0.44], [0.68, 0.44], { form: "tubeV", join: true }),
    line("crest", "main", "0.5,0.1 0.5,0.36", 0.05),
    rect("rim", "main", [0.14, 0.84], [0.72, 0.08], { form: "tubeH" }),
    rect("visor", "dark", [0.24, 0.46], [0.52, 0.07], { detail: true, form: "flat" }),
    rect("visor", "dark", [0.46, 0.46], [0.08, 0.3], { detail: true, form: "flat", join: true }),
    ...points("0.32,0.66 0.32,0.74 0.68,0.66 0.68,0.74").map(([x, y]) =>
      ell("holes", "dark", [x, y], [0.02, 0.02], { detail: true, form: "flat" }),
    ),
  ]),
  // A breastplate from the front: a neckline and arm holes cut out of the plate, a rolled rim
  // round the neck, a ridge down the middle, and the lames of the skirt at the waist.
  item(
    "chestplate",
    { weak: true, aliases: ["breastplate", "cuirass", "body armor"], main: "metal" },
    [
      poly(
        "plate",
        "main",
        "0.2,0.14 0.38,0.1 0.44,0.2 0.56,0.2 0.62,0.1 0.8,0.14 0.88,0.3 0.78,0.44 0.8,0.7 0.74,0.8 0.26,0.8 0.2,0.7 0.22,0.44 0.12,0.3",
        { form: "tubeV" },
      ),
      line("rim", "main", "0.38,0.1 0.44,0.22 0.56,0.22 0.62,0.1", 0.04),
      line("ridge", "main", "0.5,0.26 0.5,0.74", 0.03),
      rect("lames", "main", [0.24, 0.8], [0.52, 0.07], { form: "tubeH" }),
      rect("lames", "main", [0.26, 0.87], [0.48, 0.07], { form: "tubeH" }),
      ell("rivets", "gold", [0.3, 0.2], [0.02, 0.02], { detail: true }),
      ell("rivets", "gold", [0.7, 0.2], [0.02, 0.02], { detail: true, join: true }),
    ],
  ),
  // A backpack, not a case: shoulder straps looping out at its sides, a rounded top with a
  // carrying loop, a flap with a buckle and a pocket on the front.
  item("backpack", { aliases: ["rucksack", "knapsack"], colors: ["#8a5a34"] }, [
    line("strap", "darkWood", "0.26,0.26 0.1,0.5 0.2,0.88", 0.07),
    line("strap", "darkWood", "0.74,0.26 0.9,0.5 0.8,0.88", 0.07),
    line("loop", "darkWood", arc([0.5, 0.16], [0.1, 0.1], 180, 360, 6), 0.05),
    ell("pack", "main", [0.5, 0.32], [0.32, 0.16]),
    rect("pack", "main", [0.18, 0.32], [0.64, 0.6], { form: "pillow", join: true }),
    poly("flap", "darkWood", "0.2,0.28 0.8,0.28 0.8,0.5 0.5,0.58 0.2,0.5", { form: "pillow" }),
    rect("buckle", "gold", [0.45, 0.5], [0.1, 0.08], { detail: true }),
    rect("pocket", "main", [0.3, 0.66], [0.4, 0.2], { form: "pillow" }),
  ]),
  ...SHAPED_ITEMS_PARTS,
];
