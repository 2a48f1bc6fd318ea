/**
 * Restyle attributes bound to parts ("gold armor and a blue cape"): each named part is found
 * (see the figure layer's locatePart) and its shading ramp mapped onto its own color, so
 * "armor gold" changes the armor and "pink hair" the hair, nothing else. A part the sprite does
 * not have is reported, with its color words, rather than painted somewhere else.
 */
import type { LabOf } from "../color";
import { type FigureAnchors, locatePart, recolorRamp } from "../figure";
import type { PartBinding } from "../prompt";
import { type Pixels, type RgbaImage, toPixels } from "../raster";

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

/** What the drawer's own layers say about the parts, when the sprite is still as drawn. */
export interface DrawnParts {
  /** Parts the sprite does not have: a color bound to one is missed, never painted elsewhere. */
  readonly lacks?: ReadonlySet<string>;
  /**
   * Where a part's layer shows (1 on its pixels), used instead of the silhouette reading;
   * `shield` too, kept out of the armor.
   */
  readonly shown?: ReadonlyMap<string, Uint8Array>;
}

/** Words that mean the metal worn over the whole body, not only the chest. */
const WHOLE_ARMOR = new Set(["armor", "armour", "plate", "mail"]);
/** How close (OKLab) a limb's mean color must be to the chest's to be the same armor. */
const SAME_MATERIAL = 0.09;

export function findParts(
  image: RgbaImage,
  bindings: readonly PartBinding[],
  lab: LabOf,
  anchors: FigureAnchors | undefined,
  drawn: DrawnParts = {},
): FoundParts {
  const found: PartRecolor[] = [];
  const missed = new Set<string>();
  const located = new Set<string>();
  for (const binding of bindings) {
    const part =
      binding.color && !drawn.lacks?.has(binding.part)
        ? (shownPart(drawn.shown?.get(binding.part)) ??
          locatePart(image, binding.part, lab, anchors))
        : null;
    if (part) {
      const mask = WHOLE_ARMOR.has(binding.partWord)
        ? withLimbsOfSameMaterial(image, part.mask, lab, anchors, [
            drawn.shown?.get("held"),
            drawn.shown?.get("shield"),
          ])
        : part.mask;
      found.push({ mask, binding });
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

function shownPart(mask: Uint8Array | undefined): { mask: Uint8Array } | null {
  return mask?.some((v) => v !== 0) ? { mask } : null;
}

/**
 * Armor is the chest and whatever arms and legs are of its material (a knight's plate covers
 * him; a villager's "armor" is his jerkin, his sleeves and breeches stay): a limb zone joins
 * when its mean color is within SAME_MATERIAL of the chest's. Held things (`carried`: the
 * drawer's item and shield layers, when known) are left out.
 */
function withLimbsOfSameMaterial(
  image: RgbaImage,
  chest: Uint8Array,
  lab: LabOf,
  anchors: FigureAnchors | undefined,
  carried: readonly (Uint8Array | undefined)[],
): Uint8Array {
  const px = toPixels(image);
  const mean = (mask: Uint8Array) => {
    let L = 0;
    let a = 0;
    let b = 0;
    let n = 0;
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      const c = lab(px.data[i]!);
      L += c.L;
      a += c.a;
      b += c.b;
      n++;
    }
    return n > 0 ? { L: L / n, a: a / n, b: b / n } : null;
  };
  const base = mean(chest);
  const out = new Uint8Array(chest);
  if (!base) return out;
  for (const zone of ["arms", "legs"] as const) {
    const limb = locatePart(image, zone, lab, anchors);
    const m = limb ? mean(limb.mask) : null;
    if (!limb || !m) continue;
    if (Math.hypot(m.L - base.L, m.a - base.a, m.b - base.b) > SAME_MATERIAL) continue;
    for (let i = 0; i < out.length; i++) if (limb.mask[i]) out[i] = 1;
  }
  // What the figure holds (a shield, a sword) is not what it wears.
  for (const mask of carried)
    if (mask) for (let i = 0; i < out.length; i++) if (mask[i]) out[i] = 0;
  return out;
}
