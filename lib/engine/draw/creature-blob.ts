/**
 * Blob body plans: the slime (a glossy dome with a big highlight and a face), the ghost (a
 * floating sheet with a wavy hem) and the floating eye. Facing moves the face; from behind there
 * is no face.
 */
import { type InkCanvas, LEVELS, newPart } from "./canvas";
import type { DrawContext, Drawn, Facing } from "./context";
import { creatureMats, creatureView, drawEye, type View } from "./creature-kit";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { flatPen, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, type Vec } from "./shapes";
import { inLayer } from "./layers";
import { lit, mirroredLight } from "./shading";

/** A slime's outline, by the seed. */
export const SLIME_SHAPES = ["dome", "drop", "wobbly"] as const;

/**
 * Where a slime's face is from a facing: head-on in the middle; turned three-quarters (south-east
 * and the default side view) slid toward the side it faces, both eyes showing; in profile (east)
 * one eye at the front. From behind, and from the back diagonals, the face is turned away.
 */
function slimeFace(facing: Facing): { view: View; shift: number; eyes: 1 | 2 } {
  if (facing === "north" || facing === "north-east") return { view: "back", shift: 0, eyes: 2 };
  if (facing === "east") return { view: "side", shift: 0.24, eyes: 1 };
  const view = creatureView(facing, "front");
  return { view, shift: view === "side" ? 0.14 : 0, eyes: 2 };
}

function face(
  canvas: InkCanvas,
  mats: ReturnType<typeof creatureMats>,
  cx: number,
  cy: number,
  w: number,
  view: View,
  shift: number,
  eyes: 1 | 2 = 2,
) {
  if (view === "back") return;
  const part = newPart(canvas);
  const size = Math.max(1, w * 0.09);
  const fx = cx + shift;
  const spread = view === "side" ? w * 0.12 : w * 0.2;
  const xs =
    eyes === 1
      ? [fx + spread * 0.4]
      : view === "side"
        ? [fx + spread * 0.4, fx + spread * 1.8]
        : [fx - spread, fx + spread];
  for (const x of xs) drawEye(canvas, mats, x, cy, size, part, true);
  if (w >= 24) {
    // The mouth is a layer of its own on the face, so a bite can open it (a slime's chomp).
    const mx = fx + (eyes === 1 ? spread * 0.6 : view === "side" ? spread : 0);
    const my = cy + w * 0.14;
    const spec = {
      name: "mouth",
      role: "eyes" as const,
      joint: { x: mx, y: my },
      parent: "face",
      side: 0 as const,
    };
    inLayer(canvas, spec, () => {
      const mouth = flatPen(canvas, mats.dark, 1, { detail: true });
      fillEllipse(canvas, mouth, mx, my, w * 0.06, Math.max(1, w * 0.03), "flat");
    });
  }
}

export function drawSlime(ctx: DrawContext): Drawn {
  const { canvas } = ctx;
  const mats = creatureMats(ctx, { L: 0.7, C: 0.16, h: 145 }, undefined, true);
  const turned = slimeFace(ctx.facing);
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.06, 2), ctx.variation);
  const w = box.w;
  const h = Math.min(box.h, w * 0.78);
  const cx = box.x + box.w / 2;
  const base = box.y + box.h;
  const top = base - h;
  // A W-side facing is drawn as its E-side twin and flipped: lit from the top-right here, the
  // flip brings its shading and its gleam back to the top-left, where every other facing has
  // them (a mirror image moved the light source as the slime turned).
  const light: -1 | 1 = ctx.mirrored ? -1 : 1;
  const body = pen(canvas, mats.body, { shader: mirroredLight(lit(mats.body.light), light) });
  const shape = SLIME_SHAPES[ctx.variation.choose("shape", SLIME_SHAPES.length)]!;
  // A dome whose lower quarter flattens into a puddle on the ground; a drop rises to a peak, a
  // wobbly slime's top ripples. Both stay within the dome's height.
  const pts: Vec[] = [];
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const a = Math.PI + (i / steps) * Math.PI;
    const up = -Math.sin(a);
    const peak = Math.max(0, 1 - Math.abs(a - 1.5 * Math.PI) / (0.45 * Math.PI)) ** 2;
    const lift =
      shape === "drop"
        ? up * h * 0.62 + peak * h * 0.16
        : shape === "wobbly"
          ? up * h * (0.72 + 0.06 * Math.cos(6 * a))
          : up * h * 0.78;
    pts.push({ x: cx + Math.cos(a) * w * 0.44, y: base - h * 0.22 - lift });
  }
  pts.push(
    { x: cx + w * 0.5, y: base - h * 0.05 },
    { x: cx + w * 0.46, y: base },
    { x: cx - w * 0.46, y: base },
    { x: cx - w * 0.5, y: base - h * 0.05 },
  );
  // As layers: the body with its highlight (squashed and stretched about the middle of its
  // base), and the face, which rides on it.
  const bodySpec = {
    name: "body",
    role: "body" as const,
    joint: { x: cx, y: base },
    parent: null,
    side: 0 as const,
  };
  const faceSpec = { ...bodySpec, name: "face", role: "eyes" as const, parent: "body" };
  inLayer(canvas, bodySpec, () => drawSlimeBody(pts));
  inLayer(canvas, faceSpec, () =>
    face(canvas, mats, cx, base - h * 0.42, w, turned.view, w * turned.shift, turned.eyes),
  );
  return {
    rig: "blob",
    anchors: {
      head: { x: Math.round(cx), y: Math.round(top + h * 0.3) },
      feet: [{ x: Math.round(cx), y: Math.round(base - 1) }],
    },
  };

  function drawSlimeBody(pts: Vec[]) {
    fillPolygon(canvas, body, pts, "dome");
    // The brightest white: a highlight drawn mid-ramp reads as a grey stain, not a gleam.
    const shine = flatPen(canvas, mats.white, LEVELS - 1, { innerLine: false, detail: true });
    // The highlight sits inside the outline whatever its shape: lower on a drop's narrower top.
    const shineY = shape === "dome" ? 0.22 : 0.34;
    fillEllipse(
      canvas,
      shine,
      cx - light * w * (shape === "drop" ? 0.17 : 0.22),
      top + h * shineY,
      Math.max(1, w * 0.07),
      Math.max(1, h * 0.07),
      "flat",
    );
  }
}

export function drawGhost(ctx: DrawContext): Drawn {
  const { canvas } = ctx;
  const mats = creatureMats(ctx, { L: 0.9, C: 0.035, h: 250 });
  const view = creatureView(ctx.facing, "front");
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.06, 2), ctx.variation);
  const h = box.h;
  const w = Math.min(box.w * 0.8, h * 0.75);
  const cx = box.x + box.w / 2;
  const top = box.y;
  const r = w / 2;
  const pts: Vec[] = [];
  const steps = 20;
  for (let i = 0; i <= steps; i++) {
    const a = Math.PI + (i / steps) * Math.PI;
    pts.push({ x: cx + Math.cos(a) * r, y: top + r + Math.sin(a) * r });
  }
  // The hem: three scallops, the sheet trailing to one side as it drifts.
  const hem = top + h;
  const lean = view === "side" ? -w * 0.25 : 0;
  pts.push({ x: cx + r, y: hem - h * 0.12 });
  const teeth = 3;
  for (let k = 0; k <= teeth * 2; k++) {
    const x = cx + r - (2 * r * k) / (teeth * 2) + lean * (k / (teeth * 2));
    pts.push({
      x,
      y: k % 2 === 0 ? hem - (k === 0 || k === teeth * 2 ? h * 0.12 : 0) : hem - h * 0.14,
    });
  }
  fillPolygon(canvas, pen(canvas, mats.body), pts, "pillow");
  const arm = pen(canvas, mats.body);
  const armY = top + h * 0.5;
  if (view !== "side") {
    fillCapsule(
      canvas,
      arm,
      cx - r * 0.8,
      armY,
      cx - r * 1.12,
      armY + h * 0.08,
      Math.max(1, w * 0.09),
    );
  }
  fillCapsule(
    canvas,
    arm,
    cx + r * 0.8,
    armY,
    cx + r * 1.1,
    armY + h * 0.06,
    Math.max(1, w * 0.09),
  );
  if (view !== "back") {
    const part = newPart(canvas);
    const size = Math.max(1, w * 0.12);
    const fx = cx + (view === "side" ? w * 0.2 : 0);
    const spread = view === "side" ? w * 0.1 : w * 0.17;
    for (const x of view === "side" ? [fx + spread] : [fx - spread, fx + spread]) {
      drawEye(canvas, mats, x, top + r * 0.95, size, part, true);
    }
    if (w >= 16) {
      const mouth = flatPen(canvas, mats.dark, 0, { detail: true });
      fillEllipse(
        canvas,
        mouth,
        fx,
        top + r * 1.4,
        Math.max(1, w * 0.06),
        Math.max(1, w * 0.08),
        "flat",
      );
    }
  }
  return { anchors: { head: { x: Math.round(cx), y: Math.round(top + r) } } };
}

export function drawEyeball(ctx: DrawContext): Drawn {
  const { canvas } = ctx;
  const mats = creatureMats(ctx, { L: 0.55, C: 0.14, h: 320 });
  const view = creatureView(ctx.facing, "front");
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.06, 2), ctx.variation);
  const r = Math.min(box.w, box.h) * 0.36;
  const cx = box.x + box.w / 2;
  const cy = box.y + r + box.h * 0.02;
  const tentacle = pen(canvas, mats.dark);
  for (const k of [-1, 0, 1]) {
    const x0 = cx + k * r * 0.5;
    fillCapsule(
      canvas,
      tentacle,
      x0,
      cy + r * 0.6,
      x0 + k * r * 0.4 + r * 0.15,
      box.y + box.h - Math.max(1, r * 0.12),
      Math.max(1, r * 0.16),
      Math.max(0.8, r * 0.06),
    );
  }
  fillEllipse(canvas, pen(canvas, mats.body), cx, cy, r, r, "dome");
  if (view !== "back") {
    const shift = view === "side" ? r * 0.45 : 0;
    fillEllipse(canvas, pen(canvas, mats.white), cx + shift, cy, r * 0.62, r * 0.62, "dome");
    fillEllipse(canvas, pen(canvas, mats.accent), cx + shift * 1.2, cy, r * 0.34, r * 0.34, "dome");
    drawEye(canvas, mats, cx + shift * 1.3, cy, Math.max(1, r * 0.2), newPart(canvas), true);
  }
  return { anchors: { head: { x: Math.round(cx), y: Math.round(cy) } } };
}
