/**
 * Animation of a layered sprite by its rig: each frame poses the layers the drawer kept (turns
 * about their joints, children following parents), composes them back to front and finishes
 * them like a generation, so a frame is drawn, not cut: nothing is left behind where a part
 * was, and what a moved part uncovers is the part drawn behind it.
 *
 * Same guarantees as the cut-out path: frameCount frames of the framed size, left to right;
 * consecutive frames differ; the same document and options give the same pixels. Presets, and
 * custom sentences whose every gesture the rig poses: on a biped any it knows (see custom.ts);
 * on a creature or a chest one of its presets and the gestures it has parts for ("nods" with a
 * head or a blob's face, "shakes", "sways" with any body: see creature-gestures.ts).
 */
import type { LayeredSprite } from "../../draw";
import type { AnimateOptions } from "../types";
import { readBiped } from "./biped";
import { MAX_PARTS, prepare } from "./compose";
import { creatureCanPose } from "./creature-gestures";
import { readCreature } from "./creatures";
import { rigCanPose } from "./needs";

export { animateLayered } from "./animate-layered";
export type { Frame } from "./compose";
export type { LayerMove, RigPose } from "./rig-pose";
export { posed, prepare } from "./compose";
export { readBiped } from "./biped";
export { readCreature } from "./creatures";
export { creatureStill } from "./creature-still";
export {
  partsOf,
  partsOfPixels,
  refuseMotion,
  rigCanPose,
  type SpriteParts,
  UNKNOWN_PARTS,
} from "./needs";
export { readGestures } from "./gestures";
export {
  type MoodInks,
  moodInks,
  moodMark,
  moodSide,
  sparkle,
  thoughtDots,
} from "./gesture-effects";

export { darkestColor, glowColor } from "./frame-sources";
export {
  asksCheer,
  cheerAloftLayered,
  poseLayered,
  raiseAloftLayered,
  raiseInFrameLayered,
} from "./pose-still";

/**
 * Whether `animateLayered` can pose this document for this preset. A custom motion is posed when
 * the rig has a part for each of its gestures; otherwise it is cut out of the pixels.
 */
export function canAnimateLayered(
  doc: LayeredSprite,
  preset: AnimateOptions["preset"],
  prompt?: string,
): boolean {
  if (doc.rig === "rigid") return false;
  if (doc.parts.length >= MAX_PARTS) return false;
  if (preset === "Custom") {
    if (doc.rig !== "biped") {
      const creature = readCreature(prepare(doc));
      return creature !== null && creatureCanPose(creature, prompt ?? "");
    }
    return rigCanPose(prompt ?? "") && readBiped(prepare(doc)) !== null;
  }
  if (doc.rig === "biped") return readBiped(prepare(doc)) !== null;
  return readCreature(prepare(doc)) !== null;
}
