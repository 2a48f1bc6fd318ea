/**
 * A profile's legs, each drawn from its hip or shoulder (high inside the body) down to the
 * ground: a paw leg, a hoofed leg, a griffin's eagle foreleg. The far pair is drawn first and
 * in shadow (`bias` below zero).
 */
import type { UShape } from "./plan";
import type { Beast } from "./creature-quadruped-species";

/** How high a leg bends, as a share of its length below the body (a wrist, a hock). */
export const KNEE_HEIGHT = 0.45;

/** A leg on a paw: a straight limb tapering a little to a dark paw. */
export function pawLeg(b: Beast, x0: number, ry: number, ground: number, bias: number): UShape[] {
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
