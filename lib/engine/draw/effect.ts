/**
 * Effects on transparent ground: fire, explosion, magic burst, sparkles, smoke, lightning, slash,
 * heal and splash (a fireball, dust and a laser beam are drawn in `effect-soft.ts`). Glows are
 * drawn in bright flat bands from a hot core out to a darker rim, outlined in the darkest shade of their own color rather than black. Particles
 * are at least two pixels so none reads as a stray pixel.
 */
import type { Oklch } from "../color";
import type { Random } from "../random";
import { EMPTY, FLAG_DETAIL, FLAG_LIGHT, type InkCanvas, inkOf, newPart, put } from "./canvas";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { innerBox } from "./layout";
import { HUES } from "./materials";
import { ELEMENT_COLORS } from "../prompt";
import { drawLightningBolt, type Glow } from "./effect-bolt";
import { drawSoftEffect, SOFT_EFFECTS } from "./effect-soft";
import { drawSparkle, drawSparkles } from "./effect-sparkle";
import { drawFlame, objectMats } from "./object-kit";
import { flatPen, type Mat, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, type Vec } from "./shapes";

type Kind =
  | "fire"
  | "explosion"
  | "magic"
  | "magic burst"
  | "sparkle"
  | "smoke"
  | "lightning"
  | "slash"
  | "heal"
  | "splash";
const KINDS: readonly Kind[] = [
  "fire",
  "explosion",
  "magic",
  "magic burst",
  "sparkle",
  "smoke",
  "lightning",
  "slash",
  "heal",
  "splash",
];

const COLORS: Readonly<Record<Kind, Oklch>> = {
  fire: { L: 0.6, C: 0.21, h: 35 },
  explosion: { L: 0.66, C: 0.2, h: 40 },
  magic: ELEMENT_COLORS.arcane,
  "magic burst": ELEMENT_COLORS.arcane,
  sparkle: { L: 0.8, C: 0.16, h: 85 },
  smoke: { L: 0.68, C: 0.015, h: 260 },
  lightning: { L: 0.86, C: 0.12, h: 230 },
  slash: { L: 0.86, C: 0.05, h: 230 },
  heal: { L: 0.75, C: 0.18, h: 145 },
  splash: { L: 0.65, C: 0.13, h: 235 },
};

/** A 4-point star: two thin diamonds crossed, arms `r` long. */
function star4(canvas: InkCanvas, m: Mat, cx: number, cy: number, r: number, level = 4) {
  const t = Math.max(1, r * 0.22);
  const p = flatPen(canvas, m, level, { innerLine: false });
  fillPolygon(canvas, p, [
    { x: cx, y: cy - r },
    { x: cx + t, y: cy },
    { x: cx, y: cy + r },
    { x: cx - t, y: cy },
  ]);
  fillPolygon(canvas, p, [
    { x: cx - r, y: cy },
    { x: cx, y: cy - t },
    { x: cx + r, y: cy },
    { x: cx, y: cy + t },
  ]);
}

/**
 * An ember rising off a fire: a small glowing cross, yellow at its middle and orange on its
 * arms, drawn as light (no outline, kept however small). An outlined square of a few pixels
 * reads as a hollow ring, and a lone pixel or two as dust.
 */
function ember(canvas: InkCanvas, hotMat: Mat, warmMat: Mat, x: number, y: number, size: number) {
  const cx = Math.round(x);
  const cy = Math.round(y);
  const part = newPart(canvas, { innerLine: false });
  const light = FLAG_LIGHT | FLAG_DETAIL;
  const arm = size >= 4.5 ? 2 : 1;
  for (let k = -arm; k <= arm; k++) {
    if (k === 0) continue;
    const level = Math.abs(k) === 2 ? 2 : 3;
    // The tip of a long arm is the dimmer, redder end of the glow.
    put(canvas, cx + k, cy, inkOf(warmMat.ramp, level), part, light);
    put(canvas, cx, cy + k, inkOf(warmMat.ramp, level), part, light);
  }
  put(canvas, cx, cy, inkOf(hotMat.ramp, 3), part, light);
}

/** Whether no pixel within `gap` of (x, y) has been painted. */
function clearAround(canvas: InkCanvas, x: number, y: number, gap: number): boolean {
  for (let dy = -gap; dy <= gap; dy++)
    for (let dx = -gap; dx <= gap; dx++) {
      const px = Math.round(x) + dx;
      const py = Math.round(y) + dy;
      if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return false;
      if (canvas.ink[py * canvas.width + px] !== EMPTY) return false;
    }
  return true;
}

function spiky(
  cx: number,
  cy: number,
  r: number,
  inner: number,
  spikes: number,
  random: Random,
): Vec[] {
  const pts: Vec[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2 + random() * 0.15;
    const rr = (i % 2 === 0 ? r : inner) * (0.85 + random() * 0.15);
    pts.push({ x: cx + Math.cos(a) * rr, y: cy + Math.sin(a) * rr });
  }
  return pts;
}

export const drawEffect: Generator = (ctx: DrawContext): Drawn => {
  const soft = SOFT_EFFECTS.find((k) => k === ctx.subject);
  if (soft) return drawSoftEffect(ctx, soft);
  const { canvas, scheme, random } = ctx;
  const kind: Kind = KINDS.find((k) => k === ctx.subject) ?? "magic burst";
  const element = ctx.reading.elements.find((e) => e !== "arcane" || kind === "magic");
  const base =
    scheme.promptColor(0) ?? (element && kind !== "fire" ? ELEMENT_COLORS[element] : COLORS[kind]);
  const matte = { contrast: 1, highlight: false };
  const glow: Glow = {
    outer: { ramp: scheme.ramp(base), light: matte },
    inner: {
      ramp: scheme.ramp({
        L: Math.min(0.92, base.L + 0.16),
        C: base.C * 0.8,
        h: base.h + (base.h < 100 ? 25 : -10),
      }),
      light: matte,
    },
    core: { ramp: scheme.ramp(HUES.white), light: matte },
  };
  const box = innerBox(ctx.width, ctx.height, 0.06, 2);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const r = Math.min(box.w, box.h) / 2;
  const dir = ctx.facing === "east" ? 1 : ctx.facing === "none" ? 1 : 0;

  switch (kind) {
    case "fire": {
      const mats = { ...objectMats(ctx, "wood"), fireOuter: glow.outer, fireInner: glow.inner };
      drawFlame(canvas, mats, cx, box.y + box.h, box.w * 0.9, box.h * 0.84, random());
      // Embers drift up in the air beside and above the tongues, clear of the flame.
      const size = Math.max(3, r * 0.15);
      for (let i = 0, placed = 0; i < 24 && placed < 3; i++) {
        const x = cx + (random() - 0.5) * box.w * 0.8;
        const y = box.y + size + random() * box.h * 0.4;
        if (!clearAround(canvas, x, y, Math.ceil(size / 2) + 2)) continue;
        ember(canvas, glow.inner, glow.outer, x, y, placed === 0 ? size * 1.5 : size);
        placed++;
      }
      break;
    }
    case "explosion": {
      fillPolygon(
        canvas,
        pen(canvas, glow.outer, { shader: () => 2 }),
        spiky(cx, cy, r, r * 0.62, 9, random),
      );
      fillPolygon(
        canvas,
        pen(canvas, glow.inner, { shader: () => 3, innerLine: false }),
        spiky(cx, cy, r * 0.7, r * 0.45, 7, random),
      );
      fillEllipse(
        canvas,
        pen(canvas, glow.core, { shader: () => 4, innerLine: false }),
        cx,
        cy,
        r * 0.3,
        r * 0.3,
        "flat",
      );
      break;
    }
    case "magic":
    case "magic burst": {
      const ring = pen(canvas, glow.outer, { shader: () => 3 });
      const thick = Math.max(1.5, r * 0.1);
      fillEllipse(
        canvas,
        ring,
        cx,
        cy,
        r * 0.82,
        r * 0.82,
        "flat",
        (x, y) => Math.hypot(x + 0.5 - cx, y + 0.5 - cy) > r * 0.82 - thick,
      );
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        const len = i % 2 === 0 ? r * 0.95 : r * 0.6;
        star4(
          canvas,
          glow.inner,
          cx + Math.cos(a) * r * 0.45,
          cy + Math.sin(a) * r * 0.45,
          Math.max(2, len * 0.22),
          3,
        );
      }
      fillEllipse(
        canvas,
        pen(canvas, glow.inner, { shader: () => 3 }),
        cx,
        cy,
        r * 0.28,
        r * 0.28,
        "flat",
      );
      star4(canvas, glow.core, cx, cy, r * 0.6, 4);
      break;
    }
    case "sparkle": {
      const ramps = { rim: glow.outer.ramp, core: glow.core.ramp };
      if (drawnVariant(ctx) === "cluster") drawSparkles(canvas, ramps, cx, cy, r, random);
      else drawSparkle(canvas, ramps, cx, cy, r);
      break;
    }
    case "smoke": {
      // Smoke is puffs drifting apart as they rise: a cluster at the source, smaller puffs
      // above with air between them, each pale with a soft lit crown. One faceted mass with
      // hard shading bands reads as a pile of rocks.
      const soft = (nx: number, ny: number) => (nx * 0.6 + ny < -0.3 ? 4 : ny > 0.6 ? 2 : 3);
      const puffs: readonly (readonly [number, number, number])[][] = [
        [
          [-0.38, 0.58, 0.3],
          [0.04, 0.6, 0.36],
          [0.44, 0.56, 0.25],
        ],
        [
          [-0.1, -0.12, 0.25],
          [0.2, -0.08, 0.2],
        ],
        [[0.38, -0.6, 0.16]],
        [[-0.02, -0.84, 0.1]],
        [[0.66, -0.92, 0.07]],
      ];
      for (const cluster of puffs) {
        const p = pen(canvas, glow.outer, { shader: soft });
        for (const [dx, dy, s] of cluster)
          fillEllipse(canvas, p, cx + dx * r, cy + dy * r, r * s, r * s * 0.9, "dome");
      }
      break;
    }
    case "lightning":
      drawLightningBolt(canvas, glow, box, r, random() < 0.5 ? 1 : -1);
      break;
    case "slash": {
      const outerR = r * 0.95;
      const p = pen(canvas, glow.outer, { shader: () => 3 });
      const arc = (x: number, y: number) => {
        const a = Math.atan2(y + 0.5 - cy, (x + 0.5 - cx) * (dir ? 1 : 1));
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        // A crescent: thick in the middle of the swing, tapering to points at both ends.
        const t = (a + Math.PI * 0.85) / (Math.PI * 1.1);
        if (t < 0 || t > 1) return false;
        const thickness = Math.sin(Math.PI * t) * r * 0.3;
        return d > outerR - thickness;
      };
      fillEllipse(canvas, p, cx, cy, outerR, outerR, "flat", arc);
      const core = pen(canvas, glow.core, { shader: () => 4, innerLine: false });
      fillEllipse(canvas, core, cx, cy, outerR - 1, outerR - 1, "flat", (x, y) => {
        const a = Math.atan2(y + 0.5 - cy, x + 0.5 - cx);
        const t = (a + Math.PI * 0.85) / (Math.PI * 1.1);
        if (t < 0.15 || t > 0.85) return false;
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        return d > outerR - 1 - Math.sin(Math.PI * t) * r * 0.12;
      });
      break;
    }
    case "heal": {
      const plus = (x: number, y: number, s: number, m: Mat) => {
        const p = pen(canvas, m, { shader: () => 3 });
        const t = Math.max(1, s * 0.32);
        fillPolygon(canvas, p, [
          { x: x - t, y: y - s },
          { x: x + t, y: y - s },
          { x: x + t, y: y + s },
          { x: x - t, y: y + s },
        ]);
        fillPolygon(canvas, p, [
          { x: x - s, y: y - t },
          { x: x + s, y: y - t },
          { x: x + s, y: y + t },
          { x: x - s, y: y + t },
        ]);
      };
      plus(cx, cy + r * 0.1, r * 0.45, glow.outer);
      plus(cx - r * 0.6, cy - r * 0.5, r * 0.2, glow.inner);
      plus(cx + r * 0.62, cy - r * 0.2, r * 0.16, glow.inner);
      star4(canvas, glow.core, cx + r * 0.5, cy + r * 0.65, Math.max(2.5, r * 0.2), 4);
      star4(canvas, glow.core, cx - r * 0.55, cy + r * 0.55, Math.max(2.5, r * 0.15), 4);
      break;
    }
    case "splash": {
      // A splash is a crown: jets thrown up and out of a shallow pool, the middle ones tallest,
      // each thinning to a tip with a drop flying off it. One cone on a puddle reads as a hat.
      const poolY = box.y + box.h - r * 0.16;
      const water = pen(canvas, glow.outer, { shader: (nx, ny) => (nx + ny < -0.4 ? 3 : 2) });
      fillEllipse(canvas, water, cx, poolY, r * 0.95, r * 0.16, "dome");
      const jets = pen(canvas, glow.outer, {
        shader: (nx) => (nx < -0.2 ? 3 : 2),
        innerLine: false,
      });
      const tips: Vec[] = [];
      for (let k = -2; k <= 2; k++) {
        const height = r * (1.15 - Math.abs(k) * 0.28) * (0.9 + random() * 0.15);
        const tip = { x: cx + k * r * 0.33, y: poolY - height };
        tips.push(tip);
        fillCapsule(canvas, jets, cx + k * r * 0.16, poolY, tip.x, tip.y, r * 0.11, r * 0.035);
      }
      const drops = pen(canvas, glow.inner, { shader: (nx, ny) => (nx + ny < -0.3 ? 4 : 3) });
      for (const [i, tip] of tips.entries()) {
        // The outer drops fly off sideways, but stay inside the frame with their outline.
        const out = (i - 2) * 0.07;
        fillEllipse(
          canvas,
          drops,
          tip.x + out * r,
          tip.y - r * 0.2,
          Math.max(1.5, r * 0.07),
          Math.max(2, r * 0.09),
          "dome",
        );
      }
      break;
    }
  }
  return {
    anchors: { center: { x: Math.round(cx), y: Math.round(cy) } },
    outlineTint: true,
    maxColors: 16,
  };
};
