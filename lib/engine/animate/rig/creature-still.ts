/**
 * A still of a gesture on a creature's own rig (a wolf's head hanging and tail drooping, a
 * slime sagging): the frame of the gesture's loop furthest from rest, the size of the drawing.
 * What a restyle shows when it asks a creature to look a way ("make it look sad").
 */
import type { LayeredSprite } from "../../draw";
import type { RgbaImage } from "../../raster";
import { posed, prepare } from "./compose";
import type { RigPose } from "./rig-pose";
import { creatureCanPose, creatureCustomPose } from "./creature-gestures";
import { readCreature } from "./creatures";

/** Frames of the loop the still is chosen from. */
const LOOP = 8;

/**
 * Null for a biped, a creature the rig cannot read, or a gesture it cannot pose. `adjust`, when
 * given, changes each pose of the loop before it is drawn (a head lowered whole, not turned).
 */
export function creatureStill(
  doc: LayeredSprite,
  sentence: string,
  adjust?: (pose: RigPose) => RigPose,
): RgbaImage | null {
  if (doc.rig === "biped") return null;
  const prep = prepare(doc);
  const creature = readCreature(prep);
  if (!creature || !creatureCanPose(creature, sentence)) return null;
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const rest = posed(prep, { layers: {}, ground: "feet" }, size).image;
  let best: RgbaImage | null = null;
  let most = 0;
  for (let t = 0; t < LOOP; t++) {
    const pose = creatureCustomPose(creature, prep, sentence, t, LOOP);
    const image = posed(prep, adjust ? adjust(pose) : pose, size).image;
    let differ = 0;
    for (let o = 0; o < image.data.length; o += 4) {
      if (
        image.data[o] !== rest.data[o] ||
        image.data[o + 1] !== rest.data[o + 1] ||
        image.data[o + 2] !== rest.data[o + 2] ||
        image.data[o + 3] !== rest.data[o + 3]
      )
        differ++;
    }
    if (differ > most) {
      most = differ;
      best = image;
    }
  }
  return best;
}
