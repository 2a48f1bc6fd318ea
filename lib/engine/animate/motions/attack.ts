/**
 * Attack: the weapon arm winds up (turns back and up: the anticipation), swings through in two
 * or three smear frames (copies of the arm and weapon's own pixels between the last angle and
 * this one) with a trail behind its tip, holds, and recovers. The body leans into the swing. Seen from the
 * side the swing goes toward the facing; from the front it sweeps across the body. A figure of
 * few pixels with an empty hand casts a spell instead (`castAttack`).
 */
import type { Pose, Swoosh } from "../pose";
import { blobAttack } from "./blob";
import {
  deg,
  ease,
  farPoint,
  fewPixels,
  figureHeight,
  type MotionContext,
  outward,
} from "./shared";

interface Arc {
  /** Degrees the arm winds back, then how far past rest it swings through. */
  readonly wind: number;
  readonly swing: number;
}
/** From the front the blade sweeps across the body; in profile it goes up over the shoulder and down in front. */
const FRONT: Arc = { wind: 50, swing: 85 };
const PROFILE: Arc = { wind: 110, swing: 30 };

/** Arm angle (degrees, + = wound back) at phase p. */
function swingAngle(p: number, { wind, swing }: Arc): number {
  if (p < 0.35) return wind * ease(p / 0.35);
  if (p < 0.55) return wind - (wind + swing) * ease((p - 0.35) / 0.2);
  if (p < 0.7) return -swing - 8 * ease((p - 0.55) / 0.15);
  return -(swing + 8) * (1 - ease((p - 0.7) / 0.3));
}

/**
 * A figure of few pixels seen from the front with an empty hand (a mage): it attacks with a
 * spell, not a swing (`castAttack`).
 */
export function castsAttack(figure: MotionContext["figure"]): boolean {
  if (figure.kind === "blob" || !figure.frontArm || figure.side || !fewPixels(figure)) return false;
  const reach = figure.parts.get(figure.frontArm);
  return reach !== undefined && farPoint(reach).radius < figureHeight(figure) * 0.4;
}

/**
 * A spell thrown from an empty hand: the arm gathers it raised high on its own side, then thrusts
 * out level toward the target and holds there while the spell bursts from the hand (the impact
 * lines a lunge's hit draws, from where the body reaches furthest), and comes
 * back down. Chopped down and out, a two-pixel arm flicked a stub beside the hip and read as no
 * attack at all; held level the hand stands clear of the body and the face.
 */
function castAttack(ctx: MotionContext, t: number, arm: "armLeft" | "armRight"): Pose {
  const p = t / ctx.frameCount;
  const gather = 135 * ease(Math.min(1, p / 0.3));
  const degrees = p < 0.3 ? gather : p < 0.75 ? 90 : 90 * (1 - ease((p - 0.75) / 0.25));
  const thrusting = p >= 0.3 && p < 0.75;
  const out = outward(arm);
  // Turned clockwise on screen, a hanging left arm swings out to the left: its outward side.
  const side = -out as 1 | -1;
  return {
    // The spell bursts from the hand held out, the part of the body reaching furthest that way.
    ...(thrusting ? { impact: side } : {}),
    parts: {
      [arm]: {
        angle: out * deg(degrees * Math.min(1.2, ctx.intensity)),
        dx: thrusting ? side * ctx.unit : 0,
      },
    },
  };
}

export function attack(ctx: MotionContext, t: number): Pose {
  const { figure, unit, frameCount: n, intensity } = ctx;
  const p = t / n;
  // No arm to swing: the whole body lunges.
  if (figure.kind === "blob" || !figure.frontArm) return blobAttack(ctx, t);
  const arm = figure.frontArm;
  if (castsAttack(figure)) return castAttack(ctx, t, arm);
  // Winding up lifts the blade back over the shoulder: against the facing in profile, away from
  // the body seen from the front.
  const sign = figure.side ? -figure.facing : outward(arm);
  const arc = figure.side ? PROFILE : FRONT;
  const angleAt = (q: number) => deg(swingAngle(q, arc) * intensity) * sign;
  const turned = angleAt(p);
  // A held blade on a figure of few pixels turns in eighths of a turn: the wind-up goes the whole
  // eighth at once (short of one, the blade would slide whole against the head, its outline
  // doubling the head's) and, near its top, lifts the arm a pixel, so the frames of the wind-up
  // still differ.
  const square = fewPixels(figure) && !figure.side && turned * sign > 0;
  const angle = square ? deg(45) * sign : turned;
  const lift = square && turned * sign >= deg(35) ? -unit : 0;
  const leanK = p >= 0.35 && p < 0.85 ? 1 : 0;
  // The body follows the blade: toward the facing in profile, across the body from the front.
  const toward = figure.side ? figure.facing : outward(arm);
  const lean = toward * leanK * unit;
  const swoosh: Swoosh[] = [];
  const part = figure.parts.get(arm);
  const before = angleAt(Math.max(0, (t - 1) / n));
  // Only the strike smears: a turn of more than 10° toward the target. The top of the wind-up
  // stays crisp even when it is still rising, so the anticipation reads.
  const striking = (before - angle) * sign > 0;
  const fast =
    part !== undefined && p > 0.35 && p <= 0.7 && striking && Math.abs(angle - before) > deg(10);
  if (part && fast) {
    const tip = farPoint(part);
    if (tip.radius >= figureHeight(figure) * 0.15) {
      swoosh.push({
        center: { x: part.pivot.x + lean, y: part.pivot.y },
        radius: tip.radius,
        from: tip.angle + before,
        to: tip.angle + angle,
      });
    }
  }
  // Seen from the front, a blade wound back over the head goes behind it: the tip shows above the
  // head and the face stays clear, as a pixel artist draws the wind-up.
  const behind = !figure.side && angle * sign > 0;
  return {
    parts: {
      // A fast swing smears the arm and its weapon back toward the last frame's angle.
      [arm]: {
        angle,
        dx: lean,
        ...(lift ? { dy: lift } : {}),
        ...(fast ? { smear: before - angle } : {}),
        ...(behind ? { behind } : {}),
      },
      torso: { dx: lean },
      head: { dx: lean },
      // The other arm hangs from the same shoulders: left behind, the leaning torso would
      // cover it and its hand would vanish for the whole strike.
      [arm === "armLeft" ? "armRight" : "armLeft"]: { dx: lean },
    },
    swoosh,
  };
}
