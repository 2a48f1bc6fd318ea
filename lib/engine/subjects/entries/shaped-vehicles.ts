/**
 * Vehicles of a game's sets that the vehicle drawer does not draw (a hot air balloon, a
 * rowboat, a submarine, a bicycle, a giant mech...), described in the shape language, seen
 * from the side facing right.
 */
import type { XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, ell, line, poly, rect, segment, shaped } from "./shape-kit";

const vehicle = shaped("vehicle");

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
