/**
 * What every motion gets: the segmented figure, the frame count, a pixel unit that grows with the
 * sprite (1 px up to about 80 px tall, more above, so a big sprite's bob reads the same), and how
 * strongly to move (1 normal; custom prompts may say "slightly" or "wildly").
 */
import type { Pose } from "../pose";
import type { Figure, Part } from "../../figure";
import { rowExtent } from "../../raster";

export interface MotionContext {
  readonly figure: Figure;
  readonly frameCount: number;
  readonly unit: number;
  readonly intensity: number;
  /**
   * +1 or -1 from the seed: which way a symmetric choice goes (the leg that steps first, the
   * side a front view is knocked toward or falls to when both have room).
   */
  readonly variant: 1 | -1;
  /** True when a head can be drawn turned three-quarters (a glance, `PartMove.look`). */
  readonly glances?: boolean;
}

/** A motion gives the pose of frame t (0-based) of frameCount. */
export type Motion = (ctx: MotionContext, t: number) => Pose;

export { bump, clamp01, deg, ease } from "../easing";

export function pixelUnit(figure: Figure): number {
  return Math.max(1, Math.round((figure.bounds.bottom - figure.bounds.top + 1) / 56));
}

export const figureHeight = (figure: Figure) => figure.bounds.bottom - figure.bounds.top + 1;

/** A figure shorter than this is drawn in few pixels (an import read one pixel a block). */
const FEW_PIXELS = 32;
/**
 * True for a figure of few pixels: a part of it turned by a small or a slanted angle breaks into
 * a staircase of single pixels, so its motions move parts whole and turn them square.
 */
export const fewPixels = (figure: Figure) => figureHeight(figure) < FEW_PIXELS;

export const legLength = (figure: Figure) => Math.max(1, figure.bounds.bottom - figure.hipY);

/** +1 when turning the arm clockwise swings its hand away from the body (the screen-left arm). */
export function outward(arm: "armLeft" | "armRight"): 1 | -1 {
  return arm === "armLeft" ? 1 : -1;
}

/** The arm that is free to gesture: the one not holding the weapon. */
export function freeArm(figure: Figure): "armLeft" | "armRight" {
  if (figure.side) return figure.frontArm ?? (figure.facing === 1 ? "armRight" : "armLeft");
  return figure.frontArm === "armLeft" ? "armRight" : "armLeft";
}

/** The far end of a part from its joint: where a held weapon's tip is. */
export function farPoint(part: Part): { radius: number; angle: number } {
  const { width, height, data } = part.pixels;
  let best = { radius: 0, angle: Math.PI / 2 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) continue;
      const dx = part.x0 + x + 0.5 - part.pivot.x;
      const dy = part.y0 + y + 0.5 - part.pivot.y;
      const radius = Math.hypot(dx, dy);
      if (radius > best.radius) best = { radius, angle: Math.atan2(dy, dx) };
    }
  }
  return best;
}

/** A row below a limbless body's widest row narrower than this share of it is a stem's. */
const STEM_SHARE = 0.6;

/**
 * The first row of a limbless body's stem (a mushroom's, under its cap): the first row below the
 * widest row that is narrower than `STEM_SHARE` of it, or null when the body has none (a slime
 * widens to its base; a potion's narrow neck is above its widest row). What moves above it moves
 * as one block (a cap), so a lean tilts the stem and carries the cap whole.
 */
export function stemTop(figure: Figure): number | null {
  if (figure.kind !== "blob") return null;
  const { top, bottom } = figure.bounds;
  const rowWidth = (y: number) => {
    const extent = rowExtent(figure.source, y);
    return extent ? extent[1] - extent[0] + 1 : 0;
  };
  let widest = top;
  for (let y = top; y <= bottom; y++) if (rowWidth(y) > rowWidth(widest)) widest = y;
  for (let y = widest + 1; y <= bottom; y++)
    if (rowWidth(y) < rowWidth(widest) * STEM_SHARE) return y;
  return null;
}
