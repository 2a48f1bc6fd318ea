/**
 * Four-legged body plans: wolf, dog, fox, cat, lion, bear, panda, raccoon, horse, unicorn, deer,
 * boar, pig, cow, sheep, goat, rat, mouse, squirrel, rabbit, lizard, crocodile, frog, turtle and dragon, from one parametric plan (body, legs, neck, head,
 * snout, ears, tail, plus manes, antlers, horns, wings, spikes, shells). Profile by default;
 * front and back views for south and north (`creature-quadruped-front.ts`).
 */
import type { Oklch } from "../color";
import type { DrawContext, Drawn } from "./context";
import { creatureMats, creatureView, fitExtent } from "./creature-kit";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { drawPlan, type PlanLayer, planExtent, type UShape } from "./plan";
import { frontBackPlan } from "./creature-quadruped-front";
import type { Vec } from "./shapes";
import type { Point } from "./types";

interface Beast {
  readonly color: Oklch;
  readonly belly?: Oklch;
  /** Body half-height; the body's half-length is 1. */
  readonly bodyRy: number;
  readonly legLen: number;
  readonly legW: number;
  readonly headR: number;
  /** 0: head on the shoulders; 1: a long neck raises it (horse, dragon). */
  readonly neck: number;
  readonly snout: number;
  readonly ears: "pointy" | "round" | "long" | "floppy" | "none";
  readonly tail: "bushy" | "thin" | "short" | "long" | "puff" | "hair" | "none";
  readonly tailLen: number;
  readonly extras?: readonly (
    | "mane"
    | "antlers"
    | "horn"
    | "horns"
    | "tusks"
    | "wings"
    | "spikes"
    | "spots"
    | "stripes"
    | "fluffy"
    | "shell"
    | "bigEyes"
  )[];
}

const BEASTS: Readonly<Record<string, Beast>> = {
  wolf: {
    color: { L: 0.62, C: 0.02, h: 250 },
    bodyRy: 0.46,
    legLen: 0.72,
    legW: 0.13,
    headR: 0.36,
    neck: 0.25,
    snout: 0.42,
    ears: "pointy",
    tail: "bushy",
    tailLen: 0.8,
  },
  fox: {
    color: { L: 0.66, C: 0.15, h: 50 },
    belly: { L: 0.92, C: 0.02, h: 80 },
    bodyRy: 0.4,
    legLen: 0.55,
    legW: 0.11,
    headR: 0.34,
    neck: 0.2,
    snout: 0.42,
    ears: "pointy",
    tail: "bushy",
    tailLen: 1,
  },
  cat: {
    color: { L: 0.68, C: 0.11, h: 60 },
    bodyRy: 0.42,
    legLen: 0.6,
    legW: 0.11,
    headR: 0.4,
    neck: 0.15,
    snout: 0.12,
    ears: "pointy",
    tail: "thin",
    tailLen: 1,
    extras: ["stripes", "bigEyes"],
  },
  lion: {
    color: { L: 0.72, C: 0.1, h: 75 },
    bodyRy: 0.5,
    legLen: 0.65,
    legW: 0.16,
    headR: 0.4,
    neck: 0.2,
    snout: 0.28,
    ears: "round",
    tail: "thin",
    tailLen: 0.9,
    extras: ["mane"],
  },
  bear: {
    color: { L: 0.45, C: 0.06, h: 55 },
    bodyRy: 0.62,
    legLen: 0.5,
    legW: 0.2,
    headR: 0.42,
    neck: 0.1,
    snout: 0.26,
    ears: "round",
    tail: "short",
    tailLen: 0.2,
  },
  horse: {
    color: { L: 0.5, C: 0.08, h: 50 },
    bodyRy: 0.5,
    legLen: 1.3,
    legW: 0.11,
    headR: 0.32,
    neck: 1,
    snout: 0.5,
    ears: "pointy",
    tail: "hair",
    tailLen: 0.9,
    extras: ["mane"],
  },
  deer: {
    color: { L: 0.62, C: 0.09, h: 62 },
    belly: { L: 0.88, C: 0.03, h: 80 },
    bodyRy: 0.4,
    legLen: 1.2,
    legW: 0.09,
    headR: 0.28,
    neck: 0.8,
    snout: 0.34,
    ears: "pointy",
    tail: "short",
    tailLen: 0.2,
    extras: ["antlers"],
  },
  boar: {
    color: { L: 0.45, C: 0.05, h: 45 },
    bodyRy: 0.58,
    legLen: 0.42,
    legW: 0.14,
    headR: 0.42,
    neck: 0,
    snout: 0.36,
    ears: "pointy",
    tail: "thin",
    tailLen: 0.35,
    extras: ["tusks"],
  },
  cow: {
    color: { L: 0.92, C: 0.01, h: 80 },
    bodyRy: 0.55,
    legLen: 0.65,
    legW: 0.15,
    headR: 0.36,
    neck: 0.2,
    snout: 0.32,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.75,
    extras: ["spots", "horns"],
  },
  sheep: {
    color: { L: 0.93, C: 0.02, h: 90 },
    bodyRy: 0.62,
    legLen: 0.45,
    legW: 0.09,
    headR: 0.3,
    neck: 0.15,
    snout: 0.22,
    ears: "floppy",
    tail: "puff",
    tailLen: 0.2,
    extras: ["fluffy"],
  },
  rat: {
    color: { L: 0.6, C: 0.02, h: 280 },
    bodyRy: 0.48,
    legLen: 0.28,
    legW: 0.1,
    headR: 0.36,
    neck: 0.05,
    snout: 0.38,
    ears: "round",
    tail: "thin",
    tailLen: 1.3,
  },
  rabbit: {
    color: { L: 0.78, C: 0.04, h: 60 },
    bodyRy: 0.62,
    legLen: 0.25,
    legW: 0.14,
    headR: 0.42,
    neck: 0.25,
    snout: 0.12,
    ears: "long",
    tail: "puff",
    tailLen: 0.25,
  },
  dog: {
    color: { L: 0.62, C: 0.08, h: 60 },
    belly: { L: 0.86, C: 0.03, h: 80 },
    bodyRy: 0.44,
    legLen: 0.62,
    legW: 0.13,
    headR: 0.36,
    neck: 0.25,
    snout: 0.36,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.6,
  },
  pig: {
    color: { L: 0.8, C: 0.08, h: 10 },
    bodyRy: 0.6,
    legLen: 0.34,
    legW: 0.14,
    headR: 0.4,
    neck: 0,
    snout: 0.2,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.25,
  },
  goat: {
    color: { L: 0.86, C: 0.02, h: 80 },
    bodyRy: 0.45,
    legLen: 0.72,
    legW: 0.1,
    headR: 0.3,
    neck: 0.4,
    snout: 0.3,
    ears: "pointy",
    tail: "short",
    tailLen: 0.15,
    extras: ["horns"],
  },
  mouse: {
    color: { L: 0.68, C: 0.02, h: 60 },
    belly: { L: 0.9, C: 0.02, h: 60 },
    bodyRy: 0.5,
    legLen: 0.22,
    legW: 0.09,
    headR: 0.4,
    neck: 0.05,
    snout: 0.32,
    ears: "round",
    tail: "thin",
    tailLen: 1.2,
    extras: ["bigEyes"],
  },
  unicorn: {
    color: { L: 0.94, C: 0.02, h: 300 },
    bodyRy: 0.5,
    legLen: 1.3,
    legW: 0.11,
    headR: 0.32,
    neck: 1,
    snout: 0.5,
    ears: "pointy",
    tail: "hair",
    tailLen: 0.9,
    extras: ["mane", "horn"],
  },
  crocodile: {
    color: { L: 0.46, C: 0.08, h: 140 },
    belly: { L: 0.75, C: 0.06, h: 100 },
    bodyRy: 0.36,
    legLen: 0.28,
    legW: 0.12,
    headR: 0.3,
    neck: 0,
    snout: 0.7,
    ears: "none",
    tail: "long",
    tailLen: 1.3,
    extras: ["spikes"],
  },
  squirrel: {
    color: { L: 0.58, C: 0.12, h: 50 },
    belly: { L: 0.88, C: 0.03, h: 80 },
    bodyRy: 0.5,
    legLen: 0.3,
    legW: 0.11,
    headR: 0.38,
    neck: 0.2,
    snout: 0.2,
    ears: "pointy",
    tail: "bushy",
    tailLen: 1.4,
  },
  raccoon: {
    color: { L: 0.56, C: 0.02, h: 70 },
    belly: { L: 0.82, C: 0.02, h: 70 },
    bodyRy: 0.5,
    legLen: 0.4,
    legW: 0.12,
    headR: 0.38,
    neck: 0.15,
    snout: 0.3,
    ears: "pointy",
    tail: "bushy",
    tailLen: 0.9,
    extras: ["stripes"],
  },
  panda: {
    color: { L: 0.93, C: 0.01, h: 90 },
    bodyRy: 0.62,
    legLen: 0.5,
    legW: 0.2,
    headR: 0.42,
    neck: 0.1,
    snout: 0.24,
    ears: "round",
    tail: "short",
    tailLen: 0.2,
    extras: ["spots"],
  },
  lizard: {
    color: { L: 0.6, C: 0.14, h: 140 },
    bodyRy: 0.32,
    legLen: 0.32,
    legW: 0.12,
    headR: 0.3,
    neck: 0.1,
    snout: 0.36,
    ears: "none",
    tail: "long",
    tailLen: 1.6,
  },
  frog: {
    color: { L: 0.64, C: 0.15, h: 140 },
    belly: { L: 0.85, C: 0.08, h: 110 },
    bodyRy: 0.62,
    legLen: 0.2,
    legW: 0.2,
    headR: 0.45,
    neck: 0,
    snout: 0.1,
    ears: "none",
    tail: "none",
    tailLen: 0,
    extras: ["bigEyes"],
  },
  turtle: {
    color: { L: 0.6, C: 0.1, h: 130 },
    bodyRy: 0.42,
    legLen: 0.3,
    legW: 0.16,
    headR: 0.3,
    neck: 0.3,
    snout: 0.15,
    ears: "none",
    tail: "short",
    tailLen: 0.2,
    extras: ["shell"],
  },
  dragon: {
    color: { L: 0.52, C: 0.17, h: 28 },
    belly: { L: 0.82, C: 0.1, h: 80 },
    bodyRy: 0.5,
    legLen: 0.62,
    legW: 0.17,
    headR: 0.33,
    neck: 0.9,
    snout: 0.45,
    ears: "none",
    tail: "long",
    tailLen: 1.4,
    extras: ["wings", "horns", "spikes"],
  },
};

export const QUADRUPEDS = Object.keys(BEASTS);

/**
 * A beast's build, by the seed, within its species' range: longer legs on a leaner body, or a
 * deeper body on shorter, thicker legs.
 */
export const QUADRUPED_BUILDS = ["standard", "lean", "stocky"] as const;

function built(b: Beast, build: (typeof QUADRUPED_BUILDS)[number]): Beast {
  if (build === "lean") return { ...b, legLen: b.legLen * 1.14, bodyRy: b.bodyRy * 0.88 };
  if (build === "stocky") {
    return { ...b, legLen: b.legLen * 0.86, bodyRy: b.bodyRy * 1.14, legW: b.legW * 1.15 };
  }
  return b;
}

function has(b: Beast, extra: NonNullable<Beast["extras"]>[number]): boolean {
  return b.extras?.includes(extra) ?? false;
}

interface SidePlan {
  shapes: UShape[];
  head: Vec;
  feet: Vec[];
  /** The parts as layers (a profile's rig): body, head on the neck, four legs, tail, wings. */
  layers: PlanLayer[];
}

function sidePlan(b: Beast, wings: boolean): SidePlan {
  const ry = b.bodyRy;
  const ground = ry + b.legLen;
  const shapes: UShape[] = [];
  const layers: PlanLayer[] = [];
  const mark = (
    name: string,
    role: PlanLayer["role"],
    joint: Vec,
    parent: string | null,
    side: -1 | 0 | 1 = 0,
  ) => layers.push({ at: shapes.length, name, role, joint, parent, side });
  const hx = 0.92 + b.neck * 0.3 + b.headR * 0.45;
  const hy = -ry * 0.55 - b.neck * 0.75;
  const wing = (near: boolean): UShape => ({
    k: "poly",
    mat: "wing",
    bias: near ? 0 : -0.2,
    pts: [
      { x: near ? 0.35 : 0.15, y: -ry * 0.7 },
      { x: near ? -0.05 : -0.35, y: -ry - 1.25 },
      { x: near ? 0.6 : 0.45, y: -ry - 0.95 },
      { x: near ? 0.95 : 0.75, y: -ry - 0.55 },
      { x: near ? 0.55 : 0.35, y: -ry - 0.35 },
      { x: near ? 0.5 : 0.3, y: -ry * 0.8 },
      { x: near ? 0.15 : -0.05, y: -ry - 0.2 },
      { x: near ? 0.0 : -0.2, y: -ry * 0.75 },
    ],
  });
  if (wings) {
    mark("wing.far", "wings", { x: 0.2, y: -ry * 0.75 }, "body", -1);
    shapes.push(wing(false));
  }
  // Far legs first, in shadow.
  const legs = [
    { x: 0.62, near: false },
    { x: -0.62, near: false },
    { x: 0.7, near: true },
    { x: -0.54, near: true },
  ];
  const feet: Vec[] = [];
  const legShape = (x: number, near: boolean): UShape[] => {
    const bias = near ? 0 : -0.22;
    const x0 = x + (near ? 0.04 : -0.06);
    // A leg turns about its hip or shoulder, high inside the body.
    mark(
      `leg.${x > 0 ? "fore" : "hind"}.${near ? "near" : "far"}`,
      "leg",
      { x: x0, y: ry * 0.25 },
      "body",
      near ? 1 : -1,
    );
    feet.push({ x: x0, y: ground });
    return [
      {
        k: "cap",
        mat: "body",
        bias,
        ax: x0,
        ay: ry * 0.2,
        bx: x0 + 0.02,
        by: ground - b.legW * 0.8,
        ra: b.legW * 1.25,
        rb: b.legW,
      },
      {
        k: "ell",
        mat: "dark",
        bias,
        cx: x0 + b.legW * 0.5,
        cy: ground - b.legW * 0.55,
        rx: b.legW * 1.25,
        ry: b.legW * 0.6,
        join: true,
      },
    ];
  };
  for (const leg of legs.filter((l) => !l.near)) shapes.push(...legShape(leg.x, false));
  // Tail behind the body.
  const tx = -0.92;
  const ty = -ry * 0.35;
  mark("tail", "tail", { x: tx + 0.04, y: ty }, "body");
  if (b.tail === "bushy") {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx + 0.1,
      ay: ty,
      bx: tx - b.tailLen * 0.8,
      by: ty - b.tailLen * 0.35,
      ra: 0.14,
      rb: 0.2,
    });
    shapes.push({
      k: "ell",
      mat: "belly",
      cx: tx - b.tailLen * 0.85,
      cy: ty - b.tailLen * 0.37,
      rx: 0.17,
      ry: 0.15,
      join: true,
    });
  } else if (b.tail === "thin") {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx + 0.05,
      ay: ty,
      bx: tx - b.tailLen * 0.5,
      by: ty - b.tailLen * 0.2,
      ra: 0.06,
      rb: 0.05,
    });
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx - b.tailLen * 0.5,
      ay: ty - b.tailLen * 0.2,
      bx: tx - b.tailLen * 0.7,
      by: ty - b.tailLen * 0.75,
      ra: 0.05,
      rb: 0.05,
      join: true,
    });
  } else if (b.tail === "long") {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx + 0.2,
      ay: 0,
      bx: tx - b.tailLen * 0.6,
      by: ry * 0.45,
      ra: ry * 0.45,
      rb: ry * 0.22,
    });
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx - b.tailLen * 0.6,
      ay: ry * 0.45,
      bx: tx - b.tailLen,
      by: ry * 0.05,
      ra: ry * 0.22,
      rb: 0.04,
      join: true,
    });
  } else if (b.tail === "hair") {
    // A horse's tail: a hank of hair falling from the rump.
    shapes.push({
      k: "cap",
      mat: "dark",
      ax: tx + 0.08,
      ay: ty - 0.05,
      bx: tx - 0.2,
      by: ty + b.tailLen * 0.55,
      ra: 0.1,
      rb: 0.16,
    });
    shapes.push({
      k: "cap",
      mat: "dark",
      ax: tx - 0.2,
      ay: ty + b.tailLen * 0.55,
      bx: tx - 0.15,
      by: ry + b.legLen * 0.55,
      ra: 0.16,
      rb: 0.08,
      join: true,
    });
  } else if (b.tail === "short") {
    shapes.push({ k: "ell", mat: "body", cx: tx - 0.05, cy: ty, rx: 0.14, ry: 0.1 });
  } else if (b.tail === "puff") {
    shapes.push({ k: "ell", mat: "belly", cx: tx - 0.04, cy: ty, rx: 0.17, ry: 0.16 });
  }
  // Body, belly, markings.
  mark("body", "body", { x: 0, y: 0 }, null);
  const bodyEll = { cx: 0, cy: 0, rx: 1, ry };
  if (has(b, "fluffy")) {
    for (const [x, y] of [
      [-0.6, -0.1],
      [0, -0.2],
      [0.55, -0.1],
      [-0.35, 0.2],
      [0.3, 0.2],
    ] as const) {
      shapes.push({
        k: "ell",
        mat: "body",
        cx: x,
        cy: y * ry,
        rx: 0.5,
        ry: ry * 0.7,
        join: x !== -0.6,
      });
    }
  } else {
    shapes.push({ k: "ell", mat: "body", ...bodyEll });
    shapes.push({
      k: "ell",
      mat: "belly",
      cx: 0.1,
      cy: ry * 0.75,
      rx: 0.8,
      ry: ry * 0.5,
      clip: bodyEll,
      join: true,
    });
  }
  if (has(b, "spots")) {
    for (const [x, y, r] of [
      [-0.45, -0.2, 0.25],
      [0.3, -0.3, 0.2],
      [0.05, 0.25, 0.18],
    ] as const) {
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: x,
        cy: y,
        rx: r,
        ry: r * 0.8,
        clip: bodyEll,
        join: true,
      });
    }
  }
  if (has(b, "stripes")) {
    for (const x of [-0.55, -0.2, 0.15]) {
      shapes.push({
        k: "cap",
        mat: "dark",
        ax: x,
        ay: -ry * 0.9,
        bx: x - 0.08,
        by: -ry * 0.2,
        ra: 0.06,
        rb: 0.03,
        join: true,
      });
    }
  }
  if (has(b, "shell")) {
    shapes.push({
      k: "ell",
      mat: "dark",
      cx: -0.05,
      cy: -ry * 0.3,
      rx: 1.05,
      ry: ry * 1.2,
      clip: { cx: -0.05, cy: -ry * 2.6, rx: 3, ry: ry * 3 },
    });
    shapes.push({
      k: "ell",
      mat: "body",
      cx: -0.05,
      cy: -ry * 0.45,
      rx: 0.55,
      ry: ry * 0.55,
      join: true,
    });
  }
  if (has(b, "spikes")) {
    for (const x of [-0.7, -0.35, 0, 0.35]) {
      const y = -ry * Math.sqrt(Math.max(0, 1 - x * x)) + 0.05;
      shapes.push({
        k: "poly",
        mat: "horn",
        pts: [
          { x: x - 0.12, y },
          { x: x - 0.06, y: y - 0.26 },
          { x: x + 0.1, y },
        ],
      });
    }
  }
  for (const leg of legs.filter((l) => l.near)) shapes.push(...legShape(leg.x, true));
  // Neck and head, turning about the base of the neck.
  mark("head", "head", { x: 0.72, y: -ry * 0.35 }, "body");
  if (has(b, "mane")) {
    const maneHead = b.neck < 0.5;
    if (maneHead)
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: hx - b.headR * 0.25,
        cy: hy + b.headR * 0.05,
        rx: b.headR * 1.45,
        ry: b.headR * 1.5,
      });
  }
  if (b.neck > 0.05) {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: 0.62,
      ay: -ry * 0.2,
      bx: hx - b.headR * 0.35,
      by: hy + b.headR * 0.2,
      ra: Math.min(ry * 0.7, 0.34),
      rb: b.headR * 0.72,
    });
    if (has(b, "mane") && b.neck >= 0.5) {
      shapes.push({
        k: "cap",
        mat: "dark",
        ax: 0.5,
        ay: -ry * 0.75,
        bx: hx - b.headR * 0.6,
        by: hy - b.headR * 0.6,
        ra: 0.1,
        rb: 0.12,
      });
    }
  }
  if (b.ears === "pointy" || b.ears === "round" || b.ears === "long") {
    const ex = hx - b.headR * 0.25;
    const ey = hy - b.headR * 0.55;
    if (b.ears === "pointy")
      shapes.push({
        k: "poly",
        mat: "body",
        pts: [
          { x: ex - b.headR * 0.35, y: ey + b.headR * 0.2 },
          { x: ex - b.headR * 0.2, y: ey - b.headR * 0.95 },
          { x: ex + b.headR * 0.3, y: ey + b.headR * 0.1 },
        ],
      });
    if (b.ears === "round")
      shapes.push({
        k: "ell",
        mat: "body",
        cx: ex - b.headR * 0.1,
        cy: ey - b.headR * 0.2,
        rx: b.headR * 0.32,
        ry: b.headR * 0.3,
      });
    if (b.ears === "long")
      shapes.push({
        k: "cap",
        mat: "body",
        ax: ex,
        ay: ey,
        bx: ex - b.headR * 0.35,
        by: ey - b.headR * 1.7,
        ra: b.headR * 0.22,
        rb: b.headR * 0.18,
      });
  }
  shapes.push({ k: "ell", mat: "body", cx: hx, cy: hy, rx: b.headR * 1.05, ry: b.headR });
  if (b.snout > 0.15) {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: hx + b.headR * 0.3,
      ay: hy + b.headR * 0.2,
      bx: hx + b.headR * 0.25 + b.snout,
      by: hy + b.headR * 0.38,
      ra: b.headR * 0.55,
      rb: b.headR * 0.38,
      join: true,
    });
  }
  const noseX = hx + b.headR * 0.25 + Math.max(b.snout, b.headR * 0.7);
  shapes.push({
    k: "ell",
    mat: "dark",
    cx: noseX,
    cy: hy + b.headR * 0.25,
    rx: b.headR * 0.16,
    ry: b.headR * 0.14,
    detail: true,
    innerLine: false,
  });
  if (has(b, "tusks"))
    shapes.push({
      k: "cap",
      mat: "horn",
      ax: noseX - b.headR * 0.35,
      ay: hy + b.headR * 0.55,
      bx: noseX - b.headR * 0.1,
      by: hy + b.headR * 0.1,
      ra: 0.05,
      rb: 0.03,
    });
  if (b.ears === "floppy")
    shapes.push({
      k: "ell",
      mat: "dark",
      cx: hx - b.headR * 0.55,
      cy: hy - b.headR * 0.1,
      rx: b.headR * 0.3,
      ry: b.headR * 0.45,
    });
  if (has(b, "horns"))
    shapes.push({
      k: "cap",
      mat: "horn",
      ax: hx - b.headR * 0.2,
      ay: hy - b.headR * 0.6,
      bx: hx - b.headR * 1.1,
      by: hy - b.headR * 1.5,
      ra: b.headR * 0.2,
      rb: b.headR * 0.06,
    });
  if (has(b, "antlers")) {
    const ax = hx - b.headR * 0.2;
    const ay = hy - b.headR * 0.7;
    shapes.push({
      k: "cap",
      mat: "horn",
      ax,
      ay,
      bx: ax - b.headR * 0.6,
      by: ay - b.headR * 1.6,
      ra: 0.05,
      rb: 0.04,
    });
    shapes.push({
      k: "cap",
      mat: "horn",
      ax: ax - b.headR * 0.3,
      ay: ay - b.headR * 0.8,
      bx: ax + b.headR * 0.4,
      by: ay - b.headR * 1.5,
      ra: 0.04,
      rb: 0.035,
      join: true,
    });
    shapes.push({
      k: "cap",
      mat: "horn",
      ax: ax - b.headR * 0.5,
      ay: ay - b.headR * 1.3,
      bx: ax - b.headR * 1.2,
      by: ay - b.headR * 1.8,
      ra: 0.04,
      rb: 0.03,
      join: true,
    });
  }
  const eyeSize = b.headR * (has(b, "bigEyes") ? 0.4 : 0.3);
  if (has(b, "bigEyes") && b.tail === "none") {
    shapes.push({
      k: "ell",
      mat: "body",
      cx: hx + b.headR * 0.1,
      cy: hy - b.headR * 0.75,
      rx: b.headR * 0.4,
      ry: b.headR * 0.38,
    });
    shapes.push({
      k: "eye",
      x: hx + b.headR * 0.18,
      y: hy - b.headR * 0.78,
      size: eyeSize,
      tall: false,
    });
  } else {
    shapes.push({
      k: "eye",
      x: hx + b.headR * 0.32,
      y: hy - b.headR * 0.2,
      size: eyeSize,
      tall: true,
    });
  }
  if (wings) {
    mark("wing.near", "wings", { x: 0.4, y: -ry * 0.75 }, "body", 1);
    shapes.push(wing(true));
  }
  return { shapes, head: { x: hx, y: hy }, feet, layers };
}

/**
 * A profile turned a quarter of the way toward the viewer (`toward` 1: the head end comes
 * near) or away (-1: the hindquarters come near). The body's length is foreshortened; the near
 * end is drawn larger and stands lower on the ground, the far end smaller and higher, so the
 * feet still plant on a receding ground line.
 */
function turnedPlan(
  plan: { shapes: UShape[]; head: Vec; feet: Vec[]; layers?: PlanLayer[] },
  toward: 1 | -1,
  ground: number,
): { shapes: UShape[]; head: Vec; feet: Vec[]; layers?: PlanLayer[] } {
  const squeeze = 0.68;
  const k = (x: number) => 1 + 0.2 * toward * Math.max(-1.2, Math.min(1.2, x));
  const px = (x: number) => x * squeeze;
  const py = (x: number, y: number) => ground + (y - ground) * k(x) + 0.14 * toward * x;
  const at = (v: Vec): Vec => ({ x: px(v.x), y: py(v.x, v.y) });
  const shapes = plan.shapes.map((shape): UShape => {
    switch (shape.k) {
      case "ell":
        return {
          ...shape,
          cx: px(shape.cx),
          cy: py(shape.cx, shape.cy),
          rx: shape.rx * k(shape.cx) * (0.75 + 0.25 * squeeze),
          ry: shape.ry * k(shape.cx),
          ...(shape.clip
            ? {
                clip: {
                  cx: px(shape.clip.cx),
                  cy: py(shape.clip.cx, shape.clip.cy),
                  rx: shape.clip.rx * k(shape.clip.cx) * (0.75 + 0.25 * squeeze),
                  ry: shape.clip.ry * k(shape.clip.cx),
                },
              }
            : {}),
        };
      case "cap":
        return {
          ...shape,
          ax: px(shape.ax),
          ay: py(shape.ax, shape.ay),
          bx: px(shape.bx),
          by: py(shape.bx, shape.by),
          ra: shape.ra * k(shape.ax),
          rb: shape.rb * k(shape.bx),
        };
      case "poly":
        return { ...shape, pts: shape.pts.map(at) };
      default:
        return { ...shape, x: px(shape.x), y: py(shape.x, shape.y), size: shape.size * k(shape.x) };
    }
  });
  // The profile's layers carry over (the shapes keep their order), their joints turned with
  // the shapes: the rig poses a three-quarter view as it poses the profile.
  const layers = plan.layers?.map((layer) => ({ ...layer, joint: at(layer.joint) }));
  return { shapes, head: at(plan.head), feet: plan.feet.map(at), ...(layers ? { layers } : {}) };
}

export function drawQuadruped(ctx: DrawContext, species: string): Drawn {
  const beast: Beast = built(
    BEASTS[species] ?? BEASTS.wolf!,
    QUADRUPED_BUILDS[ctx.variation.choose("build", QUADRUPED_BUILDS.length)]!,
  );
  const wings =
    has(beast, "wings") ||
    ctx.reading.details.includes("wings") ||
    ctx.reading.traits.includes("winged");
  const mats = creatureMats(ctx, beast.color, beast.belly);
  const view = creatureView(ctx.facing, "side");
  // The profile is measured in every view: the front and back are drawn at its scale.
  const profile = sidePlan(beast, wings);
  const side = view === "side" ? profile : null;
  // Three-quarter facings turn the profile toward (south-east) or away from (north-east) the
  // viewer, keeping the profile's layers; east and the default stay the plain profile. The
  // front and back views have layers of their own (`creature-quadruped-front.ts`), named by the
  // viewer's side, which the profile's rig does not read: they animate by the cut-out path.
  const turn = ctx.facing === "south-east" ? 1 : ctx.facing === "north-east" ? -1 : 0;
  const plan: { shapes: UShape[]; head: Vec; feet: Vec[]; layers?: PlanLayer[] } = side
    ? turn !== 0
      ? turnedPlan(side, turn, beast.bodyRy + beast.legLen)
      : side
    : frontBackPlan(beast, view === "back", wings);
  if (view === "side" && has(beast, "horn")) {
    const { head } = plan;
    plan.layers?.push({
      at: plan.shapes.length,
      name: "horn",
      role: "head",
      joint: head,
      parent: "head",
      side: 0,
    });
    plan.shapes.push({
      k: "cap",
      mat: "horn",
      ax: head.x + beast.headR * 0.3,
      ay: head.y - beast.headR * 0.6,
      bx: head.x + beast.headR * 1.3,
      by: head.y - beast.headR * 1.9,
      ra: beast.headR * 0.14,
      rb: 0.02,
    });
  }
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation);
  // A turned profile is drawn at most a little larger than the profile (it comes nearer), so
  // the beast keeps about its size as it turns instead of swelling to fill the frame.
  const own = fitExtent(box, planExtent(plan.shapes));
  // Head-on or from behind it stands at the profile's scale (the same beast, only turned), or
  // as tall as 0.72 of the frame when the profile is long and low, so a sprite asked
  // for facing north or south on its own still fills its frame.
  const profileScale = fitExtent(box, planExtent(profile.shapes)).s;
  const ext = planExtent(plan.shapes);
  const tallEnough = (box.h * 0.72) / (ext.maxY - ext.minY);
  const limit = side
    ? plan !== side
      ? profileScale * 1.2
      : own.s
    : Math.max(profileScale, tallEnough);
  const r = Math.min(1, limit / own.s);
  const fit =
    r < 1
      ? fitExtent(
          {
            x: box.x + (box.w * (1 - r)) / 2,
            y: box.y + box.h * (1 - r),
            w: box.w * r,
            h: box.h * r,
          },
          planExtent(plan.shapes),
        )
      : own;
  drawPlan(ctx.canvas, plan.shapes, mats, fit, plan.layers);
  const pt = (v: Vec): Point => ({ x: Math.round(fit.x(v.x)), y: Math.round(fit.y(v.y)) });
  return {
    ...(plan.layers ? { rig: "quadruped" as const } : {}),
    anchors: {
      head: pt(plan.head),
      feet: plan.feet.map((f) => ({ x: Math.round(fit.x(f.x)), y: Math.round(fit.y(f.y)) - 1 })),
    },
  };
}
