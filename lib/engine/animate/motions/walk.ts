/**
 * Walk and run in place. Seen from the front, legs take turns lifting (a lifted leg slides up
 * under the torso, so it reads shorter) with a small outward turn while the other stays planted,
 * and the body dips when both feet are down. Seen from the side, the legs scissor about the hips
 * through two contact poses (legs widest, both feet on the ground, the body at its lowest) and two
 * passing poses (legs together under one hip, the swinging foot lifted, the body at its highest); each turned
 * leg is raised by what its turn pushed below the ground, so the feet, not the toe corners, touch
 * it. Arms swing against the legs, and the lowest row stays on the ground line: the sprite never
 * slides.
 */
import type { PartMove, Pose } from "../pose";
import type { Part } from "../../figure";
import { boundsOf, createPixels, drawTurned } from "../../raster";
import { blobSide } from "./blob";
import { robed } from "../robe-hem";
import { deg, fewPixels, legLength, type MotionContext, stemTop } from "./shared";

interface Gait {
  readonly lift: number;
  readonly legTurn: number;
  readonly stride: number;
  readonly armTurn: number;
  readonly bob: number;
}

const WALK: Gait = { lift: 0.12, legTurn: 6, stride: 26, armTurn: 10, bob: 1 };
const RUN: Gait = { lift: 0.24, legTurn: 10, stride: 38, armTurn: 20, bob: 2 };
/** Share of the bob an arm of a figure of few pixels rises and falls seen from the front. */
const SMALL_ARM_SWING = 0.6;

function gaitPose(ctx: MotionContext, t: number, gait: Gait): Pose {
  const { figure, unit, intensity } = ctx;
  const phase = (2 * Math.PI * t) / ctx.frameCount;
  const s = Math.sin(phase) * ctx.variant;
  if (figure.kind === "blob") return gait === RUN ? blobHop(ctx, t) : blobWaddle(ctx, s);
  if (figure.side) return profileGait(ctx, phase, gait);
  const bodyDy = Math.round((1 - Math.abs(s)) * unit * gait.bob * intensity);
  const few = fewPixels(figure);
  const lift = few
    ? smallLift(figure, intensity)
    : Math.max(1, Math.round(legLength(figure) * gait.lift * intensity));
  const left = Math.max(0, s);
  const right = Math.max(0, -s);
  // A figure of few pixels lifts its foot straight: the small outward turn, moved whole at that
  // size, slid the lifted foot out sideways, a kick rather than a step.
  const turn = few ? 0 : deg(gait.legTurn * intensity);
  // Seen from the front an arm swinging toward or away from the viewer mostly rises and falls:
  // the arm on the lifted leg's side goes back (up), the other forward (down). Shifting, not
  // turning, keeps shields and emblems crisp.
  // On a figure of few pixels a held blade is most of the arm: walking, a rise of a block held
  // for three frames reads as the sword hopping, so the arm rises a block only at the top of each
  // step, passing through rest between. Running, the arms pump their whole bob each way, up to
  // the face, or the run loses the arm swing that tells it from the walk.
  const armLift =
    fewPixels(figure) && gait === WALK
      ? Math.sign(s) * Math.round(Math.abs(s) * unit * gait.bob * SMALL_ARM_SWING)
      : Math.round(s * unit * gait.bob);
  // An empty hand of few pixels (a sleeve and a hand) pumped its whole bob lands beside the
  // face, a blob of cloth there: it pumps a block; an arm holding something long pumps it all.
  const pump = (arm: "armLeft" | "armRight") =>
    few && gait === RUN && !holdsLong(figure, arm)
      ? Math.max(-unit, Math.min(unit, armLift))
      : armLift;
  // A run of few pixels has a flight phase: at each passing pose the whole figure leaves the
  // ground a pixel, the planted foot too. With both feet always down it read as the walk, only
  // with higher knees.
  const flight = few && gait === RUN && Math.abs(s) > 0.9 ? unit : 0;
  if (few && gait === RUN) return smallFrontRun(ctx, s, flight, (arm) => pump(arm));
  if (few && !robed(figure)) return smallFrontWalk(ctx, s, bodyDy, (arm) => pump(arm));
  return {
    parts: {
      legLeft: { dy: -Math.round(lift * left), angle: turn * left },
      legRight: { dy: -Math.round(lift * right), angle: -turn * right },
      armLeft: { dy: bodyDy - pump("armLeft") },
      armRight: { dy: bodyDy + pump("armRight") },
      torso: { dy: bodyDy },
      head: { dy: bodyDy },
    },
  };
}

/**
 * The run of a figure of few pixels seen from the front. Landing (both feet down) the body dips;
 * pushing off it rises a unit over the planted leg (drawn a row longer, so no gap opens at the
 * hips) while the other foot comes up two units off the ground, and at the passing pose the
 * whole figure is in the air a unit more. The lifted leg is drawn behind the body: drawn over it,
 * its trouser and boot pixels landed on the belt and the lower torso, a blob pasted into the body
 * that hid the buckle; behind, its boot shows under the raised body, a unit higher than it
 * stood. Under a robe (robe-hem.ts) the hem rides with the body and only the foot comes out
 * from under it, and the hands, which hang at the robe's sides, rise with the swing but never
 * sink below the torso: dropped, they rode down with the stepping leg to its knee.
 */
function smallFrontRun(
  ctx: MotionContext,
  s: number,
  flight: number,
  pump: (arm: "armLeft" | "armRight") => number,
): Pose {
  const { figure, unit } = ctx;
  const pushing = Math.abs(s) > PUSH_OFF;
  const bodyDy = pushing ? -unit : Math.round((1 - Math.abs(s)) * unit * RUN.bob * ctx.intensity);
  const hem = robed(figure);
  const leg = (lifted: boolean): PartMove => {
    if (!pushing) return {};
    if (!lifted) return { grow: unit };
    return hem ? { dy: bodyDy - unit, hem: bodyDy } : { dy: bodyDy - unit, behind: true };
  };
  const swing = (up: number) => bodyDy - (hem ? Math.max(0, up) : up);
  return {
    ...(flight > 0 ? { plant: false, body: { dy: -flight } } : {}),
    parts: {
      legLeft: leg(s > 0),
      legRight: leg(s < 0),
      armLeft: { dy: swing(pump("armLeft")) },
      armRight: { dy: swing(-pump("armRight")) },
      torso: { dy: bodyDy },
      head: { dy: bodyDy },
    },
  };
}

/**
 * The walk of a figure of few pixels seen from the front, in trousers: the stepping leg is drawn
 * behind the body (drawn over it, its boot landed on the lower torso), a unit up as the step
 * starts, and at the passing pose two, the body rising a unit over the planted leg (drawn a row
 * longer) so the boot still shows under it. A robed figure walks as before.
 */
function smallFrontWalk(
  ctx: MotionContext,
  s: number,
  bodyDy: number,
  pump: (arm: "armLeft" | "armRight") => number,
): Pose {
  const { unit } = ctx;
  const passing = Math.abs(s) > PASSING;
  const stepping = Math.abs(s) > PUSH_OFF;
  const body = passing ? -unit : bodyDy;
  const leg = (lifted: boolean): PartMove => {
    if (!stepping) return {};
    if (!lifted) return passing ? { grow: unit } : {};
    return { dy: body - unit, behind: true };
  };
  return {
    parts: {
      legLeft: leg(s > 0),
      legRight: leg(s < 0),
      armLeft: { dy: body - pump("armLeft") },
      armRight: { dy: body + pump("armRight") },
      torso: { dy: body },
      head: { dy: body },
    },
  };
}

/** Share of the stride's swing from which a walking body of few pixels is at its passing pose. */
const PASSING = 0.9;

/** Share of the stride's swing from which a running foot of few pixels is off the ground. */
const PUSH_OFF = 0.5;

/** Rows from which an arm part holds something long (a blade, a staff) beside the body. */
const LONG_ARM_ROWS = 5;

function holdsLong(figure: MotionContext["figure"], arm: "armLeft" | "armRight"): boolean {
  return (figure.parts.get(arm)?.pixels.height ?? 0) >= LONG_ARM_ROWS;
}

/**
 * How far a figure of few pixels lifts a stepping foot seen from the front: a pixel was a
 * shuffle at 1x; two raise the foot in front of the hem, clear of the ground, never more rows
 * than the leg has. Running lifts it as far, held longer, and the flight adds a unit: three
 * lifted the leg's top over the belt (a smear of trousers) or a robe's hem to the waist (the
 * robe read sheared in two).
 */
function smallLift(figure: MotionContext["figure"], intensity: number): number {
  const wanted = Math.round(2 * Math.min(1.2, intensity));
  return Math.max(1, Math.min(wanted, legLength(figure)));
}

/**
 * Rows a leg turned by `angle` (clockwise on screen, about its hip) lifts its lowest pixel from
 * where it stood: a swung leg rises (its foot follows an arc), though the corner of a foot can
 * dip (negative). The leg is turned exactly as a frame turns it, so the answer matches the drawn
 * pixels.
 */
function turnRise(part: Part, angle: number): number {
  const { width, height } = part.pixels;
  const standing = boundsOf(part.pixels);
  if (!standing || Math.abs(angle) < 1e-6) return 0;
  const pad = Math.ceil(Math.hypot(width, height)) + 2;
  const scratch = createPixels(width + 2 * pad, height + 2 * pad);
  drawTurned(scratch, part.pixels, {
    x0: pad,
    y0: pad,
    pivot: { x: part.pivot.x - part.x0 + pad, y: part.pivot.y - part.y0 + pad },
    angle,
    dx: 0,
    dy: 0,
  });
  const turned = boundsOf(scratch);
  return turned ? standing.bottom + pad - turned.bottom : 0;
}

function profileGait(ctx: MotionContext, phase: number, gait: Gait): Pose {
  const { figure, unit, intensity } = ctx;
  const s = Math.sin(phase) * ctx.variant;
  // Positive while the left leg's angle grows, i.e. its foot moves screen-left.
  const c = Math.cos(phase) * ctx.variant;
  const arm = deg(gait.armTurn * intensity) * s;
  const stride = deg(gait.stride * intensity) * s;
  const lift = Math.max(1, Math.round(legLength(figure) * gait.lift * intensity));
  // The swinging leg is the one whose foot moves toward the facing (the planted foot moves back
  // under the body); it lifts most as it passes the other.
  const swingLeft = Math.max(0, -c * figure.facing);
  const swingRight = Math.max(0, c * figure.facing);
  // A profile drawn standing keeps its legs side by side; walking, they swing under one hip, or
  // else the feet would meet in the middle (an X) on every other step instead of passing.
  const left = figure.parts.get("legLeft");
  const right = figure.parts.get("legRight");
  const hip = left && right ? (left.pivot.x + right.pivot.x) / 2 : 0;
  // Both feet reach the ground at contact: each turned leg comes down by what its turn lifted it,
  // and the hips come down with them (the dip of a stride) so no leg hangs below its hip.
  const riseLeft = left ? turnRise(left, stride) : 0;
  const riseRight = right ? turnRise(right, -stride) : 0;
  const leg = (part: Part | undefined, angle: number, rise: number, swing: number) => ({
    angle,
    dx: part && left && right ? Math.round((hip - part.pivot.x) * 0.75) : 0,
    dy: rise - Math.round(lift * swing * swing),
  });
  const bodyDy = Math.max(
    Math.round(Math.abs(s) * unit * gait.bob * intensity),
    Math.min(riseLeft, riseRight),
  );
  return {
    parts: {
      legLeft: leg(left, stride, riseLeft, swingLeft),
      legRight: leg(right, -stride, riseRight, swingRight),
      armLeft: { angle: -arm, dy: bodyDy },
      armRight: { angle: arm, dy: bodyDy },
      torso: { dy: bodyDy },
      head: { dy: bodyDy },
    },
  };
}

/**
 * A limbless body walks by waddling: its weight rocks onto one side and the other, the body
 * swaying a unit that way and leaning two, and settling a row between steps (a cap on a stem
 * only leans and dips, see below). Its base never leaves the ground. It is not stretched as it leans: a dome of few pixels stretched and leant
 * comes out a block with a square corner.
 */
function blobWaddle(ctx: MotionContext, s: number): Pose {
  const { figure, unit, intensity } = ctx;
  const u = unit * intensity;
  // A cap on a stem sways over its planted foot, leaning two units into each step and dipping
  // a row between them, in a smooth sine. Shoved a unit sideways with its tip, it jumped a
  // whole step in one frame and back: it slid rather than walked.
  if (stemTop(figure) !== null)
    return {
      body: {
        lean: Math.round(s * unit * 2 * intensity),
        squash: Math.round((1 - Math.abs(s)) * unit),
      },
    };
  // Settling between steps it flattens a row.
  return {
    body: {
      dx: Math.round(s * u),
      lean: Math.round(s * 2 * u),
      squash: Math.abs(s) < 0.1 ? Math.round(unit) : 0,
    },
  };
}

/**
 * Hops of a limbless body running, two to a cycle, each toward the side it runs to: landing it
 * flattens a row, springs off leaning in, is in the air two to three units up at the top of the
 * hop, and comes down. Unlike the walk it leaves the ground; unlike the jump there is no
 * gathering crouch and the hops are low and quick.
 */
const HOP: readonly { readonly lift: number; readonly lean: number; readonly squash: number }[] = [
  { lift: 0, lean: 1, squash: 1 },
  { lift: 2, lean: 2, squash: -1 },
  { lift: 3, lean: 2, squash: 0 },
  { lift: 1, lean: 1, squash: 0 },
];

function blobHop(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity, frameCount: n } = ctx;
  const u = unit * intensity;
  const hops = n >= 2 * HOP.length ? 2 : 1;
  const phase = ((t * hops) / n) % 1;
  const key = HOP[Math.min(HOP.length - 1, Math.floor(phase * HOP.length))]!;
  const dir = blobSide(ctx);
  const stem = stemTop(figure);
  const lift = Math.round(key.lift * u);
  if (stem !== null) {
    // A cap tips a unit over its straight stem; the whole body leans into the hop by a unit
    // more while it is off the ground.
    return {
      plant: lift === 0,
      body: { dy: -lift, dx: lift > 0 ? Math.round(dir * u) : 0, lean: Math.round(dir * u) },
    };
  }
  return {
    plant: lift === 0,
    body: {
      dy: -lift,
      lean: Math.round(dir * key.lean * u),
      // Stretched only where it has pixels to spare: a dome of few pixels stretched and leant
      // comes out a block with a square corner.
      squash: key.squash < 0 && fewPixels(figure) ? 0 : Math.round(key.squash * unit),
    },
  };
}

export const walk = (ctx: MotionContext, t: number) => gaitPose(ctx, t, WALK);
export const run = (ctx: MotionContext, t: number) => gaitPose(ctx, t, RUN);
