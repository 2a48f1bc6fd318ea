/**
 * Tucked layers: a leg's top (its pixels above the hip's row) lives inside the body. Turned or
 * lifted about the hip, a thick thigh's upper corners would rise past the body's outline as a
 * hump on the back or a dark blot behind the wing; tucked, they are drawn only where the
 * parent's posed silhouette is, or a pixel to either side of it (so a thigh drawn a pixel proud
 * of the body's flank at rest keeps that pixel, and nothing is ever stacked on the back).
 */
import type { Pixels } from "../../raster";

/**
 * Copies `layer` (a layer posed alone on a canvas the size of `frame`) onto `frame`, leaving
 * out its pixels above `row` that are neither on `parent` (the parent's posed pixels, alone)
 * nor just left or right of one of them.
 */
export function tuckInto(frame: Pixels, layer: Pixels, parent: Pixels, row: number): void {
  const { width, height } = frame;
  const on = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && parent.data[y * width + x] !== 0;
  for (let i = 0; i < layer.data.length; i++) {
    const v = layer.data[i]!;
    if (v === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (y < row && !on(x, y) && !on(x - 1, y) && !on(x + 1, y)) continue;
    frame.data[i] = v;
  }
}
