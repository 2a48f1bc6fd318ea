/**
 * Idle: breathing as a wave through the body. Each step lowers one more part by a unit (head,
 * then torso, then the arms), then the steps undo in reverse, so every frame differs from the one
 * before by exactly one part and the head never rises off the torso. The legs never move, so the
 * feet stay planted. Long loops breathe twice rather than sink too far.
 */
import type { PartName } from "../../figure";
import type { Pose } from "../pose";
import type { MotionContext } from "./shared";

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
    return level === 0 ? {} : { body: { squash: level * size } };
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
