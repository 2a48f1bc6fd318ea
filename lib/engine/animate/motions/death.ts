/**
 * Death: a recoil, the knees buckle, the body topples about the foot on the falling side to lie on
 * the ground (turned by RotSprite, or by whole-pixel shears on a figure of few pixels, slid so it
 * fits the canvas), bounces once, then fades by an
 * ordered dither to half. Everything stays on the ground line and in the source's colors. The
 * last frame is the lying pose, half faded, for a game to hold or to remove the body after.
 */
import type { PartName } from "../../figure";
import type { PartMove, Pose } from "../pose";
import { blobDeath } from "./blob";
import { bump, deg, ease, fewPixels, figureHeight, legLength, type MotionContext } from "./shared";

/** The share of a right angle a figure of few pixels tips by, in its one frame between. */
const TIP_SHARE = 0.3;

function fallDirection(ctx: MotionContext): 1 | -1 {
  const { figure } = ctx;
  if (figure.side) return figure.facing === 1 ? -1 : 1;
  const roomRight = figure.width - figure.bounds.left;
  const roomLeft = figure.bounds.right + 1;
  if (Math.abs(roomRight - roomLeft) <= 2) return ctx.variant;
  return roomRight > roomLeft ? 1 : -1;
}

export function death(ctx: MotionContext, t: number): Pose {
  const { figure, unit, frameCount: n } = ctx;
  // A body with no legs to buckle does not topple: it melts where it stands.
  if (figure.kind === "blob") return blobDeath(ctx, t);
  const p = n <= 1 ? 1 : t / (n - 1);
  const dir = fallDirection(ctx);
  const b = figure.bounds;
  const recoil = bump(p, 0.05, 0.2);
  const buckle = ease((p - 0.1) / 0.25);
  const turning = ease((p - 0.3) / 0.4);
  const lying = Math.max(0, (p - 0.7) / 0.3);
  const pivot = { x: dir > 0 ? b.right + 1 : b.left, y: b.bottom + 1 };
  // Lying flat it reaches one body length from the pivot; slide it back in if that leaves the canvas.
  const reach = dir > 0 ? pivot.x + figureHeight(figure) : pivot.x - figureHeight(figure);
  const overflow = dir > 0 ? Math.max(0, reach - figure.width) : Math.min(0, reach);
  // A figure of few pixels kneels deeper, tips over in one frame turned a quarter of a right
  // angle whole, then lies flat (a quarter turn keeps every pixel whole). Its tip is turned by
  // shears of a pixel or two (see body-move.ts), which keep the face whole: an eighth of a turn,
  // resampled, smeared the face and hat into a blob, and sheared, scattered them.
  const few = fewPixels(figure);
  const tipping = few && turning >= 0.1 && turning < 0.6;
  const topple = few ? (turning < 0.6 ? (tipping ? TIP_SHARE : 0) : 1) : turning;
  // Lying, a figure of few pixels keeps its hips about where its feet were: turned about the
  // foot's edge it would land a whole body width off to the side, a jump at that size.
  const settle = few ? Math.round((pivot.x - figure.centerX) * 0.9) : 0;
  const crouch = Math.round(
    Math.max(1, legLength(figure) * (few ? 0.5 : 0.3)) * buckle * (1 - topple),
  );
  const bounce = lying > 0 && lying < 0.34 ? -unit : 0;
  const pose: Pose = {
    plant: bounce === 0,
    body: {
      angle: deg(90) * dir * topple,
      pivot,
      dx: -Math.round((overflow + settle) * topple) - Math.round(dir * recoil * unit),
      dy: bounce,
    },
    dissolve: lying > 0.34 ? 0.5 * ((lying - 0.34) / 0.66) : 0,
  };
  // The body folds at the hips as it goes: the upper body leads the fall (the legs give first,
  // the trunk tips over them) and straightens out on the ground, so the fall reads as a body
  // crumpling, not a board turning about its foot.
  const fold = few ? 0 : deg(40) * dir * bump(p, 0.45, 0.3);
  const hip = figure.parts.get("torso")?.pivot ?? { x: figure.centerX, y: figure.hipY + 1 };
  const upper = (part: PartName, angle: number, dy: number): PartMove => {
    const pivot = figure.parts.get(part)?.pivot ?? hip;
    // The part's joint carried round the hip by the fold, then the part turned as much.
    const rx = pivot.x - hip.x;
    const ry = pivot.y - hip.y;
    return {
      angle: angle + fold,
      dx: rx * Math.cos(fold) - ry * Math.sin(fold) - rx,
      dy: dy + rx * Math.sin(fold) + ry * Math.cos(fold) - ry,
    };
  };
  // Tipping over sheared, the arm on the side it falls away from would trail down by the feet:
  // it comes in over the chest and rides up with the shoulders instead.
  const trailing = (part: PartName) => {
    const joint = figure.parts.get(part)?.pivot.x ?? figure.centerX;
    return tipping && (joint - figure.centerX) * dir < 0;
  };
  const arm = (part: PartName, angle: number): PartMove => {
    const move = upper(part, angle, crouch);
    if (!trailing(part)) return move;
    return { ...move, dx: (move.dx ?? 0) + dir * unit, dy: (move.dy ?? 0) - crouch };
  };
  return {
    ...pose,
    parts: {
      head: upper("head", -deg(10) * dir * recoil, crouch),
      torso: upper("torso", 0, crouch),
      armLeft: arm("armLeft", deg(12) * buckle),
      armRight: arm("armRight", -deg(12) * buckle),
    },
  };
}
