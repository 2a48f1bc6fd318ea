/**
 * A cheer or a raise holds what the hand holds aloft: a sword or staff raised over the head
 * points up, beside the head, never level across the face. A generated figure fills its frame
 * top to bottom, so there is seldom room above the head for the arm straight up; the figure
 * then keeps its size (drawn smaller, it no longer matched the sprite it was made from) and the
 * arm comes down until what it holds, still upright, is inside the frame.
 */
import {
  asksCheer,
  cheerAloftLayered,
  poseLayered,
  raiseAloftLayered,
  raiseInFrameLayered,
} from "@/lib/engine/animate";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { RgbaImage } from "@/lib/engine/raster";

/**
 * The cheer with the held thing aloft, or null when the sentence is no cheer, the figure holds
 * nothing, or its frame has room for no such cheer (the caller then poses the figure as
 * drawn, what it holds leaning as the frame allows). `big`: the drawing is big enough that its
 * pose is chosen on a small preview; it keeps the cheer chosen so.
 */
export function cheerWithRoom(
  doc: LayeredSprite,
  sentence: string,
  big: boolean,
): RgbaImage | null {
  if (!asksCheer(sentence) || doc.rig !== "biped") return null;
  if (!doc.layers.some((l) => l.role === "item" && l.width > 0)) return null;
  // A big drawing is posed as drawn: its holds are chosen on a small preview, and at full size
  // the turned arms close small gaps into holes and miss the frame's margins, so every
  // try was made in vain (seconds at 256 px).
  if (big) return null;
  return cheerAloftLayered(doc) ?? raiseInFrameLayered(doc, sentence);
}

/**
 * A raise, or a cheer in profile ("raise the staff", "cheers with arms raised"), made in full,
 * the arm up and what it holds pointing up clear of the face; when the frame has no room for
 * the arm straight up, the arm as high as the frame allows with what it holds upright, at the
 * figure's own size (from the front). Null when the sentence asks for something else, the
 * figure holds nothing, or neither fits (the caller then poses the figure as drawn, fitted to
 * the frame). A big drawing is posed in full or as drawn.
 */
export function raiseWithRoom(
  doc: LayeredSprite,
  sentence: string,
  big: boolean,
): RgbaImage | null {
  if (doc.rig !== "biped" || !doc.layers.some((l) => l.role === "item" && l.width > 0)) return null;
  // A cheer seen from the front is chosen among many holds (see `cheerWithRoom`); in profile
  // those holds leave the staff across the face, and the arm straight up is the cheer.
  if (asksCheer(sentence) && !doc.recipe.direction.match(/^(east|west)$/)) return null;
  const asDrawn = raiseAloftLayered(doc, sentence);
  if (asDrawn || big) return asDrawn;
  // In profile a cheer is the near arm's raise (the far arm is hidden behind the body): with no
  // room for it in full, it is the raise fitted to the frame, what it holds upright, not the
  // holds a front cheer chooses among (a staff shouldered across the back).
  if (asksCheer(sentence)) return poseLayered(doc, "raise");
  return raiseInFrameLayered(doc, sentence);
}
