/**
 * Winged body plans: perching birds (a songbird, the crow, the parrot, the eagle, the
 * bluebird, each with its own look: creature-birds.ts), the owl, the chicken, the phoenix and
 * the bat. Birds default to profile; owls and bats face the viewer, as they are drawn in games.
 */
import type { Oklch } from "../color";
import type { DrawContext, Drawn } from "./context";
import { BIRD_LOOKS, type BirdLook, sideBeak, sideTail, sideWing } from "./creature-birds";
import { creatureMats, creatureView, fitExtent, type View } from "./creature-kit";
import { withOwnColors } from "./creature-marks";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { ELEMENT_COLORS } from "../prompt";
import { drawPlan, layerMarks, type PlanLayer, planExtent, type UShape } from "./plan";
import type { Vec } from "./shapes";

type Kind =
  | "bird"
  | "crow"
  | "parrot"
  | "eagle"
  | "hawk"
  | "bluebird"
  | "owl"
  | "chicken"
  | "phoenix"
  | "bat";

const COLORS: Readonly<Record<Kind, Oklch>> = {
  bird: BIRD_LOOKS.bird!.own.body!,
  crow: BIRD_LOOKS.crow!.own.body!,
  parrot: BIRD_LOOKS.parrot!.own.body!,
  eagle: BIRD_LOOKS.eagle!.own.body!,
  hawk: BIRD_LOOKS.hawk!.own.body!,
  bluebird: BIRD_LOOKS.bluebird!.own.body!,
  owl: { L: 0.58, C: 0.07, h: 60 },
  chicken: { L: 0.93, C: 0.02, h: 85 },
  phoenix: ELEMENT_COLORS.fire,
  bat: { L: 0.38, C: 0.05, h: 300 },
};

interface WingedPlan {
  shapes: UShape[];
  head: Vec;
  /** The parts as layers, where the view has a rig: body, head, tail, feet, wings. */
  layers?: PlanLayer[];
}

function birdSide(kind: Kind, look: BirdLook | undefined): WingedPlan {
  const s: UShape[] = [];
  const { layers, mark } = layerMarks(s);
  const chicken = kind === "chicken";
  const hx = chicken ? 0.75 : 0.85;
  const hy = chicken ? -0.95 : -0.7;
  mark("tail", "tail", { x: -0.6, y: 0.1 }, "body");
  if (kind === "phoenix") {
    for (const [dy, len] of [
      [-0.5, 2.1],
      [0, 2.4],
      [0.5, 2],
    ] as const) {
      s.push({
        k: "cap",
        mat: "accent",
        ax: -0.6,
        ay: 0.1,
        bx: -0.6 - len,
        by: 0.1 + dy + 0.4,
        ra: 0.2,
        rb: 0.06,
      });
    }
  }
  if (chicken) {
    const tail: Vec[] = [
      { x: -0.7, y: -0.2 },
      { x: -1.3, y: -1.0 },
      { x: -1.0, y: 0.2 },
    ];
    s.push({ k: "poly", mat: "dark", pts: tail });
  } else s.push(...sideTail(look));
  // Each leg is a layer of its own, so a walking bird steps one foot at a time; the nearer
  // (the front one) keeps the name "feet", which a hop or a run turns.
  for (const x of [0.0, 0.25]) {
    mark(x === 0 ? "feet.far" : "feet", "leg", { x, y: 0.5 }, "body");
    s.push({ k: "cap", mat: "horn", ax: x, ay: 0.5, bx: x, by: 1.15, ra: 0.07, rb: 0.07 });
    s.push({
      k: "cap",
      mat: "horn",
      ax: x - 0.15,
      ay: 1.15,
      bx: x + 0.25,
      by: 1.15,
      ra: 0.06,
      rb: 0.06,
      join: true,
    });
  }
  // A raptor's far wing, raised behind the body.
  const far = sideWing(look, true);
  if (far.length) {
    mark("wing.far", "wings", { x: 0.6, y: -0.45 }, "body", -1);
    s.push(...far);
  }
  mark("body", "body", { x: 0, y: 0 }, null);
  const body = { cx: 0, cy: 0, rx: 1, ry: chicken ? 0.8 : 0.66 };
  s.push({ k: "ell", mat: "body", ...body });
  s.push({ k: "ell", mat: "belly", cx: 0.35, cy: 0.45, rx: 0.75, ry: 0.5, clip: body, join: true });
  mark("head", "head", { x: hx - 0.2, y: hy + 0.3 }, "body");
  s.push({ k: "ell", mat: look?.head ?? "body", cx: hx, cy: hy, rx: 0.46, ry: 0.44 });
  if (look?.face)
    s.push({ k: "ell", mat: "white", cx: hx + 0.16, cy: hy - 0.02, rx: 0.22, ry: 0.2, join: true });
  if (chicken) {
    for (const dx of [-0.15, 0.05, 0.25])
      s.push({ k: "ell", mat: "accent", cx: hx + dx, cy: hy - 0.45, rx: 0.13, ry: 0.15 });
    s.push({ k: "ell", mat: "accent", cx: hx + 0.42, cy: hy + 0.4, rx: 0.1, ry: 0.15 });
  }
  if (look?.crest)
    for (const [dx, len] of [
      [-0.2, 0.75],
      [0, 0.95],
      [0.2, 0.65],
    ] as const)
      s.push({
        k: "cap",
        mat: "accent",
        ax: hx + dx,
        ay: hy - 0.3,
        bx: hx + dx * 0.3 + 0.1,
        by: hy - 0.3 - len,
        ra: 0.12,
        rb: 0.04,
      });
  s.push(sideBeak(look, hx, hy));
  s.push({ k: "eye", x: hx + 0.14, y: hy - 0.08, size: 0.16, tall: true });
  // The folded wing turns about its shoulder: up and down is a flap.
  mark("wing.near", "wings", { x: 0.45, y: -0.38 }, "body", 1);
  s.push(...sideWing(look));
  return { shapes: s, head: { x: hx, y: hy }, layers };
}

function birdFront(
  kind: Kind,
  view: View,
  look: BirdLook | undefined,
): { shapes: UShape[]; head: Vec } {
  const s: UShape[] = [];
  const owl = kind === "owl";
  const hy = owl ? -0.75 : -0.95;
  const back = view === "back";
  if (kind === "phoenix") {
    for (const dx of [-0.5, 0, 0.5])
      s.push({
        k: "cap",
        mat: "accent",
        ax: dx * 0.5,
        ay: 0.4,
        bx: dx * 1.6,
        by: 1.9,
        ra: 0.2,
        rb: 0.06,
      });
  }
  for (const x of [-0.28, 0.28]) {
    s.push({ k: "cap", mat: "horn", ax: x, ay: 0.6, bx: x, by: 1.2, ra: 0.07, rb: 0.07 });
    s.push({
      k: "cap",
      mat: "horn",
      ax: x - 0.14,
      ay: 1.2,
      bx: x + 0.14,
      by: 1.2,
      ra: 0.06,
      rb: 0.06,
      join: true,
    });
  }
  if (back)
    s.push({
      k: "poly",
      mat: "dark",
      pts: [
        { x: -0.3, y: 0.3 },
        { x: 0.3, y: 0.3 },
        { x: 0.45, y: 1.1 },
        { x: -0.45, y: 1.1 },
      ],
    });
  const body = { cx: 0, cy: 0, rx: owl ? 0.85 : 0.72, ry: owl ? 0.9 : 0.8 };
  s.push({ k: "ell", mat: "body", ...body });
  if (!back)
    s.push({
      k: "ell",
      mat: "belly",
      cx: 0,
      cy: 0.3,
      rx: body.rx * 0.62,
      ry: 0.6,
      clip: body,
      join: true,
    });
  for (const side of [-1, 1]) {
    s.push({
      k: "poly",
      mat: "wing",
      pts: [
        { x: side * body.rx * 0.65, y: -0.45 },
        { x: side * (body.rx + 0.25), y: 0.1 },
        { x: side * (body.rx + 0.05), y: 0.85 },
        { x: side * body.rx * 0.55, y: 0.4 },
      ],
    });
  }
  if (owl) {
    for (const side of [-1, 1])
      s.push({
        k: "poly",
        mat: "body",
        pts: [
          { x: side * 0.25, y: hy - 0.4 },
          { x: side * 0.75, y: hy - 0.95 },
          { x: side * 0.7, y: hy - 0.2 },
        ],
      });
  }
  s.push({
    k: "ell",
    mat: look?.head ?? "body",
    cx: 0,
    cy: hy,
    rx: owl ? 0.78 : 0.5,
    ry: owl ? 0.6 : 0.46,
  });
  if (!back) {
    if (owl)
      for (const side of [-1, 1])
        s.push({ k: "ell", mat: "belly", cx: side * 0.34, cy: hy, rx: 0.3, ry: 0.3, join: true });
    for (const side of [-1, 1])
      s.push({
        k: "eye",
        x: side * (owl ? 0.34 : 0.22),
        y: hy - 0.04,
        size: owl ? 0.22 : 0.15,
        tall: !owl,
      });
    s.push({
      k: "poly",
      mat: "horn",
      pts: [
        { x: -0.13, y: hy + 0.1 },
        { x: 0.13, y: hy + 0.1 },
        { x: 0, y: hy + (owl ? 0.4 : 0.45) },
      ],
    });
    if (kind === "chicken")
      for (const dx of [-0.13, 0.13])
        s.push({ k: "ell", mat: "accent", cx: dx, cy: hy - 0.5, rx: 0.14, ry: 0.16 });
  }
  return { shapes: s, head: { x: 0, y: hy } };
}

function bat(view: View): WingedPlan {
  const s: UShape[] = [];
  const { layers, mark } = layerMarks(s);
  for (const side of [-1, 1] as const) {
    mark(side < 0 ? "wing.left" : "wing.right", "wings", { x: side * 0.3, y: -0.1 }, "body", side);
    const pts: Vec[] = [
      { x: side * 0.3, y: -0.35 },
      { x: side * 1.1, y: -0.85 },
      { x: side * 2.1, y: -0.55 },
    ];
    // Scalloped membrane between the fingers.
    const fingers = [2.1, 1.55, 1.0, 0.45];
    for (let i = 1; i < fingers.length; i++) {
      const a = fingers[i - 1]!;
      const b = fingers[i]!;
      pts.push({ x: side * ((a + b) / 2), y: 0.05 }, { x: side * b, y: 0.45 });
    }
    pts.push({ x: side * 0.3, y: 0.3 });
    s.push({ k: "poly", mat: "wing", pts });
    s.push({
      k: "cap",
      mat: "dark",
      ax: side * 0.35,
      ay: -0.35,
      bx: side * 1.1,
      by: -0.82,
      ra: 0.06,
      rb: 0.05,
      join: true,
    });
  }
  mark("body", "body", { x: 0, y: 0 }, null);
  s.push({ k: "ell", mat: "body", cx: 0, cy: 0, rx: 0.42, ry: 0.55 });
  for (const side of [-1, 1])
    s.push({
      k: "poly",
      mat: "body",
      pts: [
        { x: side * 0.08, y: -0.75 },
        { x: side * 0.42, y: -1.25 },
        { x: side * 0.45, y: -0.6 },
      ],
    });
  s.push({ k: "ell", mat: "body", cx: 0, cy: -0.62, rx: 0.36, ry: 0.3 });
  if (view !== "back") {
    for (const side of [-1, 1])
      s.push({ k: "eye", x: side * 0.15, y: -0.65, size: 0.12, tall: false });
    s.push({
      k: "poly",
      mat: "white",
      pts: [
        { x: -0.12, y: -0.48 },
        { x: -0.04, y: -0.48 },
        { x: -0.08, y: -0.36 },
      ],
      detail: true,
      innerLine: false,
    });
    s.push({
      k: "poly",
      mat: "white",
      pts: [
        { x: 0.04, y: -0.48 },
        { x: 0.12, y: -0.48 },
        { x: 0.08, y: -0.36 },
      ],
      detail: true,
      innerLine: false,
    });
  }
  return { shapes: s, head: { x: 0, y: -0.62 }, layers };
}

export function drawWinged(ctx: DrawContext, kind: Kind): Drawn {
  const look = BIRD_LOOKS[kind];
  const mats = withOwnColors(
    ctx,
    creatureMats(ctx, COLORS[kind], kind === "phoenix" ? { L: 0.88, C: 0.14, h: 95 } : undefined),
    look?.own,
  );
  const fallback: View = kind === "owl" || kind === "bat" ? "front" : "side";
  const view = creatureView(ctx.facing, fallback);
  const plan: WingedPlan =
    kind === "bat"
      ? bat(view)
      : view === "side" && kind !== "owl"
        ? birdSide(kind, look)
        : birdFront(kind, view, look);
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation);
  const fit = fitExtent(box, planExtent(plan.shapes), kind === "bat" ? 0.5 : 1);
  drawPlan(ctx.canvas, plan.shapes, mats, fit, plan.layers);
  return {
    ...(plan.layers ? { rig: "winged" as const } : {}),
    anchors: { head: { x: Math.round(fit.x(plan.head.x)), y: Math.round(fit.y(plan.head.y)) } },
  };
}

export const WINGED_KINDS: Readonly<Record<string, Kind>> = {
  bird: "bird",
  crow: "crow",
  parrot: "parrot",
  eagle: "eagle",
  hawk: "hawk",
  bluebird: "bluebird",
  owl: "owl",
  chicken: "chicken",
  phoenix: "phoenix",
  bat: "bat",
};
