/**
 * Vehicles: cart, car, truck, ship, tank, spaceship, airplane and airship (the cart's and ship's
 * varied profiles are in vehicle-craft.ts, the others in vehicle-profiles.ts and
 * vehicle-flying.ts, the other views in vehicle-views.ts). Profile (facing east) by
 * default; facing south or north shows the front or back of land vehicles; the top-down camera
 * shows land vehicles from above; the isometric camera builds them from 2:1 boxes.
 */
import type { Oklch } from "../color";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { fitExtent } from "./creature-kit";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { HUES } from "./materials";
import { type Paint, partColors } from "../prompt";
import type { Mat } from "./pen";
import { drawPlan, type MatKey, planExtent } from "./plan";
import { pick } from "../random";
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
import { airship } from "./vehicle-flying";
import { KINDS, type Kind, side } from "./vehicle-profiles";
import { front, isoVehicle, top } from "./vehicle-views";

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
