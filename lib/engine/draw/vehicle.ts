/**
 * Vehicles: cart, car, truck, ship, tank, spaceship, airplane and airship (the cart's and ship's
 * varied profiles are in vehicle-craft.ts). Profile (facing east) by
 * default; facing south or north shows the front or back of land vehicles; the top-down camera
 * shows land vehicles from above; the isometric camera builds them from 2:1 boxes.
 */
import type { Oklch } from "../color";
import { newPart } from "./canvas";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { fitExtent } from "./creature-kit";
import { fillIsoBox, isoSize } from "./iso";
import { isoCart } from "./iso-cart";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { HUES } from "./materials";
import { type Paint, partColors } from "../prompt";
import { type Mat, pen } from "./pen";
import { drawPlan, type MatKey, planExtent, type UShape } from "./plan";
import { pick } from "../random";
import { fillEllipse } from "./shapes";
import { stampEmblem } from "./ship-flag";
import {
  CART_COVERS,
  CART_WHEELS,
  cartProfile,
  PIRATE_SAILS,
  galleonProfile,
  pirateFlag,
  SHIP_RIGS,
  shipProfile,
} from "./vehicle-craft";

type Kind = "cart" | "car" | "truck" | "ship" | "tank" | "spaceship" | "airplane" | "airship";
const KINDS: readonly Kind[] = ["cart", "car", "truck", "ship", "tank", "spaceship", "airplane"];

const COLOR: Readonly<Record<Kind, Oklch>> = {
  cart: { L: 0.55, C: 0.075, h: 58 },
  car: HUES.red,
  truck: HUES.blue,
  ship: { L: 0.5, C: 0.075, h: 55 },
  tank: { L: 0.52, C: 0.07, h: 120 },
  spaceship: { L: 0.85, C: 0.015, h: 250 },
  airplane: { L: 0.75, C: 0.12, h: 85 },
  airship: { L: 0.7, C: 0.06, h: 75 },
};

/** Part words a ship's colours can be bound to. */
const SAIL_WORDS: ReadonlyMap<string, "sail"> = new Map([
  ["sail", "sail"],
  ["sails", "sail"],
]);

/**
 * An airship in profile, facing east: a long gas envelope with seams, tail fins, rigging lines
 * and a wooden gondola with windows and a propeller at its stern.
 */
function airship(): UShape[] {
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

/** Wheel: tire, hub, and a highlight. */
function wheel(x: number, y: number, r: number, wooden = false): UShape[] {
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

function side(kind: Kind): UShape[] {
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
      break;
    case "airplane":
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
      break;
  }
  return s;
}

function front(kind: Kind, back: boolean): UShape[] {
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

function top(kind: Kind): UShape[] {
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

function isoVehicle(ctx: DrawContext, mats: Record<MatKey, Mat>, kind: Kind): void {
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

export const drawVehicle: Generator = (ctx: DrawContext): Drawn => {
  const named: Kind =
    KINDS.find((k) => k === ctx.subject) ?? pick(ctx.random, ["car", "cart", "ship"] as const);
  const kind: Kind = named === "airplane" && drawnVariant(ctx) === "airship" ? "airship" : named;
  const { scheme } = ctx;
  // A ship's colours may name its sails ("black sails"); the first colour naming no part is the
  // hull's (or the body's, for every other vehicle).
  const { bound, loose } =
    kind === "ship"
      ? partColors(ctx.reading, SAIL_WORDS, (b) => b.part)
      : { bound: {}, loose: ctx.reading.colors.map((_, i) => i) };
  const sailPaint: Paint | undefined = "sail" in bound ? bound.sail : undefined;
  const bodyColor = loose[0] === undefined ? undefined : scheme.promptColor(loose[0]);
  const namedMaterial = scheme.promptMaterial(["wood", "metal", "gold", "stone", "crystal"]);
  const color = bodyColor ?? COLOR[kind];
  const glossy = { contrast: 1.15, highlight: true };
  const matte = { contrast: 0.9, highlight: false };
  const body: Mat = namedMaterial
    ? scheme.material(namedMaterial, bodyColor)
    : {
        ramp: scheme.ramp(color),
        light: kind === "cart" || kind === "ship" || kind === "airship" ? matte : glossy,
      };
  const mats: Record<MatKey, Mat> = {
    body,
    belly: scheme.material("glass"),
    dark: { ramp: scheme.ramp({ L: 0.3, C: 0.02, h: 270 }), light: matte },
    horn: scheme.material("metal"),
    wing:
      kind === "cart" || kind === "ship" || kind === "airship"
        ? { ramp: scheme.ramp({ L: 0.42, C: 0.07, h: 55 }), light: matte }
        : {
            ramp: scheme.ramp({ L: Math.max(0.3, color.L - 0.15), C: color.C, h: color.h }),
            light: glossy,
          },
    accent: {
      ramp: scheme.ramp(
        kind === "spaceship"
          ? { L: 0.75, C: 0.17, h: 55 }
          : kind === "ship"
            ? HUES.red
            : { L: 0.86, C: 0.15, h: 90 },
      ),
      light: glossy,
    },
    white: { ramp: scheme.ramp(HUES.white), light: matte },
  };
  // A pirate ship: dark sails (black or dark red, by the seed) and a black flag.
  const pirate = kind === "ship" && drawnVariant(ctx) === "pirate";
  if (pirate && !sailPaint) {
    const sail = PIRATE_SAILS[ctx.variation.choose("sails", PIRATE_SAILS.length)];
    mats.white = {
      ramp: scheme.ramp(
        sail === "black" ? { L: 0.25, C: 0.015, h: 280 } : { L: 0.36, C: 0.12, h: 22 },
      ),
      light: matte,
    };
  }
  if (sailPaint) mats.white = { ramp: scheme.ramp(sailPaint.color), light: matte };
  if (pirate) {
    mats.accent = { ramp: scheme.ramp({ L: 0.2, C: 0.01, h: 280 }), light: matte };
  }
  const land = kind === "car" || kind === "truck" || kind === "tank" || kind === "cart";
  if (ctx.camera === "isometric" && land) {
    isoVehicle(ctx, mats, kind);
    return { anchors: {} };
  }
  const facing = ctx.facing;
  const rig = SHIP_RIGS[kind === "ship" ? ctx.variation.choose("rig", SHIP_RIGS.length) : 0]!;
  const shapes =
    land && ctx.camera === "top_down"
      ? top(kind)
      : land && (facing === "south" || facing === "north")
        ? front(kind, facing === "north")
        : kind === "airship"
          ? airship()
          : kind === "ship"
            ? pirate
              ? galleonProfile(rig)
              : shipProfile(rig)
            : kind === "cart"
              ? cartProfile(
                  CART_COVERS[ctx.variation.choose("cover", CART_COVERS.length)]!,
                  CART_WHEELS[ctx.variation.choose("wheels", CART_WHEELS.length)]!,
                )
              : side(kind);
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation);
  const fit = fitExtent(box, planExtent(shapes), 0.5);
  drawPlan(ctx.canvas, shapes, mats, fit);
  if (pirate) {
    const f = pirateFlag(rig);
    stampEmblem(ctx.canvas, scheme.ramp(HUES.white), {
      x: fit.x(f.x),
      y: fit.y(f.y),
      w: f.w * fit.s,
      h: f.h * fit.s,
    });
  }
  return { anchors: {} };
};
