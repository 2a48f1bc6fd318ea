/**
 * Weapons of a game's icon sets that are not swords, bows, axes or staffs (those have drawers of
 * their own), described in the shape language: drawn as icons, held end at the bottom left.
 */
import type { ShapeSpec, XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, curve, ell, line, oval, points, poly, rect, shaped, star } from "./shape-kit";
import { BOOMERANG, band, KATANA, LANCE, lifted } from "./shaped-weapon-outlines";

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

/**
 * A pistol in a figure's fist is a few pixels long: a solid barrel block over a straight grip
 * reads as a gun there, where the icon's sights, bore and guard loop shrink to a pale sliver.
 */
const HELD_PISTOL: ShapeSpec = {
  main: "metal",
  anchors: { grip: [0.17, 0.62] },
  parts: [
    poly(
      "frame",
      "main",
      "0.06,0.22 0.92,0.22 0.92,0.42 0.5,0.42 0.46,0.5 0.34,0.5 0.3,0.42 0.06,0.42",
      { form: "tubeH" },
    ),
    poly("grip", "darkWood", "0.1,0.4 0.3,0.4 0.26,0.9 0.06,0.9"),
    line("trigger", "main", "0.36,0.42 0.38,0.56 0.44,0.56", 0.03),
  ],
};

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
  // A polearm: on top of a pole far longer than its head, a long spike standing straight up, a
  // crescent axe blade on one side (its cutting edge one convex sweep between two horns, its
  // back hollowed to a narrow neck) and a hooked back spike on the other.
  weapon("halberd", { ...held, aliases: ["poleaxe", "glaive", "bardiche"] }, [
    line("shaft", "wood", "0.5,1.0 0.5,0.25", 0.037),
    poly("blade", "metal", [
      [0.517, 0.246],
      [0.567, 0.233],
      [0.617, 0.2],
      ...arc([0.5, 0.27], [0.267, 0.138], -60, 60, 10),
      [0.6, 0.325],
      [0.55, 0.304],
      [0.517, 0.3],
    ]),
    poly(
      "hook",
      "metal",
      "0.483,0.254 0.4,0.258 0.308,0.292 0.25,0.358 0.3,0.342 0.383,0.304 0.483,0.3",
    ),
    poly("spike", "metal", "0.471,0.242 0.475,0.117 0.5,0.0 0.525,0.117 0.529,0.242"),
    rect("socket", "metal", [0.475, 0.225], [0.05, 0.1], { form: "tubeV" }),
  ]),
  weapon("club", { ...held, aliases: ["cudgel", "bludgeon", "wooden club"], madeOf: "wood" }, [
    bar("club", "wood", [0.18, 0.9], [0.7, 0.26], 0.05, 0.16),
    ell("knots", "darkWood", [0.62, 0.34], [0.04, 0.04], { detail: true }),
  ]),
  // A jousting lance: a long cone tapering from the hand to a blunt point, painted with crisp
  // spiral bands all round (evenly spaced, each the cone's full width, so they read as paint and
  // not a splash), a round steel vamplate like a bell over the hand, the grip behind it.
  weapon("lance", { ...held, aliases: ["jousting lance"], colors: ["#ece4d4", "#2e56b8"] }, [
    poly("lance", "main", LANCE.cone, { form: "tubeH" }),
    ...LANCE.bands.map((b) => poly("stripe", "accent", b, { detail: true })),
    bar("grip", "darkWood", [0.24, 0.76], [0.04, 0.96], 0.045),
    poly("vamplate", "metal", LANCE.vamplate, { form: "dome" }),
  ]),
  weapon("slingshot", { ...held, aliases: ["catapult sling", "sling shot"] }, [
    line("fork", "wood", "0.5,0.96 0.5,0.56 0.26,0.18", 0.07),
    line("fork", "wood", "0.5,0.56 0.74,0.18", 0.07, { join: true }),
    line("band", "accent", "0.26,0.2 0.5,0.36 0.74,0.2", 0.03),
  ]),
  // A boomerang is a thick carved banana bent into a wide V: round-ended arms that thin a
  // little towards their tips, a rounded elbow, the grain's lighter face along its top (a sharp
  // chevron with square ends read as a caret).
  weapon("boomerang", { ...held, colors: ["#b87a3a"] }, [
    poly(
      "boomerang",
      "main",
      band(BOOMERANG, (t) => 0.105 - 0.03 * Math.abs(t * 2 - 1)),
    ),
    line("grain", "main", lifted(BOOMERANG.slice(2, 7), 0.035), 0.016, { glow: true }),
    line("grain", "main", lifted(BOOMERANG.slice(10, 15), 0.035), 0.016, { glow: true }),
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
      heldShape: HELD_PISTOL,
    },
    // In profile, muzzle to the right: a slide with a sight at each end, serrations at its back
    // and the muzzle's dark bore at its front, the frame under it, a grip raked back as a hand
    // holds it, and a trigger inside a guard loop (a flat slab on a straight brick read as a
    // toy).
    [
      rect("slide", "main", [0.06, 0.2], [0.88, 0.2], { form: "tubeH" }),
      rect("sights", "main", [0.84, 0.15], [0.06, 0.06], { join: true }),
      rect("sights", "main", [0.08, 0.15], [0.08, 0.06], { join: true }),
      ell("muzzle", "dark", [0.885, 0.3], [0.028, 0.05], { detail: true, shade: -0.6 }),
      ...[0.14, 0.19, 0.24].map((x) =>
        line(
          "serrations",
          "dark",
          [
            [x, 0.23],
            [x, 0.36],
          ],
          0.014,
          { detail: true },
        ),
      ),
      poly("frame", "main", "0.3,0.4 0.88,0.4 0.88,0.48 0.3,0.48"),
      poly("grip", "darkWood", "0.08,0.4 0.34,0.4 0.3,0.5 0.2,0.92 0.04,0.92 0.02,0.86"),
      poly("guard", "dark", arc([0.46, 0.47], [0.13, 0.13], 0, 180, 8), { form: "flat" }),
      line("guard", "main", arc([0.46, 0.47], [0.13, 0.13], 0, 180, 8), 0.04, { join: true }),
      line("trigger", "main", "0.49,0.47 0.485,0.52 0.455,0.555", 0.035),
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
  // Gripped near the pommel, so the wrapped grip and the guard show above the fist. A katana
  // is known by its gentle curve (the blade bows evenly from the guard to an angled point, its
  // bright edge on the inside of the curve), a small oval guard square across the blade, and a
  // dark cord wrap crossing over pale ray skin, so the grip shows a row of light diamonds.
  weapon(
    "katana",
    {
      ...held,
      aliases: ["samurai sword", "odachi"],
      anchors: { grip: [0.2, 0.86] },
      madeOf: "metal",
    },
    [
      poly("blade", "metal", KATANA.blade),
      poly("edge", "white", KATANA.edge, { join: true, glow: true }),
      line("grip", "dark", KATANA.grip, 0.085, { shade: -0.3 }),
      ...KATANA.wrap.map((diamond) => poly("wrap", "white", diamond, { join: true, glow: true })),
      poly("guard", "gold", oval(KATANA.guard, [0.02, 0.062], -58, 12), { form: "flat" }),
      ell("pommel", "gold", KATANA.grip[0]!, [0.028, 0.028], { detail: true }),
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
