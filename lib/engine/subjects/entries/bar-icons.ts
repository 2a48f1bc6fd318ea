/**
 * A health or mana bar as one picture, for a canvas too square to hold a bar at its own
 * proportions: a long, short frame across the cell with a trough filled part of the way, and
 * the bar's sign (a heart, a drop) over its left end, as a game's status bar shows it. The ui
 * drawer draws this on a canvas less than three times as wide as tall; a wider canvas gets the
 * stretchable 9-slice bar instead.
 */
import type { ShapePart, ShapeSpec, XY } from "../shape";
import { ell, heart, poly, rect } from "./shape-kit";

export type BarKind = "health" | "mana";

/** What each bar is filled with when the prompt names no colour (`main`, first). */
export const BAR_COLORS: Readonly<Record<BarKind, readonly string[]>> = {
  health: ["#d8383e"],
  mana: ["#2f6ee0"],
};

/** How full the bar is drawn: a level a player reads as "hurt, not dying". */
export const BAR_LEVEL = 0.7;

/** A drop of liquid centred on `c`, `s` tall: a round belly under a point. */
function drop(name: string, c: XY, s: number): ShapePart[] {
  const [x, y] = c;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return [
    ell(name, "main", [x, r(y + s * 0.16)], [r(s * 0.32), r(s * 0.32)]),
    poly(
      name,
      "main",
      [
        [r(x - s * 0.29), r(y + s * 0.06)],
        [x, r(y - s * 0.5)],
        [r(x + s * 0.29), r(y + s * 0.06)],
      ],
      { join: true },
    ),
    ell(`${name} shine`, "white", [r(x - s * 0.12), r(y + s * 0.08)], [r(s * 0.07), r(s * 0.1)], {
      detail: true,
    }),
  ];
}

const TROUGH = { x: 0.24, y: 0.45, w: 0.8, h: 0.1 } as const;

/** The bar of `kind` as a shape: frame, empty trough, fill to `BAR_LEVEL`, sign on the left. */
export function barIconSpec(kind: BarKind): ShapeSpec {
  const { x, y, w, h } = TROUGH;
  const filled = Math.round(w * BAR_LEVEL * 1000) / 1000;
  const sign =
    kind === "health" ? heart("heart", "main", [0.16, 0.5], 0.32) : drop("drop", [0.15, 0.5], 0.32);
  return {
    parts: [
      rect("frame", "metal", [x - 0.03, y - 0.03], [w + 0.06, h + 0.06], { form: "flat" }),
      rect("trough", "dark", [x, y], [w, h], { form: "flat" }),
      rect("fill", "main", [x, y], [filled, h], { form: "tubeH" }),
      rect("fill shine", "main", [x, y + 0.01], [filled, 0.03], { glow: true, join: true }),
      ...sign,
    ],
    anchors: { center: [0.5, 0.5] },
    align: 0.5,
  };
}
