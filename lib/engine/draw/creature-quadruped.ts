/**
 * Four-legged body plans: wolf, dog, fox, cat, lion, bear, panda, raccoon, horse, unicorn, deer,
 * boar, pig, cow, sheep, goat, rat, mouse, squirrel, lizard, crocodile, turtle and dragon, from one parametric plan (body, legs, neck, head,
 * snout, ears, tail, plus manes, antlers, horns, wings, spikes, shells). Profile by default;
 * front and back views for south and north (`creature-quadruped-front.ts`).
 */
import type { Oklch } from "../color";
import type { DrawContext, Drawn } from "./context";
import { creatureMats, creatureView, fitExtent } from "./creature-kit";
import { withMembraneWings } from "./creature-membrane";
import {
  bodyMarks,
  chestMarks,
  faceMarks,
  type HeadGeometry,
  type Mark,
  markedTail,
  snoutMarks,
  underHeadMarks,
  withOwnColors,
} from "./creature-marks";
import { sizedBeast, sizedBox } from "./creature-size";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { type MatKey, drawPlan, type PlanLayer, planExtent, type UShape } from "./plan";
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
  readonly tail: "bushy" | "thin" | "short" | "long" | "puff" | "hair" | "curl" | "none";
  readonly tailLen: number;
  /** The species' markings (see creature-marks.ts). */
  readonly marks?: readonly Mark[];
  /** Its own colours for some mats, when the prompt names none (a panda's near-black). */
  readonly own?: Partial<Record<MatKey, Oklch>>;
  /** Ears, legs and a bushy tail's tip in another mat than the body's (a panda's black ears). */
  readonly earMat?: MatKey;
  readonly legMat?: MatKey;
  readonly tipMat?: MatKey;
  /** Ear size against the head (a fox's big ears: 1.4). */
  readonly earScale?: number;
  /** The head's (and neck's) mat, when not the body's (a griffin's white eagle head). */
  readonly headMat?: MatKey;
  /**
   * Hoofed legs (a horse's): a muscled upper leg tapering to a slim cannon and a dark hoof,
   * instead of a straight leg on a paw.
   */
  readonly hooves?: boolean;
  /** How far the muzzle hangs below the line of the head (a horse's long face: about 0.3). */
  readonly snoutDrop?: number;
  /** How horns grow in profile: up and back (default), a goat's sweep back and down. */
  readonly hornStyle?: "back" | "goat" | "cow";
  /** Wings of membrane on finger struts (a dragon's), not a bird's feathered blade. */
  readonly batWing?: boolean;
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
    color: { L: 0.6, C: 0.02, h: 250 },
    belly: { L: 0.86, C: 0.01, h: 250 },
    bodyRy: 0.44,
    legLen: 0.74,
    legW: 0.12,
    headR: 0.34,
    neck: 0.25,
    snout: 0.55,
    ears: "pointy",
    tail: "bushy",
    tailLen: 0.85,
    tipMat: "dark",
    marks: ["ruff", "muzzle"],
  },
  fox: {
    color: { L: 0.66, C: 0.16, h: 48 },
    belly: { L: 0.95, C: 0.01, h: 80 },
    bodyRy: 0.36,
    legLen: 0.55,
    legW: 0.1,
    headR: 0.36,
    neck: 0.2,
    snout: 0.46,
    ears: "pointy",
    earScale: 1.45,
    tail: "bushy",
    tailLen: 1.1,
    legMat: "dark",
    marks: ["muzzle", "chest"],
    own: { dark: { L: 0.3, C: 0.05, h: 40 }, belly: { L: 0.96, C: 0.01, h: 80 } },
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
    marks: ["tuft"],
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
    legLen: 1.1,
    legW: 0.085,
    headR: 0.32,
    neck: 0.9,
    snout: 0.5,
    snoutDrop: 0.3,
    hooves: true,
    ears: "pointy",
    tail: "hair",
    tailLen: 0.9,
    extras: ["mane"],
    // A dark mane, tail and hooves on a bay coat.
    own: { dark: { L: 0.26, C: 0.03, h: 40 } },
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
    hooves: true,
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
    marks: ["bristles"],
    own: { dark: { L: 0.3, C: 0.03, h: 40 } },
  },
  cow: {
    color: { L: 0.95, C: 0.005, h: 90 },
    bodyRy: 0.55,
    legLen: 0.65,
    legW: 0.15,
    headR: 0.36,
    neck: 0.2,
    snout: 0.32,
    ears: "floppy",
    tail: "thin",
    tailLen: 0.75,
    extras: ["horns"],
    hornStyle: "cow",
    marks: ["patches", "udder", "pinkMuzzle"],
    own: {
      body: { L: 0.96, C: 0.005, h: 90 },
      belly: { L: 0.96, C: 0.005, h: 90 },
      dark: { L: 0.3, C: 0.01, h: 270 },
      accent: { L: 0.8, C: 0.08, h: 5 },
    },
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
    // A white fleece with a black face and legs, as farm-game sheep are drawn.
    headMat: "dark",
    legMat: "dark",
    own: { body: { L: 0.95, C: 0.01, h: 90 }, dark: { L: 0.34, C: 0.01, h: 270 } },
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
    color: { L: 0.88, C: 0.015, h: 80 },
    bodyRy: 0.42,
    legLen: 0.72,
    legW: 0.1,
    headR: 0.3,
    neck: 0.45,
    snout: 0.32,
    hooves: true,
    ears: "pointy",
    tail: "short",
    tailLen: 0.15,
    extras: ["horns"],
    hornStyle: "goat",
    marks: ["beard"],
    own: { horn: { L: 0.5, C: 0.03, h: 60 } },
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
    // A mouse is told from a rat by its big round ears.
    ears: "round",
    earScale: 1.9,
    tail: "thin",
    tailLen: 1.2,
    extras: ["bigEyes"],
  },
  unicorn: {
    color: { L: 0.94, C: 0.02, h: 300 },
    bodyRy: 0.5,
    legLen: 1.1,
    legW: 0.085,
    headR: 0.32,
    neck: 0.9,
    snout: 0.5,
    snoutDrop: 0.3,
    hooves: true,
    ears: "pointy",
    tail: "hair",
    tailLen: 0.9,
    extras: ["mane", "horn"],
    own: { horn: { L: 0.82, C: 0.14, h: 85 } },
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
    color: { L: 0.58, C: 0.13, h: 48 },
    belly: { L: 0.9, C: 0.03, h: 80 },
    bodyRy: 0.6,
    legLen: 0.26,
    legW: 0.11,
    headR: 0.4,
    neck: 0.2,
    snout: 0.2,
    ears: "pointy",
    tail: "curl",
    tailLen: 1.6,
    extras: ["bigEyes"],
  },
  raccoon: {
    color: { L: 0.6, C: 0.015, h: 70 },
    belly: { L: 0.84, C: 0.01, h: 70 },
    bodyRy: 0.5,
    legLen: 0.4,
    legW: 0.12,
    headR: 0.38,
    neck: 0.15,
    snout: 0.3,
    ears: "pointy",
    tail: "bushy",
    tailLen: 1,
    legMat: "dark",
    marks: ["mask", "ringTail", "muzzle"],
    own: { dark: { L: 0.3, C: 0.01, h: 270 } },
  },
  panda: {
    color: { L: 0.95, C: 0.005, h: 90 },
    belly: { L: 0.95, C: 0.005, h: 90 },
    bodyRy: 0.6,
    legLen: 0.48,
    legW: 0.2,
    headR: 0.44,
    neck: 0.1,
    snout: 0.2,
    ears: "round",
    tail: "short",
    tailLen: 0.2,
    earMat: "dark",
    earScale: 1.3,
    legMat: "dark",
    marks: ["eyePatches", "shoulderBand"],
    own: {
      body: { L: 0.96, C: 0.005, h: 90 },
      belly: { L: 0.96, C: 0.005, h: 90 },
      dark: { L: 0.3, C: 0.01, h: 270 },
    },
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

  // A turtle's shell sits low on short, thick, splayed legs; long ones make a table of it.
  turtle: {
    color: { L: 0.6, C: 0.1, h: 130 },
    bodyRy: 0.42,
    legLen: 0.14,
    legW: 0.2,
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
    tailLen: 1.1,
    batWing: true,
    extras: ["wings", "horns", "spikes"],
  },
  griffin: {
    color: { L: 0.7, C: 0.1, h: 75 },
    belly: { L: 0.82, C: 0.07, h: 80 },
    bodyRy: 0.46,
    legLen: 0.62,
    legW: 0.15,
    headR: 0.34,
    neck: 0.6,
    snout: 0,
    ears: "none",
    tail: "thin",
    tailLen: 0.9,
    extras: ["wings"],
    marks: ["beak", "talons", "tuft"],
    headMat: "white",
    own: {
      horn: { L: 0.8, C: 0.15, h: 88 },
      wing: { L: 0.45, C: 0.07, h: 55 },
      body: { L: 0.7, C: 0.1, h: 75 },
      white: { L: 0.96, C: 0.005, h: 90 },
    },
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

/** How high a leg bends, as a share of its length below the body (a wrist, a hock). */
const KNEE_HEIGHT = 0.45;

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
    knee?: PlanLayer["knee"],
  ) =>
    layers.push({ at: shapes.length, name, role, joint, parent, side, ...(knee ? { knee } : {}) });
  const hx = 0.92 + b.neck * 0.3 + b.headR * 0.45;
  const hy = -ry * 0.55 - b.neck * 0.75;
  // A bat's wing: the leading edge up to the wrist and out to the tip, the membrane between
  // three finger tips scalloped, the far wing behind and a little back. Its fingers are drawn
  // as struts over it (`wingStruts`).
  const wingAt = (near: boolean) => {
    // The far wing peeks out above and ahead of the near one, a little smaller.
    const k = near ? 1 : 0.85;
    const dx = near ? 0 : 0.2;
    const dy = near ? 0 : -0.12;
    const p = (x: number, y: number): Vec => ({ x: 0.3 + (x - 0.3) * k + dx, y: -ry + y * k + dy });
    return {
      wrist: p(0.2, -1.6),
      tips: [p(-0.85, -1.35), p(-0.7, -0.6), p(-0.2, -0.05)],
      outline: [
        p(0.35, ry * 0.3),
        p(0.45, -0.7),
        p(0.2, -1.6),
        p(-0.85, -1.35),
        p(-0.38, -1.0),
        p(-0.7, -0.6),
        p(-0.25, -0.42),
        p(-0.2, -0.05),
        p(0.1, ry * 0.2),
      ],
      leading: [p(0.35, ry * 0.3), p(0.45, -0.7), p(0.2, -1.6)],
    };
  };
  // A bird's wing (a griffin's): one raised feathered blade.
  const featherWing = (near: boolean): Vec[] => [
    { x: near ? 0.35 : 0.15, y: -ry * 0.7 },
    { x: near ? -0.05 : -0.35, y: -ry - 1.25 },
    { x: near ? 0.6 : 0.45, y: -ry - 0.95 },
    { x: near ? 0.95 : 0.75, y: -ry - 0.55 },
    { x: near ? 0.55 : 0.35, y: -ry - 0.35 },
    { x: near ? 0.5 : 0.3, y: -ry * 0.8 },
    { x: near ? 0.15 : -0.05, y: -ry - 0.2 },
  ];
  const wing = (near: boolean): UShape => ({
    k: "poly",
    mat: "wing",
    bias: near ? 0 : -0.2,
    pts: b.batWing ? wingAt(near).outline : featherWing(near),
  });
  const wingStruts = (near: boolean): UShape[] => {
    if (!b.batWing) return [];
    const w = wingAt(near);
    const bias = near ? 0.1 : -0.1;
    const strut = (a: Vec, e: Vec, ra: number): UShape => ({
      k: "cap",
      mat: "body",
      bias,
      ax: a.x,
      ay: a.y,
      bx: e.x,
      by: e.y,
      ra,
      rb: 0.03,
      join: true,
    });
    const [root, elbow, wrist] = w.leading;
    return [
      strut(root!, elbow!, 0.07),
      strut(elbow!, wrist!, 0.06),
      ...w.tips.map((tip) => strut(w.wrist, tip, 0.04)),
    ];
  };
  if (wings) {
    mark("wing.far", "wings", { x: 0.1, y: -ry * 0.75 }, "body", -1);
    shapes.push(wing(false), ...wingStruts(false));
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
    // A leg turns about its hip or shoulder, high inside the body, and bends at the knee (the
    // wrist of a fore leg, the hock of a hind leg): the part below is a layer of its own.
    const end = `${x > 0 ? "fore" : "hind"}.${near ? "near" : "far"}`;
    mark(`leg.${end}`, "leg", { x: x0, y: ry * 0.25 }, "body", near ? 1 : -1, {
      name: `shin.${end}`,
      joint: { x: x0 + 0.01, y: ground - b.legLen * KNEE_HEIGHT },
    });
    feet.push({ x: x0, y: ground });
    if (x > 0 && b.marks?.includes("talons")) return talonLeg(b, x0, ry, ground, bias);
    if (b.hooves) return hoofLeg(b, x0, ry, ground, bias);
    return [
      {
        k: "cap",
        mat: b.legMat ?? "body",
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
  const marks = b.marks ?? [];
  const ownTail = markedTail(marks, b.tail, { x: tx, y: ty }, b.tailLen);
  if (ownTail) shapes.push(...ownTail);
  else if (b.tail === "bushy") {
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
      mat: b.tipMat ?? "belly",
      cx: tx - b.tailLen * 0.84,
      cy: ty - b.tailLen * 0.36,
      // Wide as the tail's end, so the tip is the tip's colour all round.
      rx: 0.24,
      ry: 0.22,
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
    // A lion's (and a griffin's) tail ends in a dark tuft.
    if (marks.includes("tuft"))
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: tx - b.tailLen * 0.72,
        cy: ty - b.tailLen * 0.8,
        rx: 0.11,
        ry: 0.14,
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
  shapes.push(...bodyMarks(marks, ry));
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
    // The scutes: a row of plates along the top of the shell, each ringed by the shell's dark
    // seams, so it reads as a shell and not a green dome.
    for (const x of [-0.62, -0.05, 0.52]) {
      shapes.push({
        k: "ell",
        mat: "body",
        cx: x,
        cy: -ry * 0.5,
        rx: 0.24,
        ry: ry * 0.42,
      });
    }
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
  const headMat = b.headMat ?? "body";
  if (b.neck > 0.05) {
    shapes.push({
      k: "cap",
      mat: headMat,
      ax: 0.62,
      ay: -ry * 0.2,
      bx: hx - b.headR * 0.35,
      by: hy + b.headR * 0.2,
      ra: Math.min(ry * 0.7, 0.34),
      rb: b.headR * 0.72,
    });
    if (has(b, "mane") && b.neck >= 0.5) {
      // A long neck's mane falls along its crest, from the withers to between the ears.
      shapes.push({
        k: "cap",
        mat: "dark",
        ax: 0.46,
        ay: -ry * 0.8,
        bx: hx - b.headR * 0.55,
        by: hy - b.headR * 0.7,
        ra: b.hooves ? 0.15 : 0.1,
        rb: b.hooves ? 0.13 : 0.12,
      });
    }
  }
  shapes.push(...chestMarks(marks, ry));
  const geometry: HeadGeometry = {
    hx,
    hy,
    r: b.headR,
    snout: b.snout,
    noseX: hx + b.headR * 0.25 + Math.max(b.snout, b.headR * 0.7),
  };
  shapes.push(...underHeadMarks(marks, geometry));
  if (b.ears === "pointy" || b.ears === "round" || b.ears === "long") {
    const ex = hx - b.headR * 0.25;
    const ey = hy - b.headR * 0.55;
    const k = b.earScale ?? 1;
    // Big ears show both: the far one first, a little behind the near one.
    if (b.ears === "pointy" && k > 1.2)
      shapes.push({
        k: "poly",
        mat: b.earMat ?? "body",
        bias: -0.2,
        pts: [
          { x: ex - b.headR * 0.75 * k, y: ey + b.headR * 0.25 },
          { x: ex - b.headR * 0.6 * k, y: ey - b.headR * 0.85 * k },
          { x: ex - b.headR * 0.05 * k, y: ey + b.headR * 0.15 },
        ],
      });
    if (b.ears === "pointy")
      shapes.push({
        k: "poly",
        mat: b.earMat ?? "body",
        pts: [
          { x: ex - b.headR * 0.35 * k, y: ey + b.headR * 0.2 },
          { x: ex - b.headR * 0.1 * k, y: ey - b.headR * 0.95 * k },
          { x: ex + b.headR * 0.3 * k, y: ey + b.headR * 0.1 },
        ],
      });
    // Big round ears (a mouse's) show both, the far one a little ahead and darker, each with
    // its pale inside.
    const bigRound = b.ears === "round" && k > 1.3;
    if (bigRound)
      shapes.push({
        k: "ell",
        mat: b.earMat ?? "body",
        bias: -0.2,
        cx: ex + b.headR * 0.45,
        cy: ey - b.headR * (0.1 + 0.8 * (k - 1)),
        rx: b.headR * 0.28 * k,
        ry: b.headR * 0.27 * k,
      });
    if (b.ears === "round")
      shapes.push({
        k: "ell",
        mat: b.earMat ?? "body",
        cx: ex - b.headR * 0.1,
        cy: ey - b.headR * (0.2 + 0.8 * (k - 1)),
        rx: b.headR * 0.32 * k,
        ry: b.headR * 0.3 * k,
      });
    if (bigRound)
      shapes.push({
        k: "ell",
        mat: "belly",
        cx: ex - b.headR * 0.1,
        cy: ey - b.headR * (0.2 + 0.8 * (k - 1)),
        rx: b.headR * 0.18 * k,
        ry: b.headR * 0.17 * k,
        join: true,
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
  shapes.push({ k: "ell", mat: headMat, cx: hx, cy: hy, rx: b.headR * 1.05, ry: b.headR });
  if (b.snout > 0.15) {
    shapes.push({
      k: "cap",
      mat: headMat,
      ax: hx + b.headR * 0.3,
      ay: hy + b.headR * 0.2,
      bx: hx + b.headR * 0.25 + b.snout,
      by: hy + b.headR * 0.38 + (b.snoutDrop ?? 0),
      ra: b.headR * 0.55,
      rb: b.headR * 0.38,
      join: true,
    });
  }
  const noseX = geometry.noseX;
  shapes.push(...snoutMarks(marks, geometry));
  if (!marks.includes("beak"))
    shapes.push({
      k: "ell",
      mat: "dark",
      cx: noseX,
      cy: hy + b.headR * 0.25 + (b.snoutDrop ?? 0),
      rx: b.headR * 0.16,
      ry: b.headR * 0.14,
      detail: true,
      innerLine: false,
    });
  if (has(b, "tusks"))
    // A tusk curves up from the lower jaw past the snout's top.
    shapes.push(
      {
        k: "cap",
        mat: "horn",
        ax: noseX - b.headR * 0.45,
        ay: hy + b.headR * 0.6,
        bx: noseX - b.headR * 0.05,
        by: hy + b.headR * 0.35,
        ra: 0.07,
        rb: 0.055,
      },
      {
        k: "cap",
        mat: "horn",
        ax: noseX - b.headR * 0.05,
        ay: hy + b.headR * 0.35,
        bx: noseX - b.headR * 0.1,
        by: hy - b.headR * 0.15,
        ra: 0.055,
        rb: 0.025,
        join: true,
      },
    );
  if (b.ears === "floppy")
    shapes.push({
      k: "ell",
      mat: "dark",
      cx: hx - b.headR * 0.55,
      cy: hy - b.headR * 0.1,
      rx: b.headR * 0.3,
      ry: b.headR * 0.45,
    });
  if (has(b, "horns")) shapes.push(...sideHorns(b, hx, hy));
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
  shapes.push(...faceMarks(marks, geometry));
  const eyeSize = b.headR * (has(b, "bigEyes") ? 0.4 : 0.3);
  shapes.push({
    k: "eye",
    x: hx + b.headR * 0.32,
    y: hy - b.headR * 0.2,
    size: eyeSize,
    tall: true,
  });
  if (wings) {
    mark("wing.near", "wings", { x: 0.35, y: -ry * 0.75 }, "body", 1);
    shapes.push(wing(true), ...wingStruts(true));
  }
  return { shapes, head: { x: hx, y: hy }, feet, layers };
}

/**
 * A griffin's foreleg is an eagle's: feathered at the top, then a bare yellow shank and toes
 * spread on the ground, each ending in a dark talon.
 */
function talonLeg(b: Beast, x0: number, ry: number, ground: number, bias: number): UShape[] {
  const w = b.legW;
  const knee = ry * 0.2 + (ground - ry * 0.2) * 0.45;
  return [
    {
      k: "cap",
      mat: "white",
      bias,
      ax: x0,
      ay: ry * 0.2,
      bx: x0,
      by: knee,
      ra: w * 1.3,
      rb: w * 1.1,
    },
    {
      k: "cap",
      mat: "horn",
      bias,
      ax: x0,
      ay: knee,
      bx: x0 + 0.02,
      by: ground - w * 0.4,
      ra: w * 0.7,
      rb: w * 0.6,
    },
    {
      k: "cap",
      mat: "horn",
      bias,
      ax: x0 - w * 0.6,
      ay: ground - w * 0.35,
      bx: x0 + w * 2,
      by: ground - w * 0.35,
      ra: w * 0.45,
      rb: w * 0.4,
      join: true,
    },
    {
      k: "cap",
      mat: "dark",
      bias,
      ax: x0 + w * 2,
      ay: ground - w * 0.4,
      bx: x0 + w * 2.5,
      by: ground - w * 0.05,
      ra: w * 0.3,
      rb: w * 0.2,
      join: true,
    },
  ];
}

/** A hoofed leg: a muscled forearm or thigh, a slim cannon below the knee, a dark hoof. */
function hoofLeg(b: Beast, x0: number, ry: number, ground: number, bias: number): UShape[] {
  const w = b.legW;
  const knee = ry * 0.2 + (ground - ry * 0.2) * 0.5;
  return [
    {
      k: "cap",
      mat: b.legMat ?? "body",
      bias,
      ax: x0,
      ay: ry * 0.1,
      bx: x0 + 0.01,
      by: knee,
      ra: w * 1.9,
      rb: w * 0.95,
    },
    {
      k: "cap",
      mat: b.legMat ?? "body",
      bias,
      ax: x0 + 0.01,
      ay: knee,
      bx: x0 + 0.02,
      by: ground - w * 1.1,
      ra: w * 0.85,
      rb: w * 0.75,
      join: true,
    },
    {
      k: "poly",
      mat: "dark",
      bias,
      pts: [
        { x: x0 - w * 0.8, y: ground - w * 1.3 },
        { x: x0 + w * 0.9, y: ground - w * 1.3 },
        { x: x0 + w * 1.3, y: ground },
        { x: x0 - w * 0.9, y: ground },
      ],
    },
  ];
}

/** Horns in profile: up and back, a goat's sweep back and down, a cow's short upturned pair. */
function sideHorns(b: Beast, hx: number, hy: number): UShape[] {
  const r = b.headR;
  if (b.hornStyle === "goat")
    return [
      {
        k: "cap",
        mat: "horn",
        ax: hx - r * 0.1,
        ay: hy - r * 0.6,
        bx: hx - r * 0.8,
        by: hy - r * 1.55,
        ra: r * 0.2,
        rb: r * 0.13,
      },
      {
        k: "cap",
        mat: "horn",
        ax: hx - r * 0.8,
        ay: hy - r * 1.55,
        bx: hx - r * 1.45,
        by: hy - r * 1.05,
        ra: r * 0.13,
        rb: r * 0.05,
        join: true,
      },
    ];
  if (b.hornStyle === "cow")
    return [
      {
        k: "cap",
        mat: "horn",
        ax: hx - r * 0.35,
        ay: hy - r * 0.65,
        bx: hx - r * 0.75,
        by: hy - r * 1.05,
        ra: r * 0.16,
        rb: r * 0.12,
      },
      {
        k: "cap",
        mat: "horn",
        ax: hx - r * 0.75,
        ay: hy - r * 1.05,
        bx: hx - r * 0.55,
        by: hy - r * 1.45,
        ra: r * 0.12,
        rb: r * 0.05,
        join: true,
      },
    ];
  return [
    {
      k: "cap",
      mat: "horn",
      ax: hx - r * 0.2,
      ay: hy - r * 0.6,
      bx: hx - r * 1.1,
      by: hy - r * 1.5,
      ra: r * 0.2,
      rb: r * 0.06,
    },
  ];
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
  const layers = plan.layers?.map((layer) => ({
    ...layer,
    joint: at(layer.joint),
    ...(layer.knee ? { knee: { ...layer.knee, joint: at(layer.knee.joint) } } : {}),
  }));
  return { shapes, head: at(plan.head), feet: plan.feet.map(at), ...(layers ? { layers } : {}) };
}

export function drawQuadruped(ctx: DrawContext, species: string): Drawn {
  const beast: Beast = sizedBeast(
    built(
      BEASTS[species] ?? BEASTS.wolf!,
      QUADRUPED_BUILDS[ctx.variation.choose("build", QUADRUPED_BUILDS.length)]!,
    ),
    ctx.reading.traits,
  );
  const wings =
    has(beast, "wings") ||
    ctx.reading.details.includes("wings") ||
    ctx.reading.traits.includes("winged");
  const painted = withOwnColors(ctx, creatureMats(ctx, beast.color, beast.belly), beast.own);
  const mats = beast.batWing ? withMembraneWings(ctx, painted) : painted;
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
    // Thick at the root and gold, so it shows at 1x: a thin pale spike drawn inside its own
    // outline was a dark sliver, and the unicorn read as a grey horse.
    plan.shapes.push({
      k: "cap",
      mat: "horn",
      ax: head.x + beast.headR * 0.3,
      ay: head.y - beast.headR * 0.6,
      bx: head.x + beast.headR * 1.35,
      by: head.y - beast.headR * 2.1,
      ra: beast.headR * 0.26,
      rb: 0.025,
    });
  }
  const box = sizedBox(
    variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation),
    ctx.reading.traits,
  );
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
