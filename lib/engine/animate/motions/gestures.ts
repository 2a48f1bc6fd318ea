/**
 * Small motions a custom prompt can ask for, each a loop over the strip. They add to each other
 * and to the presets' motions (see pose.mergePoses).
 */
import type { Pose } from "../pose";
import { deg, ease, figureHeight, freeArm, type MotionContext, outward } from "./shared";

const phaseOf = (ctx: MotionContext, t: number, cycles = 1) =>
  (2 * Math.PI * cycles * t) / ctx.frameCount;

/** Two beats per loop when the strip is long enough to show them. */
const beats = (ctx: MotionContext) => (ctx.frameCount >= 8 ? 2 : 1);

export function wave(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  if (figure.kind === "blob") return sway(ctx, t);
  const arm = freeArm(figure);
  const raise = deg(120) * Math.min(1, intensity);
  const flap = deg(25 * intensity) * Math.sin(phaseOf(ctx, t, beats(ctx)));
  return { parts: { [arm]: { angle: outward(arm) * (raise + flap) } } };
}

export function raise(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  if (figure.kind === "blob") return pulse(ctx, t);
  const up = deg(100 * Math.min(1.3, intensity)) * ease(0.5 - 0.5 * Math.cos(phaseOf(ctx, t)));
  return { parts: { armLeft: { angle: up }, armRight: { angle: -up } } };
}

export function nod(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const down = Math.round(
    unit * 2 * intensity * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t, beats(ctx)))),
  );
  if (figure.kind === "blob") return { body: { squash: down } };
  return { parts: { head: { dy: down, angle: deg(4) * Math.sin(phaseOf(ctx, t, beats(ctx))) } } };
}

export function tilt(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  const angle = deg(12 * intensity) * Math.sin(phaseOf(ctx, t));
  if (figure.kind === "blob") return { body: { angle: angle / 2 } };
  return { parts: { head: { angle } } };
}

export function bounce(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const s = Math.abs(Math.sin(phaseOf(ctx, t, beats(ctx)) / 2));
  const height = Math.max(2, Math.round(figureHeight(figure) * 0.12 * intensity));
  const up = Math.min(height, Math.max(0, figure.bounds.top));
  return {
    plant: false,
    body: { dy: -Math.round(Math.max(up, 2) * s), squash: s < 0.2 ? unit : s > 0.8 ? -unit : 0 },
  };
}

export function float(ctx: MotionContext, t: number): Pose {
  const { figure, unit, intensity } = ctx;
  const base = Math.max(1, Math.round(unit * 2 * intensity));
  const room = Math.max(base + 1, Math.min(figure.bounds.top, base * 2));
  const lift = base + Math.round((room - base) * (0.5 - 0.5 * Math.cos(phaseOf(ctx, t))));
  return { plant: false, body: { dy: -lift } };
}

export function spin(ctx: MotionContext, t: number): Pose {
  // A turn seen from the front: the figure narrows, shows its mirror image, and comes back.
  const c = Math.cos(phaseOf(ctx, t));
  return { body: { scaleX: Math.abs(c) < 0.15 ? Math.sign(c || 1) * 0.15 : c } };
}

export function shake(ctx: MotionContext, t: number): Pose {
  const steps = [0, 1, 0, -1];
  const dx = steps[t % 4]! * Math.max(1, Math.round(ctx.unit * ctx.intensity));
  return { body: { dx } };
}

export function sway(ctx: MotionContext, t: number): Pose {
  const lean = Math.round(ctx.unit * 2 * ctx.intensity * Math.sin(phaseOf(ctx, t)));
  return { body: { lean } };
}

export function pulse(ctx: MotionContext, t: number): Pose {
  const rows = Math.round(ctx.unit * 2 * ctx.intensity * Math.sin(phaseOf(ctx, t, beats(ctx))));
  return { body: { squash: rows } };
}

export function kick(ctx: MotionContext, t: number): Pose {
  const { figure, intensity } = ctx;
  if (figure.kind === "blob") return bounce(ctx, t);
  const k = Math.sin(Math.PI * (t / ctx.frameCount));
  const leg = figure.side ? (figure.facing === 1 ? "legRight" : "legLeft") : "legRight";
  const angle = deg(60 * intensity) * k * (leg === "legRight" ? -1 : 1);
  return { parts: { [leg]: { angle } } };
}
