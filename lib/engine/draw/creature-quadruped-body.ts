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
    // A bison's hump: the shoulders stand high over the forelegs in a shaggy, darker coat that
    // runs down the front half of the body.
    if (has(b, "hump")) {
      shapes.push(
        { k: "ell", mat: "body", cx: 0.4, cy: -ry * 0.85, rx: 0.5, ry: ry * 0.6, join: true },
        {
          k: "ell",
          mat: "dark",
          cx: 0.55,
          cy: -ry * 0.5,
          rx: 0.5,
          ry: ry * 1.1,
          clip: { cx: 0.4, cy: -ry * 0.4, rx: 0.62, ry: ry * 1.1 },
          join: true,
        },
      );
    }
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
  if (has(b, "bands")) {
    for (const x of [-0.72, -0.44, -0.16, 0.12, 0.4]) {
      shapes.push({
        k: "cap",
        mat: "dark",
        ax: x,
        ay: -ry * 0.95,
        bx: x - 0.1,
        by: ry * 0.2,
        ra: 0.08,
        rb: 0.03,
        clip: { cx: 0, cy: 0, rx: 0.97, ry: ry * 0.94 },
        join: true,
      });
    }
  }
  shapes.push(...bodyMarks(marks, ry));
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

/**
 * A turtle's shell in profile, over the near legs' tops (they come out from under its rim): a
 * high dome flat along the bottom, tiled with plates (a row of three along the crest, four
 * below them) whose outlines are the seams, over a dark rim of edge plates.
 */
export function sideShell(ry: number): UShape[] {
  const dome = { cx: -0.05, cy: ry * 0.35, rx: 1.12, ry: ry * 1.9 };
  const rim = ry * 0.42;
  const flatBottom = { cx: -0.05, cy: rim - 30, rx: 30, ry: 30 };
  const shapes: UShape[] = [{ k: "ell", mat: "dark", ...dome, clip: flatBottom }];
  const plate = (cx: number, top: number, bottom: number, half: number): UShape => ({
    k: "poly",
    mat: "body",
    clip: { ...dome, rx: dome.rx - 0.1, ry: dome.ry - 0.1 },
    pts: [
      { x: cx - half, y: (top + bottom) / 2 },
      { x: cx - half * 0.6, y: top },
      { x: cx + half * 0.6, y: top },
      { x: cx + half, y: (top + bottom) / 2 },
      { x: cx + half * 0.6, y: bottom },
      { x: cx - half * 0.6, y: bottom },
    ],
  });
  for (const cx of [-0.45, 0, 0.45]) shapes.push(plate(cx, -ry * 1.55, -ry * 0.7, 0.26));
  for (const cx of [-0.82, -0.28, 0.22, 0.7])
    shapes.push(plate(cx, -ry * 0.62, rim - ry * 0.12, 0.27));
  return shapes;
}
