/**
 * The vehicles' kinds and their profiles (facing east) as plan shapes: a car, a truck and a tank
 * drawn here, the flying craft from vehicle-flying.ts. Wheels are shared with the other views.
 */
import type { UShape } from "./plan";
import { airplaneProfile, spaceshipProfile } from "./vehicle-flying";

export type Kind =
  | "cart"
  | "car"
  | "truck"
  | "ship"
  | "tank"
  | "spaceship"
  | "airplane"
  | "airship";
export const KINDS: readonly Kind[] = [
  "cart",
  "car",
  "truck",
  "ship",
  "tank",
  "spaceship",
  "airplane",
];

/** Wheel: tire, hub, and a highlight. */
export function wheel(x: number, y: number, r: number, wooden = false): UShape[] {
  const s: UShape[] = [{ k: "ell", mat: wooden ? "wing" : "dark", cx: x, cy: y, rx: r, ry: r }];
  s.push({
    k: "ell",
    mat: wooden ? "wing" : "horn",
    cx: x,
    cy: y,
    rx: r * 0.45,
    ry: r * 0.45,
    join: wooden,
  });
  if (wooden) {
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [0.7, 0.7],
      [0.7, -0.7],
    ] as const) {
      s.push({
        k: "cap",
        mat: "wing",
        ax: x - dx * r * 0.8,
        ay: y - dy * r * 0.8,
        bx: x + dx * r * 0.8,
        by: y + dy * r * 0.8,
        ra: r * 0.1,
        rb: r * 0.1,
        join: true,
        bias: -0.3,
      });
    }
  }
  return s;
}

export function side(kind: Kind): UShape[] {
  const s: UShape[] = [];
  switch (kind) {
    case "car":
      s.push({
        k: "poly",
        mat: "body",
        pts: [
          { x: -0.55, y: -0.12 },
          { x: -0.38, y: -0.52 },
          { x: 0.28, y: -0.52 },
          { x: 0.55, y: -0.12 },
        ],
      });
      s.push({
        k: "poly",
        mat: "belly",
        pts: [
          { x: -0.45, y: -0.15 },
          { x: -0.33, y: -0.44 },
          { x: -0.08, y: -0.44 },
          { x: -0.08, y: -0.15 },
        ],
        join: true,
      });
      s.push({
        k: "poly",
        mat: "belly",
        pts: [
          { x: 0.0, y: -0.15 },
          { x: 0.0, y: -0.44 },
          { x: 0.24, y: -0.44 },
          { x: 0.44, y: -0.15 },
        ],
        join: true,
      });
      s.push({
        k: "poly",
        mat: "body",
        form: "tubeH",
        pts: [
          { x: -1, y: -0.15 },
          { x: 0.95, y: -0.15 },
          { x: 1.02, y: 0.05 },
          { x: 1, y: 0.3 },
          { x: -1, y: 0.3 },
          { x: -1.02, y: 0.05 },
        ],
      });
      s.push({
        k: "ell",
        mat: "accent",
        cx: 0.95,
        cy: -0.02,
        rx: 0.06,
        ry: 0.06,
        detail: true,
        join: true,
      });
      s.push(...wheel(-0.6, 0.3, 0.25), ...wheel(0.6, 0.3, 0.25));
      break;
    case "truck":
      s.push({
        k: "poly",
        mat: "wing",
        form: "pillow",
        pts: [
          { x: -1.1, y: -0.75 },
          { x: 0.25, y: -0.75 },
          { x: 0.25, y: 0.25 },
          { x: -1.1, y: 0.25 },
        ],
      });
      s.push({
        k: "poly",
        mat: "body",
        form: "pillow",
        pts: [
          { x: 0.3, y: -0.6 },
          { x: 0.78, y: -0.6 },
          { x: 1.05, y: -0.15 },
          { x: 1.05, y: 0.25 },
          { x: 0.3, y: 0.25 },
        ],
      });
      s.push({
        k: "poly",
        mat: "belly",
        pts: [
          { x: 0.55, y: -0.5 },
          { x: 0.75, y: -0.5 },
          { x: 0.93, y: -0.18 },
          { x: 0.55, y: -0.18 },
        ],
        join: true,
      });
      s.push({
        k: "ell",
        mat: "accent",
        cx: 1.0,
        cy: 0.08,
        rx: 0.05,
        ry: 0.06,
        detail: true,
        join: true,
      });
      s.push(...wheel(-0.75, 0.28, 0.22), ...wheel(-0.25, 0.28, 0.22), ...wheel(0.7, 0.28, 0.22));
      break;
    case "tank":
      s.push({ k: "cap", mat: "horn", ax: 0.2, ay: -0.55, bx: 1.35, by: -0.6, ra: 0.07, rb: 0.07 });
      s.push({ k: "ell", mat: "body", cx: -0.05, cy: -0.45, rx: 0.5, ry: 0.28 });
      s.push({
        k: "poly",
        mat: "body",
        form: "tubeH",
        pts: [
          { x: -1.05, y: -0.25 },
          { x: 0.9, y: -0.25 },
          { x: 1.05, y: 0.0 },
          { x: -1.1, y: 0.0 },
        ],
      });
      s.push({ k: "cap", mat: "dark", ax: -0.85, ay: 0.2, bx: 0.85, by: 0.2, ra: 0.22, rb: 0.22 });
      for (const x of [-0.75, -0.38, 0, 0.38, 0.75])
        s.push({ k: "ell", mat: "horn", cx: x, cy: 0.2, rx: 0.13, ry: 0.13 });
      break;
    case "spaceship":
      s.push(...spaceshipProfile());
      break;
    case "airplane":
      s.push(...airplaneProfile());
      break;
  }
  return s;
}
