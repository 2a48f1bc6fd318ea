/**
 * What a cut-out custom motion draws over its frames, as the rig does over posed ones: a spell's
 * glow at each raised hand, a thinker's dots beside the head, a mood's mark by the head. Where a hand is comes from the
 * arm's own far point turned by the frame's pose, so the glow follows the hand it belongs to.
 */
import type { Mood } from "../edit-grammar";
import type { Figure } from "../figure";
import { firstBlock, type PixelGrid, type RgbaImage } from "../raster";
import type { MotionName } from "./motion-prompt";
import { farPoint } from "./motions/shared";
import { drawsRaisedArm } from "./raised-arm";
import type { Pose } from "./pose";
import {
  darkestColor,
  glowColor,
  type MoodInks,
  moodInks,
  moodMark,
  moodSide,
  sparkle,
  thoughtDots,
} from "./rig";

/** Fewer pixels than this is not a hand that can hold a spell. */
const MIN_ARM_PIXELS = 24;

export interface CutoutEffects {
  readonly cast: boolean;
  readonly ponder: boolean;
  readonly glow: [number, number, number];
  readonly ink: [number, number, number];
  readonly mood: { readonly mood: Mood; readonly inks: MoodInks } | null;
  /** Fewest pixels of an arm that lights a spell, in the pixels the figure is posed at. */
  readonly minArmPixels: number;
  /**
   * How much of a spell's glow to draw: all of it on a sprite drawn a pixel a pixel, less on one
   * posed in blocks (a glow of the same reach in blocks would cover the head).
   */
  readonly glowShare: number;
}

/** `blockSize`: screen pixels a side of one of the posed picture's pixels (an import in blocks). */
export function cutoutEffects(
  motions: readonly MotionName[],
  source: RgbaImage,
  mood: Mood | null = null,
  blockSize = 1,
): CutoutEffects | null {
  const cast = motions.includes("cast");
  const ponder = motions.includes("ponder");
  if (!cast && !ponder && !mood) return null;
  return {
    cast,
    ponder,
    glow: glowColor(source),
    ink: darkestColor(source),
    mood: mood ? { mood, inks: moodInks(source, mood) } : null,
    minArmPixels: Math.max(2, Math.round(MIN_ARM_PIXELS / blockSize ** 2)),
    glowShare: blockSize > 1 ? 0.2 : 1,
  };
}

/** Draws frame t's effects onto its finished image. */
export function drawCutoutEffects(
  fx: CutoutEffects,
  figure: Figure,
  pose: Pose,
  image: RgbaImage,
  t: number,
  n: number,
): void {
  const bx = pose.body?.dx ?? 0;
  const by = pose.body?.dy ?? 0;
  if (fx.cast) {
    const p = t / n;
    const strength = Math.min(1, p / 0.25) * (p > 0.84 ? 0.5 : 1);
    const height = figure.bounds.bottom - figure.bounds.top + 1;
    // The glow lights the air about the hands, never the figure: drawn over a small figure, its
    // rays crossed the hat's brim and the face.
    const behind = image.data.slice();
    const keepFigure = () => {
      for (let o = 0; o < behind.length; o += 4)
        if (behind[o + 3] !== 0) image.data.set(behind.subarray(o, o + 4), o);
    };
    if (figure.kind === "blob") {
      // A body without hands (a bottle, a slime) sparks on both sides of its upper part.
      const y = Math.round(figure.bounds.top + height / 3 + by);
      for (const x of [figure.bounds.left - 2 + bx, figure.bounds.right + 2 + bx]) {
        sparkle(image, { x: Math.round(x), y }, fx.glow, t, strength * fx.glowShare, height);
      }
      keepFigure();
      return;
    }
    for (const arm of ["armLeft", "armRight"] as const) {
      const part = figure.parts.get(arm);
      const angle = pose.parts?.[arm]?.angle ?? 0;
      // An arm drawn raised (raised-arm.ts) has its hand where it was drawn, out beside the head:
      // the glow lights the air just past it.
      if (part && pose.parts?.[arm]?.raised !== undefined && drawsRaisedArm(figure, part)) {
        const out = part.x0 + part.pixels.width / 2 >= figure.centerX ? 1 : -1;
        const hand = raisedHandTip(image, figure, out);
        if (hand) sparkle(image, hand, fx.glow, t, strength * fx.glowShare, height);
        continue;
      }
      // A sliver the cut found for an arm (a column of outline) lights nothing: a glow there
      // would float beside the body.
      if (!part || part.count < fx.minArmPixels || Math.abs(angle) < 0.5) continue;
      const far = farPoint(part);
      const x = Math.round(part.pivot.x + far.radius * Math.cos(far.angle + angle) + bx);
      const y = Math.round(part.pivot.y + far.radius * Math.sin(far.angle + angle) + by);
      sparkle(image, { x, y }, fx.glow, t, strength * fx.glowShare, height);
    }
    keepFigure();
  }
}

/**
 * Draws frame t's thought dots and mood mark onto its finished image at the image's full size
 * (`grid`: the blocks the figure was posed in, one pixel a block): a vein, a drop or a dot is a
 * few pixels of the picture as shown, as small beside a head drawn in 3 px blocks as beside one
 * drawn a pixel a pixel (drawn in blocks, a drop came out as big as the head).
 */
export function drawCutoutMood(
  fx: CutoutEffects,
  figure: Figure,
  pose: Pose,
  image: RgbaImage,
  t: number,
  n: number,
  grid: PixelGrid,
): void {
  if (!fx.mood && !fx.ponder) return;
  const k = grid.size;
  const o = firstBlock(grid);
  const b = headBox(figure, pose);
  // A block's box (its rim one block out) as the picture's pixels, its rim one pixel out.
  const box = {
    left: o.x + (b.left + 1) * k - 1,
    right: o.x + b.right * k,
    top: o.y + (b.top + 1) * k - 1,
    bottom: o.y + b.bottom * k,
  };
  const size = figureSize(figure) * k;
  if (fx.ponder) thoughtDots(image, box, fx.ink, t, n, size);
  if (!fx.mood) return;
  // The side is the one the head at rest asks for, kept for the strip.
  const dx = (pose.body?.dx ?? 0) * k;
  const side = moodSide({ left: box.left - dx, right: box.right - dx }, image.width);
  // Marked at the figure's own size as shown: a 40 px figure in a 64 px frame gets 1 px strokes.
  moodMark(image, box, fx.mood.mood, fx.mood.inks, t, size, side);
}

const figureSize = (figure: Figure) => figure.bounds.bottom - figure.bounds.top + 1;

/** The head's box in a posed frame (a body without a head: its top third), its rim included. */
function headBox(figure: Figure, pose: Pose) {
  const bx = pose.body?.dx ?? 0;
  const by = pose.body?.dy ?? 0;
  const head = figure.kind === "blob" ? null : figure.parts.get("head");
  return head
    ? {
        left: head.x0 - 1 + bx,
        right: head.x0 + head.pixels.width + bx,
        top: head.y0 - 1 + by,
        bottom: head.y0 + head.pixels.height + by,
      }
    : {
        left: figure.bounds.left - 1 + bx,
        right: figure.bounds.right + 1 + bx,
        top: figure.bounds.top - 1 + by,
        bottom: figure.bounds.top + Math.round(figureSize(figure) / 3) + by,
      };
}

/**
 * The outermost top pixel of a hand drawn raised on side `out` of a finished frame: the opaque
 * pixel furthest out among the rows above the neck; the glow sits a row over it.
 */
function raisedHandTip(
  image: RgbaImage,
  figure: Figure,
  out: 1 | -1,
): { x: number; y: number } | null {
  let best: { x: number; y: number } | null = null;
  for (let y = 0; y < Math.min(image.height, figure.neckY); y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3] === 0) continue;
      if (!best || out * (x - best.x) > 0) best = { x, y };
    }
  }
  return best && { x: best.x, y: best.y - 1 };
}
