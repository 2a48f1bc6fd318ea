/**
 * A profile's legs, each drawn from its hip or shoulder (high inside the body) down to the
 * ground: a paw leg, a hoofed leg, a griffin's eagle foreleg. The far pair is drawn first and
 * in shadow (`bias` below zero).
 */
import type { UShape } from "./plan";
import type { Vec } from "./shapes";
import type { Beast } from "./creature-quadruped-species";

/** How high a leg bends, as a share of its length below the body (a wrist, a hock). */
export const KNEE_HEIGHT = 0.45;

/** The far legs' shading bias: one shade darker than the near pair. */
export const FAR_LEG_SHADE = -0.5;

/**
 * Where a leg bends, from the ground up: a fore leg's wrist stands straight over its paw; a
 * hind leg's hock sits behind the paw, the shin angling forward and down from it. The rig's
 * shin layer turns about this point.
 */
export function kneeOf(b: Beast, x0: number, ground: number, fore: boolean): Vec {
  const y = ground - b.legLen * KNEE_HEIGHT;
  if (b.legs === "stump" || b.hooves) return { x: x0 + 0.01, y };
  return { x: fore ? x0 + 0.01 : x0 - b.legW * 1.3, y };
}

/**
 * A jointed leg on a paw, as a profile shows it: a fore leg is a broad forearm narrowing to
 * the wrist, a slim straight pastern and a paw that points forward; a hind leg is a thigh as
 * wide as the haunch, swinging forward to the stifle, a gaskin angling back to the hock, then
 * a slim shin forward and down to the paw. A reptile's short leg (`legs: "stump"`) stays a
 * thick splayed stump on a dark foot.
 */
export function pawLeg(
  b: Beast,
  x0: number,
  ry: number,
  ground: number,
  bias: number,
  fore: boolean,
): UShape[] {
  const w = b.legW;
  const mat = b.legMat ?? "body";
  if (b.legs === "stump") return stumpLeg(b, x0, ry, ground, bias);
  const knee = kneeOf(b, x0, ground, fore);
  const paw: UShape = {
    k: "ell",
    mat,
    bias,
    cx: fore ? x0 + w * 0.6 : knee.x + w * 1.6,
    cy: ground - w * 0.5,
    rx: w * 1.15,
    ry: w * 0.55,
    join: true,
  };
  const ankle = { x: paw.cx - w * 0.45, y: ground - w * 0.6 };
  if (fore)
    return [
      {
        k: "cap",
        mat,
        bias,
        ax: x0,
        ay: ry * 0.2,
        bx: knee.x,
        by: knee.y,
        ra: w * 1.45,
        rb: w * 0.85,
      },
      {
        k: "cap",
        mat,
        bias,
        ax: knee.x,
        ay: knee.y,
        bx: ankle.x,
        by: ankle.y,
        ra: w * 0.78,
        rb: w * 0.7,
        join: true,
      },
      paw,
    ];
  const stifle = { x: x0 + w * 0.7, y: ry * 0.2 + (knee.y - ry * 0.2) * 0.35 };
  return [
    {
      k: "cap",
      mat,
      bias,
      // Its top stays low in the body, so the coat's markings (a cow's patches) still show.
      ax: x0 - w * 0.2,
      ay: ry * 0.3,
      bx: stifle.x,
      by: stifle.y,
      ra: w * 1.8,
      rb: w * 1.2,
    },
    {
      k: "cap",
      mat,
      bias,
      ax: stifle.x,
      ay: stifle.y,
      bx: knee.x,
      by: knee.y,
      ra: w * 1.15,
      rb: w * 0.7,
      join: true,
    },
    {
      k: "cap",
      mat,
      bias,
      ax: knee.x,
      ay: knee.y,
      bx: ankle.x,
      by: ankle.y,
      ra: w * 0.7,
      rb: w * 0.65,
      join: true,
    },
    paw,
  ];
}

/** A reptile's leg: a short thick stump splayed a little, on a dark clawed foot. */
function stumpLeg(b: Beast, x0: number, ry: number, ground: number, bias: number): UShape[] {
  const w = b.legW;
  return [
    {
      k: "cap",
      mat: b.legMat ?? "body",
      bias,
      ax: x0,
      ay: ry * 0.2,
      bx: x0 + 0.02,
      by: ground - w * 0.8,
      ra: w * 1.25,
      rb: w,
    },
    {
      k: "ell",
      mat: "dark",
      bias,
      cx: x0 + w * 0.5,
      cy: ground - w * 0.55,
      rx: w * 1.25,
      ry: w * 0.6,
      join: true,
    },
  ];
}

/**
 * A griffin's foreleg is an eagle's: feathered at the top, then a bare yellow shank and toes
 * spread on the ground, each ending in a dark talon.
 */
export function talonLeg(b: Beast, x0: number, ry: number, ground: number, bias: number): UShape[] {
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
export function hoofLeg(b: Beast, x0: number, ry: number, ground: number, bias: number): UShape[] {
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
