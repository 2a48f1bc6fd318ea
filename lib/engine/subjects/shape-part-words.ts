/**
 * The words that name a part of a shape subject: each part's name (its last word, and that
 * word's plural) and a few everyday synonyms ("gem" for a jewel, "grip" for a handle). The
 * prompt reader understands them after the subject ("a crown with a blue jewel"), and the shape
 * drawer binds a colour written next to one to that part only.
 */
import type { ShapeSpec } from "./shape";

/** Everyday words for a part, by the last word of the part's name in the spec. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  jewel: ["gem", "gemstone", "jewels", "gems", "ruby", "sapphire", "emerald"],
  gem: ["jewel", "gemstone", "jewels", "gems"],
  blade: ["blades", "edge"],
  handle: ["grip", "hilt", "haft", "shaft"],
  band: ["ribbon", "stripe"],
  liquid: ["potion", "contents", "drink"],
  cork: ["stopper"],
  leaves: ["leaf", "foliage"],
};

/** Part word → the part's name, for every part of `spec`. */
export function shapePartWords(spec: ShapeSpec): ReadonlyMap<string, string> {
  const words = new Map<string, string>();
  for (const part of spec.parts) {
    const name = part.name.toLowerCase();
    const last = name.split(/\s+/).at(-1) ?? name;
    for (const word of [last, `${last}s`, ...(SYNONYMS[last] ?? [])])
      if (!words.has(word)) words.set(word, name);
  }
  return words;
}
