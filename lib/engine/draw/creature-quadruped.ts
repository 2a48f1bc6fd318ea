/**
 * Four-legged body plans: wolf, dog, fox, cat, lion, bear, panda, raccoon, horse, unicorn, deer,
 * boar, pig, cow, sheep, goat, rat, mouse, squirrel, lizard, crocodile, turtle,
 * dragon and griffin, from one parametric plan (body, legs, neck, head, snout, ears, tail, plus
 * manes, antlers, horns, wings, spikes, shells). Profile by default; front and back views for
 * south and north (`creature-quadruped-front.ts`). The profile is composed here from its
 * parts, each drawn in a file of its own: the species' values (`-species`), legs, tails, body
 * and shell, head and wings, and the three-quarter turn (`-turn`).
 */
import type { DrawContext, Drawn } from "./context";
import { creatureMats, creatureView, fitExtent } from "./creature-kit";
import { withMembraneWings } from "./creature-membrane";
import { withOwnColors } from "./creature-marks";
import { sizedBeast, sizedBox } from "./creature-size";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { drawPlan, type PlanLayer, planExtent, type UShape } from "./plan";
import { frontBackPlan } from "./creature-quadruped-front";
import { sideBody, sideShell } from "./creature-quadruped-body";
import { sideHead } from "./creature-quadruped-head";
import { FAR_LEG_SHADE, hoofLeg, kneeOf, pawLeg, talonLeg } from "./creature-quadruped-legs";
import {
  type Beast,
  beastOf,
  built,
  has,
  QUADRUPED_BUILDS,
  QUADRUPEDS,
} from "./creature-quadruped-species";
import { sideTail } from "./creature-quadruped-tails";
import { turnedPlan } from "./creature-quadruped-turn";
import { sideWing } from "./creature-quadruped-wings";
import type { Vec } from "./shapes";
import type { Point } from "./types";

export { QUADRUPED_BUILDS, QUADRUPEDS };

interface SidePlan {
  shapes: UShape[];
  head: Vec;
  feet: Vec[];
  /** The parts as layers (a profile's rig): body, head on the neck, four legs, tail, wings. */
  layers: PlanLayer[];
}

function sidePlan(b: Beast, wings: boolean): SidePlan {
  const ry = b.bodyRy;
  const ground = ry + b.legLen;
  const shapes: UShape[] = [];
  const layers: PlanLayer[] = [];
  const mark = (
    name: string,
    role: PlanLayer["role"],
    joint: Vec,
    parent: string | null,
    side: -1 | 0 | 1 = 0,
    knee?: PlanLayer["knee"],
  ) =>
    layers.push({ at: shapes.length, name, role, joint, parent, side, ...(knee ? { knee } : {}) });
  const hx = 0.92 + b.neck * 0.3 + b.headR * 0.45;
  const hy = -ry * 0.55 - b.neck * 0.75;
  if (wings) {
    mark("wing.far", "wings", { x: 0.1, y: -ry * 0.75 }, "body", -1);
    shapes.push(...sideWing(b, ry, false));
  }
  // Far legs first, in shadow.
  const legs = [
    { x: 0.62, near: false },
    { x: -0.62, near: false },
    { x: 0.7, near: true },
    { x: -0.54, near: true },
  ];
  const feet: Vec[] = [];
  const legShape = (x: number, near: boolean): UShape[] => {
    // The far pair a shade darker than the near, so the four legs read as two pairs.
    const bias = near ? 0 : FAR_LEG_SHADE;
    const x0 = x + (near ? 0.04 : -0.06);
    // A leg turns about its hip or shoulder, high inside the body, and bends at the knee (the
    // wrist of a fore leg, the hock of a hind leg): the part below is a layer of its own.
    const end = `${x > 0 ? "fore" : "hind"}.${near ? "near" : "far"}`;
    mark(`leg.${end}`, "leg", { x: x0, y: ry * 0.25 }, "body", near ? 1 : -1, {
      name: `shin.${end}`,
      joint: kneeOf(b, x0, ground, x > 0),
    });
    feet.push({ x: x0, y: ground });
    if (x > 0 && b.marks?.includes("talons")) return talonLeg(b, x0, ry, ground, bias);
    if (b.hooves) return hoofLeg(b, x0, ry, ground, bias);
    return pawLeg(b, x0, ry, ground, bias, x > 0);
  };
  for (const leg of legs.filter((l) => !l.near)) shapes.push(...legShape(leg.x, false));
  // Tail behind the body.
  const tx = -0.92;
  const ty = -ry * 0.35;
  mark("tail", "tail", { x: tx + 0.04, y: ty }, "body");
  shapes.push(...sideTail(b, tx, ty, ry));
  // Body, belly, markings.
  mark("body", "body", { x: 0, y: 0 }, null);
  shapes.push(...sideBody(b, ry));
  for (const leg of legs.filter((l) => l.near)) shapes.push(...legShape(leg.x, true));
  if (has(b, "shell")) {
    // The shell rides on the body, over the near legs' tops.
    mark("shell", "body", { x: 0, y: 0 }, "body");
    shapes.push(...sideShell(ry));
  }
  // Neck and head, turning about the base of the neck.
  mark("head", "head", { x: 0.72, y: -ry * 0.35 }, "body");
  shapes.push(...sideHead(b, ry, hx, hy));
  if (wings) {
    mark("wing.near", "wings", { x: 0.35, y: -ry * 0.75 }, "body", 1);
    shapes.push(...sideWing(b, ry, true));
  }
  return { shapes, head: { x: hx, y: hy }, feet, layers };
}

export function drawQuadruped(ctx: DrawContext, species: string): Drawn {
  let beast: Beast = sizedBeast(
    built(
      beastOf(species),
      QUADRUPED_BUILDS[ctx.variation.choose("build", QUADRUPED_BUILDS.length)]!,
    ),
    ctx.reading.traits,
  );
  // A coat named by its colour ("a black cat") is that colour: the species' default pattern
  // (a tabby's stripes) would read as grey spikes on black.
  if (ctx.reading.colors.length > 0 && has(beast, "stripes"))
    beast = { ...beast, extras: beast.extras?.filter((e) => e !== "stripes") ?? [] };
  const wings =
    has(beast, "wings") ||
    ctx.reading.details.includes("wings") ||
    ctx.reading.traits.includes("winged");
  const painted = withOwnColors(ctx, creatureMats(ctx, beast.color, beast.belly), beast.own);
  const mats = beast.batWing ? withMembraneWings(ctx, painted) : painted;
  const view = creatureView(ctx.facing, "side");
  // The profile is measured in every view: the front and back are drawn at its scale.
  const profile = sidePlan(beast, wings);
  const side = view === "side" ? profile : null;
  // Three-quarter facings turn the profile toward (south-east) or away from (north-east) the
  // viewer, keeping the profile's layers; east and the default stay the plain profile. The
  // front and back views have layers of their own (`creature-quadruped-front.ts`), named by the
  // viewer's side, which the profile's rig does not read: they animate by the cut-out path.
  const turn = ctx.facing === "south-east" ? 1 : ctx.facing === "north-east" ? -1 : 0;
  const plan: { shapes: UShape[]; head: Vec; feet: Vec[]; layers?: PlanLayer[] } = side
    ? turn !== 0
      ? turnedPlan(side, turn, beast.bodyRy + beast.legLen)
      : side
    : frontBackPlan(beast, view === "back", wings);
  if (view === "side" && has(beast, "horn")) {
    const { head } = plan;
    plan.layers?.push({
      at: plan.shapes.length,
      name: "horn",
      role: "head",
      joint: head,
      parent: "head",
      side: 0,
    });
    // Thick at the root and gold, so it shows at 1x: a thin pale spike drawn inside its own
    // outline was a dark sliver, and the unicorn read as a grey horse.
    plan.shapes.push({
      k: "cap",
      mat: "horn",
      ax: head.x + beast.headR * 0.3,
      ay: head.y - beast.headR * 0.6,
      bx: head.x + beast.headR * 1.35,
      by: head.y - beast.headR * 2.1,
      ra: beast.headR * 0.26,
      rb: 0.025,
    });
  }
  const box = sizedBox(
    variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation),
    ctx.reading.traits,
  );
  // A turned profile is drawn at most a little larger than the profile (it comes nearer), so
  // the beast keeps about its size as it turns instead of swelling to fill the frame.
  const own = fitExtent(box, planExtent(plan.shapes));
  // Head-on or from behind it stands at the profile's scale (the same beast, only turned), or
  // as tall as 0.72 of the frame when the profile is long and low, so a sprite asked
  // for facing north or south on its own still fills its frame.
  const profileScale = fitExtent(box, planExtent(profile.shapes)).s;
  const ext = planExtent(plan.shapes);
  const tallEnough = (box.h * 0.72) / (ext.maxY - ext.minY);
  const limit = side
    ? plan !== side
      ? profileScale * 1.2
      : own.s
    : Math.max(profileScale, tallEnough);
  const r = Math.min(1, limit / own.s);
  const fit =
    r < 1
      ? fitExtent(
          {
            x: box.x + (box.w * (1 - r)) / 2,
            y: box.y + box.h * (1 - r),
            w: box.w * r,
            h: box.h * r,
          },
          planExtent(plan.shapes),
        )
      : own;
  drawPlan(ctx.canvas, plan.shapes, mats, fit, plan.layers);
  const pt = (v: Vec): Point => ({ x: Math.round(fit.x(v.x)), y: Math.round(fit.y(v.y)) });
  return {
    ...(plan.layers ? { rig: "quadruped" as const } : {}),
    anchors: {
      head: pt(plan.head),
      feet: plan.feet.map((f) => ({ x: Math.round(fit.x(f.x)), y: Math.round(fit.y(f.y)) - 1 })),
    },
  };
}
