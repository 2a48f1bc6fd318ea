/**
 * One still of an imported figure cheering, cut from its pixels the way its cut-out motions
 * move it: the arms the cut found go up in the cheer's V beside the head, and the figure
 * stands on the ground (a cheer's hop is left out of a still). It is the frame of "cheers" at
 * the top of a beat, so a restyle's cheer and a motion's cheer show the same arms.
 */
import { type Figure, segmentFigure } from "../figure";
import { growCanvas, type FramingAnchor, type RgbaImage, samePixels, toImage } from "../raster";
import { blockWork } from "./in-blocks";
import { MOTIONS, type MotionContext, pixelUnit } from "./motions";
import { dropOrphans, fragmentLimit, opaquePieces, reattach } from "./orphans";
import { renderPose } from "./render";
import { swooshColor } from "./effects";

/**
 * Frames of the loop the still is taken from, and the frame at the top of its first beat (two
 * beats a loop: a quarter of the way in), where the arms are pumped highest, the hands clear of
 * a hat's brim. Half way in is the bottom of a beat, the hands down at the brim.
 */
const LOOP = 8;
const ARMS_UP = 2;

/**
 * The cheer still of `source` framed as a restyle frames it, or null when the cut finds no
 * figure with two arms to raise (a blob, a bottle) or the cheer would change nothing.
 */
export function cutoutCheerStill(
  source: RgbaImage,
  framingMargin = 0,
  framingAnchor: FramingAnchor = "center",
): RgbaImage | null {
  const framed = growCanvas(source, framingMargin, framingAnchor).image;
  const work = blockWork(segmentFigure(framed));
  const { figure } = work;
  if (!hasTwoArms(figure)) return null;
  const ctx: MotionContext = {
    figure,
    frameCount: LOOP,
    unit: pixelUnit(figure),
    intensity: 1,
    variant: 1,
  };
  const pose = MOTIONS.raise(ctx, ARMS_UP);
  const renderer = { figure, swooshColor: swooshColor(figure.source), grown: new Map() };
  const still = renderPose(renderer, { parts: pose.parts ?? {}, plant: true });
  const clean = reattach(
    dropOrphans(still, fragmentLimit(figure.source)),
    opaquePieces(figure.source).length,
  );
  if (samePixels(clean, figure.source)) return null;
  return toImage(work.toCanvas(clean));
}

function hasTwoArms(figure: Figure): boolean {
  if (figure.kind === "blob") return false;
  return figure.parts.has("armLeft") && figure.parts.has("armRight");
}
