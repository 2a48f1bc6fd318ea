/**
 * Color facts the restyle, combine and touch-up passes share: OKLab of packed pixels (memoised,
 * since sprites hold few colors and many pixels), color counts and the dark outline color a
 * sprite is drawn with. Pixels are the raster layer's packed form (0 = empty).
 */
import { type Oklab, type Oklch, oklabToOklch, rgbToOklab } from "./convert";
import { isEdge, type Pixels } from "../raster";

export type LabOf = (packed: number) => Oklab;

/** A memoised packed-pixel → OKLab function; one per operation keeps memory bounded. */
export function labCache(): LabOf {
  const cache = new Map<number, Oklab>();
  return (v) => {
    let lab = cache.get(v);
    if (!lab) {
      lab = rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);
      cache.set(v, lab);
    }
    return lab;
  };
}

export function lchOf(lab: Oklab): Oklch {
  return oklabToOklch(lab);
}

/** Pixel counts per color over the non-empty pixels, optionally only inside a rectangle. */
export function countColors(
  px: Pixels,
  rect?: { x: number; y: number; width: number; height: number },
): Map<number, number> {
  const counts = new Map<number, number>();
  const x0 = rect?.x ?? 0;
  const y0 = rect?.y ?? 0;
  const x1 = rect ? rect.x + rect.width : px.width;
  const y1 = rect ? rect.y + rect.height : px.height;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const v = px.data[y * px.width + x]!;
      if (v !== 0) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  return counts;
}

/** Lightness under which an edge pixel reads as outline. */
export const INK_LIGHTNESS = 0.4;

/**
 * The sprite's outline color: the most common dark edge color, when dark pixels make up at least
 * half of the silhouette's edge (a drawn outline); null for unoutlined art.
 */
export function outlineInk(px: Pixels, lab: LabOf): number | null {
  const counts = new Map<number, number>();
  let edges = 0;
  let dark = 0;
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      if (!isEdge(px, x, y)) continue;
      edges++;
      const v = px.data[y * px.width + x]!;
      if (lab(v).L >= INK_LIGHTNESS) continue;
      dark++;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  if (edges === 0 || dark * 2 < edges) return null;
  let best = 0;
  let bestCount = -1;
  for (const [v, n] of counts) {
    if (n > bestCount || (n === bestCount && v < best)) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/** The darkest color present (by OKLab L; ties by value), or null for an empty sprite. */
export function darkestColor(colors: Iterable<number>, lab: LabOf): number | null {
  let best: number | null = null;
  for (const v of colors) {
    if (best === null || lab(v).L < lab(best).L || (lab(v).L === lab(best).L && v < best)) best = v;
  }
  return best;
}

/**
 * Skin-like: warm, moderately saturated, mid to light. Faces and hands carry a character's
 * identity, so careful restyles leave these colors alone.
 */
export function isSkinLike(lch: Oklch): boolean {
  return (
    lch.h >= 25 && lch.h <= 80 && lch.C >= 0.03 && lch.C <= 0.13 && lch.L >= 0.55 && lch.L <= 0.92
  );
}

/** Lightness under which a color reads as a line (outline or dark detail) when resizing. */
export const LINE_LIGHTNESS = 0.35;

/** The line test `scalePixels` weighs dark colors with, over a sprite's OKLab. */
export function isLineColor(lab: LabOf): (packed: number) => boolean {
  return (packed) => lab(packed).L < LINE_LIGHTNESS;
}

/**
 * A sprite's fill colors with their counts: every opaque color lighter than a line, commonest
 * first (ties by packed value, so the order is the same on every run).
 */
export function fillColors(sprite: Pixels, lab: LabOf): [number, number][] {
  return [...countColors(sprite)]
    .filter(([v]) => v !== 0 && lab(v).L >= LINE_LIGHTNESS)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}
