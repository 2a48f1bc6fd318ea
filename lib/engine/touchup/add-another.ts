/**
 * "Add one more apple" on a tree that already bears apples: a pixel artist copies one of the
 * apples already there, in its own size and shading, onto a clear spot of the same canopy,
 * rather than drawing a new apple in another style beside them.
 */
import { lchOf, type Oklch, rgbToOklab } from "../color";
import { labelComponents } from "../raster";
import type { RegionCanvas } from "./region";
import { hueGap, SAME_HUE } from "./small-art";

/** Things a sprite bears as small look-alike pieces, so another one is a copy of them. */
export const COPIED_THINGS: ReadonlySet<string> = new Set([
  "apple",
  "cherry",
  "berry",
  "fruit",
  "orange",
  "lemon",
  "plum",
  "pear",
]);

/** A piece larger than this many pixels is no fruit dotted on a surface. */
const MOST_PIXELS = 9;
/** Luma below which a pixel is line work (the outline), which no copy may sit on. */
const LINE_LUMA = 60;

const luma = (v: number) => 0.3 * (v & 255) + 0.59 * ((v >>> 8) & 255) + 0.11 * ((v >>> 16) & 255);

/**
 * Copies the largest small piece of `main`'s hue in the region (an apple of the canopy) to the
 * free spot nearest the region's centre: one whose box and a ring of one pixel round it lie on
 * opaque art that is neither line work nor of that hue, so the copy touches no other piece and
 * no outline. Returns the pixels drawn, 0 when the region holds no such piece or no such spot.
 */
export function addAnother(canvas: RegionCanvas, main: Oklch): number {
  const { region, px, before } = canvas;
  const { width, height } = px;
  const ownHue = (v: number) => {
    if (v === 0) return false;
    const c = lchOf(rgbToOklab([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]));
    return c.C >= 0.04 && hueGap(c.h, main.h) <= SAME_HUE;
  };
  const inRegion = (i: number) => {
    const x = i % width;
    return canvas.inside(x, (i - x) / width);
  };
  const comps = labelComponents(width, height, (i) => inRegion(i) && ownHue(before.data[i]!), 8);
  let label = 0;
  comps.sizes.forEach((size, k) => {
    if (size <= MOST_PIXELS && (label === 0 || size > comps.sizes[label - 1]!)) label = k + 1;
  });
  if (label === 0) return 0;
  const cells: [number, number, number][] = [];
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  comps.labels.forEach((k, i) => {
    if (k !== label) return;
    const x = i % width;
    const y = (i - x) / width;
    cells.push([x, y, before.data[i]!]);
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  });
  const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
  const surface = (x: number, y: number) => {
    if (!canvas.inside(x, y)) return false;
    const v = canvas.get(x, y);
    return v !== 0 && luma(v) >= LINE_LUMA && !ownHue(v);
  };
  const [cx, cy] = [region.x + (region.width - w) / 2, region.y + (region.height - h) / 2];
  let best: [number, number] | null = null;
  let bestD = Infinity;
  for (let y = region.y + 1; y + h < region.y + region.height; y++)
    for (let x = region.x + 1; x + w < region.x + region.width; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d >= bestD) continue;
      let clear = true;
      for (let dy = -1; dy <= h && clear; dy++)
        for (let dx = -1; dx <= w && clear; dx++) clear = surface(x + dx, y + dy);
      if (clear) [best, bestD] = [[x, y], d];
    }
  if (!best) return 0;
  for (const [x, y, v] of cells) canvas.set(best[0] + x - x0, best[1] + y - y0, v);
  return cells.length;
}
