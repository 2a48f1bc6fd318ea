/**
 * Restyle attributes bound to parts ("gold armor and a blue cape"): each named part is found
 * (see the figure layer's locatePart) and its shading ramp mapped onto its own color, so
 * "armor gold" changes the armor and "pink hair" the hair, nothing else. A part the sprite does
 * not have is reported, with its color words, rather than painted somewhere else.
 */
import type { LabOf } from "../color";
import { type FigureAnchors, locatePart, recolorRamp } from "../figure";
import type { PartBinding } from "../prompt";
import type { Pixels, RgbaImage } from "../raster";

export interface PartRecolor {
  readonly mask: Uint8Array;
  readonly binding: PartBinding;
}

export interface FoundParts {
  readonly found: readonly PartRecolor[];
  /** Words of the parts not found (the part word and its color words). */
  readonly missed: ReadonlySet<string>;
  /** Part words found. */
  readonly located: ReadonlySet<string>;
}

export function findParts(
  image: RgbaImage,
  bindings: readonly PartBinding[],
  lab: LabOf,
  anchors: FigureAnchors | undefined,
  lacks: ReadonlySet<string> = new Set(),
): FoundParts {
  const found: PartRecolor[] = [];
  const missed = new Set<string>();
  const located = new Set<string>();
  for (const binding of bindings) {
    const part =
      binding.color && !lacks.has(binding.part)
        ? locatePart(image, binding.part, lab, anchors)
        : null;
    if (part) {
      found.push({ mask: part.mask, binding });
      located.add(binding.partWord);
      for (const w of binding.color!.words) located.add(w);
    } else {
      missed.add(binding.partWord);
      for (const w of binding.color?.words ?? []) missed.add(w);
    }
  }
  // A word found for one part and missed for another ("red hat and red cape") counts as used.
  for (const w of located) missed.delete(w);
  return { found, missed, located };
}

/** Recolors each found part in place; returns how many pixels changed. */
export function recolorParts(px: Pixels, parts: readonly PartRecolor[], lab: LabOf): number {
  let changed = 0;
  for (const { mask, binding } of parts)
    changed += recolorRamp(px, mask, binding.color!.color, lab);
  return changed;
}
