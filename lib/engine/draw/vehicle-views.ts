/**
 * A land vehicle seen from the front or back, from above, and built from isometric boxes.
 */
import { newPart } from "./canvas";
import type { DrawContext } from "./context";
import { fillIsoBox, isoSize } from "./iso";
import { isoCart } from "./iso-cart";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { type Mat, pen } from "./pen";
import type { MatKey, UShape } from "./plan";
import { fillEllipse } from "./shapes";
import { CART_WHEELS } from "./vehicle-craft";
import type { Kind } from "./vehicle-profiles";

export function front(kind: Kind, back: boolean): UShape[] {
  const s: UShape[] = [];
  const tall = kind === "truck" ? 1.3 : 1;
  if (kind === "tank") {
    s.push(
      { k: "ell", mat: "dark", cx: -0.78, cy: 0.15, rx: 0.22, ry: 0.32 },
      { k: "ell", mat: "dark", cx: 0.78, cy: 0.15, rx: 0.22, ry: 0.32 },
    );
    s.push({
      k: "poly",
      mat: "body",
      form: "tubeH",
      pts: [
        { x: -0.85, y: -0.3 },
        { x: 0.85, y: -0.3 },
        { x: 0.95, y: 0.2 },
        { x: -0.95, y: 0.2 },
      ],
    });
    s.push({ k: "ell", mat: "body", cx: 0, cy: -0.5, rx: 0.5, ry: 0.3 });
    if (!back)
      s.push({ k: "ell", mat: "dark", cx: 0.05, cy: -0.5, rx: 0.1, ry: 0.1, detail: true });
    return s;
  }
  for (const x of [-0.72, 0.72])
    s.push({
      k: "cap",
      mat: kind === "cart" ? "wing" : "dark",
      ax: x,
      ay: 0.15,
      bx: x,
      by: 0.42,
      ra: 0.16,
      rb: 0.16,
    });
  if (kind !== "cart") {
    s.push({
      k: "poly",
      mat: "body",
      form: "pillow",
      pts: [
        { x: -0.6, y: -0.25 * tall },
        { x: -0.45, y: -0.75 * tall },
        { x: 0.45, y: -0.75 * tall },
        { x: 0.6, y: -0.25 * tall },
      ],
    });
    s.push({
      k: "poly",
      mat: "belly",
      pts: [
        { x: -0.5, y: -0.28 * tall },
        { x: -0.38, y: -0.68 * tall },
        { x: 0.38, y: -0.68 * tall },
        { x: 0.5, y: -0.28 * tall },
      ],
      join: true,
    });
  }
  s.push({
    k: "poly",
    mat: "body",
    form: "tubeH",
    pts: [
      { x: -0.95, y: -0.25 },
      { x: 0.95, y: -0.25 },
      { x: 0.98, y: 0.3 },
      { x: -0.98, y: 0.3 },
    ],
  });
  for (const x of [-0.68, 0.68])
    s.push({
      k: "ell",
      mat: back ? "accent" : "white",
      cx: x,
      cy: 0.0,
      rx: 0.14,
      ry: 0.09,
      detail: true,
    });
  if (!back && kind !== "cart")
    s.push({ k: "cap", mat: "horn", ax: -0.35, ay: 0.08, bx: 0.35, by: 0.08, ra: 0.05, rb: 0.05 });
  return s;
}

export function top(kind: Kind): UShape[] {
  const s: UShape[] = [];
  for (const [x, y] of [
    [-0.6, -0.5],
    [0.6, -0.5],
    [-0.6, 0.5],
    [0.6, 0.5],
  ] as const) {
    s.push({ k: "cap", mat: "dark", ax: x - 0.15, ay: y, bx: x + 0.15, by: y, ra: 0.1, rb: 0.1 });
  }
  s.push({
    k: "poly",
    mat: "body",
    form: "pillow",
    pts: [
      { x: -1, y: -0.45 },
      { x: 0.9, y: -0.45 },
      { x: 1.0, y: -0.3 },
      { x: 1.0, y: 0.3 },
      { x: 0.9, y: 0.45 },
      { x: -1, y: 0.45 },
    ],
  });
  if (kind === "tank") {
    s.push({ k: "cap", mat: "horn", ax: 0, ay: 0, bx: 1.3, by: 0, ra: 0.07, rb: 0.07 });
    s.push({ k: "ell", mat: "body", cx: -0.1, cy: 0, rx: 0.38, ry: 0.32 });
  } else {
    s.push({
      k: "poly",
      mat: "belly",
      pts: [
        { x: 0.2, y: -0.35 },
        { x: 0.45, y: -0.3 },
        { x: 0.45, y: 0.3 },
        { x: 0.2, y: 0.35 },
      ],
    });
    s.push({
      k: "poly",
      mat: "body",
      form: "pillow",
      pts: [
        { x: -0.45, y: -0.35 },
        { x: 0.2, y: -0.35 },
        { x: 0.2, y: 0.35 },
        { x: -0.45, y: 0.35 },
      ],
    });
  }
  return s;
}

export function isoVehicle(ctx: DrawContext, mats: Record<MatKey, Mat>, kind: Kind): void {
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.06, 2), ctx.variation);
  if (kind === "cart") {
    const wheels = CART_WHEELS[ctx.variation.choose("wheels", CART_WHEELS.length)];
    isoCart(
      ctx.canvas,
      { bed: mats.body, wood: mats.wing, dark: mats.dark },
      box,
      wheels === "spoked",
    );
    return;
  }
  const unit = Math.min(box.w / (2 * 3.2), box.h / 3.1);
  const a = unit * 2.1;
  const b = unit * 1.1;
  const h = unit * 0.6;
  const size = isoSize(a, b, h + unit * 0.8);
  const ox = box.x + box.w / 2 - (a - b);
  const oy = box.y + (box.h - size.h) / 2 + unit * 0.8;
  const tire = pen(ctx.canvas, mats.dark);
  // Wheels on the visible left face, as 2:1-tilted ellipses.
  for (const t of [0.22, 0.78]) {
    fillEllipse(
      ctx.canvas,
      tire,
      ox - 2 * b + 2 * a * t,
      oy + b + a * t + h,
      unit * 0.45,
      unit * 0.55,
      "dome",
    );
  }
  fillIsoBox(ctx.canvas, mats.body.ramp, newPart(ctx.canvas), { ox, oy, a, b, h });
  {
    const ca = a * 0.5;
    const cb = b * 0.9;
    fillIsoBox(
      ctx.canvas,
      kind === "tank" ? mats.body.ramp : mats.belly.ramp,
      newPart(ctx.canvas),
      {
        ox: ox + (a - ca) * 0.8 - (b - cb),
        oy: oy - unit * 0.7 + (a - ca) * 0.4,
        a: ca,
        b: cb,
        h: unit * 0.7,
      },
    );
  }
  for (const t of [0.22, 0.78]) {
    fillEllipse(
      ctx.canvas,
      pen(ctx.canvas, mats.dark),
      ox - 2 * b + 2 * a * t + unit * 0.2,
      oy + b + a * t + h + unit * 0.1,
      unit * 0.42,
      unit * 0.52,
      "dome",
    );
  }
}
