/**
 * Body plans in unit space: a creature (or vehicle) is described as an ordered list of shapes in
 * its own units, measured, then fitted to the frame and drawn. Measuring before drawing is what
 * lets a plan fill any canvas with the same margin, from 32 px to 400.
 */
import { type InkCanvas, newPart } from "./canvas";
import { type CreatureMats, drawEye, type Extent, type Fit } from "./creature-kit";
import { inLayer, inLayers, type LayerSpec } from "./layers";
import { type Mat, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, type Form, type Pen, type Vec } from "./shapes";
import type { Shader } from "./shading";

export type MatKey = keyof CreatureMats;

interface Common {
  readonly mat: MatKey;
  readonly bias?: number;
  readonly form?: Form;
  readonly innerLine?: boolean;
  readonly detail?: boolean;
  readonly shader?: Shader;
  /** Keep only the pixels inside this ellipse (units): bellies, spots, stripes. */
  readonly clip?: {
    readonly cx: number;
    readonly cy: number;
    readonly rx: number;
    readonly ry: number;
  };
  /** Continue the previous shape's part: no inner line between them. */
  readonly join?: boolean;
}

export type UShape =
  | (Common & {
      readonly k: "ell";
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
    })
  | (Common & {
      readonly k: "cap";
      readonly ax: number;
      readonly ay: number;
      readonly bx: number;
      readonly by: number;
      readonly ra: number;
      readonly rb: number;
    })
  | (Common & { readonly k: "poly"; readonly pts: readonly Vec[] })
  | {
      readonly k: "eye";
      readonly x: number;
      readonly y: number;
      readonly size: number;
      readonly tall?: boolean;
    };

export function planExtent(shapes: readonly UShape[]): Extent {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number, r = 0) => {
    minX = Math.min(minX, x - r);
    maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - r);
    maxY = Math.max(maxY, y + r);
  };
  for (const s of shapes) {
    if (s.k === "ell") {
      add(s.cx - s.rx, s.cy - s.ry);
      add(s.cx + s.rx, s.cy + s.ry);
    } else if (s.k === "cap") {
      add(s.ax, s.ay, s.ra);
      add(s.bx, s.by, s.rb);
    } else if (s.k === "poly") {
      for (const p of s.pts) add(p.x, p.y);
    }
  }
  return { minX, maxX, minY, maxY };
}

/**
 * A layer a plan declares: the shapes from index `at` up to the next mark are painted into it
 * (while a layered document is recorded). The joint is in plan units, fitted like the shapes.
 */
export interface PlanLayer extends Omit<LayerSpec, "joint"> {
  readonly at: number;
  readonly joint: Vec;
  /**
   * A limb that bends: its pixels from the knee's row down go into a layer of their own (same
   * role and side, this layer its parent), turning about the knee. The pixels do not change.
   */
  readonly knee?: { readonly name: string; readonly joint: Vec };
}

/**
 * Draws the plan in order, each shape a new part unless it `join`s the previous one. With
 * `layers`, each run of shapes between two marks goes into its layer; the pixels do not change.
 */
export function drawPlan(
  canvas: InkCanvas,
  shapes: readonly UShape[],
  mats: Record<MatKey, Mat>,
  fit: Fit,
  layers?: readonly PlanLayer[],
): void {
  const { s } = fit;
  let last: { part: number } | null = null;
  const drawShape = (shape: UShape) => {
    if (shape.k === "eye") {
      drawEye(
        canvas,
        mats as CreatureMats,
        fit.x(shape.x),
        fit.y(shape.y),
        Math.max(1, shape.size * s),
        newPart(canvas),
        shape.tall,
      );
      return;
    }
    const base = pen(canvas, mats[shape.mat], {
      ...(shape.bias !== undefined ? { bias: shape.bias } : {}),
      ...(shape.innerLine !== undefined ? { innerLine: shape.innerLine } : {}),
      ...(shape.detail ? { detail: true } : {}),
      ...(shape.shader ? { shader: shape.shader } : {}),
    });
    const p: Pen = shape.join && last ? { ...base, part: last.part } : base;
    last = p;
    const c = shape.clip;
    const clip = c
      ? (x: number, y: number) => {
          const u = (x + 0.5 - fit.x(c.cx)) / (c.rx * s);
          const v = (y + 0.5 - fit.y(c.cy)) / (c.ry * s);
          return u * u + v * v <= 1;
        }
      : undefined;
    if (shape.k === "ell") {
      fillEllipse(
        canvas,
        p,
        fit.x(shape.cx),
        fit.y(shape.cy),
        Math.max(0.6, shape.rx * s),
        Math.max(0.6, shape.ry * s),
        shape.form ?? "dome",
        clip,
      );
    } else if (shape.k === "cap") {
      fillCapsule(
        canvas,
        p,
        fit.x(shape.ax),
        fit.y(shape.ay),
        fit.x(shape.bx),
        fit.y(shape.by),
        Math.max(0.6, shape.ra * s),
        Math.max(0.5, shape.rb * s),
      );
    } else {
      fillPolygon(
        canvas,
        p,
        shape.pts.map((q) => ({ x: fit.x(q.x), y: fit.y(q.y) })),
        shape.form ?? "pillow",
      );
    }
  };
  const marks = (layers ?? []).filter((m) => m.at < shapes.length);
  const first = marks[0]?.at ?? shapes.length;
  for (let i = 0; i < first; i++) drawShape(shapes[i]!);
  marks.forEach((mark, k) => {
    const end = marks[k + 1]?.at ?? shapes.length;
    const { at: _at, joint, knee, ...spec } = mark;
    const draw = () => {
      for (let i = mark.at; i < end; i++) drawShape(shapes[i]!);
    };
    const upper = { ...spec, joint: { x: fit.x(joint.x), y: fit.y(joint.y) } };
    if (!knee) {
      inLayer(canvas, upper, draw);
      return;
    }
    const kneeAt = { x: fit.x(knee.joint.x), y: fit.y(knee.joint.y) };
    const lower = { ...spec, name: knee.name, parent: spec.name, joint: kneeAt };
    inLayers(canvas, [upper, lower], (_x, y) => (y + 0.5 >= kneeAt.y ? 1 : 0), draw);
  });
}

/** Marks layers as a plan is built: each mark starts a layer at the next shape pushed. */
export function layerMarks(shapes: readonly UShape[]): {
  layers: PlanLayer[];
  mark: (
    name: string,
    role: PlanLayer["role"],
    joint: Vec,
    parent: string | null,
    side?: -1 | 0 | 1,
  ) => void;
} {
  const layers: PlanLayer[] = [];
  return {
    layers,
    mark: (name, role, joint, parent, side = 0) => {
      layers.push({ at: shapes.length, name, role, joint, parent, side });
    },
  };
}
