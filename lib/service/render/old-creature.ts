/**
 * "Make him look older" on a generated creature (a wolf): its drawer has no "old" trait, so
 * the muzzle, brow and chin are greyed in its head's own layer (`agedBeast`) and the head is
 * shown a pixel lower, moved whole by the rig (a still turned a few degrees breaks the ears
 * and jaw into stairs): a grizzled face carried a little low.
 */
import { posed, prepare } from "@/lib/engine/animate";
import type { LayeredSprite } from "@/lib/engine/draw";
import type { RgbaImage } from "@/lib/engine/raster";
import { agedBeast } from "@/lib/engine/restyle";
import { sadShows } from "./sad-looks";

/** How far an old beast's head hangs, in pixels per 64 of the sprite's height (1 at least). */
const HEAD_DROP_PER_64 = 1;

/**
 * The older still of a creature whose stored pixels are still `doc`'s drawing (null: not).
 * `drawn` false (so the sentence is refused) for a character, a sprite without layers, other
 * asks beside it, or a head with no eye to age; a null image when nothing shows.
 */
export function oldCreature(
  source: RgbaImage,
  doc: LayeredSprite | null,
  traits: readonly string[],
  alone: boolean,
): { image: RgbaImage | null; drawn: boolean } {
  if (!doc || doc.rig === "biped" || !alone || traits.length !== 1 || traits[0] !== "old") {
    return { image: null, drawn: false };
  }
  const aged = agedBeast(doc);
  const head = aged?.layers.find((l) => l.role === "head" && l.width > 0);
  if (!aged || !head) return { image: null, drawn: false };
  const drop = Math.max(1, Math.round((doc.height / 64) * HEAD_DROP_PER_64));
  const size = { width: doc.width, height: doc.height, ox: 0, oy: 0 };
  const image = posed(
    prepare(aged),
    { layers: { [head.name]: { dy: drop } }, ground: "feet" },
    size,
  ).image;
  return { image: sadShows(image, source) ? image : null, drawn: true };
}
