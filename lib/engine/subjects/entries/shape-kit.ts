/**
 * Short builders for shape-language subjects, so a subject reads as a few lines of parts: each
 * builder makes one part (cell units, 0 to 1 across and down, y down), and `shaped` makes the
 * entry for an asset type. Options after the geometry set the part's form, `join` (continue the
 * previous part, no inner line between) and `detail` (kept however small).
 */
import type {
  ShapeAnchors,
  ShapeForm,
  ShapeLayer,
  ShapeMaterial,
  ShapePart,
  ShapeSpec,
  XY,
} from "../shape";
import type { AssetType, RigKind, SubjectEntry } from "../types";

interface PartOptions {
  readonly form?: ShapeForm;
  readonly join?: boolean;
  readonly detail?: boolean;
  readonly glow?: boolean;
  readonly light?: boolean;
  readonly layer?: ShapeLayer;
  readonly shade?: number;
}

export const ell = (
  name: string,
  material: ShapeMaterial,
  c: XY,
  r: XY,
  o: PartOptions = {},
): ShapePart => ({ name, k: "ellipse", material, c, r, ...o });

export const rect = (
  name: string,
  material: ShapeMaterial,
  at: XY,
  size: XY,
  o: PartOptions = {},
): ShapePart => ({ name, k: "rect", material, at, size, ...o });

/** A rounded bar from `a` (radius `r`) to `b` (radius `rb`, default `r`). */
export const bar = (
  name: string,
  material: ShapeMaterial,
  a: XY,
  b: XY,
  r: number,
  rb?: number,
  o: PartOptions = {},
): ShapePart => ({
  name,
  k: "capsule",
  material,
  a,
  b,
  r,
  ...(rb === undefined ? {} : { rb }),
  ...o,
});

/**
 * Points as SVG writes them ("x,y x,y ..."), so a shape stays one line, or as pairs (from
 * `arc` and `star`).
 */
type Points = string | readonly XY[];

export function points(p: Points): readonly XY[] {
  if (typeof p !== "string") return p;
  return p
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x, y] = pair.split(",").map(Number);
      if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) {
        throw new Error(`shape points: '${pair}' is not x,y`);
      }
      return [x, y] as const;
    });
}

export const poly = (
  name: string,
  material: ShapeMaterial,
  at: Points,
  o: PartOptions = {},
): ShapePart => ({ name, k: "polygon", material, points: points(at), ...o });

/** A line `width` thick through the points (ropes, rims, strings, thin blades). */
export const line = (
  name: string,
  material: ShapeMaterial,
  at: Points,
  width: number,
  o: PartOptions = {},
): ShapePart => ({ name, k: "stroke", material, points: points(at), width, ...o });

/** Points on an arc about `c` (radii `r`) from angle `from` to `to` in degrees (0 = right, 90 = down). */
export function arc(c: XY, r: XY, from: number, to: number, steps = 10): XY[] {
  const points: XY[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    points.push([round(c[0] + r[0] * Math.cos(a)), round(c[1] + r[1] * Math.sin(a))]);
  }
  return points;
}

/** A star or cog outline about `c`: `n` points alternating between radii `outer` and `inner`. */
export function star(c: XY, outer: number, inner: number, n: number, turn = -90): XY[] {
  const points: XY[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (180 * i) / n) * Math.PI) / 180;
    points.push([round(c[0] + r * Math.cos(a)), round(c[1] + r * Math.sin(a))]);
  }
  return points;
}

/**
 * A cog's outline about `c`: `n` square teeth reaching `outer` from a rim of radius `inner`,
 * each tooth half as wide as its pitch.
 */
export function cog(c: XY, outer: number, inner: number, n: number): XY[] {
  const points: XY[] = [];
  const pitch = 360 / n;
  for (let i = 0; i < n; i++) {
    const a = i * pitch;
    for (const [angle, r] of [
      [a - pitch * 0.25, inner],
      [a - pitch * 0.18, outer],
      [a + pitch * 0.18, outer],
      [a + pitch * 0.25, inner],
    ] as const) {
      const rad = (angle * Math.PI) / 180;
      points.push([round(c[0] + r * Math.cos(rad)), round(c[1] + r * Math.sin(rad))]);
    }
  }
  return points;
}

/**
 * A jagged arc about `c` from `from` to `to` degrees: `n` spikes reaching radii `outer` with
 * notches at `inner` between them (a hedgehog's back, a haystack's straw, flames).
 */
export function spikes(c: XY, outer: XY, inner: XY, from: number, to: number, n: number): XY[] {
  const points: XY[] = [];
  for (let i = 0; i <= n * 2; i++) {
    const r = i % 2 === 1 ? outer : inner;
    const a = ((from + ((to - from) * i) / (n * 2)) * Math.PI) / 180;
    points.push([round(c[0] + r[0] * Math.cos(a)), round(c[1] + r[1] * Math.sin(a))]);
  }
  return points;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

interface ShapedOptions {
  readonly aliases?: readonly string[];
  /** What it is, broadest first; the asset type's broad category is put in front. */
  readonly category?: readonly string[];
  /** Its own colours, main first (`#rrggbb`); `main` parts take the prompt's colour instead. */
  readonly colors?: readonly string[];
  /** The material `main` parts are when the prompt names none (`gold`, `wood`...). */
  readonly main?: string;
  readonly anchors?: ShapeAnchors;
  readonly held?: boolean;
  /**
   * Worn things (boots, a hat, a helmet) are weak: a character prompt or a restyle that names
   * them ("a knight in red boots") means what the figure wears, not a second subject.
   */
  readonly weak?: boolean;
  readonly rig?: RigKind;
  /** Things drawn as this subject and said so ("a moth": a butterfly in brown). */
  readonly near?: SubjectEntry["near"];
  /** What it is made of when the prompt names no material (see `SubjectEntry.madeOf`). */
  readonly madeOf?: string;
  /** A bolder silhouette for when a figure holds it, where the icon's details are too small. */
  readonly heldShape?: ShapeSpec;
  /** Where a drawing shorter than its frame sits (see `ShapeSpec.align`): 0.5 floats it. */
  readonly align?: number;
}

const BROAD: Record<AssetType, string> = {
  character: "person",
  creature: "animal",
  prop: "object",
  weapon: "weapon",
  vehicle: "vehicle",
  tile: "terrain",
  background: "scene",
  ui: "interface",
  effect: "effect",
  item: "item",
};

/** A subject of `type` drawn from `parts` by the generic shape drawer. */
export function shaped(type: AssetType) {
  return (key: string, o: ShapedOptions, parts: readonly ShapePart[]): SubjectEntry => {
    const shape: ShapeSpec = {
      ...(o.main ? { main: o.main } : {}),
      parts,
      ...(o.anchors ? { anchors: o.anchors } : {}),
      ...(o.align === undefined ? {} : { align: o.align }),
    };
    return {
      key,
      type,
      aliases: [key, ...(o.aliases ?? [])],
      plan: "shape",
      rig: o.rig ?? "rigid",
      category: [BROAD[type], ...(o.category ?? [])],
      draw: { shape },
      ...(o.colors ? { colors: o.colors } : {}),
      ...(o.held ? { held: true } : {}),
      ...(o.weak ? { weak: true } : {}),
      ...(o.near ? { near: o.near } : {}),
      ...(o.heldShape ? { heldShape: o.heldShape } : {}),
      ...(o.madeOf ? { madeOf: o.madeOf } : {}),
    };
  };
}

/**
 * Points along a path that starts at `start` heading `heading` degrees (0 = right, 90 = down)
 * and turns steadily by `turn` degrees over its `length` (a tentacle's curl, a seahorse's
 * tail): negative turns curl anticlockwise on screen.
 */
export function curve(start: XY, heading: number, length: number, turn: number, steps = 8): XY[] {
  const points: XY[] = [[round(start[0]), round(start[1])]];
  let [x, y] = start;
  for (let i = 0; i < steps; i++) {
    const a = ((heading + (turn * (i + 0.5)) / steps) * Math.PI) / 180;
    x += (length / steps) * Math.cos(a);
    y += (length / steps) * Math.sin(a);
    points.push([round(x), round(y)]);
  }
  return points;
}

/** The layer a rigged shape's part starts (see `ShapeLayer`). */
export const layer = (
  name: string,
  role: ShapeLayer["role"],
  joint: XY,
  parent: string | null,
  side: -1 | 0 | 1 = 0,
): ShapeLayer => ({ name, role, joint, parent, side });

/** A heart centred on `c`, `s` across: two lobes and a point, one part. */
export function heart(name: string, material: ShapeMaterial, c: XY, s: number): ShapePart[] {
  const [x, y] = c;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return [
    ell(name, material, [r(x - s * 0.24), r(y - s * 0.12)], [r(s * 0.26), r(s * 0.24)]),
    ell(name, material, [r(x + s * 0.24), r(y - s * 0.12)], [r(s * 0.26), r(s * 0.24)], {
      join: true,
    }),
    poly(
      name,
      material,
      [
        [r(x - s * 0.49), r(y - s * 0.06)],
        [r(x + s * 0.49), r(y - s * 0.06)],
        [r(x), r(y + s * 0.5)],
      ],
      { join: true },
    ),
    ell(`${name} shine`, "white", [r(x - s * 0.26), r(y - s * 0.18)], [r(s * 0.07), r(s * 0.06)], {
      detail: true,
    }),
  ];
}

/**
 * A straight piece from `a` to `b` with square ends, `r` to each side of the line: a tube's
 * segment, a collar, a board seen at an angle (a capsule's rounded ends would make a collar a
 * blob).
 */
export function segment(
  name: string,
  material: ShapeMaterial,
  a: XY,
  b: XY,
  r: number,
  o: PartOptions = {},
): ShapePart {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = (-(b[1] - a[1]) / len) * r;
  const ny = ((b[0] - a[0]) / len) * r;
  return poly(
    name,
    material,
    [
      [round(a[0] + nx), round(a[1] + ny)],
      [round(b[0] + nx), round(b[1] + ny)],
      [round(b[0] - nx), round(b[1] - ny)],
      [round(a[0] - nx), round(a[1] - ny)],
    ],
    o,
  );
}

/** Points on an ellipse about `c` with radii `r`, turned `turn` degrees (a lens seen aslant). */
export function oval(c: XY, r: XY, turn: number, steps = 16): XY[] {
  const t = (turn * Math.PI) / 180;
  const points: XY[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (2 * Math.PI * i) / steps;
    const x = r[0] * Math.cos(a);
    const y = r[1] * Math.sin(a);
    points.push([
      round(c[0] + x * Math.cos(t) - y * Math.sin(t)),
      round(c[1] + x * Math.sin(t) + y * Math.cos(t)),
    ]);
  }
  return points;
}
