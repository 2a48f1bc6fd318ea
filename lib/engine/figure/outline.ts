import type { Pixels } from "../raster";

const outlines = new WeakMap<Pixels, number>();

/**
 * A sprite's outline colour: the commonest colour on the edge of its silhouette (a pixel beside
 * a transparent one or the canvas edge). 0 for an empty sprite. Cached per picture.
 */
export function outlineColor(source: Pixels): number {
  const hit = outlines.get(source);
  if (hit !== undefined) return hit;
  const { width, height, data } = source;
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const v = data[p]!;
      if (v === 0) continue;
      const edge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        data[p - 1] === 0 ||
        data[p + 1] === 0 ||
        data[p - width] === 0 ||
        data[p + width] === 0;
      if (edge) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  let best = 0;
  let most = 0;
  for (const [v, n] of counts) {
    if (n > most) {
      best = v;
      most = n;
    }
  }
  outlines.set(source, best);
  return best;
}

/**
 * How many screen pixels a drawn pixel of the sprite takes: the greatest common divisor of its
 * same-colored horizontal runs (1 for a sprite drawn pixel by pixel, 3 for a 16 px drawing
 * scaled up 3 times), at most 8.
 */
export function pixelScale(src: Pixels): number {
  const { width, height, data } = src;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let scale = 0;
  for (let y = 0; y < height && scale !== 1; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      const v = x < width ? data[y * width + x]! : 0;
      if (x > 0 && x < width && v === data[y * width + x - 1]) {
        run++;
        continue;
      }
      if (x > 0 && data[y * width + x - 1] !== 0) scale = gcd(scale, run);
      run = 1;
    }
  }
  return Math.min(8, Math.max(1, scale));
}
