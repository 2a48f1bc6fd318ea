/**
 * Farm, camp and storage props of a game's sets (a haystack, a windmill, a basket, a coffin),
 * described in the shape language.
 */
import type { XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, ell, line, poly, rect, shaped, spikes } from "./shape-kit";

const prop = shaped("prop");

/** Half the width of a basket's rounded bowl at height y (its bottom is half an ellipse). */
const basketHalf = (y: number) =>
  y <= 0.62 ? 0.42 : 0.42 * Math.sqrt(Math.max(0, 1 - ((y - 0.62) / 0.34) ** 2));

/** Where a windmill's sails turn, and the angles of its four arms (degrees, 0 = right, y down). */
const MILL_HUB: XY = [0.5, 0.42];
const MILL_ARMS = [-45, 45, 135, 225];
const millAt = (angle: number, along: number, aside: number): XY => {
  const a = (angle * Math.PI) / 180;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  // `aside` is measured clockwise of the arm, the side a sail trails as the mill turns.
  return [
    r(MILL_HUB[0] + along * Math.cos(a) - aside * Math.sin(a)),
    r(MILL_HUB[1] + along * Math.sin(a) + aside * Math.cos(a)),
  ];
};
const WINDMILL_ARMS = MILL_ARMS.map((a) => [MILL_HUB, millAt(a, 0.42, 0)]);
const WINDMILL_SAILS = MILL_ARMS.map((a) => [
  millAt(a, 0.12, 0.02),
  millAt(a, 0.4, 0.02),
  millAt(a, 0.4, 0.13),
  millAt(a, 0.13, 0.1),
]);
/** Three cross bars on each sail, the lattice a sail's cloth is laid over. */
const WINDMILL_SAIL_BARS = MILL_ARMS.flatMap((a) =>
  [0.2, 0.27, 0.34].map((t) => [millAt(a, t, 0.02), millAt(a, t, 0.12)]),
);

export const SHAPED_FARM_PROPS: readonly SubjectEntry[] = [
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
    // A burlap sack for a head, tied at the neck with straw sticking out under the twine,
    // its face stitched on: button eyes and a mouth of cross-stitches. A plain ball read as a
    // tomato.
    poly("straw", "accent", spikes([0.5, 0.3], [0.14, 0.15], [0.1, 0.09], 20, 160, 5), {
      detail: true,
    }),
    ell("head", "wood", [0.5, 0.245], [0.125, 0.115], { form: "pillow", shade: 0.15 }),
    line("twine", "darkWood", "0.43,0.345 0.57,0.345", 0.022, { detail: true }),
    ell("eyes", "dark", [0.45, 0.23], [0.027, 0.027], { detail: true, shade: -0.5 }),
    ell("eyes", "dark", [0.55, 0.23], [0.027, 0.027], { detail: true, shade: -0.5 }),
    line("mouth", "dark", "0.42,0.29 0.46,0.305 0.54,0.305 0.58,0.29", 0.014, {
      detail: true,
      shade: -0.5,
    }),
    ...[0.45, 0.5, 0.55].map((x) =>
      line(
        "stitches",
        "dark",
        [
          [x, 0.285],
          [x, 0.322],
        ],
        0.012,
        { detail: true, shade: -0.5 },
      ),
    ),
    poly("hat", "accent", "0.28,0.16 0.72,0.16 0.6,0.1 0.56,0.0 0.44,0.0 0.4,0.1"),
    ell("straw", "accent", [0.12, 0.46], [0.05, 0.04], { detail: true }),
    ell("straw", "accent", [0.88, 0.46], [0.05, 0.04], { detail: true }),
  ]),
  // A post mill seen from the front: a tapered tower under a boat-shaped cap, four lattice
  // sails on the arms of a cross, each sail on the trailing side of its arm, as sails turn.
  prop("windmill", { category: ["building", "farm"], colors: ["#ece2c8", "#9a4a32"] }, [
    poly("tower", "stone", "0.34,0.97 0.4,0.46 0.6,0.46 0.66,0.97", { form: "tubeV" }),
    rect("door", "darkWood", [0.45, 0.8], [0.1, 0.17]),
    rect("window", "dark", [0.47, 0.64], [0.06, 0.07], { detail: true }),
    poly("cap", "accent", "0.33,0.5 0.35,0.39 0.42,0.31 0.58,0.31 0.65,0.39 0.67,0.5", {
      form: "dome",
    }),
    ...WINDMILL_ARMS.map((at) => line("arms", "darkWood", at, 0.035)),
    ...WINDMILL_SAILS.map((at) => poly("sails", "main", at, { form: "flat" })),
    ...WINDMILL_SAIL_BARS.map((at) => line("lattice", "darkWood", at, 0.018, { detail: true })),
    ell("hub", "darkWood", [0.5, 0.42], [0.04, 0.04]),
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
      madeOf: "glass",
      category: ["container"],
    },
    [
      // A glass jar: a round-shouldered body narrowing to a short neck under a ridged screw
      // lid, the contents filling its lower half behind the glass with a pale glint down the
      // lit side. Straight sides and an inset block read as a canister with a label.
      poly(
        "jar",
        "glass",
        "0.36,0.16 0.64,0.16 0.64,0.22 0.76,0.27 0.82,0.36 0.82,0.9 0.76,0.96 0.24,0.96 0.18,0.9 0.18,0.36 0.24,0.27 0.36,0.22",
        { form: "tubeV" },
      ),
      poly("contents", "main", "0.22,0.5 0.78,0.5 0.78,0.89 0.74,0.93 0.26,0.93 0.22,0.89", {
        form: "tubeV",
      }),
      ell("contents", "main", [0.5, 0.5], [0.28, 0.03], { join: true, glow: true }),
      line("glint", "white", "0.27,0.36 0.27,0.84", 0.03, { glow: true, detail: true }),
      line("glint", "white", "0.33,0.28 0.38,0.26", 0.025, { glow: true, detail: true }),
      rect("lid", "metal", [0.32, 0.05], [0.36, 0.12], { form: "tubeV" }),
      ...[0.08, 0.11, 0.14].map((y) =>
        line(
          "ridges",
          "dark",
          [
            [0.34, y],
            [0.66, y],
          ],
          0.01,
          { detail: true },
        ),
      ),
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
];
