/**
 * Walk and run in place. Seen from the front, legs take turns lifting (a lifted leg slides up
 * under the torso, so it reads shorter) with a small outward turn while the other stays planted;
 * seen from the side, the legs scissor about the hips. Arms swing against the legs, the body dips
 * when both feet are down, and the lowest row stays on the ground line: the sprite never slides.
 */
import type { Pose } from "../pose";
import { deg, legLength, type MotionContext } from "./shared";

interface Gait {
  readonly lift: number;
  readonly legTurn: number;
  readonly stride: number;
  readonly armTurn: number;
  readonly bob: number;
}

const WALK: Gait = { lift: 0.12, legTurn: 6, stride: 18, armTurn: 8, bob: 1 };
const RUN: Gait = { lift: 0.24, legTurn: 10, stride: 30, armTurn: 18, bob: 2 };

function gaitPose(ctx: MotionContext, t: number, gait: Gait): Pose {
  const { figure, unit, intensity } = ctx;
  const phase = (2 * Math.PI * t) / ctx.frameCount;
  const s = Math.sin(phase) * ctx.variant;
  if (figure.kind === "blob") {
    // A waddle: lean into each step, dip between them.
    return {
      body: {
        lean: Math.round(s * unit * (gait === RUN ? 3 : 2) * intensity),
        squash: Math.round((1 - Math.abs(s)) * unit * gait.bob),
      },
    };
  }
  const bodyDy = Math.round((1 - Math.abs(s)) * unit * gait.bob * intensity);
  if (figure.side) {
    const arm = deg(gait.armTurn * intensity) * s;
    const stride = deg(gait.stride * intensity) * s;
    return {
      parts: {
        legLeft: { angle: stride },
        legRight: { angle: -stride },
        armLeft: { angle: -arm, dy: bodyDy },
        armRight: { angle: arm, dy: bodyDy },
        torso: { dy: bodyDy },
        head: { dy: bodyDy },
      },
    };
  }
  const lift = Math.max(1, Math.round(legLength(figure) * gait.lift * intensity));
  const left = Math.max(0, s);
  const right = Math.max(0, -s);
  const turn = deg(gait.legTurn * intensity);
  // Seen from the front an arm swinging toward or away from the viewer mostly rises and falls:
  // the arm on the lifted leg's side goes back (up), the other forward (down). Shifting, not
  // turning, keeps shields and emblems crisp.
  const armLift = Math.round(s * unit * gait.bob);
  return {
    parts: {
      legLeft: { dy: -Math.round(lift * left), angle: turn * left },
      legRight: { dy: -Math.round(lift * right), angle: -turn * right },
      armLeft: { dy: bodyDy - armLift },
      armRight: { dy: bodyDy + armLift },
      torso: { dy: bodyDy },
      head: { dy: bodyDy },
    },
  };
}

export const walk = (ctx: MotionContext, t: number) => gaitPose(ctx, t, WALK);
export const run = (ctx: MotionContext, t: number) => gaitPose(ctx, t, RUN);
