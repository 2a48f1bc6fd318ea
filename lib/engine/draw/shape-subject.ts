/**
 * The generic drawer for subjects described in the shape language: each part becomes a filled
 * primitive in cell units, fitted to the frame (uniform scale, resting on the bottom, the usual
 * margin), painted with its material's ramp and the shared lighting, then outlined and cleaned
 * up by the finishing passes like every other drawing.
 */
import { hexToRgb, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { MATERIALS, type Material } from "../prompt";
import type { RigKind, ShapeMaterial, ShapePart, ShapeSpec, XY } from "../subjects";
import type { DrawContext, Drawn } from "./context";
import { type Extent, fitExtent } from "./creature-kit";
import { innerBox } from "./layout";
import { FLAG_DETAIL, FLAG_LIGHT, type InkCanvas } from "./canvas";
import { inLayer } from "./layers";
import { type ObjectMats, objectMats } from "./object-kit";
import { type Mat, pen } from "./pen";
import { flat } from "./shading";
import { shapePaints } from "./shape-part-colors";
import { fillCapsule, fillEllipse, fillPolygon, type Pen } from "./shapes";
import type { Anchors, Point } from "./types";

const hexOklch = (hex: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(hex)));

function extentOf(parts: readonly ShapePart[]): Extent {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const add = ([x, y]: XY, r = 0) => {
    minX = Math.min(minX, x - r);
    maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - r);
    maxY = Math.max(maxY, y + r);
  };
  for (const p of parts) {
    if (p.k === "ellipse") {
      add([p.c[0] - p.r[0], p.c[1] - p.r[1]]);
      add([p.c[0] + p.r[0], p.c[1] + p.r[1]]);
    } else if (p.k === "rect") {
      add(p.at);
      add([p.at[0] + p.size[0], p.at[1] + p.size[1]]);
    } else if (p.k === "capsule") {
      add(p.a, p.r);
      add(p.b, p.rb ?? p.r);
    } else if (p.k === "polygon") {
      for (const q of p.points) add(q);
    } else {
      for (const q of p.points) add(q, p.width / 2);
    }
  }
  return { minX, maxX, minY, maxY };
}

/** Maps cell units to canvas pixels: a uniform scale and an origin. */
export interface ShapeFit {
  readonly s: number;
  x(u: number): number;
  y(v: number): number;
}

/**
 * Paints the parts of `spec` through `fit` with `mats`; returns the anchors in pixels. The one
 * painter of the shape language: a subject drawn whole and a thing held in a hand both use it.
 * `layered`: the parts that start a layer declare it (a rigged subject drawn whole), so a
 * layered document records each part in its rig's layer; the pixels do not change.
 */
export function paintShape(
  canvas: InkCanvas,
  spec: ShapeSpec,
  mats: Readonly<Record<ShapeMaterial, Mat>>,
  fit: ShapeFit,
  byPart: Readonly<Record<string, Mat>> = {},
  layered = false,
): { -readonly [K in keyof Anchors]: Anchors[K] } {
  const px = ([x, y]: XY) => ({ x: fit.x(x), y: fit.y(y) });
  let last: Pen | null = null;
  const paintPart = (part: ShapePart) => {
    const drawn = pen(canvas, byPart[part.name] ?? mats[part.material], {
      ...(part.detail ? { detail: true } : {}),
      ...(part.shade ? { bias: part.shade } : {}),
      ...(part.glow || part.light ? { shader: flat(4) } : {}),
      ...(part.light ? { innerLine: false } : {}),
    });
    const fresh: Pen = part.light ? { ...drawn, flags: FLAG_LIGHT | FLAG_DETAIL } : drawn;
    const p: Pen = part.join && last ? { ...fresh, part: last.part } : fresh;
    last = p;
    if (part.k === "ellipse") {
      const c = px(part.c);
      fillEllipse(
        canvas,
        p,
        c.x,
        c.y,
        Math.max(0.6, part.r[0] * fit.s),
        Math.max(0.6, part.r[1] * fit.s),
        part.form ?? "dome",
      );
    } else if (part.k === "rect") {
      const [x, y] = part.at;
      const [w, h] = part.size;
      const corners: XY[] = [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ];
      fillPolygon(canvas, p, corners.map(px), part.form ?? "pillow");
    } else if (part.k === "capsule") {
      const a = px(part.a);
      const b = px(part.b);
      const ra = Math.max(0.6, part.r * fit.s);
      fillCapsule(canvas, p, a.x, a.y, b.x, b.y, ra, Math.max(0.5, (part.rb ?? part.r) * fit.s));
    } else if (part.k === "polygon") {
      fillPolygon(canvas, p, part.points.map(px), part.form ?? "pillow");
    } else {
      const r = Math.max(0.5, (part.width / 2) * fit.s);
      for (let i = 1; i < part.points.length; i++) {
        const a = px(part.points[i - 1]!);
        const b = px(part.points[i]!);
        fillCapsule(canvas, p, a.x, a.y, b.x, b.y, r, r);
      }
    }
  };
  // Without layers to record, or when the drawing is not rigged, the parts are painted in order.
  const starts = layered ? spec.parts.flatMap((part, i) => (part.layer ? [i] : [])) : [];
  const first = starts[0] ?? spec.parts.length;
  for (let i = 0; i < first; i++) paintPart(spec.parts[i]!);
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? spec.parts.length;
    const { joint, side, ...layer } = spec.parts[start]!.layer!;
    const at = px(joint);
    inLayer(canvas, { ...layer, side: side ?? 0, joint: at }, () => {
      for (let i = start; i < end; i++) paintPart(spec.parts[i]!);
    });
  });
  const anchors: { -readonly [K in keyof Anchors]: Anchors[K] } = {};
  const named = spec.anchors ?? {};
  for (const key of ["center", "grip", "tip", "head"] as const) {
    const at = named[key];
    if (at) {
      const q = px(at);
      anchors[key] = { x: Math.round(q.x), y: Math.round(q.y) };
    }
  }
  return anchors;
}

/** The object mats for a shape: `main` from the prompt, else the spec's material or colour. */
function shapeMats(ctx: DrawContext, spec: ShapeSpec, colors: readonly string[]): ObjectMats {
  const mainMaterial = (MATERIALS as readonly string[]).includes(spec.main ?? "")
    ? (spec.main as Material)
    : undefined;
  const mainColor = colors[0] ? hexOklch(colors[0]) : { L: 0.6, C: 0.1, h: 60 };
  const accentColor = colors[1] ? hexOklch(colors[1]) : undefined;
  return objectMats(ctx, mainMaterial ?? mainColor, accentColor);
}

/**
 * Draws `spec` for the subject whose own colours are `colors` (main first). A subject with a
 * rig (`rig`, not `rigid`) whose parts declare its layers is drawn as that rig's layers, so the
 * rig animates it; otherwise it is one rigid piece.
 */
export function drawShapeSubject(
  ctx: DrawContext,
  spec: ShapeSpec,
  colors: readonly string[] = [],
  rig: RigKind = "rigid",
): Drawn {
  const fit = fitExtent(
    innerBox(ctx.width, ctx.height, 0.06, 2),
    extentOf(spec.parts),
    spec.align ?? 1,
  );
  // A colour the prompt binds to a part ("a blue jewel") paints that part only.
  const paints = shapePaints(ctx, spec);
  const mats = shapeMats(paints.ctx, spec, colors);
  const rigged = rig !== "rigid" && spec.parts[0]?.layer !== undefined;
  const anchors = paintShape(ctx.canvas, spec, mats, fit, paints.byPart, rigged);
  return rigged ? { anchors, rig } : { anchors };
}

/**
 * Draws a held thing's shape on `canvas` (the figure's, which may be a measuring one) with its
 * grip (else its centre) on `hand`, its larger side `size` pixels; returns where the grip and
 * the tip landed.
 */
export function drawHeldShape(
  ctx: DrawContext,
  canvas: InkCanvas,
  spec: ShapeSpec,
  colors: readonly string[],
  hand: Point,
  size: number,
): { grip: Point; tip: Point } {
  const e = extentOf(spec.parts);
  const s = size / Math.max(e.maxX - e.minX, e.maxY - e.minY);
  const [gx, gy] = spec.anchors?.grip ?? spec.anchors?.center ?? [0.5, 0.5];
  const fit: ShapeFit = {
    s,
    x: (u) => hand.x + 0.5 + (u - gx) * s,
    y: (v) => hand.y + 0.5 + (v - gy) * s,
  };
  const anchors = paintShape(canvas, spec, shapeMats(ctx, spec, colors), fit);
  return { grip: anchors.grip ?? hand, tip: anchors.tip ?? anchors.center ?? hand };
}
