/**
 * Palette consolidation: ramps built independently often end in near-identical darks and
 * lights, and a sprite with a dozen ramps would carry 60 colors. Like an artist sharing colors
 * between ramps, this merges the closest pair of colors (OKLab distance) until the sprite is
 * within `max` colors and no two colors are closer than `minDistance`. The color covering
 * fewer pixels takes the other's value; the outline color is never replaced, only absorbs.
 */
import { type Oklab, oklabDistanceSquared, type Rgb, rgbToOklab } from "../color";

export interface ColorUse {
  readonly rgb: Rgb;
  readonly pixels: number;
  readonly protected?: boolean;
  /** Kept apart: never merged with any other color, either way (a hand-painted color). */
  readonly apart?: boolean;
}

/** Returns, for each input color, the index of the color it becomes. */
export function consolidate(
  colors: readonly ColorUse[],
  max: number,
  minDistance = 0.03,
): number[] {
  const target = colors.map((_, i) => i);
  const labs: Oklab[] = colors.map((c) => rgbToOklab(c.rgb));
  const pixels = colors.map((c) => c.pixels);
  const alive = colors.map(() => true);
  let count = colors.length;
  const minD2 = minDistance * minDistance;
  for (;;) {
    let best = Infinity;
    let a = -1;
    let b = -1;
    for (let i = 0; i < colors.length; i++) {
      if (!alive[i]) continue;
      for (let j = i + 1; j < colors.length; j++) {
        if (!alive[j]) continue;
        if (colors[i]!.protected && colors[j]!.protected) continue;
        if (colors[i]!.apart || colors[j]!.apart) continue;
        const d = oklabDistanceSquared(labs[i]!, labs[j]!);
        if (d < best) {
          best = d;
          a = i;
          b = j;
        }
      }
    }
    if (a < 0 || (count <= max && best >= minD2)) break;
    // The survivor: a protected color, else the one covering more pixels.
    const keepA = colors[a]!.protected || (!colors[b]!.protected && pixels[a]! >= pixels[b]!);
    const keep = keepA ? a : b;
    const drop = keepA ? b : a;
    alive[drop] = false;
    pixels[keep]! += pixels[drop]!;
    for (let k = 0; k < target.length; k++) if (target[k] === drop) target[k] = keep;
    count--;
  }
  return target;
}
