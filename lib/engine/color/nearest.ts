/**
 * Nearest palette color in OKLab, for drawing under a palette lock: Euclidean OKLab distance,
 * the first entry wins ties (the rule the palette lock applies to finished images too).
 */
import { hexToRgb, type Oklab, oklabDistanceSquared, type Rgb, rgbToOklab } from "./convert";

export interface PaletteMatcher {
  readonly colors: readonly Rgb[];
  nearest(rgb: Rgb): Rgb;
}

export function paletteMatcher(hexes: readonly string[]): PaletteMatcher {
  if (hexes.length === 0) throw new RangeError("palette must hold at least one color");
  const colors = hexes.map((hex) => hexToRgb(hex));
  const labs: Oklab[] = colors.map((rgb) => rgbToOklab(rgb));
  const cache = new Map<number, Rgb>();
  return {
    colors,
    nearest(rgb) {
      const key = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2];
      const hit = cache.get(key);
      if (hit) return hit;
      const lab = rgbToOklab(rgb);
      let best = 0;
      let bestDistance = Infinity;
      for (let i = 0; i < labs.length; i++) {
        const d = oklabDistanceSquared(lab, labs[i]!);
        if (d < bestDistance) {
          bestDistance = d;
          best = i;
        }
      }
      const out = colors[best]!;
      cache.set(key, out);
      return out;
    },
  };
}
