/**
 * A part of a figure of few pixels foreshortened as it tips toward the viewer (a hat's cone, a
 * chest, a sleeve in a front bow): whole rows taken out of its upper half, its bottom row kept.
 * The rows taken are those whose loss opens the fewest fill pixels to the air (a row like the
 * one under it first), and each fill pixel the loss leaves with air straight above it takes the
 * outline colour, so the part keeps a closed outline (a cone a row shorter steps out wider under
 * its tip, outlined, as an artist draws it). Every other pixel keeps its value.
 */
import type { Pixels } from "../raster";
import { createPixels } from "../raster";

/** The part's pixels `rows` rows shorter (at most half its height), `outline` its outline ink. */
export function shortenedPixels(pixels: Pixels, rows: number, outline: number | undefined): Pixels {
  const { width, height, data } = pixels;
  const take = Math.min(rows, Math.floor(height / 2));
  if (take <= 0) return pixels;
  const kept = Array.from({ length: height }, (_, y) => y);
  const at = (y: number, x: number) => data[y * width + x]!;
  for (let n = 0; n < take; n++) {
    let best = -1;
    let bestCost = Infinity;
    // Rows of the upper half, not the top row (the tip) nor the last of the half.
    for (let i = 1; i < Math.floor(kept.length / 2); i++) {
      const above = kept[i - 1]!;
      const below = kept[i + 1]!;
      let cost = 0;
      for (let x = 0; x < width; x++) {
        const fill = at(below, x) !== 0 && at(below, x) !== outline;
        if (fill && at(above, x) === 0) cost++;
        if (at(kept[i]!, x) !== at(below, x)) cost += 0.01;
      }
      if (cost < bestCost) {
        best = i;
        bestCost = cost;
      }
    }
    if (best < 0) break;
    kept.splice(best, 1);
  }
  const tall = kept.length;
  const out = createPixels(width, tall);
  kept.forEach((from, y) => {
    out.data.set(data.subarray(from * width, (from + 1) * width), y * width);
  });
  if (outline === undefined) return out;
  for (let y = 1; y < tall; y++) {
    for (let x = 0; x < width; x++) {
      const v = out.data[y * width + x]!;
      if (v === 0 || v === outline) continue;
      // Air straight above, where the source had the part's own pixel: the loss opened it.
      if (out.data[(y - 1) * width + x] === 0 && at(kept[y]! - 1, x) !== 0)
        out.data[y * width + x] = outline;
    }
  }
  return out;
}
