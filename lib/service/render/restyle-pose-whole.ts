/**
 * A pose must keep the figure in one piece. An imported picture has no layers to say where its
 * arms join its body (a little mage's arms are a column of robe pixels with a hand at the
 * end): lifted by guess, they can come away and float beside the head. A posed still in more
 * separate pieces than its source tore something off, and is refused rather than shown.
 */
import { labelComponents, type RgbaImage } from "@/lib/engine/raster";
import { quote } from "./restyle-words";

/** Pieces smaller than this (a stray speck, a spark) are not counted as parts of the figure. */
const MIN_PIECE = 3;

/** How many separate pieces a picture's shown pixels make (touching at a corner joins them). */
function pieces(image: RgbaImage): number {
  const { width, height, data } = image;
  const found = labelComponents(width, height, (i) => data[i * 4 + 3]! > 0, 8);
  return found.sizes.filter((n) => n >= MIN_PIECE).length;
}

/** Whether `posed` shows the figure of `source` in more pieces than it was drawn in. */
export function tornApart(source: RgbaImage, posed: RgbaImage): boolean {
  if (source.width !== posed.width || source.height !== posed.height) return false;
  return pieces(posed) > pieces(source);
}

/** The refusal of a pose that would tear the figure apart, naming the pose words. */
export const TORN_MESSAGE = (words: readonly string[]) =>
  `${quote(words)} would tear this sprite's arms from its body: they are drawn into it, with no joint to turn them at, so nothing is made or charged.`;
