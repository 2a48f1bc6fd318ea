/**
 * Living bodies of an element, seen from the front: a head, shoulders and arms made of the
 * element itself, ending not in legs but in what the element does (flames licking up, a
 * splash, a rock footing, a whirlwind), with glowing eyes; and the will-o-wisp, a floating
 * flame with a bright heart. They animate as one piece.
 */
import type { ShapePart, XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, ell, line, poly, shaped } from "./shape-kit";

const creature = shaped("creature");

/** Two eyes at `y`, `apart` from the middle, glowing in the element's light colour. */
const eyes = (y: number, apart: number, r: XY = [0.035, 0.045]): ShapePart[] => [
  ell("eyes", "white", [0.5 - apart, y], r, { detail: true, glow: true }),
  ell("eyes", "white", [0.5 + apart, y], r, { detail: true, glow: true }),
];

export const SHAPED_ELEMENTALS: readonly SubjectEntry[] = [
  creature(
    "fire elemental",
    {
      aliases: ["flame elemental", "elemental", "fire spirit", "flame spirit", "fire demon"],
      category: ["spirit", "magic"],
      colors: ["#f0602a", "#ffd24a"],
    },
    [
      // Tongues of flame of uneven height lick up from the shoulders and the head, each tip
      // curling the same way as a fire in a draught; the body narrows to a flickering tail.
      // (Even spikes round a lens-shaped core read as a leaf or a spiky fruit.)
      poly(
        "flames",
        "main",
        "0.2,0.5 0.17,0.36 0.24,0.24 0.23,0.36 0.3,0.32 0.3,0.16 0.38,0.04 0.36,0.2 0.44,0.22 0.5,0.0 0.56,0.12 0.54,0.24 0.62,0.14 0.7,0.04 0.68,0.2 0.72,0.3 0.8,0.2 0.8,0.36 0.8,0.5 0.7,0.64 0.62,0.76 0.66,0.9 0.56,0.84 0.52,0.98 0.46,0.84 0.38,0.9 0.4,0.74 0.3,0.64",
      ),
      // The hot heart: a smaller flame of yellow inside, its own tongues following the outer's.
      poly(
        "core",
        "accent",
        "0.34,0.56 0.32,0.4 0.38,0.3 0.4,0.38 0.46,0.26 0.5,0.14 0.54,0.28 0.6,0.22 0.62,0.32 0.66,0.44 0.64,0.56 0.58,0.68 0.52,0.78 0.46,0.68 0.4,0.64",
        { form: "pillow" },
      ),
      // Arms of fire reaching out and up, fists burning.
      line("arms", "main", "0.3,0.44 0.16,0.54 0.1,0.42", 0.1),
      line("arms", "main", "0.7,0.44 0.84,0.54 0.9,0.42", 0.1),
      poly("fists", "accent", "0.04,0.44 0.08,0.28 0.12,0.36 0.16,0.3 0.16,0.46"),
      poly("fists", "accent", "0.96,0.44 0.92,0.28 0.88,0.36 0.84,0.3 0.84,0.46"),
      ...eyes(0.36, 0.07).map((p) => ({ ...p, material: "dark" as const, glow: false })),
      line("mouth", "dark", "0.44,0.47 0.5,0.5 0.56,0.47", 0.025, { detail: true }),
    ],
  ),
  creature(
    "water elemental",
    {
      aliases: ["water spirit", "ice elemental", "wave elemental"],
      category: ["spirit", "magic"],
      colors: ["#2f7ed8", "#bfefff"],
    },
    [
      // A body of water rising from a splash, a wave cresting over its head.
      poly(
        "splash",
        "main",
        "0.14,0.96 0.2,0.84 0.3,0.9 0.4,0.8 0.6,0.8 0.7,0.9 0.8,0.84 0.86,0.96",
        {
          form: "flat",
        },
      ),
      poly("body", "main", "0.3,0.42 0.7,0.42 0.64,0.66 0.6,0.88 0.4,0.88 0.36,0.66", {
        form: "tubeV",
      }),
      // Arms that flow out and fall back as streams.
      line("arms", "main", "0.32,0.46 0.16,0.56 0.12,0.74", 0.09),
      line("arms", "main", "0.68,0.46 0.84,0.56 0.88,0.74", 0.09),
      ell("hands", "main", [0.12, 0.76], [0.06, 0.05], { join: true }),
      ell("hands", "main", [0.88, 0.76], [0.06, 0.05]),
      // A drop of a head, its top drawn up into a wave that breaks forward, foam on the lip.
      poly(
        "head",
        "main",
        "0.34,0.34 0.36,0.22 0.44,0.12 0.54,0.04 0.7,0.02 0.78,0.1 0.66,0.1 0.62,0.16 0.66,0.28 0.64,0.4 0.5,0.46 0.38,0.42",
        {
          form: "dome",
        },
      ),
      line("foam", "accent", "0.46,0.12 0.56,0.06 0.7,0.04 0.76,0.08", 0.035, { glow: true }),
      line("shine", "accent", "0.4,0.5 0.42,0.62 0.44,0.8", 0.03, { glow: true }),
      ell("bubbles", "accent", [0.22, 0.4], [0.035, 0.035], { detail: true, glow: true }),
      ell("bubbles", "accent", [0.8, 0.34], [0.03, 0.03], { detail: true, glow: true }),
      ell("bubbles", "accent", [0.76, 0.22], [0.02, 0.02], { detail: true, glow: true }),
      ...eyes(0.32, 0.065),
    ],
  ),
  creature(
    "earth elemental",
    {
      aliases: ["rock elemental", "stone elemental", "earth spirit", "rock monster"],
      category: ["spirit", "magic"],
      colors: ["#8c7a66", "#6fae3e"],
    },
    [
      // A hulk of boulders: short legs, a broad chest, big fists, a small head sunk between
      // the shoulders, moss on top and a glow in its cracks.
      poly("legs", "main", "0.3,0.7 0.44,0.7 0.44,0.96 0.28,0.96"),
      poly("legs", "main", "0.56,0.7 0.7,0.7 0.72,0.96 0.56,0.96"),
      poly(
        "chest",
        "main",
        "0.24,0.34 0.4,0.24 0.6,0.24 0.76,0.34 0.72,0.66 0.6,0.76 0.4,0.76 0.28,0.66",
      ),
      ell("shoulders", "main", [0.2, 0.36], [0.16, 0.13]),
      ell("shoulders", "main", [0.8, 0.36], [0.16, 0.13]),
      bar("arms", "main", [0.18, 0.44], [0.14, 0.66], 0.09, 0.08),
      bar("arms", "main", [0.82, 0.44], [0.86, 0.66], 0.09, 0.08),
      poly("fists", "main", "0.04,0.66 0.24,0.64 0.26,0.82 0.06,0.86"),
      poly("fists", "main", "0.96,0.66 0.76,0.64 0.74,0.82 0.94,0.86"),
      poly("head", "main", "0.4,0.16 0.6,0.16 0.64,0.3 0.36,0.3"),
      ell("moss", "accent", [0.2, 0.25], [0.11, 0.04]),
      ell("moss", "accent", [0.8, 0.25], [0.11, 0.04]),
      ell("moss", "accent", [0.5, 0.15], [0.09, 0.03]),
      line("cracks", "gold", "0.44,0.36 0.5,0.46 0.46,0.56 0.54,0.66", 0.025, {
        detail: true,
        glow: true,
      }),
      ...eyes(0.23, 0.06, [0.03, 0.025]).map((p) => ({ ...p, material: "gold" as const })),
    ],
  ),
  creature(
    "air elemental",
    {
      aliases: ["wind elemental", "wind spirit", "air spirit", "storm elemental", "djinn"],
      category: ["spirit", "magic"],
      colors: ["#cfe8f4", "#7fb2d8"],
    },
    [
      // A whirlwind body narrowing to a point, a cloud of a head with a face, gusts for arms.
      poly(
        "whirlwind",
        "main",
        "0.28,0.44 0.72,0.44 0.62,0.62 0.56,0.78 0.52,0.98 0.44,0.8 0.38,0.62",
      ),
      ...[0.52, 0.64, 0.76, 0.88].map((y, i) =>
        line(
          "swirls",
          "accent",
          [
            [0.5 - 0.2 * (1 - i / 4), y - 0.03],
            [0.5 + 0.18 * (1 - i / 4), y + 0.01],
          ],
          0.025,
        ),
      ),
      line("gusts", "main", [...arc([0.2, 0.44], [0.12, 0.1], 270, 90, 6)].reverse(), 0.06),
      line("gusts", "main", arc([0.8, 0.44], [0.12, 0.1], 270, 450, 6), 0.06),
      ell("cloud", "main", [0.5, 0.3], [0.22, 0.17]),
      ell("cloud", "main", [0.34, 0.2], [0.1, 0.09], { join: true }),
      ell("cloud", "main", [0.62, 0.16], [0.12, 0.1], { join: true }),
      line("swirls", "accent", arc([0.5, 0.3], [0.12, 0.08], 200, 340, 6), 0.025),
      ell("eyes", "dark", [0.44, 0.32], [0.03, 0.04], { detail: true, form: "flat" }),
      ell("eyes", "dark", [0.56, 0.32], [0.03, 0.04], { detail: true, form: "flat" }),
    ],
  ),
  creature(
    "wisp",
    {
      aliases: ["will o wisp", "will-o-wisp", "willowisp", "wil o wisp", "spirit flame"],
      category: ["spirit", "magic"],
      colors: ["#5fd8f0", "#f0feff"],
    },
    [
      // A flame afloat: tongues licking up from a round glowing heart, sparks about it.
      poly(
        "flame",
        "main",
        "0.5,0.04 0.58,0.22 0.7,0.14 0.72,0.34 0.82,0.52 0.76,0.76 0.5,0.88 0.24,0.76 0.18,0.52 0.3,0.3 0.38,0.4 0.4,0.2",
      ),
      ell("heart", "accent", [0.5, 0.62], [0.2, 0.2], { glow: true }),
      ell("eyes", "dark", [0.44, 0.6], [0.025, 0.04], { detail: true, form: "flat" }),
      ell("eyes", "dark", [0.56, 0.6], [0.025, 0.04], { detail: true, form: "flat" }),
      ...(
        [
          [0.12, 0.3],
          [0.88, 0.3],
          [0.2, 0.92],
          [0.84, 0.86],
        ] as const
      ).map((c) => ell("sparks", "accent", c, [0.03, 0.03], { detail: true, glow: true })),
    ],
  ),
];
