/**
 * Idle: breathing as a wave through the body. Each step lowers one more part by a unit (head,
 * then torso, then the arms), then the steps undo in reverse, so every frame differs from the one
 * before by exactly one part and the head never rises off the torso. The legs never move, so the
 * feet stay planted. Long loops breathe twice rather than sink too far. A figure of few pixels
 * breathes a pixel deep at most (`fewPixelBreath`).
 */
import type { PartName } from "../../figure";
import type { Pose } from "../pose";
import type { Figure } from "../../figure";
import { fewPixels, figureHeight, type MotionContext, stemTop } from "./shared";

/** The deepest a limbless body breathes, as a share of its height. */
const BLOB_BREATH = 0.15;
/** Rows a cap on a stem sinks (> 0) or rises (< 0) frame by frame, looping. */
const STEM_BOB: readonly number[] = [0, 1, 0, -1];

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
    // A cap on a stem bobs a row down and a row up about its rest, its stem giving and taking
    // the row: squashed two rows, the cap spread over the stem's top, too much for an idle.
    if (stemTop(figure) !== null) {
      const bob = STEM_BOB[t % STEM_BOB.length]! * size;
      return bob === 0 ? {} : { body: { squash: bob } };
    }
    const most = Math.max(1, Math.round(figureHeight(figure) * BLOB_BREATH));
    const period = 2 * most;
    const r = t % period;
    const breath = Math.min(level, r <= most ? r : period - r);
    return breath === 0 ? {} : { body: { squash: breath * size } };
  }
  const front = figure.frontArm ?? "armRight";
  const back: PartName = front === "armLeft" ? "armRight" : "armLeft";
  if (fewPixels(figure)) return fewPixelBreath(figure, level, size, front, back);
  const order = (["head", "torso", back, front] as PartName[]).filter((n) => figure.parts.has(n));
  const parts: Partial<Record<PartName, { dy: number }>> = {};
  for (let i = 0; i < level; i++) {
    const name = order[i % order.length]!;
    parts[name] = { dy: (parts[name]?.dy ?? 0) + size };
  }
  return { parts };
}

/**
 * Breathing on a figure of few pixels, where one pixel is a whole art pixel: the head and torso
 * go down together (lowered alone, a head sinks into the shoulders; a torso alone hides behind
 * the legs and head and changes nothing), and each step moves or returns one group a pixel: the
 * back arm, the upper body, the front arm, the back arm again. So every frame differs from the
 * one before by one group, nothing ever sinks more than a pixel, and the loop closes on a step
 * like any other.
 */
function fewPixelBreath(
  figure: Figure,
  level: number,
  size: number,
  front: PartName,
  back: PartName,
): Pose {
  const toggles: readonly (readonly PartName[])[] = [[back], ["head", "torso"], [front], [back]];
  const down = new Set<PartName>();
  for (let i = 0; i < level; i++) {
    for (const name of toggles[i % toggles.length]!) {
      if (down.has(name)) down.delete(name);
      else down.add(name);
    }
  }
  const parts: Partial<Record<PartName, { dy: number }>> = {};
  for (const name of down) if (figure.parts.has(name)) parts[name] = { dy: size };
  return { parts };
}
