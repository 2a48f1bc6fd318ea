/**
 * Long-bodied plans: the snake (an S-curve raising its head, or coiled when it faces the
 * viewer), the worm (segmented) and the fish (always in profile, the view fish read in).
 */
import type { Oklch } from "../color";
import { type DrawContext, type Drawn, drawnVariant } from "./context";
import { creatureMats, creatureView, fitExtent } from "./creature-kit";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { drawPlan, type PlanLayer, planExtent, type UShape } from "./plan";
import type { Vec } from "./shapes";

/** Catmull-Rom through `points`, `per` samples per span. */
function spline(points: readonly Vec[], per: number): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 *
        (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push({ x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/**
 * A tube along `path` from thin (start) to thick (end), banded every `band` samples. Its first
 * `level` steps keep the same height in every column however they slope (the radius narrowed
 * as the path tilts), as a pixel artist draws a body lying in a wave: moved column by column
 * into another wave, it keeps its outline clean.
 */
function tube(path: readonly Vec[], r0: number, r1: number, band: number, level = 0): UShape[] {
  const shapes: UShape[] = [];
  for (let i = 0; i < path.length - 1; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const tilt = i < level ? Math.cos(Math.atan2(b.y - a.y, b.x - a.x)) : 1;
    const t0 = i / (path.length - 1);
    const t1 = (i + 1) / (path.length - 1);
    const striped = band > 0 && Math.floor(i / band) % 2 === 1;
    shapes.push({
      k: "cap",
      mat: striped ? "dark" : "body",
      ax: a.x,
      ay: a.y,
      bx: b.x,
      by: b.y,
      ra: (r0 + (r1 - r0) * t0) * tilt,
      rb: (r0 + (r1 - r0) * t1) * tilt,
      join: i > 0,
    });
  }
  return shapes;
}

interface SerpentPlan {
  shapes: UShape[];
  head: Vec;
  /** In profile: the body on the ground as a chain of segments, the raised neck, the head. */
  layers?: PlanLayer[];
}

/** Spans of the profile's spline lying on the ground, each a segment layer (tail first). */
const GROUND_SPANS = 4;

/**
 * How far a lying snake's underside rises off the ground, as a share of its arch's height, at
 * `s` along the body on the ground (0 the tail tip, 1 where the neck rises), the wave moved on
 * by `phase` radians (a larger phase carries the arches back toward the tail, as a slither
 * does). Two waves fit the body; the arches fade out where the raised neck holds the body down.
 * The drawer lies the snake at phase 0 and the rig moves the same wave, so the two agree.
 */
export function serpentBellyLift(s: number, phase: number): number {
  const near = Math.min(1, Math.max(0, (1 - s) / 0.3));
  const fade = near * near * (3 - 2 * near);
  return (fade * (1 - Math.cos(4 * Math.PI * s + phase))) / 2;
}

function snake(front: boolean, worm: boolean): SerpentPlan {
  const shapes: UShape[] = [];
  if (front) {
    for (const [y, rx] of [
      [0.55, 1.1],
      [0.2, 0.9],
      [-0.1, 0.7],
    ] as const) {
      shapes.push({ k: "ell", mat: "body", cx: 0, cy: y, rx, ry: 0.3, form: "tubeH" });
    }
    shapes.push(
      ...tube(
        spline(
          [
            { x: 0.2, y: -0.1 },
            { x: 0.05, y: -0.6 },
            { x: 0, y: -1.0 },
          ],
          4,
        ),
        0.26,
        0.3,
        0,
      ),
    );
    const hy = -1.15;
    shapes.push({ k: "ell", mat: "body", cx: 0, cy: hy, rx: 0.42, ry: 0.32 });
    if (!worm) {
      for (const s of [-1, 1])
        shapes.push({ k: "eye", x: s * 0.2, y: hy - 0.04, size: 0.12, tall: true });
      shapes.push({
        k: "cap",
        mat: "accent",
        ax: 0,
        ay: hy + 0.25,
        bx: 0,
        by: hy + 0.5,
        ra: 0.04,
        rb: 0.04,
        detail: true,
      });
    }
    return { shapes, head: { x: 0, y: hy } };
  }
  const per = 6;
  const r0 = worm ? 0.2 : 0.06;
  const r1 = worm ? 0.26 : 0.24;
  // The body on the ground runs from the tail tip to where the neck rises, in GROUND_SPANS
  // spans of `per` samples; the neck rises after it in three more spans.
  const total = (GROUND_SPANS + 3) * per;
  const radius = (i: number) => r0 + ((r1 - r0) * i) / total;
  const belly = 0.62 + r1 * 0.55;
  const tailX = -1.9;
  const neckX = 0.6;
  // Lying in an S-curve: the underside touches the ground line where the wave is low (the tail
  // tip among them) and arches above it between.
  const arch = worm ? 0.16 : 0.28;
  const ground: Vec[] = [];
  for (let i = 0; i <= GROUND_SPANS * per; i++) {
    const s = i / (GROUND_SPANS * per);
    const x = tailX + s * (neckX - tailX);
    ground.push({ x, y: belly - radius(i) - arch * serpentBellyLift(s, 0) });
  }
  const neckBase = ground[ground.length - 1]!;
  const rising = spline(
    [
      ground[ground.length - 1 - per]!,
      neckBase,
      { x: 0.78, y: 0.0 },
      { x: 0.6, y: -0.45 },
      { x: 0.85, y: -0.8 },
    ],
    per,
  ).slice(per + 1);
  const path = [...ground, ...rising];
  shapes.push(...tube(path, r0, r1, worm ? 2 : 4, GROUND_SPANS * per));
  const hx = 1.08;
  const hy = -0.86;
  // Each span on the ground turns about its end nearer the head, following the next one: a
  // chain a wave can travel along.
  const layers: PlanLayer[] = [];
  for (let i = 0; i < GROUND_SPANS; i++) {
    layers.push({
      at: i * per,
      name: `segment.${i}`,
      role: "segment",
      // On the belly line: a span swelled or turned about it keeps its underside down.
      joint: { x: ground[(i + 1) * per]!.x, y: belly },
      parent: i + 1 < GROUND_SPANS ? `segment.${i + 1}` : "body",
      side: 0,
    });
  }
  layers.push({
    at: GROUND_SPANS * per,
    name: "body",
    role: "body",
    joint: neckBase,
    parent: null,
    side: 0,
  });
  layers.push({
    at: shapes.length,
    name: "head",
    role: "head",
    joint: path[path.length - 1]!,
    parent: "body",
    side: 0,
  });
  shapes.push({
    k: "ell",
    mat: "body",
    cx: hx,
    cy: hy,
    rx: worm ? 0.3 : 0.4,
    ry: worm ? 0.28 : 0.27,
  });
  if (!worm) {
    shapes.push({ k: "eye", x: hx + 0.1, y: hy - 0.07, size: 0.12, tall: true });
    shapes.push({
      k: "cap",
      mat: "accent",
      ax: hx + 0.38,
      ay: hy + 0.08,
      bx: hx + 0.65,
      by: hy + 0.1,
      ra: 0.035,
      rb: 0.035,
      detail: true,
    });
    shapes.push({
      k: "cap",
      mat: "accent",
      ax: hx + 0.62,
      ay: hy + 0.1,
      bx: hx + 0.74,
      by: hy + 0.02,
      ra: 0.03,
      rb: 0.03,
      join: true,
      detail: true,
    });
  } else {
    shapes.push({
      k: "ell",
      mat: "dark",
      cx: hx + 0.22,
      cy: hy + 0.05,
      rx: 0.08,
      ry: 0.1,
      detail: true,
      innerLine: false,
    });
  }
  return { shapes, head: { x: hx, y: hy }, layers };
}

function fish(shark: boolean): { shapes: UShape[]; head: Vec } {
  const s: UShape[] = [];
  const body: Vec[] = [];
  const steps = 18;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const x = Math.cos(a);
    // Blunt head, pointed tail: the lower and upper outline pinch toward -x.
    const pinch = x < 0 ? 1 + x * 0.45 : 1;
    body.push({ x: x * 1.05, y: Math.sin(a) * (shark ? 0.4 : 0.55) * pinch });
  }
  s.push({
    k: "poly",
    mat: "wing",
    pts: [
      { x: -0.8, y: 0 },
      { x: -1.55, y: shark ? -0.75 : -0.6 },
      { x: -1.35, y: 0 },
      { x: -1.55, y: shark ? 0.45 : 0.6 },
    ],
  });
  s.push({
    k: "poly",
    mat: "wing",
    pts: shark
      ? [
          { x: -0.25, y: -0.3 },
          { x: 0.0, y: -1.0 },
          { x: 0.3, y: -0.35 },
        ]
      : [
          { x: -0.45, y: -0.4 },
          { x: -0.1, y: -0.85 },
          { x: 0.35, y: -0.5 },
        ],
  });
  s.push({ k: "poly", mat: "body", pts: body, form: "dome" });
  s.push({
    k: "ell",
    mat: "belly",
    cx: 0.1,
    cy: shark ? 0.32 : 0.38,
    rx: 0.9,
    ry: 0.3,
    clip: { cx: 0, cy: 0, rx: 1.05, ry: shark ? 0.4 : 0.55 },
    join: true,
  });
  s.push({
    k: "poly",
    mat: "wing",
    pts: [
      { x: 0.1, y: 0.1 },
      { x: -0.35, y: 0.45 },
      { x: 0.25, y: 0.3 },
    ],
  });
  s.push({ k: "eye", x: 0.65, y: -0.1, size: 0.14, tall: false });
  if (shark) {
    for (const x of [0.35, 0.45, 0.55])
      s.push({
        k: "cap",
        mat: "dark",
        ax: x,
        ay: -0.1,
        bx: x - 0.03,
        by: 0.12,
        ra: 0.02,
        rb: 0.02,
        join: true,
      });
  } else {
    s.push({
      k: "cap",
      mat: "dark",
      ax: 0.42,
      ay: -0.3,
      bx: 0.4,
      by: 0.25,
      ra: 0.03,
      rb: 0.03,
      join: true,
    });
  }
  return { shapes: s, head: { x: 0.7, y: 0 } };
}

const COLORS = {
  snake: { L: 0.6, C: 0.13, h: 140 },
  worm: { L: 0.7, C: 0.09, h: 15 },
  fish: { L: 0.7, C: 0.15, h: 60 },
  shark: { L: 0.62, C: 0.025, h: 240 },
} as const satisfies Record<string, Oklch>;

export function drawSerpent(ctx: DrawContext, kind: "snake" | "worm" | "fish"): Drawn {
  const shark = kind === "fish" && drawnVariant(ctx) === "shark";
  const color = shark ? COLORS.shark : COLORS[kind];
  const mats = creatureMats(
    ctx,
    color,
    kind === "fish" ? { L: 0.9, C: 0.03, h: 90 } : undefined,
    kind === "fish",
  );
  const view = creatureView(ctx.facing, "side");
  const plan: SerpentPlan = kind === "fish" ? fish(shark) : snake(view !== "side", kind === "worm");
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation);
  const fit = fitExtent(box, planExtent(plan.shapes), kind === "fish" ? 0.5 : 1);
  drawPlan(ctx.canvas, plan.shapes, mats, fit, plan.layers);
  return {
    ...(plan.layers ? { rig: "serpent" as const } : {}),
    anchors: { head: { x: Math.round(fit.x(plan.head.x)), y: Math.round(fit.y(plan.head.y)) } },
  };
}
