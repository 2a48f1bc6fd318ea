/**
 * Remove: the part's mask (the named part, or the part found in the region; never the whole
 * rectangle) is redrawn from what surrounds it (see inpaint): empty where the surroundings are
 * empty, so an object at the silhouette's edge goes; the surface's colors where it lies inside
 * the figure. Refilled pixels left on the new edge take the outline ink.
 */
import { inpaint } from "../raster";
import type { RegionCanvas } from "./region";

export function emptyBorder(canvas: RegionCanvas): boolean {
  const { width, height } = canvas.before;
  let empty = 0;
  let total = 0;
  for (let x = 0; x < width; x++) {
    for (const y of [0, height - 1]) {
      total++;
      if (canvas.get(x, y) === 0) empty++;
    }
  }
  for (let y = 1; y < height - 1; y++) {
    for (const x of [0, width - 1]) {
      total++;
      if (canvas.get(x, y) === 0) empty++;
    }
  }
  return empty * 2 >= total;
}

export function removeRegion(
  canvas: RegionCanvas,
  mask: Uint8Array,
  ink: number | null,
  light: (v: number) => boolean,
): void {
  const { px, region } = canvas;
  // Beyond the canvas counts as air for a sprite on a transparent canvas (most of its border
  // empty), and always when the region is the whole canvas (nothing else is known).
  const whole = region.width === px.width && region.height === px.height;
  inpaint(px, mask, whole || emptyBorder(canvas));
  if (ink === null) return;
  const empty = (x: number, y: number) =>
    x < 0 || y < 0 || x >= px.width || y >= px.height || px.data[y * px.width + x] === 0;
  const lines: [number, number][] = [];
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const v = px.data[y * px.width + x]!;
      if (v === 0 || !light(v)) continue;
      if (empty(x - 1, y) || empty(x + 1, y) || empty(x, y - 1) || empty(x, y + 1))
        lines.push([x, y]);
    }
  }
  for (const [x, y] of lines) canvas.set(x, y, ink);
}
