/**
 * A cheer or a raise holds what the hand holds aloft: a sword or staff raised over the head
 * points up, beside the head, never level across the face. A generated figure fills its frame
 * top to bottom, so there is seldom room above the head for the arm straight up; the figure is
 * never drawn smaller for it (a raised arm does not change the body's height: drawn again
 * shorter, the head sank into the shoulders). Instead:
 * - a cheer seen from the front raises the arms in a V beside the head, what a hand holds
 *   leaning out from upright as far as the frame needs (`cheerAloftLayered`);
 * - a raise seen from the front brings the arm down to the side, the blade still upright
 *   beside the head (`raiseInFrameLayered`);
 * - a raise or a cheer in profile lifts the near arm before the face with the staff upright
 *   ahead of it, held lower down its shaft (`raiseAloftLayered`).
 */
import {
  asksCheer,
  cheerAloftLayered,
  raiseAloftLayered,
  raiseInFrameLayered,
} from "@/lib/engine/animate";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { RgbaImage } from "@/lib/engine/raster";

/**
 * The cheer with the held thing aloft, on the figure as drawn; null when the sentence is no
 * cheer, the figure holds nothing, or its frame has no room for such a hold (the caller then
 * poses the figure as drawn: `poseLayered` chooses among every hold that fits).
 * `big`: the drawing is big enough that its pose is chosen on a small preview; it keeps the
 * cheer chosen so.
 */
export function cheerWithRoom(
  doc: LayeredSprite,
  sentence: string,
  big: boolean,
): RgbaImage | null {
  if (!asksCheer(sentence) || doc.rig !== "biped") return null;
  if (!doc.layers.some((l) => l.role === "item" && l.width > 0)) return null;
  // A big drawing is posed as drawn: its holds are chosen on a small preview, and at full size
  // the turned arms close small gaps into holes and miss the frame's margins.
  if (big) return null;
  return cheerAloftLayered(doc);
}

/**
 * A raise, or a cheer in profile ("raise the staff", "cheers with arms raised"), made in full,
 * the arm up and what it holds pointing up clear of the face, on the figure as drawn; from the
 * front, when its frame has no room above the head, the arm comes lower with the blade upright
 * (`raiseInFrameLayered`). Null when the sentence asks for something else, the figure holds
 * nothing, or nothing fits (the caller then poses the figure as drawn, fitted to the frame).
 * A big drawing is posed in full or as drawn.
 */
export function raiseWithRoom(
  doc: LayeredSprite,
  sentence: string,
  big: boolean,
): RgbaImage | null {
  if (doc.rig !== "biped" || !doc.layers.some((l) => l.role === "item" && l.width > 0)) return null;
  // A cheer seen from the front is chosen among many holds (see `cheerWithRoom`).
  const profile = /^(east|west)$/.test(doc.recipe.direction);
  if (asksCheer(sentence) && !profile) return null;
  const asDrawn = raiseAloftLayered(doc, sentence);
  // A big drawing is posed in full or as drawn: lowering the arm a few degrees at a time is
  // many renders at full size.
  if (asDrawn || big) return asDrawn;
  return raiseInFrameLayered(doc, sentence);
}
