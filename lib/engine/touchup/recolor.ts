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
import { readsAs } from "./reads-as";
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
 * A highlight: the part's lightest shade standing at least this far above the next one, on at
 * most a quarter of the part's pixels (a pale shine on a ball). Squeezed into the band with the
 * rest it would sink into the body's colour; it keeps its own lift instead (up to paper white),
 * as a pale tint of the asked colour at half its chroma. A near-neutral target keeps it in the
 * band (black's highlight would turn grey).
 */
const HIGHLIGHT_GAP = 0.15;
const HIGHLIGHT_SHARE = 4;
const HIGHLIGHT_TOP = 0.95;
const HIGHLIGHT_C = 0.5;

/** The lightest shade of `counts` when it is a highlight (see HIGHLIGHT_GAP), else null. */
function highlightOf(counts: ReadonlyMap<number, number>, lab: LabOf): number | null {
  const shades = [...counts.keys()].filter((v) => lab(v).L >= LINE_L);
  if (shades.length < 3) return null;
  shades.sort((a, b) => lab(b).L - lab(a).L || a - b);
  const [top, next] = [shades[0]!, shades[1]!];
  const total = shades.reduce((n, v) => n + (counts.get(v) ?? 0), 0);
  if (lab(top).L - lab(next).L < HIGHLIGHT_GAP) return null;
  return (counts.get(top) ?? 0) * HIGHLIGHT_SHARE <= total ? top : null;
}

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
  band: { lo: number; hi: number } = readsAs(target),
): void {
  const { region, px } = canvas;
  const counts = maskedCounts(canvas.before, mask);
  const shine = target.C >= 0.04 ? highlightOf(counts, lab) : null;
  if (shine !== null) counts.delete(shine);
  const mapping = rampMapping(counts, target, lab, withLines, { ...band, whole: true });
  if (shine !== null) {
    // The highlight keeps its lift above the part's lightest shade, now mapped.
    let lightest = shine;
    for (const v of counts.keys())
      if (lightest === shine || lab(v).L > lab(lightest).L) lightest = v;
    const lift = lab(shine).L - lab(lightest).L;
    const L = Math.min(HIGHLIGHT_TOP, lab(mapping.get(lightest) ?? lightest).L + lift);
    const pale = { L, C: target.C * HIGHLIGHT_C, h: target.h };
    const to = rampMapping(new Map([[shine, 1]]), pale, lab, false, { lo: L, hi: L }).get(shine);
    if (to !== undefined) mapping.set(shine, to);
  }
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
