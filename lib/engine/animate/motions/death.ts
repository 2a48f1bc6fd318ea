/**
 * Death: a recoil, the knees buckle, the body topples about the foot on the falling side to lie on
 * the ground (turned by RotSprite, slid so it fits the canvas; a figure of few pixels crumples
 * and then lies, with no slanted frame between), bounces once, then fades by an
 * ordered dither to half. Everything stays on the ground line and in the source's colors. The
 * last frame is the lying pose, half faded, for a game to hold or to remove the body after.
 */
import type { PartName } from "../../figure";
import type { PartMove, Pose } from "../pose";
import { blobDeath } from "./blob";
import { bump, deg, ease, fewPixels, figureHeight, legLength, type MotionContext } from "./shared";

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
  // A figure of few pixels never shows a slanted frame: it kneels, crumples (the upper body
  // sinks deeper and slumps a pixel toward the fall, every part moved whole), then lies flat (a
  // quarter turn keeps every pixel whole). A slant at that size, resampled or sheared, broke the
  // face into stair steps, sheared the hat and bunched the outline into a black mass by the head.
  const few = fewPixels(figure);
  const slumping = few && turning >= 0.1 && turning < 0.6;
  const topple = few ? (turning < 0.6 ? 0 : 1) : turning;
  // Lying, a figure of few pixels keeps its hips about where its feet were: turned about the
  // foot's edge it would land a whole body width off to the side, a jump at that size.
  const settle = few ? Math.round((pivot.x - figure.centerX) * 0.9) : 0;
  const crouch =
    Math.round(Math.max(1, legLength(figure) * (few ? 0.5 : 0.3)) * buckle * (1 - topple)) +
    (slumping ? unit : 0);
  const slump = slumping ? dir * unit : 0;
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
      dx: slump + rx * Math.cos(fold) - ry * Math.sin(fold) - rx,
      dy: dy + rx * Math.sin(fold) + ry * Math.cos(fold) - ry,
    };
  };
  const arm = (part: PartName, angle: number): PartMove => upper(part, angle, crouch);
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
