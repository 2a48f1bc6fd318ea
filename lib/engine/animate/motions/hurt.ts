/**
 * Hurt: the hit lands on frame 0 with a white flash, the body is knocked back one then two units
 * with the head thrown back and the arms flung out, flickers once more on longer strips, and
 * recovers. The knock moves the whole sprite on purpose; the feet stay on the ground line.
 */
import type { Pose } from "../pose";
import { deg, type MotionContext } from "./shared";

export function knock(p: number): number {
  return p < 0.15 ? 0.5 + p / 0.3 : Math.max(0, 1 - (p - 0.15) / 0.7);
}

export function hurt(ctx: MotionContext, t: number): Pose {
  const { figure, unit, frameCount: n, intensity } = ctx;
  const p = t / n;
  const k = knock(p) * intensity;
  // Knocked away from where it faces; a front view to the side the seed picks.
  const away = figure.side ? -figure.facing : ctx.variant;
  const dx = Math.round(away * 2 * unit * k);
  const flashAmount = t === 0 ? 0.7 : t === 2 && n >= 8 ? 0.35 : 0;
  if (figure.kind === "blob") {
    return {
      flash: flashAmount,
      body: { dx, squash: Math.round(unit * k), lean: Math.round(away * unit * k) },
    };
  }
  return {
    flash: flashAmount,
    body: { dx, lean: Math.round(away * unit * k) },
    parts: {
      head: { angle: deg(12) * away * k },
      armLeft: { angle: deg(10) * k },
      armRight: { angle: -deg(10) * k },
    },
  };
}
