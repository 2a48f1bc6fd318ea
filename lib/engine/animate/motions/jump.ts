/**
 * Jump: crouch (the body sinks over the legs), take off stretched (legs lengthen, arms go up),
 * rise to the top of a parabola, fall stretched, land in a crouch, and settle. The height is what
 * the canvas has above the sprite, at most a quarter of its height (framing_margin buys room).
 */
import type { Pose } from "../pose";
import { bump, deg, fewPixels, figureHeight, legLength, type MotionContext } from "./shared";

export function jumpHeight(ctx: MotionContext): number {
  const { figure } = ctx;
  const wanted = Math.round(figureHeight(figure) * 0.25 * ctx.intensity);
  return Math.max(2, Math.min(wanted, figure.bounds.top));
}

export function jump(ctx: MotionContext, t: number): Pose {
  const { figure } = ctx;
  const p = t / ctx.frameCount;
  const crouchK = Math.max(bump(p, 0.1, 0.14), bump(p, 0.9, 0.14));
  const stretchK = Math.max(bump(p, 0.32, 0.16), bump(p, 0.68, 0.16));
  const arc = Math.max(0, 1 - ((p - 0.5) / 0.3) ** 2);
  const dy = -Math.round(jumpHeight(ctx) * arc);
  const legs = legLength(figure);
  const crouch = Math.round(Math.max(1, legs * 0.25) * crouchK);
  const stretch = Math.round(Math.max(1, legs * 0.15) * stretchK);
  if (figure.kind === "blob") {
    return { plant: false, body: { dy, squash: crouch - stretch } };
  }
  const upper = crouch - stretch;
  // Arms swing back in the crouch and up on the way up.
  const armUp = deg(35) * (arc > 0 ? Math.min(1, arc * 1.5) : -0.4 * crouchK);
  // On a figure of few pixels an arm turned that far is a staircase torn from the shoulder (a
  // held blade bends into a hook over the head): in the air the arms lift straight up a pixel,
  // whole, and do not turn.
  if (fewPixels(figure)) {
    const lift = upper - (arc > 0.3 ? 1 : 0);
    return {
      plant: false,
      body: { dy },
      parts: {
        head: { dy: upper },
        torso: { dy: upper },
        armLeft: { dy: lift },
        armRight: { dy: lift },
        legLeft: { grow: stretch },
        legRight: { grow: stretch },
      },
    };
  }
  return {
    plant: false,
    body: { dy },
    parts: {
      head: { dy: upper },
      torso: { dy: upper },
      armLeft: { dy: upper, angle: armUp },
      armRight: { dy: upper, angle: -armUp },
      legLeft: { grow: stretch },
      legRight: { grow: stretch },
    },
  };
}
