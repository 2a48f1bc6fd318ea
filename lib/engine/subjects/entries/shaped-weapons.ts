/**
 * Weapons of a game's icon sets that are not swords, bows, axes or staffs (those have drawers of
 * their own), described in the shape language: drawn as icons, held end at the bottom left.
 */
import type { XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, curve, ell, line, points, poly, rect, shaped, spikes, star } from "./shape-kit";

const weapon = shaped("weapon");

/** A whip's lash in three pieces, each thinner, each going on from where the last ends. */
const LASH = ((): XY[][] => {
  const out = [curve([0.3, 0.72], -30, 0.42, 40)];
  const on = (heading: number, length: number, turn: number) =>
    out.push(curve(out[out.length - 1]!.at(-1)!, heading, length, turn));
  on(10, 0.36, -120);
  on(-110, 0.3, -150);
  return out;
})();
const held = { held: true, category: ["weapon"] } as const;

/** Half the width of a basket's rounded bowl at height y (its bottom is half an ellipse). */
const basketHalf = (y: number) =>
  y <= 0.62 ? 0.42 : 0.42 * Math.sqrt(Math.max(0, 1 - ((y - 0.62) / 0.34) ** 2));

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

export const SHAPED_WEAPONS: readonly SubjectEntry[] = [
  // A crossbow is a bow laid across a stock: the stock runs the picture's height, the bow spans it.
  weapon("crossbow", { ...held, aliases: ["arbalest"], anchors: { grip: [0.5, 0.86] } }, [
    bar("stock", "wood", [0.5, 0.96], [0.5, 0.2], 0.07),
    line("string", "white", "0.1,0.46 0.5,0.62 0.9,0.46", 0.025),
    line("bow", "metal", arc([0.5, 0.62], [0.42, 0.42], 195, 345, 10), 0.06),
    line("bolt", "darkWood", "0.5,0.62 0.5,0.06", 0.03),
    poly("bolt tip", "metal", "0.44,0.1 0.5,0.0 0.56,0.1", { detail: true }),
  ]),
  // The blade's heel is set in a collar at the top of the snath, so the two read as one tool.
  weapon("scythe", { ...held, aliases: ["reaper scythe"] }, [
    line("snath", "darkWood", "0.62,0.98 0.58,0.5 0.64,0.06", 0.05),
    poly("blade", "metal", [
      ...arc([0.5, 0.62], [0.5, 0.56], 280, 185, 10),
      ...arc([0.46, 0.7], [0.4, 0.5], 190, 272, 10),
    ]),
    poly("collar", "metal", "0.55,0.03 0.7,0.03 0.7,0.15 0.55,0.15", { join: true }),
  ]),
  weapon("trident", { ...held, aliases: ["fork"] }, [
    line("shaft", "wood", "0.5,0.98 0.5,0.34", 0.05),
    line("prongs", "metal", "0.24,0.08 0.24,0.3 0.5,0.38 0.76,0.3 0.76,0.08", 0.05),
    line("prongs", "metal", "0.5,0.36 0.5,0.02", 0.05, { join: true }),
    poly("barbs", "metal", "0.2,0.1 0.24,0.0 0.28,0.1", { join: true }),
    poly("barbs", "metal", "0.72,0.1 0.76,0.0 0.8,0.1", { join: true }),
  ]),
  // A whip's lash is one smooth curve out of the handle, thinning to a curl at its tip (a stiff
  // bent line read as wire); a flail's spiked ball hangs off the handle on a chain of links
  // drawn one by one, so the chain shows between them (three dots read as a mace).
  weapon("whip", { ...held, aliases: ["bullwhip", "lash"] }, [
    bar("handle", "darkWood", [0.12, 0.94], [0.3, 0.72], 0.055),
    line("lash", "wood", LASH[0]!, 0.035),
    line("lash", "wood", LASH[1]!, 0.027, { join: true }),
    line("lash", "wood", LASH[2]!, 0.02, { join: true }),
  ]),
  weapon("flail", { ...held, aliases: ["morning star", "morningstar"] }, [
    bar("handle", "wood", [0.08, 0.96], [0.28, 0.72], 0.055),
    ell("ring", "metal", [0.3, 0.69], [0.035, 0.035]),
    ...points("0.35,0.67 0.41,0.66 0.47,0.63 0.52,0.58 0.56,0.52 0.6,0.45").map((p, k) =>
      ell("chain", k % 2 ? "metal" : "dark", p, k % 2 ? [0.035, 0.022] : [0.022, 0.035]),
    ),
    poly("spikes", "metal", star([0.72, 0.29], 0.2, 0.11, 8)),
    ell("ball", "metal", [0.72, 0.29], [0.12, 0.12]),
  ]),
  // A polearm: a small axe blade, back hook and spike on top of a pole far longer than they are.
  weapon("halberd", { ...held, aliases: ["poleaxe", "glaive", "bardiche"] }, [
    line("shaft", "wood", "0.5,0.98 0.5,0.14", 0.04),
    poly("blade", "metal", "0.52,0.14 0.74,0.08 0.79,0.22 0.74,0.34 0.52,0.28"),
    poly("hook", "metal", "0.48,0.18 0.32,0.22 0.36,0.27 0.48,0.25"),
    poly("spike", "metal", "0.47,0.14 0.5,0.0 0.53,0.14"),
  ]),
  weapon("club", { ...held, aliases: ["cudgel", "bludgeon", "wooden club"] }, [
    bar("club", "wood", [0.18, 0.9], [0.7, 0.26], 0.05, 0.16),
    ell("knots", "darkWood", [0.62, 0.34], [0.04, 0.04], { detail: true }),
  ]),
  weapon("lance", { ...held, aliases: ["jousting lance"], colors: ["#ece4d4", "#c8302c"] }, [
    bar("lance", "main", [0.26, 0.74], [0.96, 0.04], 0.08, 0.015),
    line("stripe", "accent", "0.4,0.6 0.46,0.54", 0.1, { detail: true }),
    line("stripe", "accent", "0.58,0.42 0.64,0.36", 0.07, { detail: true }),
    poly("vamplate", "metal", "0.06,0.62 0.34,0.58 0.4,0.9 0.14,0.96", { form: "dome" }),
    bar("grip", "darkWood", [0.12, 0.88], [0.02, 0.98], 0.04),
  ]),
  weapon("slingshot", { ...held, aliases: ["catapult sling", "sling shot"] }, [
    line("fork", "wood", "0.5,0.96 0.5,0.56 0.26,0.18", 0.07),
    line("fork", "wood", "0.5,0.56 0.74,0.18", 0.07, { join: true }),
    line("band", "accent", "0.26,0.2 0.5,0.36 0.74,0.2", 0.03),
  ]),
  weapon("boomerang", { ...held, colors: ["#b87a3a"] }, [
    poly("boomerang", "main", "0.08,0.7 0.5,0.14 0.92,0.7 0.8,0.8 0.5,0.38 0.2,0.8"),
  ]),
  weapon("shuriken", { ...held, aliases: ["throwing star", "ninja star"], main: "metal" }, [
    line("ring", "main", arc([0.5, 0.5], [0.12, 0.12], 0, 360, 12), 0.08),
    poly("blades", "main", "0.42,0.42 0.5,0.02 0.58,0.42", { join: true }),
    poly("blades", "main", "0.58,0.42 0.98,0.5 0.58,0.58", { join: true }),
    poly("blades", "main", "0.58,0.58 0.5,0.98 0.42,0.58", { join: true }),
    poly("blades", "main", "0.42,0.58 0.02,0.5 0.42,0.42", { join: true }),
  ]),
  weapon(
    "pistol",
    {
      ...held,
      aliases: ["gun", "handgun", "revolver", "blaster pistol"],
      main: "metal",
      // The hand closes round the middle of the grip, the barrel standing out over the fist.
      anchors: { grip: [0.17, 0.62] },
    },
    [
      poly(
        "frame",
        "main",
        "0.06,0.22 0.92,0.22 0.92,0.42 0.5,0.42 0.46,0.5 0.34,0.5 0.3,0.42 0.06,0.42",
        { form: "tubeH" },
      ),
      poly("grip", "darkWood", "0.1,0.4 0.3,0.4 0.26,0.9 0.06,0.9"),
      line("trigger", "main", "0.36,0.42 0.38,0.56 0.44,0.56", 0.03),
    ],
  ),
  // Drawn corner to corner like every long weapon of an icon set (laid flat, a rifle is a thin
  // line across the cell): butt at the lower left, muzzle at the upper right.
  weapon(
    "rifle",
    {
      ...held,
      aliases: ["musket", "shotgun", "sniper rifle"],
      main: "metal",
      anchors: { grip: [0.352, 0.721], tip: [0.94, 0.078] },
    },
    [
      poly(
        "stock",
        "wood",
        "0.027,0.863 0.078,0.830 0.317,0.645 0.641,0.357 0.667,0.387 0.404,0.634 0.396,0.735 0.342,0.783 0.285,0.754 0.171,0.935 0.126,0.975",
      ),
      line("barrel", "main", "0.310,0.638 0.940,0.078", 0.045),
      line("bands", "main", "0.480,0.466 0.527,0.519", 0.025, { join: true }),
      line("bands", "main", "0.588,0.370 0.635,0.423", 0.025, { join: true }),
      line("trigger", "main", "0.343,0.675 0.401,0.704 0.442,0.641", 0.02),
      line("bolt", "main", "0.357,0.582 0.336,0.521", 0.025),
      line("sight", "main", "0.888,0.110 0.862,0.080", 0.025),
    ],
  ),
  weapon(
    "laser gun",
    {
      ...held,
      aliases: ["ray gun", "blaster", "laser pistol", "raygun"],
      colors: ["#e8ecf2", "#4ae0f0"],
    },
    [
      poly(
        "body",
        "main",
        "0.12,0.26 0.66,0.22 0.8,0.32 0.66,0.46 0.44,0.46 0.4,0.56 0.28,0.56 0.24,0.46 0.12,0.44",
        { form: "tubeH" },
      ),
      poly("grip", "dark", "0.14,0.42 0.3,0.42 0.26,0.86 0.08,0.86"),
      ell("emitter", "accent", [0.84, 0.32], [0.06, 0.07], { detail: true }),
      rect("coil", "accent", [0.4, 0.28], [0.18, 0.06], { detail: true }),
    ],
  ),
  weapon("sickle", { ...held }, [
    bar("handle", "wood", [0.16, 0.94], [0.34, 0.7], 0.05),
    line("blade", "metal", arc([0.56, 0.44], [0.3, 0.3], 140, 350, 12), 0.08),
  ]),
  // A hammer's head is a rectangular steel block set square across the top of the haft, the
  // haft through its middle, a flat face at each end (a wedge flaring off one side of the haft
  // read as an axe); the end of the haft shows above the block.
  weapon("war hammer", { ...held, aliases: ["warhammer", "maul", "battle hammer"] }, [
    line("haft", "wood", "0.12,0.9 0.75,0.27", 0.06),
    poly("cap", "darkWood", "0.72,0.28 0.755,0.245 0.79,0.28 0.755,0.315", { detail: true }),
    poly("head", "metal", "0.548,0.146 0.873,0.471 0.732,0.614 0.406,0.288", { form: "pillow" }),
    poly("face", "metal", "0.548,0.146 0.587,0.185 0.445,0.327 0.406,0.288", { detail: true }),
    poly("face", "metal", "0.873,0.471 0.834,0.432 0.693,0.575 0.732,0.614", { detail: true }),
  ]),
  // Gripped near the pommel, so the wrapped grip and the gold guard show above the fist.
  weapon(
    "katana",
    { ...held, aliases: ["samurai sword", "odachi"], anchors: { grip: [0.13, 0.91] } },
    [
      line("blade", "metal", "0.26,0.74 0.5,0.52 0.72,0.3 0.86,0.14 0.96,0.0", 0.05),
      ell("guard", "gold", [0.26, 0.74], [0.07, 0.07]),
      line("grip", "dark", "0.1,0.96 0.24,0.76", 0.06),
      ...points("0.14,0.9 0.18,0.84 0.21,0.8").map((p) =>
        ell("wrap", "white", p, [0.015, 0.015], { detail: true }),
      ),
    ],
  ),
  weapon("rapier", { ...held, aliases: ["epee", "foil", "estoc", "smallsword"] }, [
    line("blade", "metal", "0.3,0.7 0.96,0.04", 0.025),
    line("guard", "gold", arc([0.26, 0.74], [0.1, 0.1], 20, 250, 8), 0.035),
    ell("cup", "gold", [0.3, 0.7], [0.05, 0.05]),
    line("grip", "darkWood", "0.12,0.88 0.28,0.72", 0.045),
    ell("pommel", "gold", [0.1, 0.9], [0.04, 0.04]),
  ]),
  // A greatsword is a big sword in itself: "a huge greatsword" says what is drawn.
  {
    ...weapon(
      "greatsword",
      {
        ...held,
        aliases: [
          "claymore",
          "zweihander",
          "great sword",
          "two-handed sword",
          "two handed sword",
          "buster sword",
        ],
      },
      [
        poly("blade", "metal", "0.3,0.58 0.42,0.7 0.98,0.14 0.96,0.02 0.84,0.04"),
        line("fuller", "white", "0.42,0.58 0.88,0.12", 0.02, { detail: true }),
        line("guard", "gold", "0.2,0.56 0.44,0.8", 0.06),
        line("grip", "darkWood", "0.06,0.94 0.3,0.7", 0.06),
        ell("pommel", "gold", [0.05, 0.95], [0.045, 0.045]),
      ],
    ),
    size: "big",
  },
];

/** Props a game's town, farm, dungeon and interior sets hold. */
const prop = shaped("prop");

export const SHAPED_PROPS: readonly SubjectEntry[] = [
  prop("door", { aliases: ["doorway", "wooden door", "gate door"], category: ["furniture"] }, [
    poly("door", "wood", [
      ...arc([0.5, 0.34], [0.32, 0.28], 180, 360, 10),
      [0.82, 0.96],
      [0.18, 0.96],
    ]),
    line("planks", "darkWood", "0.39,0.14 0.39,0.94", 0.025),
    line("planks", "darkWood", "0.61,0.14 0.61,0.94", 0.025, { join: true }),
    rect("hinges", "metal", [0.18, 0.36], [0.3, 0.05]),
    rect("hinges", "metal", [0.18, 0.72], [0.3, 0.05]),
    ell("handle", "gold", [0.72, 0.6], [0.04, 0.04], { detail: true }),
  ]),
  prop("bed", { aliases: ["cot"], category: ["furniture"], colors: ["#c8302c"] }, [
    rect("headboard", "wood", [0.06, 0.3], [0.12, 0.62]),
    rect("frame", "wood", [0.1, 0.68], [0.84, 0.14]),
    rect("mattress", "white", [0.16, 0.54], [0.76, 0.16], { form: "pillow" }),
    ell("pillow", "white", [0.28, 0.5], [0.1, 0.07]),
    rect("blanket", "main", [0.42, 0.5], [0.52, 0.22], { form: "pillow" }),
    rect("legs", "darkWood", [0.9, 0.68], [0.06, 0.26]),
  ]),
  prop(
    "wardrobe",
    { aliases: ["closet", "cupboard", "armoire", "cabinet"], category: ["furniture"] },
    [
      rect("body", "wood", [0.16, 0.08], [0.68, 0.84]),
      rect("top", "darkWood", [0.12, 0.04], [0.76, 0.08]),
      line("doors", "darkWood", "0.5,0.14 0.5,0.88", 0.025),
      ell("knobs", "gold", [0.44, 0.5], [0.03, 0.03], { detail: true }),
      ell("knobs", "gold", [0.56, 0.5], [0.03, 0.03], { detail: true }),
      rect("feet", "darkWood", [0.18, 0.9], [0.64, 0.06]),
    ],
  ),
  prop("stool", { category: ["furniture"] }, [
    ell("seat", "wood", [0.5, 0.36], [0.34, 0.1]),
    line("legs", "darkWood", "0.26,0.4 0.18,0.94", 0.05),
    line("legs", "darkWood", "0.74,0.4 0.82,0.94", 0.05, { join: true }),
    line("legs", "darkWood", "0.5,0.44 0.5,0.9", 0.05, { join: true }),
    line("rung", "darkWood", "0.22,0.7 0.78,0.7", 0.03),
  ]),
  prop(
    "throne",
    {
      aliases: ["royal throne"],
      category: ["furniture"],
      main: "gold",
      colors: ["#e6b422", "#9a1e2c"],
    },
    [
      poly("back", "main", "0.24,0.9 0.24,0.12 0.36,0.0 0.5,0.08 0.64,0.0 0.76,0.12 0.76,0.9"),
      rect("cushion", "accent", [0.3, 0.18], [0.4, 0.44], { form: "pillow" }),
      rect("seat", "accent", [0.2, 0.58], [0.6, 0.12], { form: "pillow" }),
      rect("arms", "main", [0.14, 0.5], [0.12, 0.4]),
      rect("arms", "main", [0.74, 0.5], [0.12, 0.4]),
      ell("jewel", "accent", [0.5, 0.1], [0.04, 0.04], { detail: true }),
    ],
  ),
  prop(
    "statue",
    { aliases: ["sculpture", "stone statue", "idol"], main: "stone", category: ["decoration"] },
    // A figure on a plinth: a warrior standing on two legs, shield arm down, sword raised. A
    // robe with no legs under a round head reads as a chess pawn.
    [
      rect("pedestal", "stone", [0.18, 0.86], [0.64, 0.1]),
      rect("pedestal", "stone", [0.26, 0.77], [0.48, 0.1], { join: true }),
      bar("legs", "main", [0.45, 0.56], [0.42, 0.77], 0.048),
      bar("legs", "main", [0.55, 0.56], [0.59, 0.77], 0.048),
      poly("tunic", "main", "0.39,0.6 0.37,0.36 0.63,0.36 0.61,0.6"),
      ell("shoulders", "main", [0.5, 0.37], [0.15, 0.05], { join: true }),
      ell("head", "main", [0.5, 0.25], [0.08, 0.09]),
      bar("arm", "main", [0.38, 0.39], [0.32, 0.56], 0.035),
      ell("shield", "main", [0.3, 0.52], [0.08, 0.1]),
      bar("arm", "main", [0.62, 0.39], [0.72, 0.22], 0.035),
      line("sword", "main", "0.72,0.24 0.72,0.0", 0.04),
      line("hilt", "main", "0.66,0.22 0.78,0.22", 0.03),
    ],
  ),
  prop("fountain", { category: ["decoration"], colors: ["#4a9ae0"] }, [
    ell("basin", "stone", [0.5, 0.82], [0.46, 0.14]),
    ell("water", "main", [0.5, 0.78], [0.38, 0.08], { form: "flat" }),
    rect("column", "stone", [0.44, 0.36], [0.12, 0.42], { form: "tubeV" }),
    ell("bowl", "stone", [0.5, 0.36], [0.22, 0.07]),
    line("jets", "main", arc([0.36, 0.46], [0.16, 0.3], 270, 180, 6), 0.04),
    line("jets", "main", arc([0.64, 0.46], [0.16, 0.3], 270, 360, 6), 0.04),
    ell("spout", "main", [0.5, 0.2], [0.05, 0.1]),
  ]),
  prop(
    "pillar",
    { aliases: ["column", "stone pillar"], main: "stone", category: ["architecture"] },
    [
      rect("base", "main", [0.2, 0.86], [0.6, 0.1]),
      rect("shaft", "main", [0.3, 0.14], [0.4, 0.72], { form: "tubeV" }),
      line("flutes", "main", "0.43,0.18 0.43,0.84", 0.02, { detail: true }),
      line("flutes", "main", "0.57,0.18 0.57,0.84", 0.02, { detail: true }),
      rect("capital", "main", [0.2, 0.04], [0.6, 0.1]),
    ],
  ),
  prop("altar", { aliases: ["shrine", "sacrificial altar"], colors: ["#9a1e2c", "#ffb23c"] }, [
    rect("block", "stone", [0.12, 0.5], [0.76, 0.44]),
    rect("cloth", "main", [0.1, 0.46], [0.8, 0.1], { form: "flat" }),
    rect("drape", "main", [0.4, 0.54], [0.2, 0.26], { form: "flat" }),
    rect("candles", "white", [0.18, 0.32], [0.08, 0.14]),
    rect("candles", "white", [0.74, 0.32], [0.08, 0.14]),
    ell("flames", "accent", [0.22, 0.27], [0.03, 0.05], { detail: true }),
    ell("flames", "accent", [0.78, 0.27], [0.03, 0.05], { detail: true }),
  ]),
  prop(
    "totem",
    { aliases: ["totem pole"], colors: ["#c8302c", "#3a8a9a"], category: ["decoration"] },
    // Carved heads stacked up a pole, each wider than the pole between them: a thunderbird
    // with spread wings on top, a beaked face, a grinning face at the foot. A plank with dot
    // eyes reads as a board.
    [
      rect("pole", "wood", [0.36, 0.1], [0.28, 0.88], { form: "tubeV" }),
      poly("wings", "main", "0.12,0.12 0.32,0.16 0.32,0.3 0.2,0.26"),
      poly("wings", "main", "0.88,0.12 0.68,0.16 0.68,0.3 0.8,0.26"),
      rect("bird", "accent", [0.3, 0.1], [0.4, 0.22], { form: "tubeV" }),
      ell("eyes", "white", [0.42, 0.18], [0.045, 0.035], { detail: true }),
      ell("eyes", "white", [0.58, 0.18], [0.045, 0.035], { detail: true }),
      poly("beak", "gold", "0.44,0.24 0.56,0.24 0.5,0.36", { detail: true }),
      rect("face", "main", [0.27, 0.4], [0.46, 0.22], { form: "tubeV" }),
      ell("eyes", "white", [0.41, 0.47], [0.05, 0.04], { detail: true }),
      ell("eyes", "white", [0.59, 0.47], [0.05, 0.04], { detail: true }),
      poly("nose", "accent", "0.46,0.5 0.54,0.5 0.5,0.6", { detail: true }),
      rect("face", "accent", [0.29, 0.67], [0.42, 0.21], { form: "tubeV" }),
      ell("eyes", "white", [0.42, 0.74], [0.045, 0.035], { detail: true }),
      ell("eyes", "white", [0.58, 0.74], [0.045, 0.035], { detail: true }),
      rect("mouth", "dark", [0.38, 0.8], [0.24, 0.06], { detail: true }),
      rect("teeth", "white", [0.41, 0.8], [0.18, 0.025], { detail: true }),
    ],
  ),
  prop(
    "signpost",
    { aliases: ["sign post", "direction sign", "guidepost"], category: ["street"] },
    [
      line("post", "darkWood", "0.5,0.96 0.5,0.08", 0.07),
      poly("boards", "wood", "0.5,0.14 0.74,0.14 0.82,0.24 0.74,0.34 0.5,0.34"),
      poly("boards", "wood", "0.5,0.42 0.26,0.42 0.18,0.52 0.26,0.62 0.5,0.62"),
    ],
  ),
  prop(
    "mailbox",
    { aliases: ["letterbox", "postbox"], colors: ["#2e5ad8", "#c8302c"], category: ["street"] },
    [
      line("post", "wood", "0.44,0.96 0.44,0.5", 0.08),
      poly(
        "box",
        "main",
        [...arc([0.44, 0.3], [0.3, 0.16], 180, 360, 8), [0.74, 0.56], [0.14, 0.56]],
        { form: "tubeH" },
      ),
      line("flag", "accent", "0.78,0.5 0.78,0.2", 0.04),
      rect("flag", "accent", [0.78, 0.18], [0.12, 0.08], { join: true }),
    ],
  ),
  prop(
    "trash can",
    {
      aliases: ["bin", "garbage can", "dustbin", "trash bin", "rubbish bin"],
      main: "metal",
      category: ["street"],
    },
    [
      poly("can", "main", "0.2,0.26 0.8,0.26 0.74,0.94 0.26,0.94", { form: "tubeV" }),
      line("ribs", "main", "0.36,0.32 0.38,0.88", 0.025, { detail: true }),
      line("ribs", "main", "0.64,0.32 0.62,0.88", 0.025, { detail: true }),
      ell("lid", "main", [0.5, 0.22], [0.34, 0.08]),
      rect("handle", "dark", [0.44, 0.1], [0.12, 0.06]),
    ],
  ),
  prop(
    "haystack",
    {
      aliases: ["hay", "hay bale", "haybale", "hay stack"],
      colors: ["#e0b84a"],
      category: ["farm"],
    },
    // A heap of loose straw: a ragged top of tufts, straws sticking out all over it, darker
    // where it settles at the foot. A smooth dome reads as a loaf of bread.
    [
      poly(
        "hay",
        "main",
        [
          ...spikes([0.5, 0.66], [0.47, 0.6], [0.42, 0.52], 180, 360, 9),
          [0.97, 0.95],
          [0.03, 0.95],
        ],
        { form: "dome" },
      ),
      rect("foot", "main", [0.06, 0.84], [0.88, 0.11], { form: "flat", join: true }),
      ...[
        "0.24,0.44 0.3,0.6",
        "0.44,0.3 0.42,0.46",
        "0.62,0.34 0.66,0.5",
        "0.78,0.5 0.82,0.64",
        "0.16,0.68 0.22,0.8",
        "0.36,0.6 0.4,0.76",
        "0.56,0.56 0.54,0.72",
        "0.7,0.7 0.74,0.86",
      ].map((at, i) => line("straw", i % 2 ? "wood" : "gold", at, 0.022, { detail: true })),
    ],
  ),
  prop("scarecrow", { colors: ["#5a7ac8", "#e0b84a"], category: ["farm"] }, [
    line("post", "darkWood", "0.5,0.98 0.5,0.3", 0.05),
    line("arms", "darkWood", "0.08,0.42 0.92,0.42", 0.05),
    poly("shirt", "main", "0.2,0.36 0.8,0.36 0.7,0.72 0.3,0.72"),
    ell("head", "cloth", [0.5, 0.24], [0.12, 0.11]),
    poly("hat", "accent", "0.28,0.16 0.72,0.16 0.6,0.1 0.56,0.0 0.44,0.0 0.4,0.1"),
    ell("straw", "accent", [0.12, 0.46], [0.05, 0.04], { detail: true }),
    ell("straw", "accent", [0.88, 0.46], [0.05, 0.04], { detail: true }),
  ]),
  prop("windmill", { category: ["building", "farm"] }, [
    poly("tower", "stone", "0.36,0.96 0.42,0.36 0.58,0.36 0.64,0.96", { form: "tubeV" }),
    poly("roof", "darkWood", "0.38,0.38 0.5,0.26 0.62,0.38"),
    rect("door", "darkWood", [0.46, 0.8], [0.08, 0.16]),
    line("sails", "wood", "0.14,0.06 0.86,0.66", 0.05),
    line("sails", "wood", "0.86,0.06 0.14,0.66", 0.05),
    poly("cloth", "cloth", "0.16,0.1 0.3,0.2 0.22,0.28 0.1,0.16"),
    poly("cloth", "cloth", "0.84,0.1 0.7,0.2 0.78,0.28 0.9,0.16"),
    ell("hub", "darkWood", [0.5, 0.36], [0.05, 0.05]),
  ]),
  prop("tent", { aliases: ["camp tent", "pavilion"], colors: ["#b89a5a"], category: ["camp"] }, [
    poly("canvas", "main", "0.5,0.08 0.96,0.92 0.04,0.92", { form: "flat" }),
    poly("opening", "dark", "0.5,0.36 0.64,0.92 0.36,0.92"),
    line("pole", "darkWood", "0.5,0.02 0.5,0.1", 0.03),
  ]),
  prop("ladder", { category: ["tool"] }, [
    line("rails", "wood", "0.28,0.98 0.32,0.02", 0.05),
    line("rails", "wood", "0.72,0.98 0.68,0.02", 0.05),
    ...[0.14, 0.32, 0.5, 0.68, 0.86].map((y) =>
      line(
        "rungs",
        "wood",
        [
          [0.3, y],
          [0.7, y],
        ],
        0.035,
      ),
    ),
  ]),
  prop(
    "sack",
    {
      aliases: ["sack of flour", "flour sack", "grain sack", "burlap sack"],
      colors: ["#cdb890"],
      category: ["container"],
    },
    [
      poly(
        "sack",
        "main",
        "0.36,0.2 0.64,0.2 0.82,0.44 0.88,0.8 0.74,0.94 0.26,0.94 0.12,0.8 0.18,0.44",
        { form: "pillow" },
      ),
      ell("top", "main", [0.5, 0.16], [0.12, 0.08]),
      // Its mouth open on the flour, white heaped over the tie; an ear of grain stencilled on
      // its front says what is inside (a plain sack reads as any bag).
      ell("flour", "white", [0.5, 0.12], [0.1, 0.06], { glow: true }),
      line("tie", "darkWood", "0.38,0.24 0.62,0.24", 0.04),
      line("stencil", "darkWood", "0.5,0.84 0.5,0.5", 0.025, { detail: true }),
      ...[0.54, 0.62, 0.7].flatMap((y) => [
        ell("stencil", "darkWood", [0.455, y], [0.035, 0.022], { detail: true, join: true }),
        ell("stencil", "darkWood", [0.545, y], [0.035, 0.022], { detail: true, join: true }),
      ]),
      ell("stencil", "darkWood", [0.5, 0.47], [0.025, 0.04], { detail: true, join: true }),
      ell("spill", "white", [0.78, 0.93], [0.12, 0.035], { glow: true }),
    ],
  ),
  // A basket is woven: a wide, shallow bowl with rounded sides under a thick rolled rim, its
  // weave a brick of short upright strokes between the rows, and a tall looped handle. Straight
  // tapered sides with bands read as a wooden bucket.
  prop("basket", { aliases: ["wicker basket", "picnic basket"], category: ["container"] }, [
    line("handle", "wood", arc([0.5, 0.5], [0.3, 0.4], 180, 360, 12), 0.06),
    poly(
      "basket",
      "wood",
      [[0.06, 0.5], [0.94, 0.5], ...arc([0.5, 0.62], [0.42, 0.34], 0, 180, 12).slice(1, -1)],
      { form: "tubeV" },
    ),
    ...[0.63, 0.74, 0.85].map((y) =>
      line(
        "weave",
        "darkWood",
        [
          [0.5 - basketHalf(y), y],
          [0.5 + basketHalf(y), y],
        ],
        0.022,
        {
          detail: true,
        },
      ),
    ),
    ...[0.57, 0.68, 0.79].flatMap((y, row) =>
      [0.14, 0.26, 0.38, 0.5, 0.62, 0.74, 0.86]
        .map((x) => x + (row % 2 ? 0.06 : 0))
        .filter((x) => Math.abs(x - 0.5) < basketHalf(y + 0.05) - 0.03)
        .map((x) =>
          line(
            "weave",
            "darkWood",
            [
              [x, y],
              [x, y + 0.05],
            ],
            0.022,
            { detail: true, join: true },
          ),
        ),
    ),
    bar("rim", "wood", [0.07, 0.51], [0.93, 0.51], 0.045),
  ]),
  prop(
    "bucket",
    // Water is the second colour: the first is the wood's, which `main` already names.
    { aliases: ["pail"], main: "wood", colors: ["#8a6a44", "#4a9ae0"], category: ["container"] },
    [
      line("handle", "metal", arc([0.5, 0.36], [0.34, 0.3], 180, 360, 10), 0.03),
      poly("bucket", "main", "0.16,0.36 0.84,0.36 0.74,0.94 0.26,0.94", { form: "tubeV" }),
      ell("water", "accent", [0.5, 0.37], [0.3, 0.05], { form: "flat" }),
      line("hoops", "metal", "0.18,0.5 0.82,0.5", 0.03),
      line("hoops", "metal", "0.24,0.84 0.76,0.84", 0.03),
    ],
  ),
  prop(
    "jar",
    {
      aliases: ["glass jar", "mason jar", "specimen jar"],
      colors: ["#7ac85a"],
      category: ["container"],
    },
    [
      rect("jar", "glass", [0.22, 0.22], [0.56, 0.72], { form: "tubeV" }),
      rect("contents", "main", [0.26, 0.46], [0.48, 0.44], { form: "tubeV" }),
      rect("lid", "metal", [0.2, 0.12], [0.6, 0.1]),
    ],
  ),
  prop(
    "cage",
    { aliases: ["birdcage", "bird cage", "prison cage"], main: "metal", category: ["container"] },
    [
      ell("base", "darkWood", [0.5, 0.9], [0.38, 0.07]),
      line("bars", "main", arc([0.5, 0.4], [0.34, 0.3], 180, 360, 10), 0.04),
      ...[0.16, 0.33, 0.5, 0.67, 0.84].map((x) =>
        line(
          "bars",
          "main",
          [
            [x, 0.4],
            [x, 0.88],
          ],
          0.035,
        ),
      ),
      line("ring", "main", arc([0.5, 0.06], [0.06, 0.05], 0, 360, 8), 0.03),
    ],
  ),
  prop(
    "coffin",
    { aliases: ["casket", "sarcophagus"], main: "darkWood", category: ["graveyard"] },
    [
      poly("lid", "main", "0.34,0.02 0.66,0.02 0.84,0.24 0.7,0.98 0.3,0.98 0.16,0.24"),
      line("cross", "gold", "0.5,0.2 0.5,0.6", 0.05, { detail: true }),
      line("cross", "gold", "0.38,0.32 0.62,0.32", 0.05, { detail: true, join: true }),
    ],
  ),
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
      poly("base", "gold", "0.3,0.96 0.4,0.84 0.6,0.84 0.7,0.96"),
      line("stem", "gold", "0.5,0.86 0.5,0.4", 0.05),
      line("arms", "gold", [...arc([0.5, 0.44], [0.3, 0.16], 180, 0, 8)], 0.04),
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
      rect("window", "glass", [0.26, 0.1], [0.34, 0.56]),
      ...[0.22, 0.36, 0.5].map((y) =>
        line(
          "cans",
          "accent",
          [
            [0.3, y],
            [0.56, y],
          ],
          0.05,
          { detail: true },
        ),
      ),
      rect("panel", "dark", [0.64, 0.14], [0.1, 0.3]),
      rect("slot", "dark", [0.3, 0.76], [0.28, 0.08]),
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
      ell("spots", "white", [0.3, 0.3], [0.07, 0.06], { detail: true }),
      ell("spots", "white", [0.6, 0.18], [0.08, 0.06], { detail: true }),
      ell("spots", "white", [0.74, 0.38], [0.06, 0.05], { detail: true }),
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
