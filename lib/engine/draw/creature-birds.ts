/**
 * What tells one perching bird from another on the winged drawer's shared body: its colours
 * (a crow black, a parrot red with blue wings, an eagle brown with a white head and tail, a
 * bluebird blue with an orange breast), its beak (short, straight, hooked), its tail (short,
 * long, a fan) and its wing (folded, or a raptor's broad wing raised). Colours apply when the
 * prompt names none; the shapes always do.
 */
import type { Oklch } from "../color";
import type { MatKey, UShape } from "./plan";
import type { Vec } from "./shapes";

export interface BirdLook {
  /** Mats coloured for this bird (body, belly, wing, tail as `dark`, beak and feet as `horn`). */
  readonly own: Partial<Record<MatKey, Oklch>>;
  readonly beak: "short" | "straight" | "hooked";
  readonly tail: "short" | "long" | "fan";
  readonly wing: "folded" | "broad";
  /** The head's mat, when not the body's (an eagle's white head). */
  readonly head?: MatKey;
  /** A pale patch around the eye (a parrot's bare face). */
  readonly face?: boolean;
  /** A band of the accent colour across the folded wing (a macaw's yellow). */
  readonly wingBand?: boolean;
  /** Feathers of the accent colour sweeping up and back from the crown (a phoenix's flame). */
  readonly crest?: boolean;
  /**
   * Wing feathers that end in flame tongues of the gold shade, licking past the wing's edge (a
   * phoenix's): a plain broad wing in its orange read as a flat slab.
   */
  readonly flameWing?: boolean;
}

export const BIRD_LOOKS: Readonly<Record<string, BirdLook>> = {
  // A small brown songbird (a sparrow): the bird any other bird word names.
  bird: {
    own: {
      body: { L: 0.55, C: 0.07, h: 60 },
      belly: { L: 0.86, C: 0.03, h: 80 },
      wing: { L: 0.45, C: 0.07, h: 55 },
      dark: { L: 0.38, C: 0.05, h: 50 },
      horn: { L: 0.4, C: 0.03, h: 60 },
    },
    beak: "short",
    tail: "short",
    wing: "folded",
  },
  crow: {
    own: {
      body: { L: 0.34, C: 0.035, h: 275 },
      belly: { L: 0.36, C: 0.035, h: 275 },
      wing: { L: 0.34, C: 0.04, h: 275 },
      dark: { L: 0.3, C: 0.035, h: 275 },
      horn: { L: 0.58, C: 0.015, h: 270 },
    },
    beak: "straight",
    tail: "short",
    wing: "folded",
  },
  parrot: {
    own: {
      body: { L: 0.56, C: 0.2, h: 28 },
      belly: { L: 0.6, C: 0.2, h: 30 },
      wing: { L: 0.5, C: 0.16, h: 255 },
      dark: { L: 0.5, C: 0.16, h: 255 },
      horn: { L: 0.88, C: 0.02, h: 90 },
      accent: { L: 0.84, C: 0.16, h: 95 },
    },
    beak: "hooked",
    tail: "long",
    wing: "folded",
    face: true,
    wingBand: true,
  },
  eagle: {
    own: {
      body: { L: 0.42, C: 0.07, h: 55 },
      belly: { L: 0.45, C: 0.07, h: 55 },
      wing: { L: 0.36, C: 0.06, h: 50 },
      dark: { L: 0.95, C: 0.01, h: 90 },
      white: { L: 0.96, C: 0.005, h: 90 },
      horn: { L: 0.82, C: 0.16, h: 92 },
    },
    beak: "hooked",
    tail: "fan",
    wing: "broad",
    head: "white",
  },
  // A hawk or falcon: the eagle's build and hooked beak, brown all over with a barred pale breast.
  hawk: {
    own: {
      body: { L: 0.5, C: 0.07, h: 55 },
      belly: { L: 0.82, C: 0.04, h: 75 },
      wing: { L: 0.4, C: 0.06, h: 50 },
      dark: { L: 0.42, C: 0.06, h: 50 },
      horn: { L: 0.82, C: 0.16, h: 92 },
    },
    beak: "hooked",
    tail: "fan",
    wing: "broad",
  },
  // A firebird: a raptor's raised wings and hooked beak, burning red and gold, a crest of flame.
  phoenix: {
    own: {
      wing: { L: 0.6, C: 0.2, h: 40 },
      dark: { L: 0.78, C: 0.17, h: 75 },
      horn: { L: 0.84, C: 0.16, h: 92 },
    },
    beak: "hooked",
    tail: "long",
    wing: "broad",
    crest: true,
    flameWing: true,
  },
  bluebird: {
    own: {
      body: { L: 0.56, C: 0.15, h: 255 },
      belly: { L: 0.72, C: 0.15, h: 55 },
      wing: { L: 0.48, C: 0.15, h: 258 },
      dark: { L: 0.42, C: 0.13, h: 260 },
      horn: { L: 0.32, C: 0.01, h: 280 },
    },
    beak: "short",
    tail: "short",
    wing: "folded",
  },
};

/** The beak in profile, from the head at (hx, hy). */
export function sideBeak(look: BirdLook | undefined, hx: number, hy: number): UShape {
  const beak = look?.beak;
  if (beak === "hooked")
    return {
      k: "poly",
      mat: "horn",
      pts: [
        { x: hx + 0.28, y: hy - 0.24 },
        { x: hx + 0.72, y: hy - 0.2 },
        { x: hx + 0.92, y: hy + 0.04 },
        { x: hx + 0.84, y: hy + 0.4 },
        { x: hx + 0.7, y: hy + 0.14 },
        { x: hx + 0.3, y: hy + 0.24 },
      ],
    };
  const tip = beak === "straight" ? 1.02 : beak === "short" ? 0.72 : 0.85;
  const half = beak === "straight" ? 0.2 : 0.16;
  return {
    k: "poly",
    mat: "horn",
    pts: [
      { x: hx + 0.3, y: hy - half + 0.04 },
      { x: hx + tip, y: hy + 0.06 },
      { x: hx + 0.3, y: hy + half + 0.04 },
    ],
  };
}

/** The tail in profile, behind the body. */
export function sideTail(look: BirdLook | undefined): UShape[] {
  if (look?.tail === "long")
    // A macaw's tail: long narrow feathers trailing down behind, blue over red.
    return [
      { k: "cap", mat: "body", ax: -0.6, ay: 0.15, bx: -2.3, by: 1.25, ra: 0.2, rb: 0.07 },
      { k: "cap", mat: "dark", ax: -0.6, ay: 0.05, bx: -2.5, by: 0.95, ra: 0.22, rb: 0.08 },
    ];
  if (look?.tail === "fan")
    return [
      {
        k: "poly",
        mat: "dark",
        pts: [
          { x: -0.7, y: -0.1 },
          { x: -1.65, y: 0.15 },
          { x: -1.75, y: 0.55 },
          { x: -1.6, y: 0.8 },
          { x: -0.6, y: 0.45 },
        ],
      },
    ];
  const tail: Vec[] = [
    { x: -0.7, y: -0.05 },
    { x: -1.7, y: 0.4 },
    { x: -1.55, y: 0.7 },
    { x: -0.6, y: 0.4 },
  ];
  return [{ k: "poly", mat: "dark", pts: tail }];
}

/**
 * The near wing in profile, turning about its shoulder: folded along the body, or a raptor's
 * broad wing raised above its back with its flight feathers fingered at the tip.
 */
/**
 * Flame tongues over a raised broad wing: one per feather tip, from inside the wing out past
 * its edge, tapering to a point and curling a little back, in the gold shade.
 */
function flameFeathers(): UShape[] {
  const tips: Vec[] = [
    { x: -0.5, y: -2.25 },
    { x: -0.85, y: -2.05 },
    { x: -1.15, y: -1.8 },
    { x: -1.4, y: -1.45 },
  ];
  return tips.map(
    (t): UShape => ({
      k: "cap",
      mat: "dark",
      ax: t.x + 0.45,
      ay: t.y + 0.6,
      bx: t.x - 0.12,
      by: t.y - 0.28,
      ra: 0.13,
      rb: 0.03,
    }),
  );
}

export function sideWing(look: BirdLook | undefined, far = false): UShape[] {
  if (look?.wing === "broad") {
    const dx = far ? 0.35 : 0;
    const dy = far ? -0.1 : 0;
    const wing: Vec[] = [
      { x: 0.6, y: -0.35 },
      { x: 0.35, y: -1.2 },
      { x: -0.15, y: -1.95 },
      { x: -0.5, y: -2.25 },
      { x: -0.6, y: -1.95 },
      { x: -0.85, y: -2.05 },
      { x: -0.9, y: -1.75 },
      { x: -1.15, y: -1.8 },
      { x: -1.15, y: -1.5 },
      { x: -1.4, y: -1.45 },
      { x: -1.25, y: -1.15 },
      { x: -0.7, y: -0.7 },
      { x: -0.15, y: -0.25 },
    ].map((p) => ({ x: p.x + dx, y: p.y + dy }));
    const shapes: UShape[] = [
      { k: "poly", mat: "wing", ...(far ? { bias: -0.25 } : {}), pts: wing },
    ];
    if (look.flameWing && !far) shapes.push(...flameFeathers());
    // The coverts: a lighter row where the wing meets the body.
    if (!far)
      shapes.push({
        k: "poly",
        mat: "body",
        join: true,
        pts: [
          { x: 0.6, y: -0.35 },
          { x: 0.3, y: -1.15 },
          { x: -0.2, y: -0.85 },
          { x: -0.1, y: -0.25 },
        ],
      });
    return shapes;
  }
  if (far) return [];
  const shapes: UShape[] = [
    {
      k: "poly",
      mat: "wing",
      pts: [
        { x: 0.55, y: -0.35 },
        { x: -0.3, y: -0.45 },
        { x: -1.05, y: 0.15 },
        { x: -0.55, y: 0.4 },
        { x: 0.2, y: 0.35 },
      ],
    },
  ];
  if (look?.wingBand)
    shapes.push({
      k: "poly",
      mat: "accent",
      join: true,
      pts: [
        { x: 0.5, y: -0.33 },
        { x: -0.1, y: -0.42 },
        { x: -0.05, y: -0.12 },
        { x: 0.45, y: -0.08 },
      ],
    });
  return shapes;
}
