/**
 * Recolor: the region's dominant material (its largest color family, outline colors aside)
 * takes the sprite's own family nearest the asked color (the closest hue it has, if it has none
 * of that color), light for light and dark for dark, so the shading stays. When the dominant
 * material already is that color, the next material in the region changes instead. With `trim`,
 * only the material's edge pixels change ("gold trim").
 */
import type { Oklch } from "../color";
import type { RegionCanvas } from "./region";
import type { PaletteColor, SpritePalette } from "./sprite-palette";

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Families ranked by how well they match the target: chromatic targets by hue distance (family
 * hue = its most used member's), neutral targets by low chroma. Each with its hue distance.
 */
function rankFamilies(
  palette: SpritePalette,
  target: Oklch,
): { family: number; distance: number }[] {
  const ranked: { family: number; distance: number }[] = [];
  palette.families.forEach((family, f) => {
    if (family.length === 0) return;
    const lead = family.reduce((a, b) => (b.n > a.n ? b : a));
    const chroma = family.reduce((s, m) => s + m.lch.C, 0) / family.length;
    const distance =
      target.C >= 0.04
        ? f === 0
          ? 400
          : hueDistance(lead.lch.h, target.h)
        : f === 0
          ? 0
          : chroma * 1000;
    ranked.push({ family: f, distance });
  });
  return ranked.sort((a, b) => a.distance - b.distance || a.family - b.family);
}

/** Hue distance within which a family already is the asked color. */
const SAME_HUE = 45;

function nearestByLightness(family: readonly PaletteColor[], L: number): PaletteColor {
  let best = family[0]!;
  for (const c of family) if (Math.abs(c.lab.L - L) < Math.abs(best.lab.L - L)) best = c;
  return best;
}

export function recolor(
  canvas: RegionCanvas,
  palette: SpritePalette,
  target: Oklch,
  trim: boolean,
): void {
  const { region } = canvas;
  const counts = new Map<number, number>();
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const c = palette.byValue.get(canvas.get(x, y));
      if (c && c.family >= 0) counts.set(c.family, (counts.get(c.family) ?? 0) + 1);
    }
  }
  const order = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([f]) => f);
  const dominant = order[0];
  const ranked = rankFamilies(palette, target);
  if (dominant === undefined || ranked.length === 0) return;
  // The dominant material changes unless it already is the asked color; then the next one does.
  // Asked for a hue the sprite lacks, the dominant material takes the nearest other family.
  const best = ranked[0]!;
  const alreadyThere = best.family === dominant && best.distance <= SAME_HUE;
  const into = alreadyThere
    ? best.family
    : (ranked.find((r) => r.family !== dominant)?.family ?? best.family);
  const from = alreadyThere ? order.find((f) => f !== into) : dominant;
  const goal = palette.families[into];
  if (from === undefined || from === into || !goal || goal.length === 0) return;
  const members = new Set(palette.families[from]!.map((c) => c.v));
  let sum = 0;
  let n = 0;
  for (const c of palette.families[from]!) {
    sum += c.lab.L * c.n;
    n += c.n;
  }
  const shift = (target.L - sum / Math.max(1, n)) * 0.5;
  const mapping = new Map<number, number>();
  for (const c of palette.families[from]!)
    mapping.set(c.v, nearestByLightness(goal, c.lab.L + shift).v);
  const other = (x: number, y: number) => !members.has(canvas.get(x, y));
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const v = canvas.get(x, y);
      const to = mapping.get(v);
      if (to === undefined) continue;
      if (trim && !(other(x - 1, y) || other(x + 1, y) || other(x, y - 1) || other(x, y + 1)))
        continue;
      canvas.set(x, y, to);
    }
  }
}
