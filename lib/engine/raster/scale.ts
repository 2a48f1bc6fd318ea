/**
 * Pixel-art scaling that adds no colors. Up: nearest neighbour (whole factors stay crisp).
 * Down: each target pixel looks at the block of source pixels it covers; it is filled when at
 * least 30 % of the block is (so one-pixel lines survive), and takes the block's most common
 * color, line colors (`isLine`, the caller's notion of dark) counting extra so outlines are not
 * eaten by fills. `minFill` (0.3 unless given) is that share: a caller shrinking a thin thing a
 * long way (a sword to a tenth of its size) passes less, so its one-pixel blade survives.
 */
import { createPixels, type Pixels } from "./pixels";

export function scalePixels(
  px: Pixels,
  factor: number,
  isLine: (packed: number) => boolean,
  minFill = 0.3,
): Pixels {
  const width = Math.max(1, Math.round(px.width * factor));
  const height = Math.max(1, Math.round(px.height * factor));
  const out = createPixels(width, height);
  const sx = px.width / width;
  const sy = px.height / height;
  if (sx <= 1 && sy <= 1) {
    for (let y = 0; y < height; y++) {
      const from = Math.min(px.height - 1, Math.floor(y * sy)) * px.width;
      for (let x = 0; x < width; x++)
        out.data[y * width + x] = px.data[from + Math.min(px.width - 1, Math.floor(x * sx))]!;
    }
    return out;
  }
  const weights = new Map<number, number>();
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      weights.clear();
      let filled = 0;
      let total = 0;
      for (let yy = y0; yy < y1 && yy < px.height; yy++) {
        for (let xx = x0; xx < x1 && xx < px.width; xx++) {
          total++;
          const v = px.data[yy * px.width + xx]!;
          if (v === 0) continue;
          filled++;
          weights.set(v, (weights.get(v) ?? 0) + (isLine(v) ? 1.5 : 1));
        }
      }
      if (filled === 0 || filled < total * minFill) continue;
      let best = 0;
      let bestWeight = -1;
      for (const [v, w] of weights) {
        if (w > bestWeight || (w === bestWeight && v < best)) {
          best = v;
          bestWeight = w;
        }
      }
      out.data[y * width + x] = best;
    }
  }
  return out;
}
