/**
 * Sea animals whose outline is what a person knows them by, in the shape language: an octopus
 * from the front, a round head over eight arms curling out; a seahorse upright in profile, its
 * tube snout at a right angle to its head and its tail curled under; a whale in profile, its
 * flukes lifted and its spout a fan of spray. They animate as one piece.
 */
import type { SubjectEntry } from "../types";
import { bar, curve, ell, line, poly, shaped, spikes } from "./shape-kit";

const creature = shaped("creature");

/** The octopus's left arms: where each leaves the head, its heading and how its tip curls. */
const LEFT_ARMS = [
  { at: [0.36, 0.48], heading: 170, turn: 170, length: 0.36 },
  { at: [0.4, 0.54], heading: 125, turn: 140, length: 0.4 },
  { at: [0.46, 0.56], heading: 98, turn: 110, length: 0.38 },
] as const;
/** Six arms show: three on the left and their mirror images on the right. */
const ARMS = [
  ...LEFT_ARMS,
  ...LEFT_ARMS.map((a) => ({
    at: [1 - a.at[0], a.at[1]] as const,
    heading: 180 - a.heading,
    turn: -a.turn,
    length: a.length,
  })),
];

export const SHAPED_SEA: readonly SubjectEntry[] = [
  creature(
    "octopus",
    {
      aliases: ["kraken"],
      near: [{ word: "squid" }],
      category: ["sea"],
      colors: ["#e27aa6", "#f8c8dc"],
    },
    [
      ...ARMS.flatMap((arm) => {
        const path = curve(arm.at, arm.heading, arm.length, arm.turn, 8);
        return [
          line("arms", "main", path.slice(0, 5), 0.07),
          line("arms", "main", path.slice(4), 0.045, { join: true }),
        ];
      }),
      // A head that swells up and back, the eyes low on it, above the arms.
      ell("head", "main", [0.5, 0.3], [0.22, 0.25]),
      ell("head", "main", [0.5, 0.48], [0.16, 0.08], { join: true }),
      ell("eyes", "white", [0.41, 0.42], [0.055, 0.06]),
      ell("eyes", "white", [0.59, 0.42], [0.055, 0.06]),
      ell("pupils", "dark", [0.42, 0.43], [0.03, 0.035], { detail: true, form: "flat" }),
      ell("pupils", "dark", [0.6, 0.43], [0.03, 0.035], { detail: true, form: "flat" }),
      ell("spots", "accent", [0.42, 0.2], [0.035, 0.03], { detail: true }),
      ell("spots", "accent", [0.56, 0.14], [0.03, 0.025], { detail: true }),
    ],
  ),
  creature(
    "seahorse",
    { aliases: ["sea horse"], category: ["sea"], colors: ["#f08a3a", "#ffd27a"] },
    [
      // The tail curls forward under the body.
      line("tail", "main", [[0.42, 0.7], ...curve([0.4, 0.84], 95, 0.4, -300, 10)], 0.06),
      poly("fin", "accent", "0.32,0.36 0.2,0.44 0.24,0.54 0.32,0.58", { form: "flat" }),
      // The body: a neck arching back from the head, a belly swelling forward.
      bar("neck", "main", [0.5, 0.2], [0.38, 0.4], 0.08, 0.1),
      ell("belly", "main", [0.46, 0.52], [0.15, 0.19], { join: true }),
      bar("body", "main", [0.44, 0.62], [0.42, 0.74], 0.1, 0.06, { join: true }),
      ...[0.42, 0.5, 0.58, 0.66].map((y) =>
        line(
          "ridges",
          "accent",
          [
            [0.52, y],
            [0.6, y - 0.01],
          ],
          0.02,
          { detail: true },
        ),
      ),
      ell("head", "main", [0.54, 0.16], [0.11, 0.09]),
      poly("crown", "main", [
        [0.46, 0.1],
        ...spikes([0.52, 0.1], [0.08, 0.08], [0.04, 0.04], 200, 340, 2),
        [0.6, 0.1],
      ]),
      bar("snout", "main", [0.6, 0.19], [0.78, 0.21], 0.035, 0.03, { join: true }),
      ell("eye", "dark", [0.56, 0.14], [0.025, 0.03], { detail: true, form: "flat" }),
    ],
  ),
  creature(
    "whale",
    {
      aliases: ["blue whale", "sperm whale"],
      near: [
        { word: "orca", look: "with a black body" },
        { word: "killer whale", look: "with a black body" },
      ],
      category: ["sea", "mammal"],
      colors: ["#3a5a9a", "#e8ecf2"],
    },
    [
      // The tail stock rises from the body to flukes lifted clear of the water.
      poly("tail", "main", "0.24,0.62 0.14,0.46 0.1,0.32 0.2,0.3 0.28,0.42 0.42,0.46"),
      poly(
        "flukes",
        "main",
        "0.12,0.36 0.0,0.22 0.05,0.16 0.14,0.26 0.22,0.12 0.28,0.16 0.2,0.36",
        {
          join: true,
        },
      ),
      ell("body", "main", [0.58, 0.58], [0.4, 0.2]),
      poly("belly", "accent", "0.34,0.68 0.7,0.74 0.96,0.62 0.92,0.72 0.7,0.8 0.42,0.76", {
        form: "flat",
      }),
      ...[0.64, 0.74, 0.84].map((x) =>
        line(
          "grooves",
          "main",
          [
            [x, 0.7],
            [x + 0.06, 0.72],
          ],
          0.015,
          { detail: true },
        ),
      ),
      poly("flipper", "main", "0.56,0.66 0.5,0.86 0.62,0.72"),
      line("mouth", "dark", "0.98,0.6 0.84,0.64", 0.02, { detail: true }),
      ell("eye", "dark", [0.84, 0.56], [0.025, 0.025], { detail: true, form: "flat" }),
      // The spout: spray fanning up from the blowhole, falling in drops.
      line("spout", "glass", "0.7,0.38 0.64,0.2 0.56,0.14", 0.035),
      line("spout", "glass", "0.7,0.38 0.76,0.2 0.84,0.14", 0.035),
      line("spout", "glass", "0.7,0.38 0.7,0.12", 0.035),
      ell("spray", "glass", [0.52, 0.2], [0.025, 0.025], { detail: true }),
      ell("spray", "glass", [0.88, 0.2], [0.025, 0.025], { detail: true }),
    ],
  ),
];
