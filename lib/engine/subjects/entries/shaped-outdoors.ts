/**
 * Things of a game's outdoor and weather sets, in the shape language: a footbridge, a coil of
 * rope, a snowflake, a rainbow.
 */
import type { SubjectEntry } from "../types";
import { arc, ell, line, shaped } from "./shape-kit";

const prop = shaped("prop");
const item = shaped("item");
const effect = shaped("effect");

/** The six arms of a snowflake about `c`, each `r` long with a pair of side twigs. */
function snowflakeArms(c: readonly [number, number], r: number) {
  const at = (a: number, d: number) =>
    [
      Math.round((c[0] + d * Math.cos(a)) * 1000) / 1000,
      Math.round((c[1] + d * Math.sin(a)) * 1000) / 1000,
    ] as const;
  return [0, 1, 2, 3, 4, 5].flatMap((i) => {
    const a = ((-90 + 60 * i) * Math.PI) / 180;
    const twig = at(a, r * 0.55);
    const side = Math.PI / 4;
    return [
      line("arms", "main", [c, at(a, r)], 0.05, { glow: i % 2 === 0 }),
      line("twigs", "main", [twig, at(a - side, r * 0.55 + r * 0.25)], 0.035, { join: true }),
      line("twigs", "main", [twig, at(a + side, r * 0.55 + r * 0.25)], 0.035, { join: true }),
    ];
  });
}

/** The point above `x` on a bridge's arch (0.42 wide, 0.34 high) whose foot is at `foot`. */
function deckAt(x: number, foot: number, dy = 0): readonly [number, number] {
  const rise = 0.34 * Math.sqrt(Math.max(0, 1 - ((x - 0.5) / 0.42) ** 2));
  return [x, Math.round((foot - rise + dy) * 1000) / 1000];
}

/**
 * The bands of a rainbow from outside in: red and blue are the subject's own two colours, the
 * fire and leaf materials give the orange, yellow and green between them.
 */
const RAINBOW_BANDS = ["main", "fireOuter", "fireInner", "leaf", "accent"] as const;

export const SHAPED_OUTDOORS: readonly SubjectEntry[] = [
  // A footbridge seen from the side: a plank deck arching over the gap on posts at each end,
  // with a rope rail above. A flat deck alone reads as a bench.
  prop(
    "bridge",
    {
      aliases: ["footbridge", "wooden bridge", "rope bridge"],
      category: ["building"],
      madeOf: "wood",
    },
    [
      line("posts", "darkWood", "0.08,0.94 0.08,0.4", 0.06),
      line("posts", "darkWood", "0.92,0.94 0.92,0.4", 0.06),
      line("deck", "wood", arc([0.5, 0.9], [0.42, 0.34], 180, 360, 14), 0.09),
      ...[0.2, 0.32, 0.44, 0.56, 0.68, 0.8].map((x) =>
        line("planks", "darkWood", [deckAt(x, 0.9, -0.035), deckAt(x, 0.9, 0.035)], 0.016, {
          detail: true,
        }),
      ),
      line("rail", "darkWood", arc([0.5, 0.74], [0.42, 0.34], 180, 360, 14), 0.025),
      ...[0.29, 0.5, 0.71].map((x) =>
        line("rail", "darkWood", [deckAt(x, 0.74), deckAt(x, 0.9)], 0.02, { join: true }),
      ),
    ],
  ),
  // A coil of rope: loops stacked into a ring with the loose end trailing out, twists marked
  // along the strands. A single ring reads as a donut.
  item("rope", { aliases: ["coil of rope", "rope coil", "lasso"], colors: ["#c8a060"] }, [
    line("coil", "main", arc([0.48, 0.56], [0.34, 0.26], 0, 360, 24), 0.1),
    line("coil", "main", arc([0.48, 0.52], [0.24, 0.17], 0, 360, 20), 0.09),
    line("end", "main", "0.78,0.66 0.86,0.8 0.94,0.9", 0.08),
    ...[0.2, 0.36, 0.6, 0.76].map((x) =>
      line(
        "twists",
        "darkWood",
        [
          [x, 0.42],
          [x + 0.03, 0.48],
        ],
        0.02,
        { detail: true },
      ),
    ),
  ]),
  // A snowflake: six arms with twigs, pale ice with a white glint, symmetric about its centre.
  effect("snowflake", { aliases: ["snow flake"], colors: ["#bfe6ff"] }, [
    ...snowflakeArms([0.5, 0.5], 0.44),
    ell("centre", "white", [0.5, 0.5], [0.06, 0.06], { glow: true, detail: true }),
  ]),
  // A rainbow: five arcs in spectrum order with a cloud at each foot.
  effect("rainbow", { colors: ["#d83a3a", "#3c6cd0"] }, [
    ...RAINBOW_BANDS.map((band, i) =>
      line("bands", band, arc([0.5, 0.8], [0.42 - i * 0.05, 0.5 - i * 0.05], 180, 360, 16), 0.05, {
        join: i > 0,
      }),
    ),
    ...[0.14, 0.86].flatMap((x) => [
      ell("clouds", "white", [x - 0.07, 0.84], [0.07, 0.06], { glow: true }),
      ell("clouds", "white", [x + 0.07, 0.84], [0.07, 0.06], { glow: true, join: true }),
      ell("clouds", "white", [x, 0.79], [0.08, 0.07], { glow: true, join: true }),
    ]),
  ]),
];
