/**
 * "The staff" (a wand, a rod, a spear's pole) is its shaft: the long wooden stretch with its
 * dark foot, not the orb or gem set on its tip. On the engine's drawing the held layer holds
 * both, so a recolour of the staff keeps the orb's own colours and shine.
 */
import type { ObjectContext } from "./object-context";

export const SHAFT_WORDS: ReadonlySet<string> = new Set([
  "staff",
  "staffs",
  "wand",
  "rod",
  "pole",
  "stick",
  "shaft",
]);

/** Hue distance (OKLCH degrees) within which a dark pixel is the shaft's own shade. */
const OWN_HUE = 30;
/** Least chroma of a dark pixel that shades the shaft rather than outlines it. */
const OWN_C = 0.02;

const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * The pixels of `mask` that are the shaft: its most common material (with the shine that
 * lights it) and the dark shades of that material's hue drawn as line colour (a ferrule at the
 * foot), never another material (the orb) nor the outline.
 */
export function shaftOf(ctx: ObjectContext, mask: Uint8Array): Uint8Array {
  const { canvas, materials, palette } = ctx;
  const counts = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const m = materials.of(canvas.before.data[i]!);
    if (m >= 0) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  const lead = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  if (lead === undefined) return mask;
  const members = materials.members.get(lead) ?? [];
  const main = members.reduce((a, b) => (b.n > a.n ? b : a), members[0]!);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const v = canvas.before.data[i]!;
    const m = materials.of(v);
    if (m === lead || (m >= 0 && materials.lit(m) === lead)) out[i] = 1;
    else if (m === -1 && main) {
      const c = palette.byValue.get(v);
      if (c && c.lch.C >= OWN_C && hueGap(c.lch.h, main.lch.h) <= OWN_HUE) out[i] = 1;
    }
  }
  return out;
}
