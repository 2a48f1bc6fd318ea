/**
 * A profile's body: the barrel with its belly (or a sheep's fleece of lumps), spots, stripes,
 * the species' body markings, a turtle's shell and a dragon's or crocodile's spikes.
 */
import { bodyMarks } from "./creature-marks";
import type { UShape } from "./plan";
import { type Beast, has } from "./creature-quadruped-species";

export function sideBody(b: Beast, ry: number): UShape[] {
  const shapes: UShape[] = [];
  const marks = b.marks ?? [];
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
        // Inside the coat: stripes that stood past the back's edge read as spikes.
        clip: { cx: 0, cy: 0, rx: 0.97, ry: ry * 0.94 },
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
  return shapes;
}
