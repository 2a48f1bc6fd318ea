/**
 * A profile's neck and head: a lion's mane behind it or a horse's along the neck, the neck,
 * ears (pointy, round, long, floppy; big ones show the far ear too), the skull, the snout and
 * nose, tusks, horns, antlers, the species' face markings and the eye.
 */
import {
  chestMarks,
  faceMarks,
  type HeadGeometry,
  snoutMarks,
  underHeadMarks,
} from "./creature-marks";
import type { UShape } from "./plan";
import { type Beast, has } from "./creature-quadruped-species";

/** The head centred at (hx, hy), on a neck from the withers of a body of half-height `ry`. */
export function sideHead(b: Beast, ry: number, hx: number, hy: number): UShape[] {
  const shapes: UShape[] = [];
  const marks = b.marks ?? [];
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
      rb: b.headR * (b.snoutTip ?? 0.38),
      join: true,
    });
  }
  const noseX = geometry.noseX;
  shapes.push(...snoutMarks(marks, geometry));
  if (!marks.includes("beak") && !marks.includes("snoutDisc"))
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
  return shapes;
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
