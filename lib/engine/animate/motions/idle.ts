/**
 * Idle: breathing as a wave through the body. Each step lowers one more part by a unit (head,
 * then torso, then the arms), then the steps undo in reverse, so every frame differs from the one
 * before by exactly one part and the head never rises off the torso. The legs never move, so the
 * feet stay planted. Long loops breathe twice rather than sink too far.
 */
import type { PartName } from "../../figure";
import type { Pose } from "../pose";
import { figureHeight, type MotionContext } from "./shared";

/** The deepest a limbless body breathes, as a share of its height. */
const BLOB_BREATH = 0.15;

function steps(ctx: MotionContext): { cycle: number; depth: number } {
  const half = Math.max(1, ctx.frameCount / 2);
  const cycles = half > 4 && half % 2 === 0 ? 2 : 1;
  const depth = half / cycles;
  return { cycle: depth * 2, depth };
}

export function idle(ctx: MotionContext, t: number): Pose {
  const { figure, unit } = ctx;
  const { cycle, depth } = steps(ctx);
  const q = t % cycle;
  const level = q <= depth ? q : cycle - q;
  const size = Math.max(1, Math.round(unit * ctx.intensity));
  if (figure.kind === "blob") {
    // A body squashed by a sixth of its height or more reads as hit, not breathing (a
    // mushroom's cap flattens into a bar over its face): it breathes at most that deep, more
    // often.
    const most = Math.max(1, Math.round(figureHeight(figure) * BLOB_BREATH));
    const period = 2 * most;
    const r = t % period;
    const breath = Math.min(level, r <= most ? r : period - r);
    return breath === 0 ? {} : { body: { squash: breath * size } };
  }
  const front = figure.frontArm ?? "armRight";
  const back: PartName = front === "armLeft" ? "armRight" : "armLeft";
  const order = (["head", "torso", back, front] as PartName[]).filter((n) => figure.parts.has(n));
  const parts: Partial<Record<PartName, { dy: number }>> = {};
  for (let i = 0; i < level; i++) {
    const name = order[i % order.length]!;
    parts[name] = { dy: (parts[name]?.dy ?? 0) + size };
  }
  return { parts };
}
