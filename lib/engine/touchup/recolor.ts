/**
 * Recolor: the part's whole shading ramp maps onto the asked color's ramp (see the figure
 * layer's rampMapping): as many shades as before, in the same light order, hue-shifted, and
 * the outline untouched. The part is the named one, or else the material the region holds:
 * the largest color family of the part found in the region (see part-mask), or the next one
 * when that family already has the asked hue. With `trim`, only the part's edge pixels change
 * ("gold trim").
 */
import type { LabOf, Oklch } from "../color";
import { LINE_L, maskedCounts, rampMapping } from "../figure";
import type { RegionCanvas } from "./region";
import type { SpritePalette } from "./sprite-palette";

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** True when `mask` holds opaque pixels and every one of them is line-coloured (OKLab L under 0.25). */
export function drawnInLineColour(data: Uint32Array, mask: Uint8Array, lab: LabOf): boolean {
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || data[i] === 0) continue;
    if (lab(data[i]!).L >= LINE_L) return false;
    n++;
  }
  return n > 0;
}

/**
 * How far a recoloured shade may sit below and above the asked colour's lightness. Beyond that
 * the colour reads as another: black's highlights turn grey, white's and pink's shadows turn
 * grey and mauve, brown's highlights tan. A ramp of three or four shades fits with clear steps.
 */
const READS_BELOW = 0.18;
const READS_ABOVE = 0.1;

/** Hue distance within which a family already is the asked color. */
const SAME_HUE = 45;

/** The material in `area` to recolor: its largest family, unless that already is `target`. */
export function materialMask(
  canvas: RegionCanvas,
  palette: SpritePalette,
  area: Uint8Array,
  target: Oklch,
): Uint8Array | null {
  const { px } = canvas;
  const counts = new Map<number, number>();
  for (let i = 0; i < area.length; i++) {
    if (!area[i]) continue;
    const c = palette.byValue.get(px.data[i]!);
    if (c && c.family >= 0) counts.set(c.family, (counts.get(c.family) ?? 0) + 1);
  }
  const order = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([f]) => f);
  const isTarget = (f: number) => {
    const family = palette.families[f]!;
    const lead = family.reduce((a, b) => (b.n > a.n ? b : a));
    return target.C >= 0.04 ? f > 0 && hueDistance(lead.lch.h, target.h) <= SAME_HUE : f === 0;
  };
  const family = order.find((f) => !isTarget(f)) ?? order[0];
  if (family === undefined) return null;
  const mask = new Uint8Array(area.length);
  for (let i = 0; i < area.length; i++) {
    if (area[i] && palette.byValue.get(px.data[i]!)?.family === family) mask[i] = 1;
  }
  return mask;
}

/**
 * Recolors the pixels of `mask` (inside the region) onto `target`'s ramp. With `withLines` the
 * mask's line-coloured pixels map too (a part drawn in line colour, such as dark eyes; the mask
 * then holds only that part, never the outline around it).
 */
export function recolor(
  canvas: RegionCanvas,
  mask: Uint8Array,
  target: Oklch,
  lab: LabOf,
  trim: boolean,
  withLines = false,
): void {
  const { region, px } = canvas;
  const mapping = rampMapping(maskedCounts(canvas.before, mask), target, lab, withLines, {
    lo: target.L - READS_BELOW,
    hi: target.L + READS_ABOVE,
  });
  const inPart = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < px.width && y < px.height && mask[y * px.width + x] === 1;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      if (!mask[y * px.width + x]) continue;
      const to = mapping.get(canvas.get(x, y));
      if (to === undefined) continue;
      if (trim && inPart(x - 1, y) && inPart(x + 1, y) && inPart(x, y - 1) && inPart(x, y + 1))
        continue;
      canvas.set(x, y, to);
    }
  }
}
