/**
 * "Make it look sad" where a face alone does not carry it. A creature (a wolf, a slime) has
 * no drawer trait for it: a sad face is drawn into its head's layer (lidded eyes, brows raised
 * at the inner end) and its own rig's sad pose is shown still (the head hanging, the tail
 * drooping, a blob sagging). A character whose sad face the drawing hides (a wizard's brows
 * under his hat brim, his mouth in his beard) slumps instead (see slumpedBiped).
 */
import { creatureStill, posed, prepare, readBiped, type RigPose } from "@/lib/engine/animate";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { RgbaImage } from "@/lib/engine/raster";
import { sadFace } from "@/lib/engine/restyle";

/** Changed pixels from which a sad face shows: the restyle's floor for a redraw. */
const SHOWS_FROM = 6;

/** Whether `made` shows a change from `source` a viewer can see (same size, enough pixels). */
export function sadShows(made: RgbaImage, source: RgbaImage): boolean {
  if (made.width !== source.width || made.height !== source.height) return true;
  let n = 0;
  for (let o = 0; o < made.data.length; o += 4) {
    if (
      made.data[o] !== source.data[o] ||
      made.data[o + 1] !== source.data[o + 1] ||
      made.data[o + 2] !== source.data[o + 2] ||
      made.data[o + 3] !== source.data[o + 3]
    )
      n++;
  }
  return n >= SHOWS_FROM;
}

/**
 * The sad still of a creature whose stored pixels are still `doc`'s drawing (null: not).
 * `drawn` false (so the sentence is refused) for a character, a sprite without layers, other
 * traits, or a face with no eyes to draw on; a null image when the still shows nothing.
 */
export function sadCreature(
  source: RgbaImage,
  doc: LayeredSprite | null,
  traits: readonly string[],
  alone: boolean,
): { image: RgbaImage | null; drawn: boolean } {
  if (!doc || doc.rig === "biped" || !alone || traits.length !== 1 || traits[0] !== "sad") {
    return { image: null, drawn: false };
  }
  const faced = sadFace(doc);
  const image = faced ? creatureStill(faced, "looks sad", headLoweredWhole(faced)) : null;
  if (!image) return { image: null, drawn: false };
  return { image: sadShows(image, source) ? image : null, drawn: true };
}

/**
 * The rig's sad pose with the head lowered by whole pixels instead of turned: a head turned a
 * few degrees smears its eye and breaks its jaw and ears into stairs. How far it hangs follows
 * the turn the rig gave it (its far end's drop), at least a pixel; the tail still droops.
 */
function headLoweredWhole(doc: LayeredSprite): (pose: RigPose) => RigPose {
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  return (pose) => {
    const move = head ? pose.layers[head.name] : undefined;
    if (!head || !move?.angle) return pose;
    const reach = Math.max(head.width, head.height) / 2;
    const drop = Math.max(1, Math.round(Math.abs(Math.sin(move.angle)) * reach));
    return {
      ...pose,
      layers: { ...pose.layers, [head.name]: { ...move, angle: 0, dy: (move.dy ?? 0) + drop } },
    };
  };
}

/**
 * A character whose sad face does not show, slumped: the head hangs two pixels lower and one
 * ahead (seen in profile) and the arms hang a pixel lower, each part moved whole by whole
 * pixels, never turned (a still turned a few degrees breaks a hat brim, a staff and every
 * outline into stairs). Null when the drawing has no biped rig or the slump shows nothing.
 */
export function slumpedBiped(doc: LayeredSprite): RgbaImage | null {
  if (doc.rig !== "biped") return null;
  const prep = prepare(doc);
  const biped = readBiped(prep);
  if (!biped) return null;
  const head = doc.layers.find((l) => l.name === "head" && l.width > 0);
  if (!head) return null;
  const reach = Math.max(1, Math.round(doc.height / 32));
  const profile = doc.layers.some((l) => l.name.includes("near") && l.role === "arm");
  const layers: Record<string, { dx?: number; dy?: number }> = {
    head: { dy: 2 * reach, ...(profile ? { dx: reach } : {}) },
  };
  for (const arm of doc.layers.filter((l) => l.role === "arm" && l.width > 0)) {
    layers[arm.name] = { dy: reach };
  }
  const pose: RigPose = { layers, ground: "feet" };
  const image = posed(prep, pose, { width: doc.width, height: doc.height, ox: 0, oy: 0 }).image;
  return sadShows(image, doc.sprite.image) ? image : null;
}
