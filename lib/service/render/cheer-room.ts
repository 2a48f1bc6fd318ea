/**
 * A cheer or a raise holds what the hand holds aloft: a sword or staff raised over the head
 * points up, beside the head, never level across the face. A generated figure fills its frame
 * top to bottom, so there is seldom room above the head for the arm straight up. Which way
 * out depends on what the pose needs:
 * - a raise seen from the front keeps the figure's size: the arm can come down to the side,
 *   the blade still upright beside the head, and that still reads as raised;
 * - a cheer (its arms up in a V) and a raise in profile (the near arm up, the staff above the
 *   head) need the arm up: lowered, the held thing lies across the head. The figure is then
 *   drawn again a little shorter (the drawer's `headroom`, same seed and recipe, feet on the
 *   same ground), as a pixel artist draws a cheering figure smaller in its cell.
 */
import {
  asksCheer,
  cheerAloftLayered,
  raiseAloftLayered,
  raiseInFrameLayered,
} from "@/lib/engine/animate";
import type { LayeredSprite } from "@/lib/engine/draw";
import { generateLayered, type SpriteRequest } from "@/lib/engine/generate";
import type { RgbaImage } from "@/lib/engine/raster";

/** Shares of the frame's height freed above the figure, tried least first. */
const HEADROOMS = [0.1, 0.15, 0.2, 0.25];

/**
 * The cheer with the held thing aloft, on the figure as drawn or, when its frame has no room,
 * drawn again a little shorter; null when the sentence is no cheer, the figure holds nothing,
 * or no headroom gives it room (the caller then poses the figure as drawn).
 * `request` redraws the figure (null for an edited drawing, whose edit a redraw would lose);
 * `big`: the drawing is big enough that its pose is chosen on a small preview; it keeps the
 * cheer chosen so.
 */
export function cheerWithRoom(
  doc: LayeredSprite,
  sentence: string,
  request: SpriteRequest | null,
  big: boolean,
): RgbaImage | null {
  if (!asksCheer(sentence) || doc.rig !== "biped") return null;
  if (!doc.layers.some((l) => l.role === "item" && l.width > 0)) return null;
  // A big drawing is posed as drawn: its holds are chosen on a small preview, and at full size
  // the turned arms close small gaps into holes and miss the frame's margins, so every
  // headroom was drawn and tried in vain (seconds at 256 px).
  if (big) return null;
  const asDrawn = cheerAloftLayered(doc);
  if (asDrawn || !request) return asDrawn;
  return shorter(request, (d) => cheerAloftLayered(d));
}

/**
 * A raise, or a cheer in profile ("raise the staff", "cheers with arms raised"), made in full,
 * the arm up and what it holds pointing up clear of the face, on the figure as drawn; when its
 * frame has no room above the head, a front raise first keeps the figure's size with the arm
 * lower (`raiseInFrameLayered`), a cheer or a profile raise first draws the figure again a
 * little shorter, each trying the other way after. Null when the sentence asks for something
 * else, the figure holds nothing, or nothing fits (the caller then poses the figure as drawn,
 * fitted to the frame). A big drawing is posed in full or as drawn.
 */
export function raiseWithRoom(
  doc: LayeredSprite,
  sentence: string,
  request: SpriteRequest | null,
  big: boolean,
): RgbaImage | null {
  if (doc.rig !== "biped" || !doc.layers.some((l) => l.role === "item" && l.width > 0)) return null;
  // A cheer seen from the front is chosen among many holds (see `cheerWithRoom`); in profile
  // those holds leave the staff across the face, and the arm straight up is the cheer.
  const profile = /^(east|west)$/.test(doc.recipe.direction);
  if (asksCheer(sentence) && !profile) return null;
  // In profile the far arm is hidden behind the body: a cheer is the near fist thrust up before
  // the face with what it holds upright above the hat, its own pose (drawn as a raise, the
  // staff behind the head, the cheer was the raise's picture with a cheer's words reported).
  const asDrawn = raiseAloftLayered(doc, sentence);
  if (asDrawn || big) return asDrawn;
  const redrawn = () => (request ? shorter(request, (d) => raiseAloftLayered(d, sentence)) : null);
  const inFrame = () => raiseInFrameLayered(doc, sentence);
  if (asksCheer(sentence) || profile) return redrawn() ?? inFrame();
  return inFrame() ?? redrawn();
}

/** The first pose `make` finds on the figure drawn again with more room above its head. */
function shorter(
  request: SpriteRequest,
  make: (doc: LayeredSprite) => RgbaImage | null,
): RgbaImage | null {
  for (const headroom of HEADROOMS) {
    const still = make(generateLayered({ ...request, reading: { ...request.reading, headroom } }));
    if (still) return still;
  }
  return null;
}
