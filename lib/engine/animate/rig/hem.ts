/**
 * A robe's or a skirt's hanging rows (`LayerMove.hem`): cut from the layer at its joint and slid
 * and widened row by row, nearest neighbour, so every value stays one of the layer's own.
 */
import { createPixels, type Pixels } from "../../raster";

/** How a hanging hem swings and flares (see `LayerMove.hem`), in screen pixels. */
export interface HemSwing {
  readonly sweep: number;
  readonly front: number;
  readonly back: number;
  /**
   * The hem's front corner raised (a leg kicking up under it lifts the cloth): each column from
   * the middle of the bottom row's span to its front end has its hanging rows moved up, by
   * nothing at the middle and `lift` pixels at the front end, so the hem's edge slants up toward
   * the front and the rows left under it are bare. Absent or 0: the hem hangs level.
   */
  readonly lift?: number;
}

/** Rows `from` to `to` (exclusive) of a layer's pixels, as a picture of their own. */
export function rowsOfPixels(src: Pixels, from: number, to: number): Pixels {
  const out = createPixels(src.width, to - from);
  out.data.set(src.data.subarray(from * src.width, to * src.width));
  return out;
}

/**
 * Rows below `jointY` slid and widened in proportion to their depth (see `LayerMove.hem`): the
 * row's own span [a, b] is stretched, nearest neighbour, onto [a - back·k + sweep·k,
 * b + front·k + sweep·k], k going from 0 at the joint to 1 at the bottom row.
 */
export function hemmed(
  shaped: { src: Pixels; x: number; y: number },
  jointY: number,
  hem: HemSwing,
): { src: Pixels; x: number; y: number } {
  const { src, x, y } = shaped;
  const top = Math.max(0, Math.ceil(jointY - y));
  const depth = src.height - 1 - top;
  if (depth <= 0) return shaped;
  const grow = Math.ceil(Math.max(0, hem.back - Math.min(0, hem.sweep), Math.abs(hem.sweep)));
  const growRight = Math.ceil(Math.max(0, hem.front + Math.max(0, hem.sweep), Math.abs(hem.sweep)));
  const width = src.width + grow + growRight;
  const out = createPixels(width, src.height);
  for (let v = 0; v < src.height; v++) {
    const row = v * src.width;
    let a = -1;
    let b = -1;
    for (let u = 0; u < src.width; u++) {
      if (!src.data[row + u]) continue;
      if (a < 0) a = u;
      b = u;
    }
    if (a < 0) continue;
    const k = v <= top ? 0 : (v - top) / depth;
    const left = a - hem.back * k + hem.sweep * k;
    const right = b + hem.front * k + hem.sweep * k;
    const from = Math.round(left);
    const to = Math.round(right);
    for (let u = from; u <= to; u++) {
      const f = to === from ? 0 : (u - from) / (to - from);
      const sx = Math.min(b, Math.max(a, Math.round(a + f * (b - a))));
      const value = src.data[row + sx]!;
      if (value && u + grow >= 0 && u + grow < width) out.data[v * width + u + grow] = value;
    }
  }
  if (hem.lift) liftFront(out, top, hem.lift);
  return { src: out, x: x - grow, y };
}

/** Raises the front of the hanging rows below row `top` (see `HemSwing.lift`), in place. */
function liftFront(px: Pixels, top: number, lift: number): void {
  const bottom = px.height - 1;
  let a = -1;
  let b = -1;
  for (let u = 0; u < px.width; u++) {
    if (!px.data[bottom * px.width + u]) continue;
    if (a < 0) a = u;
    b = u;
  }
  if (a < 0 || b <= a) return;
  const middle = (a + b) / 2;
  for (let u = Math.ceil(middle); u < px.width; u++) {
    const share = Math.min(1, (u - middle) / Math.max(1, b - middle));
    const s = Math.min(bottom - top, Math.round(lift * share));
    if (s <= 0) continue;
    for (let v = top + 1; v <= bottom; v++) {
      const from = v * px.width + u;
      if (v - s > top) px.data[(v - s) * px.width + u] = px.data[from]!;
      if (v > bottom - s) px.data[from] = 0;
    }
  }
}
