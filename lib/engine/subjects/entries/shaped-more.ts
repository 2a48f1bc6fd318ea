/**
 * Vehicles and creatures of a game's sets that the vehicle and creature drawers do not draw,
 * described in the shape language. Vehicles and animals are seen from the side, facing right;
 * sea creatures and bugs from where they read best (a starfish from above, a butterfly flat).
 * These creatures have no rig of their own: they animate as one piece.
 */
import type { XY } from "../shape";
import type { SubjectEntry } from "../types";
import {
  arc,
  bar,
  ell,
  line,
  points,
  poly,
  rect,
  segment,
  shaped,
  spikes,
  star,
} from "./shape-kit";

const vehicle = shaped("vehicle");
const creature = shaped("creature");
/** A far limb, in shadow behind the body. */
const FAR = { shade: -0.45 } as const;

/**
 * A gore stripe of a balloon envelope centred at x = `c` (the envelope's centre line) from its
 * crown (y 0.02) to its throat (y 0.7): the band between two meridians at `from` and `to` (as a
 * share of the envelope's half width, negative to the left), or, with one number, a band that
 * wide about the centre. The meridians bulge with the envelope, so the stripe curves with it.
 */
function gore(c: number, from: number, to?: number): XY[] {
  const [a, b] = to === undefined ? [-from, from] : [from, to];
  const half = (y: number) =>
    y <= 0.42
      ? 0.36 * Math.sqrt(Math.max(0, 1 - ((y - 0.33) / 0.31) ** 2))
      : 0.33 - ((y - 0.42) / 0.28) * 0.21;
  const ys = [0.03, 0.08, 0.15, 0.24, 0.33, 0.42, 0.52, 0.62, 0.69];
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const left = ys.map((y): XY => [r(c + a * half(y)), y]);
  const right = ys.map((y): XY => [r(c + b * half(y)), y]).reverse();
  return [...left, ...right];
}

export const SHAPED_VEHICLES: readonly SubjectEntry[] = [
  vehicle(
    "hot air balloon",
    { aliases: ["air balloon", "balloon"], category: ["aircraft"], colors: ["#d8303a", "#f0d04a"] },
    [
      // A round crown narrowing to a throat, its gores striped in the second colour: each stripe
      // follows the envelope's curve from the crown down to the throat (a straight bar reads as
      // a pole through a ball).
      ell("envelope", "main", [0.5, 0.33], [0.36, 0.31]),
      poly("envelope", "main", "0.17,0.42 0.83,0.42 0.62,0.7 0.38,0.7", { join: true }),
      poly("stripes", "accent", gore(0.5, 0.22), { form: "tubeV" }),
      poly("stripes", "accent", gore(0.5, -0.88, -0.62), { form: "tubeV", join: true }),
      poly("stripes", "accent", gore(0.5, 0.62, 0.88), { form: "tubeV", join: true }),
      rect("throat", "darkWood", [0.38, 0.68], [0.24, 0.04]),
      line("ropes", "darkWood", "0.39,0.72 0.41,0.84", 0.018),
      line("ropes", "darkWood", "0.61,0.72 0.59,0.84", 0.018, { join: true }),
      // A wicker gondola: a woven box with a rolled rim, hung on its ropes below the throat.
      rect("basket", "wood", [0.38, 0.84], [0.24, 0.14], { form: "tubeV" }),
      line("weave", "darkWood", "0.4,0.91 0.6,0.91", 0.016, { detail: true }),
      ...[0.44, 0.5, 0.56].map((x) =>
        line(
          "weave",
          "darkWood",
          [
            [x, 0.86],
            [x, 0.96],
          ],
          0.016,
          { detail: true, join: true },
        ),
      ),
      bar("rim", "darkWood", [0.37, 0.845], [0.63, 0.845], 0.02),
    ],
  ),
  vehicle("rowboat", { aliases: ["row boat", "dinghy", "rowing boat"], category: ["boat"] }, [
    poly("hull", "wood", "0.04,0.5 0.96,0.5 0.84,0.74 0.16,0.74", { form: "tubeH" }),
    line("gunwale", "darkWood", "0.04,0.5 0.96,0.5", 0.04),
    line("oars", "darkWood", "0.3,0.3 0.5,0.86", 0.03),
    ell("blade", "darkWood", [0.52, 0.9], [0.04, 0.07]),
  ]),
  vehicle("submarine", { aliases: ["sub", "u-boat"], category: ["boat"], colors: ["#e0b83a"] }, [
    ell("hull", "main", [0.5, 0.6], [0.44, 0.18]),
    rect("tower", "main", [0.42, 0.28], [0.18, 0.2], { form: "tubeH" }),
    line("periscope", "metal", "0.54,0.28 0.54,0.14 0.62,0.14", 0.03),
    ...[0.3, 0.5, 0.7].map((x) =>
      ell("portholes", "glass", [x, 0.6], [0.05, 0.05], { detail: true }),
    ),
    poly("fin", "main", "0.06,0.6 0.02,0.44 0.12,0.5"),
    poly("propeller", "metal", "0.02,0.54 0.06,0.6 0.02,0.68"),
  ]),
  vehicle(
    "train",
    {
      aliases: ["steam train", "locomotive", "steam engine"],
      category: ["rail"],
      colors: ["#2e4a8a", "#c8302c"],
    },
    [
      rect("boiler", "main", [0.1, 0.4], [0.5, 0.26], { form: "tubeH" }),
      rect("cab", "main", [0.6, 0.22], [0.3, 0.44]),
      rect("roof", "dark", [0.56, 0.18], [0.38, 0.06]),
      rect("window", "glass", [0.68, 0.3], [0.14, 0.12]),
      rect("chimney", "dark", [0.16, 0.22], [0.1, 0.18]),
      poly("cowcatcher", "accent", "0.1,0.66 0.02,0.82 0.14,0.82"),
      rect("frame", "dark", [0.08, 0.66], [0.84, 0.06]),
      ell("wheels", "accent", [0.24, 0.8], [0.1, 0.1]),
      ell("wheels", "accent", [0.48, 0.8], [0.1, 0.1]),
      ell("wheels", "accent", [0.76, 0.8], [0.1, 0.1]),
      ell("smoke", "white", [0.3, 0.2], [0.08, 0.05]),
    ],
  ),
  vehicle("bicycle", { aliases: ["bike", "cycle"], category: ["road"], colors: ["#c8302c"] }, [
    line("wheels", "dark", arc([0.2, 0.72], [0.17, 0.17], 0, 360, 16), 0.035),
    line("wheels", "dark", arc([0.8, 0.72], [0.17, 0.17], 0, 360, 16), 0.035),
    line("frame", "main", "0.2,0.72 0.4,0.44 0.72,0.44 0.8,0.72", 0.04),
    line("frame", "main", "0.4,0.44 0.5,0.72 0.72,0.44", 0.04, { join: true }),
    line("seat post", "main", "0.4,0.44 0.36,0.34", 0.035, { join: true }),
    rect("saddle", "dark", [0.28, 0.3], [0.16, 0.05]),
    line("handlebar", "metal", "0.72,0.44 0.7,0.3 0.8,0.28", 0.035),
  ]),
  vehicle(
    "motorcycle",
    { aliases: ["motorbike", "scooter", "dirt bike"], category: ["road"], colors: ["#c8302c"] },
    [
      ell("wheels", "dark", [0.2, 0.74], [0.16, 0.16]),
      ell("wheels", "dark", [0.8, 0.74], [0.16, 0.16]),
      ell("hubs", "metal", [0.2, 0.74], [0.06, 0.06]),
      ell("hubs", "metal", [0.8, 0.74], [0.06, 0.06]),
      poly("body", "main", "0.22,0.6 0.36,0.42 0.66,0.4 0.74,0.5 0.6,0.64", { form: "tubeH" }),
      rect("seat", "dark", [0.28, 0.38], [0.24, 0.06]),
      rect("engine", "metal", [0.4, 0.58], [0.18, 0.12]),
      line("fork", "metal", "0.8,0.74 0.72,0.36 0.78,0.3", 0.04),
      ell("headlight", "gold", [0.8, 0.42], [0.04, 0.05], { detail: true }),
    ],
  ),
  vehicle(
    "bus",
    { aliases: ["school bus", "coach", "city bus"], category: ["road"], colors: ["#f0c030"] },
    [
      rect("body", "main", [0.04, 0.24], [0.92, 0.5], { form: "tubeH" }),
      ...[0.1, 0.28, 0.46, 0.64].map((x) => rect("windows", "glass", [x, 0.32], [0.14, 0.14])),
      rect("windshield", "glass", [0.82, 0.32], [0.1, 0.2]),
      line("stripe", "dark", "0.04,0.58 0.96,0.58", 0.03),
      ell("wheels", "dark", [0.24, 0.76], [0.1, 0.1]),
      ell("wheels", "dark", [0.76, 0.76], [0.1, 0.1]),
    ],
  ),
  vehicle(
    "helicopter",
    { aliases: ["chopper", "heli"], category: ["aircraft"], colors: ["#3a7a44"] },
    [
      line("rotor", "dark", "0.06,0.14 0.94,0.14", 0.03),
      rect("mast", "dark", [0.48, 0.14], [0.04, 0.12]),
      ell("cabin", "main", [0.56, 0.44], [0.26, 0.18]),
      ell("canopy", "glass", [0.7, 0.4], [0.1, 0.1]),
      bar("tail", "main", [0.34, 0.44], [0.06, 0.34], 0.06, 0.03),
      line("tail rotor", "dark", "0.06,0.24 0.06,0.44", 0.03),
      line("skids", "dark", "0.36,0.72 0.8,0.72", 0.03),
      line("skids", "dark", "0.46,0.6 0.44,0.72", 0.025, { join: true }),
      line("skids", "dark", "0.66,0.6 0.68,0.72", 0.025, { join: true }),
    ],
  ),
  vehicle(
    "rocket",
    {
      aliases: ["rocket ship", "rocketship", "missile"],
      category: ["spacecraft"],
      colors: ["#e8e8ee", "#d8303a"],
    },
    [
      poly("fins", "accent", "0.3,0.66 0.16,0.9 0.36,0.86"),
      poly("fins", "accent", "0.7,0.66 0.84,0.9 0.64,0.86"),
      poly("body", "main", "0.5,0.02 0.62,0.2 0.66,0.4 0.66,0.84 0.34,0.84 0.34,0.4 0.38,0.2", {
        form: "tubeV",
      }),
      poly("nose", "accent", "0.5,0.02 0.6,0.16 0.4,0.16", { form: "tubeV" }),
      ell("window", "glass", [0.5, 0.36], [0.08, 0.08]),
      poly("flame", "gold", "0.38,0.84 0.62,0.84 0.5,0.99", { detail: true }),
    ],
  ),
  vehicle(
    "ufo",
    {
      aliases: ["flying saucer", "saucer", "alien ship"],
      category: ["spacecraft"],
      colors: ["#9aa4b4", "#6ae05a"],
    },
    [
      ell("dome", "glass", [0.5, 0.4], [0.2, 0.16]),
      ell("saucer", "main", [0.5, 0.56], [0.46, 0.12]),
      ...[0.22, 0.4, 0.6, 0.78].map((x) =>
        ell("lights", "accent", [x, 0.6], [0.035, 0.03], { detail: true }),
      ),
      // The tractor beam is light: a cone with no outline, brightest down its middle.
      poly("beam", "accent", "0.36,0.68 0.64,0.68 0.78,0.98 0.22,0.98", { light: true }),
      poly("beam", "white", "0.45,0.68 0.55,0.68 0.6,0.98 0.4,0.98", { light: true }),
    ],
  ),
  vehicle(
    "sled",
    { aliases: ["sleigh", "sledge", "toboggan"], category: ["winter"], colors: ["#c8302c"] },
    [
      // A low sled in profile: a slatted deck on short struts over runners that sweep up at
      // the front and curl back over into a round scroll ahead of the deck (the curl is what
      // says sled; a runner that only slants up reads as a bench on rails), a tow rope rising
      // forward from the top of the scroll, clear of it. No seat back: a back on runners reads
      // as a lounge chair.
      line(
        "runners",
        "metal",
        "0.06,0.8 0.72,0.8 0.83,0.79 0.91,0.74 0.95,0.65 0.94,0.56 0.88,0.5 0.82,0.5 0.78,0.55 0.79,0.61 0.84,0.62",
        0.03,
      ),
      ...[0.22, 0.44, 0.66].map((x) =>
        line(
          "struts",
          "metal",
          [
            [x, 0.66],
            [x, 0.8],
          ],
          0.026,
        ),
      ),
      rect("deck", "main", [0.04, 0.58], [0.72, 0.09], { form: "tubeH" }),
      ...[0.22, 0.42, 0.62].map((x) =>
        line(
          "slats",
          "dark",
          [
            [x, 0.59],
            [x, 0.66],
          ],
          0.014,
          { detail: true },
        ),
      ),
      line("rope", "wood", "0.9,0.5 0.95,0.45 0.99,0.42", 0.018, { detail: true }),
    ],
  ),
  // A mech is a giant robot in itself: "a giant mech" says what is drawn.
  {
    ...vehicle(
      "mech",
      {
        aliases: ["mecha", "battle mech", "giant robot", "walker"],
        category: ["robot"],
        colors: ["#8a94a4", "#f0a03a"],
      },
      [
        // A humanoid walker seen from the front: a small head with a lit visor on a broad
        // armoured chest with the cockpit in it, shoulder plates over two thick arms (a
        // fist on one, a cannon on the other), two jointed legs on wide feet, panel lines on
        // the plates. A box with a cannon on legs read as a walking appliance.
        segment("legs", "main", [0.4, 0.6], [0.36, 0.77], 0.065, { form: "tubeV" }),
        segment("legs", "main", [0.36, 0.77], [0.38, 0.92], 0.06, { form: "tubeV" }),
        segment("legs", "main", [0.6, 0.6], [0.64, 0.77], 0.065, { form: "tubeV" }),
        segment("legs", "main", [0.64, 0.77], [0.62, 0.92], 0.06, { form: "tubeV" }),
        rect("knees", "dark", [0.32, 0.75], [0.08, 0.045]),
        rect("knees", "dark", [0.6, 0.75], [0.08, 0.045]),
        poly("feet", "dark", "0.26,0.98 0.29,0.9 0.46,0.9 0.49,0.98"),
        poly("feet", "dark", "0.51,0.98 0.54,0.9 0.71,0.9 0.74,0.98"),
        rect("hips", "dark", [0.36, 0.54], [0.28, 0.08]),
        poly("torso", "main", "0.28,0.24 0.72,0.24 0.7,0.5 0.62,0.58 0.38,0.58 0.3,0.5", {
          form: "pillow",
        }),
        rect("cockpit", "glass", [0.41, 0.3], [0.18, 0.09]),
        line("panels", "dark", "0.33,0.44 0.46,0.44 0.46,0.56", 0.012, { detail: true }),
        line("panels", "dark", "0.67,0.44 0.54,0.44 0.54,0.56", 0.012, { detail: true }),
        rect("stripe", "accent", [0.29, 0.4], [0.42, 0.025], { detail: true }),
        rect("head", "main", [0.42, 0.12], [0.16, 0.12], { form: "pillow" }),
        rect("visor", "accent", [0.44, 0.16], [0.12, 0.04], { detail: true }),
        line("antenna", "dark", "0.56,0.12 0.58,0.04", 0.012, { detail: true }),
        segment("arms", "main", [0.2, 0.34], [0.18, 0.5], 0.065, { form: "tubeV" }),
        segment("arms", "main", [0.18, 0.5], [0.18, 0.64], 0.06, { form: "tubeV" }),
        ell("fist", "dark", [0.18, 0.68], [0.07, 0.06]),
        segment("arms", "main", [0.8, 0.34], [0.82, 0.5], 0.065, { form: "tubeV" }),
        rect("cannon", "dark", [0.76, 0.5], [0.12, 0.12]),
        bar("cannon", "dark", [0.82, 0.58], [0.82, 0.8], 0.035, undefined, { join: true }),
        rect("muzzle", "metal", [0.79, 0.78], [0.06, 0.04], { detail: true }),
        ell("shoulders", "main", [0.22, 0.28], [0.1, 0.07], { form: "dome" }),
        ell("shoulders", "main", [0.78, 0.28], [0.1, 0.07], { form: "dome" }),
      ],
    ),
    size: "big",
  },
];

export const SHAPED_CREATURES: readonly SubjectEntry[] = [
  creature(
    "butterfly",
    {
      category: ["insect"],
      colors: ["#e8742a", "#2c2c34"],
      near: [{ word: "moth", look: "with brown wings" }],
    },
    [
      poly("wings", "main", "0.5,0.42 0.2,0.08 0.04,0.2 0.1,0.46 0.5,0.52"),
      poly("wings", "main", "0.5,0.42 0.8,0.08 0.96,0.2 0.9,0.46 0.5,0.52"),
      poly("wings", "main", "0.5,0.5 0.16,0.56 0.14,0.8 0.3,0.86 0.5,0.58"),
      poly("wings", "main", "0.5,0.5 0.84,0.56 0.86,0.8 0.7,0.86 0.5,0.58"),
      ...[
        [0.2, 0.24],
        [0.8, 0.24],
        [0.24, 0.72],
        [0.76, 0.72],
      ].map(([x, y]) => ell("spots", "accent", [x ?? 0, y ?? 0], [0.05, 0.05], { detail: true })),
      bar("body", "dark", [0.5, 0.3], [0.5, 0.78], 0.04),
      line("antennae", "dark", "0.48,0.3 0.38,0.12", 0.02),
      line("antennae", "dark", "0.52,0.3 0.62,0.12", 0.02),
    ],
  ),
  creature(
    "snail",
    { category: ["mollusc"], colors: ["#d8b07a", "#c87a4a"], near: [{ word: "slug" }] },
    [
      bar("body", "main", [0.12, 0.82], [0.86, 0.82], 0.08),
      bar("neck", "main", [0.78, 0.82], [0.84, 0.52], 0.07, 0.06, { join: true }),
      line("stalks", "main", "0.82,0.5 0.78,0.34", 0.025),
      line("stalks", "main", "0.86,0.5 0.92,0.36", 0.025),
      ell("shell", "accent", [0.44, 0.56], [0.3, 0.28]),
      line("spiral", "darkWood", arc([0.46, 0.56], [0.14, 0.13], 0, 330, 10), 0.03, {
        detail: true,
      }),
    ],
  ),
  creature(
    "jellyfish",
    { aliases: ["jelly fish", "medusa jelly"], category: ["sea"], colors: ["#b48ae8"] },
    [
      ...[0.28, 0.42, 0.58, 0.72].map((x, i) =>
        line(
          "tentacles",
          "main",
          [
            [x, 0.5],
            [x + (i % 2 ? 0.04 : -0.04), 0.72],
            [x, 0.94],
          ],
          0.035,
        ),
      ),
      poly(
        "bell",
        "main",
        [...arc([0.5, 0.5], [0.38, 0.42], 180, 360, 12), [0.88, 0.54], [0.12, 0.54]],
        { form: "dome" },
      ),
    ],
  ),
  creature("starfish", { aliases: ["sea star"], category: ["sea"], colors: ["#f07a4a"] }, [
    poly("body", "main", star([0.5, 0.54], 0.46, 0.2, 5), { form: "dome" }),
    ...points("0.5,0.3 0.7,0.48 0.62,0.72 0.38,0.72 0.3,0.48").map((p) =>
      ell("bumps", "white", p, [0.025, 0.025], { detail: true }),
    ),
  ]),
  // A pale face and snout out of the dark spines, a black eye with a glint and a black nose: a
  // dark eye on a brown face was a grey pixel and the face was lost.
  creature(
    "hedgehog",
    { aliases: ["porcupine"], category: ["mammal"], colors: ["#7a5a3a", "#dcc09a"] },
    [
      poly("spines", "main", [
        [0.16, 0.74],
        ...spikes([0.5, 0.74], [0.42, 0.5], [0.32, 0.38], 180, 350, 9),
        [0.82, 0.74],
      ]),
      ell("body", "wood", [0.56, 0.7], [0.3, 0.16]),
      ell("face", "accent", [0.8, 0.7], [0.11, 0.1]),
      ell("snout", "accent", [0.9, 0.73], [0.08, 0.06], { join: true }),
      ell("nose", "dark", [0.97, 0.72], [0.03, 0.03], { detail: true }),
      ell("eye", "dark", [0.8, 0.66], [0.035, 0.04], { detail: true }),
      ell("eye", "white", [0.79, 0.65], [0.01, 0.01], { detail: true, glow: true, join: true }),
      rect("feet", "darkWood", [0.36, 0.84], [0.08, 0.06]),
      rect("feet", "darkWood", [0.7, 0.84], [0.08, 0.06]),
    ],
  ),
  // A dolphin, not a shark: a long narrow beak under a rounded melon, a pale belly, a small
  // swept-back fin and flat flukes seen edge-on (a shark's tail stands upright).
  creature(
    "dolphin",
    { aliases: ["porpoise"], category: ["sea", "mammal"], colors: ["#6e92c8", "#e2eaf4"] },
    [
      poly("flukes", "main", "0.2,0.55 0.04,0.48 0.0,0.5 0.08,0.57 0.0,0.63 0.04,0.65 0.2,0.6"),
      poly(
        "body",
        "main",
        "0.14,0.55 0.3,0.44 0.48,0.36 0.62,0.33 0.7,0.34 0.76,0.5 0.66,0.64 0.46,0.67 0.28,0.64 0.14,0.6",
        { form: "tubeH", join: true },
      ),
      ell("melon", "main", [0.71, 0.45], [0.11, 0.12], { join: true }),
      poly("beak", "main", "0.8,0.5 0.98,0.51 0.985,0.55 0.8,0.56", { join: true }),
      poly(
        "belly",
        "accent",
        "0.28,0.62 0.5,0.61 0.7,0.56 0.84,0.555 0.66,0.64 0.46,0.67 0.28,0.64",
        {
          join: true,
        },
      ),
      poly("fin", "main", "0.44,0.37 0.36,0.24 0.33,0.23 0.36,0.3 0.36,0.39"),
      poly("flipper", "main", "0.6,0.6 0.52,0.74 0.49,0.73 0.54,0.61"),
      ell("eye", "dark", [0.76, 0.46], [0.02, 0.02], { detail: true }),
      line("smile", "dark", "0.82,0.545 0.88,0.54", 0.012, { detail: true }),
    ],
  ),
  creature("penguin", { category: ["bird"], colors: ["#2c2c34", "#f2f0ea"] }, [
    ell("body", "main", [0.5, 0.56], [0.26, 0.36]),
    ell("belly", "accent", [0.52, 0.62], [0.16, 0.26]),
    // Each eye a white with a dark pupil and a one-pixel glint: white discs alone read blind.
    ell("eyes", "white", [0.44, 0.32], [0.045, 0.045], { detail: true, glow: true }),
    ell("eyes", "white", [0.6, 0.32], [0.045, 0.045], { detail: true, glow: true }),
    ell("pupils", "dark", [0.455, 0.33], [0.03, 0.032], { detail: true, shade: -0.4 }),
    ell("pupils", "dark", [0.585, 0.33], [0.03, 0.032], { detail: true, shade: -0.4 }),
    rect("glints", "white", [0.44, 0.31], [0.022, 0.022], { detail: true, glow: true }),
    rect("glints", "white", [0.57, 0.31], [0.022, 0.022], { detail: true, glow: true }),
    poly("beak", "gold", "0.46,0.4 0.58,0.4 0.52,0.46", { detail: true }),
    poly("flippers", "main", "0.26,0.5 0.2,0.72 0.28,0.68"),
    poly("flippers", "main", "0.74,0.5 0.8,0.72 0.72,0.68"),
    rect("feet", "gold", [0.36, 0.9], [0.12, 0.05]),
    rect("feet", "gold", [0.54, 0.9], [0.12, 0.05]),
  ]),
  creature(
    "duck",
    {
      aliases: ["duckling", "mallard"],
      category: ["bird"],
      colors: ["#f2d23c", "#f08a2a"],
    },
    [
      ell("body", "main", [0.46, 0.66], [0.34, 0.2]),
      poly("tail", "main", "0.14,0.62 0.06,0.5 0.2,0.56"),
      ell("head", "main", [0.72, 0.36], [0.15, 0.14]),
      poly("bill", "accent", "0.84,0.36 0.98,0.4 0.84,0.44", { detail: true }),
      ell("wing", "main", [0.42, 0.62], [0.18, 0.1]),
      ell("eye", "dark", [0.76, 0.32], [0.025, 0.025], { detail: true }),
      rect("feet", "accent", [0.4, 0.84], [0.14, 0.05]),
    ],
  ),
  // A goose: a duck's body on a long upright neck, white with grey wings, an orange bill with
  // a dark knob at its base. A short neck reads as a duck.
  creature(
    "goose",
    { aliases: ["gander", "gosling"], category: ["bird"], colors: ["#f2f0ea", "#f08a2a"] },
    [
      ell("body", "main", [0.42, 0.7], [0.32, 0.17]),
      poly("tail", "main", "0.12,0.66 0.04,0.56 0.18,0.6"),
      line("neck", "main", "0.66,0.64 0.7,0.42 0.72,0.24", 0.1),
      ell("head", "main", [0.75, 0.2], [0.1, 0.09]),
      poly("bill", "accent", "0.82,0.17 0.98,0.23 0.82,0.26", { detail: true }),
      ell("knob", "dark", [0.83, 0.19], [0.02, 0.02], { detail: true }),
      ell("wing", "metal", [0.38, 0.66], [0.2, 0.1]),
      ell("eye", "dark", [0.76, 0.18], [0.022, 0.022], { detail: true }),
      line("legs", "accent", "0.4,0.84 0.4,0.92", 0.03),
      line("legs", "accent", "0.5,0.84 0.5,0.92", 0.03),
      rect("feet", "accent", [0.36, 0.91], [0.2, 0.04], { join: true }),
    ],
  ),
  creature(
    "mimic",
    {
      aliases: ["mimic chest", "chest monster"],
      category: ["monster", "object"],
      colors: ["#b8202a", "#f2ece0"],
    },
    [
      rect("base", "wood", [0.08, 0.56], [0.84, 0.38]),
      rect("bands", "gold", [0.08, 0.56], [0.84, 0.05]),
      poly("lid", "wood", "0.08,0.4 0.14,0.12 0.86,0.12 0.92,0.4 0.8,0.34 0.2,0.34"),
      poly("mouth", "dark", "0.14,0.36 0.86,0.36 0.86,0.58 0.14,0.58"),
      line("tongue", "main", "0.3,0.56 0.5,0.48 0.66,0.72 0.6,0.9", 0.07),
      ...[0.2, 0.34, 0.48, 0.62, 0.76].map((x) =>
        poly(
          "teeth",
          "accent",
          [
            [x, 0.36],
            [x + 0.1, 0.36],
            [x + 0.05, 0.46],
          ],
          { detail: true },
        ),
      ),
      ...[0.27, 0.41, 0.55, 0.69].map((x) =>
        poly(
          "teeth",
          "accent",
          [
            [x, 0.58],
            [x + 0.1, 0.58],
            [x + 0.05, 0.49],
          ],
          { detail: true },
        ),
      ),
      ell("eyes", "gold", [0.36, 0.22], [0.04, 0.04], { detail: true }),
      ell("eyes", "gold", [0.64, 0.22], [0.04, 0.04], { detail: true }),
    ],
  ),
  creature(
    "elephant",
    {
      category: ["mammal"],
      colors: ["#8a8e9a"],
      near: [{ word: "mammoth", look: "with brown fur" }],
    },
    [
      ell("body", "main", [0.44, 0.5], [0.32, 0.24]),
      ...[0.2, 0.34, 0.54, 0.66].map((x) => rect("legs", "main", [x, 0.62], [0.1, 0.32])),
      ell("head", "main", [0.76, 0.4], [0.16, 0.16]),
      line("trunk", "main", "0.88,0.44 0.92,0.64 0.96,0.8 0.9,0.84", 0.07, { join: true }),
      ell("ear", "main", [0.68, 0.42], [0.1, 0.16]),
      poly("tusk", "white", "0.84,0.54 0.92,0.62 0.82,0.6", { detail: true }),
      ell("eye", "dark", [0.8, 0.36], [0.02, 0.02], { detail: true }),
      line("tail", "main", "0.12,0.44 0.04,0.6", 0.02),
    ],
  ),
  // A giraffe: a short deep body sloping down to the hips, long legs that taper from the
  // shoulder and haunch through a knee to a dark hoof (straight bars read as table legs), a long
  // neck with a mane, a horse-like head with ossicones, and big brown patches.
  // The far legs are in shadow, so the body stands on four legs in depth and not a cut-out.
  creature("giraffe", { category: ["mammal"], colors: ["#f0c060", "#a8642a"] }, [
    bar("legs", "main", [0.26, 0.58], [0.25, 0.78], 0.05, 0.028, FAR),
    bar("legs", "main", [0.25, 0.78], [0.26, 0.95], 0.028, 0.022, { ...FAR, join: true }),
    bar("legs", "main", [0.5, 0.56], [0.5, 0.78], 0.045, 0.026, FAR),
    bar("legs", "main", [0.5, 0.78], [0.51, 0.95], 0.026, 0.022, { ...FAR, join: true }),
    line("tail", "main", "0.2,0.5 0.15,0.7", 0.015),
    ell("tail", "darkWood", [0.15, 0.72], [0.02, 0.035], { join: true }),
    poly(
      "body",
      "main",
      "0.2,0.5 0.3,0.42 0.52,0.36 0.64,0.4 0.66,0.56 0.54,0.62 0.3,0.62 0.2,0.58",
    ),
    bar("legs", "main", [0.3, 0.58], [0.31, 0.78], 0.055, 0.03),
    bar("legs", "main", [0.31, 0.78], [0.3, 0.96], 0.03, 0.024, { join: true }),
    bar("legs", "main", [0.58, 0.56], [0.6, 0.78], 0.05, 0.028),
    bar("legs", "main", [0.6, 0.78], [0.6, 0.96], 0.028, 0.024, { join: true }),
    ...[
      [0.25, 0.975, -1],
      [0.3, 0.98, 0],
      [0.51, 0.975, -1],
      [0.6, 0.98, 0],
    ].map(([x, y, far]) =>
      ell("hooves", "darkWood", [x ?? 0, y ?? 0], [0.026, 0.018], far ? FAR : {}),
    ),
    bar("neck", "main", [0.6, 0.44], [0.76, 0.12], 0.065, 0.035),
    line("mane", "darkWood", "0.58,0.38 0.72,0.1", 0.018),
    bar("head", "main", [0.76, 0.1], [0.9, 0.15], 0.045, 0.03),
    line("ossicones", "darkWood", "0.75,0.07 0.74,0.0", 0.018),
    line("ossicones", "darkWood", "0.79,0.07 0.79,0.0", 0.018),
    ell("ear", "main", [0.71, 0.08], [0.03, 0.015]),
    ...[
      [0.3, 0.48, 0.035],
      [0.4, 0.44, 0.04],
      [0.51, 0.43, 0.035],
      [0.35, 0.56, 0.035],
      [0.46, 0.54, 0.04],
      [0.57, 0.52, 0.03],
      [0.65, 0.34, 0.025],
      [0.69, 0.25, 0.022],
      [0.73, 0.17, 0.018],
    ].map(([x, y, r]) =>
      ell("spots", "accent", [x ?? 0, y ?? 0], [r ?? 0, (r ?? 0) * 0.8], { detail: true }),
    ),
    ell("eye", "dark", [0.8, 0.1], [0.015, 0.015], { detail: true }),
  ]),
  creature(
    "monkey",
    {
      aliases: ["chimp", "chimpanzee", "ape", "baboon"],
      category: ["mammal", "primate"],
      colors: ["#8a5a34", "#e8c8a0"],
    },
    [
      line("tail", "main", "0.3,0.8 0.12,0.72 0.08,0.5 0.16,0.4", 0.05),
      ell("body", "main", [0.46, 0.66], [0.2, 0.22]),
      line("arms", "main", "0.34,0.56 0.3,0.86", 0.07),
      line("arms", "main", "0.6,0.56 0.68,0.84", 0.07),
      ell("legs", "main", [0.38, 0.88], [0.1, 0.06]),
      ell("legs", "main", [0.58, 0.88], [0.1, 0.06]),
      ell("ears", "accent", [0.3, 0.3], [0.06, 0.07]),
      ell("ears", "accent", [0.66, 0.3], [0.06, 0.07]),
      ell("head", "main", [0.48, 0.3], [0.17, 0.16]),
      ell("face", "accent", [0.48, 0.35], [0.12, 0.1]),
      ell("eyes", "dark", [0.43, 0.3], [0.025, 0.03], { detail: true }),
      ell("eyes", "dark", [0.53, 0.3], [0.025, 0.03], { detail: true }),
    ],
  ),
  // A gorilla standing: a crested head with a bare dark face under an arched brow, a broad chest,
  // arms hanging to knuckles on the ground, two short legs between them.
  creature(
    "gorilla",
    {
      aliases: ["silverback", "great ape"],
      category: ["mammal", "primate"],
      colors: ["#3a3a44", "#a08068"],
    },
    [
      bar("legs", "main", [0.4, 0.72], [0.38, 0.9], 0.07),
      bar("legs", "main", [0.6, 0.72], [0.62, 0.9], 0.07),
      rect("feet", "main", [0.3, 0.88], [0.14, 0.06]),
      rect("feet", "main", [0.56, 0.88], [0.14, 0.06]),
      poly("body", "main", "0.32,0.78 0.2,0.5 0.26,0.34 0.5,0.29 0.74,0.34 0.8,0.5 0.68,0.78", {
        form: "pillow",
      }),
      ell("chest", "main", [0.42, 0.47], [0.09, 0.07], { join: true }),
      ell("chest", "main", [0.58, 0.47], [0.09, 0.07], { join: true }),
      line("arms", "main", "0.26,0.38 0.13,0.62 0.13,0.86", 0.085),
      line("arms", "main", "0.74,0.38 0.87,0.62 0.87,0.86", 0.085),
      ell("knuckles", "main", [0.13, 0.9], [0.07, 0.05]),
      ell("knuckles", "main", [0.87, 0.9], [0.07, 0.05]),
      ell("crest", "main", [0.5, 0.14], [0.09, 0.08]),
      ell("head", "main", [0.5, 0.24], [0.14, 0.13], { join: true }),
      // A paler bare face, and under the heavy brow eyes with a white glint each: dark eyes on
      // a dark face were a smudge at 1x.
      ell("face", "accent", [0.5, 0.29], [0.11, 0.09]),
      line("brow", "dark", "0.4,0.235 0.46,0.215 0.5,0.235 0.54,0.215 0.6,0.235", 0.022, {
        detail: true,
      }),
      ell("eyes", "dark", [0.45, 0.262], [0.024, 0.02], { detail: true }),
      ell("eyes", "dark", [0.55, 0.262], [0.024, 0.02], { detail: true }),
      ell("eyes", "white", [0.44, 0.258], [0.008, 0.008], { detail: true, glow: true }),
      ell("eyes", "white", [0.54, 0.258], [0.008, 0.008], { detail: true, glow: true }),
      ell("nostrils", "dark", [0.47, 0.31], [0.015, 0.012], { detail: true }),
      ell("nostrils", "dark", [0.53, 0.31], [0.015, 0.012], { detail: true }),
      line("mouth", "dark", "0.45,0.345 0.55,0.345", 0.01, { detail: true }),
    ],
  ),
  creature(
    "ladybug",
    { aliases: ["ladybird", "lady bug"], category: ["insect"], colors: ["#d8202a", "#1c1c24"] },
    [
      ...[0.3, 0.5, 0.7].flatMap((y) => [
        line(
          "legs",
          "dark",
          [
            [0.3, y],
            [0.08, y + 0.06],
          ],
          0.03,
        ),
        line(
          "legs",
          "dark",
          [
            [0.7, y],
            [0.92, y + 0.06],
          ],
          0.03,
        ),
      ]),
      ell("head", "dark", [0.5, 0.18], [0.16, 0.1]),
      ell("shell", "main", [0.5, 0.56], [0.32, 0.36]),
      line("split", "dark", "0.5,0.22 0.5,0.92", 0.025),
      ...points("0.36,0.44 0.64,0.44 0.34,0.66 0.66,0.66 0.44,0.82 0.56,0.82").map((p) =>
        ell("spots", "dark", p, [0.05, 0.05], { detail: true }),
      ),
    ],
  ),
  creature(
    "mushroom monster",
    {
      aliases: [
        "myconid",
        "mushroom man",
        "walking mushroom",
        "shroom monster",
        "mushroom creature",
      ],
      category: ["monster", "plant"],
      colors: ["#d8303a"],
    },
    [
      line("legs", "paper", "0.4,0.74 0.36,0.96", 0.07),
      line("legs", "paper", "0.6,0.74 0.64,0.96", 0.07),
      rect("stem", "paper", [0.3, 0.42], [0.4, 0.36], { form: "tubeV" }),
      line("arms", "paper", "0.3,0.52 0.14,0.68", 0.05),
      line("arms", "paper", "0.7,0.52 0.86,0.68", 0.05),
      ell("eyes", "dark", [0.42, 0.56], [0.03, 0.045], { detail: true }),
      ell("eyes", "dark", [0.58, 0.56], [0.03, 0.045], { detail: true }),
      poly("cap", "main", [...arc([0.5, 0.46], [0.44, 0.4], 180, 360, 12)], { form: "dome" }),
      ell("spots", "white", [0.34, 0.28], [0.06, 0.05], { detail: true }),
      ell("spots", "white", [0.62, 0.18], [0.07, 0.05], { detail: true }),
      ell("spots", "white", [0.74, 0.36], [0.05, 0.04], { detail: true }),
    ],
  ),
  creature(
    "plant monster",
    {
      aliases: [
        "carnivorous plant",
        "venus flytrap",
        "flytrap",
        "man eating plant",
        "piranha plant",
        "carnivorous plant monster",
      ],
      category: ["monster", "plant"],
      colors: ["#4a9a3c", "#d8303a"],
    },
    [
      ell("pot", "leaf", [0.5, 0.92], [0.26, 0.06]),
      line("stem", "main", "0.5,0.92 0.44,0.7 0.52,0.5", 0.07),
      ell("leaves", "main", [0.3, 0.8], [0.14, 0.06]),
      ell("leaves", "main", [0.7, 0.76], [0.14, 0.06]),
      poly("jaw", "main", "0.2,0.42 0.5,0.1 0.86,0.24 0.6,0.34 0.5,0.44"),
      poly("jaw", "main", "0.2,0.44 0.5,0.46 0.86,0.5 0.56,0.62"),
      poly("mouth", "accent", "0.26,0.43 0.48,0.3 0.8,0.3 0.62,0.46"),
      ...[0.34, 0.46, 0.58, 0.7].map((x) =>
        poly(
          "teeth",
          "white",
          [
            [x, 0.38],
            [x + 0.04, 0.44],
            [x + 0.08, 0.37],
          ],
          { detail: true },
        ),
      ),
    ],
  ),
];
