/**
 * The wooden craft in profile, facing east, with the parts the seed varies: a sailing ship with
 * one or two masts, and a cart that is open or covered with spoked or solid wheels. Shapes are in
 * plan units (see plan.ts): the hull or bed spans about -1..1 across, the waterline or axle near 0.
 */
import type { UShape } from "./plan";
import { flat } from "./shading";

/** The ship's rig, by the seed. */
export const SHIP_RIGS = ["one mast", "two masts"] as const;
/** The cart's top and wheels, by the seed. */
export const CART_COVERS = ["open", "covered"] as const;
export const CART_WHEELS = ["spoked", "solid"] as const;

/** A pirate ship's sail colour, by the seed. */
export const PIRATE_SAILS = ["black", "dark red"] as const;

/** The main mast (the one that flies the pennant or flag) of each rig, in plan units. */
const MAIN_MAST = { "one mast": { x: 0, top: -1.6 }, "two masts": { x: 0.2, top: -1.6 } } as const;

/** The pirate flag flying from the main masthead, above the sails: top-left corner and size. */
export function pirateFlag(rig: (typeof SHIP_RIGS)[number]): {
  x: number;
  y: number;
  w: number;
  h: number;
} {
  const m = MAIN_MAST[rig];
  return { x: m.x + 0.03, y: m.top - 0.5, w: 0.62, h: 0.48 };
}

/**
 * A mast at `x` rising to `top` (and `above` further, for a flag), with a square sail hung from
 * it and a pennant.
 */
function mast(x: number, top: number, sailW: number, pennant: boolean, above = 0): UShape[] {
  const s: UShape[] = [
    { k: "cap", mat: "wing", ax: x, ay: 0, bx: x, by: top - above, ra: 0.05, rb: 0.04 },
    {
      k: "poly",
      mat: "white",
      form: "pillow",
      pts: [
        { x: x - sailW, y: top + 0.2 },
        { x: x + sailW * 0.9, y: top + 0.15 },
        { x: x + sailW, y: -0.3 },
        { x: x - sailW * 1.1, y: -0.28 },
      ],
    },
  ];
  if (pennant) {
    s.push({
      k: "poly",
      mat: "accent",
      pts: [
        { x: x + 0.03, y: top - 0.02 },
        { x: x + 0.4, y: top + 0.08 },
        { x: x + 0.03, y: top + 0.18 },
      ],
    });
  }
  return s;
}

/**
 * A sailing ship: hull with a rail, a jib at the bow, and one or two masts of square sails. A
 * pirate ship's main mast runs on up past the sails to fly a flag (mat `accent`) instead of the
 * pennant; its sails take the `white` mat like any other, so the caller colours them dark.
 */
export function shipProfile(rig: (typeof SHIP_RIGS)[number], pirate = false): UShape[] {
  const main = MAIN_MAST[rig];
  const flagPole = pirate ? main.top - pirateFlag(rig).y + 0.02 : 0;
  const s: UShape[] =
    rig === "two masts"
      ? [...mast(-0.5, -1.25, 0.32, false), ...mast(main.x, main.top, 0.4, !pirate, flagPole)]
      : [...mast(main.x, main.top, 0.55, !pirate, flagPole)];
  if (pirate) {
    const f = pirateFlag(rig);
    s.push({
      k: "poly",
      mat: "accent",
      form: "flat",
      pts: [
        { x: f.x, y: f.y },
        { x: f.x + f.w, y: f.y + 0.02 },
        { x: f.x + f.w, y: f.y + f.h - 0.02 },
        { x: f.x, y: f.y + f.h },
      ],
    });
  }
  const bowMast = rig === "two masts" ? 0.28 : 0.12;
  s.push({
    k: "poly",
    mat: "white",
    form: "pillow",
    pts: [
      { x: bowMast, y: -1.35 },
      { x: 0.95, y: -0.3 },
      { x: bowMast, y: -0.28 },
    ],
  });
  s.push({
    k: "poly",
    mat: "body",
    form: "tubeH",
    pts: [
      { x: -1.15, y: -0.2 },
      { x: 1.2, y: -0.25 },
      { x: 0.85, y: 0.25 },
      { x: -0.8, y: 0.28 },
      { x: -1.05, y: 0.1 },
    ],
  });
  s.push({
    k: "cap",
    mat: "horn",
    ax: -1.1,
    ay: -0.12,
    bx: 1.1,
    by: -0.16,
    ra: 0.025,
    rb: 0.025,
    join: true,
    bias: -0.3,
  });
  return s;
}

/**
 * A square-rigged mast at `x` rising to `top` (and `above` further): a topsail over a course,
 * each hung from a wooden yard wider than itself, its foot bellied down in a curve by the wind
 * and its cloth shaded across (lit on the windward half), with air between the two sails so
 * each reads as a sail rather than the pair as one block.
 */
function squareRig(x: number, top: number, w: number, above = 0): UShape[] {
  const span = -0.68 - (top + 0.1);
  const sail = (y0: number, y1: number, w0: number, w1: number): UShape[] => {
    const belly = (y1 - y0) * 0.22;
    return [
      {
        k: "poly",
        mat: "white",
        form: "tubeV",
        pts: [
          { x: x - w0, y: y0 },
          { x: x + w0, y: y0 },
          { x: x + w1, y: y1 - belly * 0.3 },
          { x: x + w1 * 0.55, y: y1 + belly * 0.55 },
          { x: x, y: y1 + belly * 0.75 },
          { x: x - w1 * 0.55, y: y1 + belly * 0.55 },
          { x: x - w1, y: y1 - belly * 0.3 },
        ],
      },
      {
        k: "cap",
        mat: "wing",
        ax: x - w0 * 1.12,
        ay: y0,
        bx: x + w0 * 1.12,
        by: y0,
        ra: 0.035,
        rb: 0.035,
      },
    ];
  };
  return [
    { k: "cap", mat: "wing", ax: x, ay: -0.3, bx: x, by: top - above, ra: 0.05, rb: 0.04 },
    // The sails share the mast from just under its top down to above the deck (-0.5).
    ...sail(top + 0.1, top + 0.1 + span * 0.36, w * 0.72, w * 0.82),
    ...sail(top + 0.1 + span * 0.6, -0.68, w * 0.95, w * 1.02),
  ];
}

/**
 * A pirate galleon: a deep hull with a raised stern castle, a row of gunports along its side
 * and a bowsprit, two masts of stacked square sails (the main one running on up to fly the
 * flag). A shallow hull under one big sail reads as a dinghy.
 */
export function galleonProfile(rig: (typeof SHIP_RIGS)[number]): UShape[] {
  const main = MAIN_MAST[rig];
  const f = pirateFlag(rig);
  const s: UShape[] = [
    { k: "cap", mat: "wing", ax: 0.95, ay: -0.5, bx: 1.34, by: -0.86, ra: 0.035, rb: 0.025 },
    ...squareRig(main.x, main.top, 0.38, main.top - f.y + 0.02),
    ...squareRig(main.x + 0.78, main.top + 0.3, 0.26),
    {
      k: "poly",
      mat: "accent",
      form: "flat",
      pts: [
        { x: f.x, y: f.y },
        { x: f.x + f.w, y: f.y + 0.02 },
        { x: f.x + f.w, y: f.y + f.h - 0.02 },
        { x: f.x, y: f.y + f.h },
      ],
    },
    {
      k: "poly",
      mat: "body",
      form: "tubeH",
      pts: [
        { x: -1.2, y: -0.8 },
        { x: -0.72, y: -0.8 },
        { x: -0.7, y: -0.5 },
        { x: 0.85, y: -0.5 },
        { x: 1.28, y: -0.66 },
        { x: 0.98, y: 0.28 },
        { x: -0.82, y: 0.32 },
        { x: -1.22, y: -0.05 },
      ],
    },
    {
      k: "cap",
      mat: "horn",
      ax: -1.18,
      ay: -0.34,
      bx: 1.1,
      by: -0.34,
      ra: 0.025,
      rb: 0.025,
      join: true,
      bias: -0.3,
    },
  ];
  const box = (mat: "dark" | "accent", x: number, y: number, w: number, h: number): UShape => ({
    k: "poly",
    mat,
    form: "flat",
    detail: true,
    pts: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ],
  });
  for (const x of [-0.5, -0.15, 0.2, 0.55]) s.push(box("dark", x - 0.07, -0.2, 0.14, 0.12));
  for (const x of [-1.06, -0.86]) s.push(box("accent", x, -0.7, 0.1, 0.1));
  return s;
}

/**
 * A wooden wheel: a rim and a hub, with six spokes over the shadow inside the rim (the spokes
 * only read against something darker), or as one solid disc with a metal hub.
 */
function cartWheel(x: number, y: number, r: number, spoked: boolean): UShape[] {
  const s: UShape[] = [{ k: "ell", mat: "wing", cx: x, cy: y, rx: r, ry: r }];
  if (!spoked) {
    s.push({ k: "ell", mat: "horn", cx: x, cy: y, rx: r * 0.3, ry: r * 0.3 });
    return s;
  }
  s.push({ k: "ell", mat: "dark", cx: x, cy: y, rx: r * 0.78, ry: r * 0.78, shader: flat(0) });
  for (const a of [0, Math.PI / 3, (2 * Math.PI) / 3]) {
    const [dx, dy] = [Math.cos(a) * r * 0.8, Math.sin(a) * r * 0.8];
    s.push({
      k: "cap",
      mat: "wing",
      ax: x - dx,
      ay: y - dy,
      bx: x + dx,
      by: y + dy,
      ra: r * 0.07,
      rb: r * 0.07,
      join: true,
      bias: 0.3,
    });
  }
  s.push({ k: "ell", mat: "wing", cx: x, cy: y, rx: r * 0.22, ry: r * 0.22, join: true });
  return s;
}

/** A hand cart: shafts, a plank bed, and one big wheel; covered, a canvas hood on hoops. */
export function cartProfile(
  cover: (typeof CART_COVERS)[number],
  wheels: (typeof CART_WHEELS)[number],
): UShape[] {
  const s: UShape[] = [
    { k: "cap", mat: "wing", ax: 0.6, ay: 0.0, bx: 1.35, by: 0.2, ra: 0.05, rb: 0.05 },
  ];
  if (cover === "covered") {
    s.push({
      k: "poly",
      mat: "white",
      form: "pillow",
      pts: [
        { x: -0.95, y: -0.45 },
        { x: -0.85, y: -1.05 },
        { x: -0.5, y: -1.25 },
        { x: 0.45, y: -1.25 },
        { x: 0.75, y: -1.05 },
        { x: 0.8, y: -0.45 },
      ],
    });
    for (const x of [-0.45, 0.0, 0.4]) {
      s.push({
        k: "cap",
        mat: "white",
        ax: x,
        ay: -1.2,
        bx: x,
        by: -0.5,
        ra: 0.02,
        rb: 0.02,
        join: true,
        bias: -0.5,
      });
    }
  }
  s.push({
    k: "poly",
    mat: "body",
    form: "pillow",
    pts: [
      { x: -1, y: -0.5 },
      { x: 0.85, y: -0.5 },
      { x: 0.75, y: 0.1 },
      { x: -0.9, y: 0.1 },
    ],
  });
  for (const y of [-0.3, -0.1])
    s.push({
      k: "cap",
      mat: "body",
      ax: -0.95,
      ay: y,
      bx: 0.8,
      by: y,
      ra: 0.015,
      rb: 0.015,
      bias: -0.6,
      join: true,
    });
  s.push(...cartWheel(-0.15, 0.2, 0.42, wheels === "spoked"));
  return s;
}
