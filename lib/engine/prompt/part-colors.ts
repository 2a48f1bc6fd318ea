/**
 * A generation prompt's colors split between the parts they name and the rest: the drawer
 * paints each bound color on its part only, and gives the loose ones (bound to no part it can
 * paint) its usual order (a garment's cloth then trim, a creature's body then belly).
 */
import type { Oklch } from "../color";
import { type PartBinding, readPartAttributes } from "./attributes";
import type { SpritePromptReading } from "./read-sprite-prompt";
import { type Material, MATERIAL_WORDS } from "./vocabulary";

/** A bound color, and the material when the word was one ("gold armor"). */
export interface Paint {
  readonly color: Oklch;
  readonly material: Material | null;
}

export interface PartColors<S extends string> {
  /** The first color bound to each spot. */
  readonly bound: Readonly<Partial<Record<S, Paint>>>;
  /** Indices of `reading.colors` bound to no spot, in the order written. */
  readonly loose: readonly number[];
}

/**
 * Binds the prompt's colors over `words` (part word → part); `spotOf` says where a binding lands
 * on this drawer, or null when it has nothing to paint there (the color then stays loose); it is
 * told whether the binding was asked later (`partColorsAsked`, a restyle) or is the prompt's own.
 */
export function partColors<P extends string, S extends string>(
  reading: SpritePromptReading,
  words: ReadonlyMap<string, P>,
  spotOf: (binding: PartBinding<P>, askedLater: boolean) => S | null,
): PartColors<S> {
  const bound: Partial<Record<S, Paint>> = {};
  // Color words spent on a spot, so the same words are not also read as loose colors.
  const spent: string[] = [];
  const asked = reading.partColorsAsked
    ? readPartAttributes(reading.partColorsAsked, words).bindings
    : [];
  const own = readPartAttributes(reading.prompt, words).bindings;
  // Colors asked for later win their spot; the prompt's own color for that spot is still
  // spent on it (it is not a loose color), as before.
  const takenByAsk = new Set<S>();
  for (const binding of [...asked, ...own]) {
    if (!binding.color) continue;
    const spot = spotOf(binding, asked.includes(binding));
    if (spot === null) continue;
    const mine = !asked.includes(binding);
    if (bound[spot] && !(mine && takenByAsk.has(spot))) continue;
    if (!bound[spot]) {
      const single = binding.color.words.length === 1 ? binding.color.words[0]! : "";
      bound[spot] = { color: binding.color.color, material: MATERIAL_WORDS[single] ?? null };
    }
    if (!mine) {
      takenByAsk.add(spot);
      continue;
    }
    takenByAsk.delete(spot);
    // The reading lists colors without the material that may follow ("brown" of "brown leather").
    spent.push(binding.color.words.filter((w) => !MATERIAL_WORDS[w]).join(" "));
  }
  const loose: number[] = [];
  reading.colors.forEach((c, n) => {
    const at = spent.indexOf(c.word);
    if (at >= 0) spent.splice(at, 1);
    else loose.push(n);
  });
  return { bound, loose };
}
