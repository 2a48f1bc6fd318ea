/**
 * A profile's narrowing, row by row: each row's opaque runs squeezed toward the middle, their
 * end pixels (the outline) always kept.
 */
import { createPixels, type Pixels } from "../raster";

/**
 * Squeezes each row's opaque runs toward the middle of `left..right`, a row keeping `keepOf(y)`
 * of its width there. A run's first and last pixels (its outline at both ends) always survive,
 * so a row narrower than the body (a head under a wider hat brim) keeps its outline on both
 * sides. `map(x, y)` tells where an old pixel of row y went.
 */
export function squeezeRows(
  src: Pixels,
  left: number,
  right: number,
  keepOf: (y: number) => number,
) {
  const { width, height, data } = src;
  const span = right - left + 1;
  const scaled = (x: number, y: number) => {
    const newSpan = Math.max(1, Math.round(span * keepOf(y)));
    const newLeft = left + Math.floor((span - newSpan) / 2);
    return newLeft + Math.round(((x - left) * (newSpan - 1)) / Math.max(1, span - 1));
  };
  /** The opaque run of row y holding x: where it starts and ends, before and after. */
  const runAt = (x: number, y: number) => {
    const row = y * width;
    let [start, end] = [x, x];
    while (start > 0 && data[row + start - 1] !== 0) start--;
    while (end + 1 < width && data[row + end + 1] !== 0) end++;
    let [from, to] = [scaled(start, y), scaled(end, y)];
    // A run drawn three or more wide (outline, fill, outline: a leg over its boot) keeps its
    // fill: squeezed narrower it would be two outline pixels and the boot gone.
    const least = Math.min(3, end - start + 1);
    if (to - from + 1 < least) {
      from = Math.round((from + to) / 2) - Math.floor((least - 1) / 2);
      to = from + least - 1;
    }
    return { start, end, from, to };
  };
  const map = (x: number, y: number) => {
    if (data[y * width + x] === 0) return scaled(x, y);
    const { start, end, from, to } = runAt(x, y);
    return from + Math.round(((x - start) * (to - from)) / Math.max(1, end - start));
  };
  const out = createPixels(width, height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[row + x] === 0 || (x > 0 && data[row + x - 1] !== 0)) continue;
      const { end, from, to } = runAt(x, y);
      const n = to - from + 1;
      for (let i = 0; i < n; i++) {
        const sx = n === 1 ? x : x + Math.round((i * (end - x)) / (n - 1));
        out.data[row + from + i] = data[row + sx]!;
      }
      x = end;
    }
  }
  return { out, map };
}
