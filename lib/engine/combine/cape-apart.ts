/**
 * A cape hung on a back in the very colour the figure wears reads as a wider robe, not as a
 * cape. Such a cape takes its own darker shades instead: each shade of its cloth becomes the
 * next darker one it has (its outline and a clasp of another colour stay), so it shows apart
 * from the clothes beside the body without a colour from outside the two sprites.
 */
import { countColors, isLineColor, type LabOf, oklabDistanceSquared } from "../color";
import type { ItemCut } from "../figure";
import type { Pixels } from "../raster";

/** OKLab distance under which two cloth colours read as one cloth at 1×. */
const SAME_CLOTH = 0.09;

/** The commonest colour of `px` that is neither line-dark nor near white; null when none. */
function clothOf(px: Pixels, lab: LabOf): number | null {
  const line = isLineColor(lab);
  let best: number | null = null;
  let most = 0;
  for (const [v, n] of countColors(px)) {
    if (line(v) || lab(v).L > 0.92) continue;
    if (n > most || (n === most && best !== null && v < best)) {
      most = n;
      best = v;
    }
  }
  return best;
}

/** The cape, in its darker shades when its cloth matches the figure's; as it was otherwise. */
export function capeApartFrom(cape: ItemCut, figure: Pixels, lab: LabOf): ItemCut {
  const own = clothOf(cape.px, lab);
  const worn = clothOf(figure, lab);
  if (own === null || worn === null) return cape;
  if (oklabDistanceSquared(lab(own), lab(worn)) >= SAME_CLOTH ** 2) return cape;
  const line = isLineColor(lab);
  const hue = (v: number) => Math.atan2(lab(v).b, lab(v).a);
  // The cloth's own shades: its hue, not a clasp's gold or a lining's other colour.
  const sameHue = (v: number) => {
    const turn = hue(v) - hue(own);
    return Math.abs(Math.atan2(Math.sin(turn), Math.cos(turn))) < 0.6;
  };
  const cloth = [...countColors(cape.px).keys()]
    .filter((v) => !line(v) && sameHue(v))
    .sort((a, b) => lab(a).L - lab(b).L || a - b);
  if (cloth.length < 2) return cape;
  // One step down the cloth's own lightness order; its darkest shade stays.
  const down = new Map(cloth.map((v, i) => [v, cloth[Math.max(0, i - 1)]!]));
  const data = cape.px.data.map((v) => down.get(v) ?? v);
  return { ...cape, px: { ...cape.px, data } };
}
