/**
 * A sprite's own colors as a touch-up sees them: each color with its lightness and hue, grouped
 * into families (colors of one material, see the figure layer's colorFamilies), with the dark
 * line colors set apart. Every color a touch-up writes comes from here, so it adds none.
 */
import {
  countColors,
  labCache,
  type LabOf,
  lchOf,
  type Oklab,
  oklabDistanceSquared,
  type Oklch,
  oklchToOklab,
} from "../color";
import { colorFamilies } from "../figure";
import type { Pixels } from "../raster";

export interface PaletteColor {
  readonly v: number;
  readonly n: number;
  readonly lab: Oklab;
  readonly lch: Oklch;
  /** Family index; -1 for line colors. */
  readonly family: number;
}

export interface SpritePalette {
  readonly colors: readonly PaletteColor[];
  readonly byValue: ReadonlyMap<number, PaletteColor>;
  /** Members of each family, darkest first. */
  readonly families: readonly (readonly PaletteColor[])[];
  readonly lab: LabOf;
}

export function spritePalette(px: Pixels): SpritePalette {
  const lab = labCache();
  const counts = countColors(px);
  // One notion of a material for every edit: the figure layer's color families.
  const familyOf = colorFamilies(px, lab);
  const colors: PaletteColor[] = [...counts]
    .map(([v, n]) => ({ v, n, lab: lab(v), lch: lchOf(lab(v)), family: familyOf.get(v) ?? -1 }))
    .sort((a, b) => b.n - a.n || a.v - b.v);
  const size = Math.max(0, ...colors.map((c) => c.family)) + 1;
  const families: PaletteColor[][] = Array.from({ length: size }, () => []);
  for (const c of colors) if (c.family >= 0) families[c.family]!.push(c);
  for (const f of families) f.sort((a, b) => a.lab.L - b.lab.L || a.v - b.v);
  return { colors, byValue: new Map(colors.map((c) => [c.v, c])), families, lab };
}

/** The sprite's color nearest to `target` in OKLab (opaque colors preferred). */
export function nearestColor(
  palette: SpritePalette,
  target: Oklch,
  filter?: (c: PaletteColor) => boolean,
): PaletteColor | null {
  const t = oklchToOklab(target);
  let best: PaletteColor | null = null;
  let bestD = Infinity;
  for (const c of palette.colors) {
    if (filter && !filter(c)) continue;
    const d = oklabDistanceSquared(c.lab, t) + (c.v >>> 24 === 255 ? 0 : 1);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/**
 * One step darker (`dir` -1) or lighter (+1) than `v`: the next color of its family, else the
 * sprite color of nearest hue that is 0.04 to 0.3 darker (lighter) unless `sameFamily`; null when
 * there is none.
 */
export function shadeOf(
  palette: SpritePalette,
  v: number,
  dir: -1 | 1,
  sameFamily = false,
): number | null {
  const c = palette.byValue.get(v);
  if (!c) return null;
  if (c.family >= 0) {
    const family = palette.families[c.family]!;
    const i = family.indexOf(c);
    const next = family[i + dir];
    if (next) return next.v;
  }
  if (sameFamily) return null;
  let best: PaletteColor | null = null;
  let bestD = Infinity;
  for (const o of palette.colors) {
    const dL = (o.lab.L - c.lab.L) * dir;
    if (dL < 0.04 || dL > 0.3) continue;
    const d = (o.lab.a - c.lab.a) ** 2 + (o.lab.b - c.lab.b) ** 2 + dL * dL * 0.25;
    if (d < bestD) {
      bestD = d;
      best = o;
    }
  }
  return best ? best.v : null;
}

export function darkest(palette: SpritePalette): number | null {
  let best: PaletteColor | null = null;
  for (const c of palette.colors) if (!best || c.lab.L < best.lab.L) best = c;
  return best ? best.v : null;
}

export function lightest(palette: SpritePalette): number | null {
  let best: PaletteColor | null = null;
  for (const c of palette.colors) if (!best || c.lab.L > best.lab.L) best = c;
  return best ? best.v : null;
}
