/**
 * The flying craft in profile, facing east, as plan shapes: an airship, a spaceship and an
 * airplane (the land vehicles' profiles are in vehicle-profiles.ts).
 */
import type { UShape } from "./plan";

/**
 * An airship in profile, facing east: a long gas envelope with seams, tail fins, rigging lines
 * and a wooden gondola with windows and a propeller at its stern.
 */
export function airship(): UShape[] {
  const s: UShape[] = [];
  s.push({
    k: "poly",
    mat: "wing",
    pts: [
      { x: -0.78, y: -0.5 },
      { x: -0.98, y: -0.74 },
      { x: -0.84, y: -0.5 },
      { x: -0.62, y: -0.42 },
    ],
  });
  s.push({
    k: "poly",
    mat: "wing",
    pts: [
      { x: -0.78, y: -0.06 },
      { x: -0.98, y: 0.16 },
      { x: -0.84, y: -0.06 },
      { x: -0.62, y: -0.14 },
    ],
  });
  s.push({ k: "ell", mat: "body", form: "dome", cx: 0, cy: -0.28, rx: 0.86, ry: 0.3 });
  // Seams: bands of the trim along the envelope.
  for (const y of [-0.4, -0.16]) {
    s.push({
      k: "cap",
      mat: "accent",
      ax: -0.68,
      ay: y,
      bx: 0.7,
      by: y,
      ra: 0.015,
      rb: 0.015,
      join: true,
      clip: { cx: 0, cy: -0.28, rx: 0.8, ry: 0.27 },
    });
  }
  for (const x of [-0.3, 0.3]) {
    s.push({
      k: "cap",
      mat: "dark",
      ax: x,
      ay: -0.02,
      bx: x * 0.7,
      by: 0.16,
      ra: 0.012,
      rb: 0.012,
    });
  }
  s.push({
    k: "poly",
    mat: "wing",
    form: "pillow",
    pts: [
      { x: -0.32, y: 0.14 },
      { x: 0.34, y: 0.14 },
      { x: 0.26, y: 0.3 },
      { x: -0.26, y: 0.3 },
    ],
  });
  for (const x of [-0.16, 0, 0.16]) {
    s.push({ k: "ell", mat: "belly", cx: x, cy: 0.205, rx: 0.035, ry: 0.035, join: true });
  }
  s.push({ k: "cap", mat: "horn", ax: -0.36, ay: 0.22, bx: -0.42, by: 0.22, ra: 0.03, rb: 0.03 });
  s.push({ k: "ell", mat: "horn", cx: -0.45, cy: 0.22, rx: 0.025, ry: 0.1 });
  return s;
}

/** A spaceship in profile, facing east. */
export function spaceshipProfile(): UShape[] {
  const s: UShape[] = [];
  // A spaceship, not a jet: a fat rounded hull with a glass cockpit dome on top, portholes
  // along a trim stripe, a thruster bell at the stern and an engine pod under the hull,
  // each blowing a glowing exhaust flame. Swept wings and a tail fin make it a fighter jet.
  // The main exhaust: three tongues of flame round a white-hot middle.
  s.push({
    k: "poly",
    mat: "accent",
    form: "flat",
    pts: [
      { x: -0.8, y: -0.24 },
      { x: -1.12, y: -0.24 },
      { x: -1.02, y: -0.1 },
      { x: -1.5, y: 0 },
      { x: -1.02, y: 0.1 },
      { x: -1.12, y: 0.24 },
      { x: -0.8, y: 0.24 },
    ],
  });
  s.push({
    k: "poly",
    mat: "white",
    form: "flat",
    innerLine: false,
    pts: [
      { x: -0.8, y: -0.13 },
      { x: -1.24, y: 0 },
      { x: -0.8, y: 0.13 },
    ],
  });
  s.push({ k: "cap", mat: "accent", ax: -0.5, ay: 0.4, bx: -1.0, by: 0.4, ra: 0.12, rb: 0.03 });
  s.push({
    k: "cap",
    mat: "white",
    ax: -0.5,
    ay: 0.4,
    bx: -0.75,
    by: 0.4,
    ra: 0.06,
    rb: 0.02,
    innerLine: false,
  });
  s.push({
    k: "cap",
    mat: "horn",
    form: "tubeH",
    ax: -0.55,
    ay: 0.4,
    bx: 0.3,
    by: 0.4,
    ra: 0.14,
    rb: 0.11,
  });
  s.push({ k: "ell", mat: "belly", form: "dome", cx: 0.3, cy: -0.36, rx: 0.3, ry: 0.27 });
  s.push({
    k: "poly",
    mat: "horn",
    form: "tubeH",
    pts: [
      { x: -0.84, y: -0.3 },
      { x: -0.55, y: -0.24 },
      { x: -0.55, y: 0.24 },
      { x: -0.84, y: 0.3 },
    ],
  });
  s.push({
    k: "cap",
    mat: "body",
    form: "tubeH",
    ax: -0.4,
    ay: 0,
    bx: 0.56,
    by: 0.03,
    ra: 0.36,
    rb: 0.27,
  });
  s.push({
    k: "cap",
    mat: "wing",
    ax: -0.8,
    ay: 0.12,
    bx: 0.9,
    by: 0.12,
    ra: 0.04,
    rb: 0.04,
    join: true,
    clip: { cx: 0.08, cy: 0.01, rx: 0.72, ry: 0.34 },
  });
  for (const x of [-0.36, -0.13, 0.1])
    s.push({ k: "ell", mat: "belly", cx: x, cy: -0.06, rx: 0.06, ry: 0.06, detail: true });
  return s;
}

/** An airplane in profile, facing east. */
export function airplaneProfile(): UShape[] {
  const s: UShape[] = [];
  // Seen from a little above the side: the far wing swept up and back behind the
  // fuselage, the near wing swept down and back in front of it with an engine under it,
  // a tall tail fin and tailplanes, a propeller on the nose. A long body with one stub of
  // a wing reads as a missile.
  s.push({
    k: "poly",
    mat: "wing",
    bias: -0.3,
    pts: [
      { x: 0.28, y: -0.08 },
      { x: 0.02, y: -0.08 },
      { x: -0.36, y: -0.7 },
      { x: -0.2, y: -0.72 },
    ],
  });
  s.push({
    k: "poly",
    mat: "wing",
    bias: -0.3,
    pts: [
      { x: -0.78, y: -0.05 },
      { x: -0.92, y: -0.05 },
      { x: -1.04, y: -0.3 },
      { x: -0.96, y: -0.3 },
    ],
  });
  s.push({
    k: "poly",
    mat: "body",
    pts: [
      { x: -0.62, y: -0.08 },
      { x: -0.95, y: -0.08 },
      { x: -1.12, y: -0.62 },
      { x: -0.96, y: -0.62 },
    ],
  });
  s.push({ k: "cap", mat: "body", ax: -1.0, ay: 0, bx: 0.8, by: 0, ra: 0.1, rb: 0.17 });
  for (const x of [-0.45, -0.25, -0.05, 0.15])
    s.push({
      k: "ell",
      mat: "belly",
      cx: x,
      cy: -0.04,
      rx: 0.05,
      ry: 0.05,
      detail: true,
      join: true,
    });
  s.push({ k: "ell", mat: "belly", cx: 0.62, cy: -0.07, rx: 0.1, ry: 0.06, join: true });
  s.push({
    k: "poly",
    mat: "wing",
    pts: [
      { x: -0.72, y: 0.04 },
      { x: -0.88, y: 0.04 },
      { x: -1.06, y: 0.3 },
      { x: -0.96, y: 0.3 },
    ],
  });
  s.push({
    k: "poly",
    mat: "wing",
    pts: [
      { x: 0.32, y: 0.06 },
      { x: 0.0, y: 0.06 },
      { x: -0.44, y: 0.76 },
      { x: -0.26, y: 0.76 },
    ],
  });
  s.push({
    k: "cap",
    mat: "dark",
    ax: -0.02,
    ay: 0.32,
    bx: 0.22,
    by: 0.32,
    ra: 0.06,
    rb: 0.06,
  });
  s.push({ k: "ell", mat: "horn", cx: 1.0, cy: 0, rx: 0.04, ry: 0.26 });
  return s;
}
