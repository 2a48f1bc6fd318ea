/**
 * A sprite's colors grouped into families, one per material: colors of one hue (within 30°)
 * and a like saturation (chroma within a factor of 1.8 of the family's most used color) form a
 * family, so a brown belt is not the red tunic's shadow; near-neutral colors form family 0, and the darkest colors (OKLab L under 0.25,
 * the outline and line work) are family -1, which no recolor touches. A part of a figure is
 * one family inside one zone, so "the hair" is every shade of the hair's hue, not a rectangle.
 */
import { type LabOf, lchOf } from "../color";
import type { Pixels } from "../raster";

/** Lightness under which a color is line work (outline, inner lines). */
export const LINE_L = 0.25;
const CHROMATIC = 0.035;
const FAMILY_HUE = 30;
const CHROMA_RATIO = 1.8;

export const LINE_FAMILY = -1;

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Family of every opaque color of `px`. Chromatic colors join the first family (in order of
 * how common their lead color is) that is close enough in hue and chroma; deterministic.
 */
export function colorFamilies(px: Pixels, lab: LabOf): Map<number, number> {
  const counts = new Map<number, number>();
  for (const v of px.data) if (v !== 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ordered = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const leads: { h: number; C: number }[] = [];
  const out = new Map<number, number>();
  for (const [v] of ordered) {
    const c = lab(v);
    const lch = lchOf(c);
    if (c.L < LINE_L) out.set(v, LINE_FAMILY);
    else if (lch.C < CHROMATIC) out.set(v, 0);
    else {
      let f = leads.findIndex(
        (lead) =>
          hueDistance(lead.h, lch.h) < FAMILY_HUE &&
          lch.C <= lead.C * CHROMA_RATIO &&
          lead.C <= lch.C * CHROMA_RATIO,
      );
      if (f < 0) {
        leads.push({ h: lch.h, C: lch.C });
        f = leads.length - 1;
      }
      out.set(v, f + 1);
    }
  }
  return out;
}

/**
 * The family with the most pixels inside `area` (line work aside), and the mask of its pixels
 * there; null when the area holds no colored pixel.
 */
export function dominantFamily(
  px: Pixels,
  area: Uint8Array,
  families: ReadonlyMap<number, number>,
  skip: (family: number) => boolean = () => false,
): { family: number; mask: Uint8Array; count: number } | null {
  const tally = new Map<number, number>();
  for (let i = 0; i < area.length; i++) {
    if (!area[i]) continue;
    const f = families.get(px.data[i]!);
    if (f === undefined || f === LINE_FAMILY || skip(f)) continue;
    tally.set(f, (tally.get(f) ?? 0) + 1);
  }
  let family = -2;
  let best = 0;
  for (const [f, n] of tally) {
    if (n > best || (n === best && f < family)) {
      family = f;
      best = n;
    }
  }
  if (best === 0) return null;
  const mask = new Uint8Array(area.length);
  for (let i = 0; i < area.length; i++) {
    if (area[i] && families.get(px.data[i]!) === family) mask[i] = 1;
  }
  return { family, mask, count: best };
}
