/**
 * A long item made small and turned (a 64 px axe held by a figure 14 art pixels tall) can
 * come apart along its one-pixel handle: the head in one piece, a pixel or two of handle by
 * the grip in another, a gap between. Drawn so, the head floats over the hand. The handle is
 * joined again: a line in the handle's own colour from the grip to the nearest pixel of the
 * item's main piece, so the item runs unbroken from the hand to its head.
 */
import { isLineColor, type LabOf } from "../color";
import { labelComponents, type Pixels, type Point } from "../raster";

/** The colour the handle is drawn in: the fill nearest the grip, else any pixel nearest it. */
function handleColor(px: Pixels, grip: Point, lab: LabOf): number | null {
  const line = isLineColor(lab);
  let best: number | null = null;
  let bestLine: number | null = null;
  let near = Infinity;
  let nearLine = Infinity;
  for (let i = 0; i < px.data.length; i++) {
    const v = px.data[i]!;
    if (v === 0) continue;
    const x = i % px.width;
    const d = Math.hypot(x - grip.x, (i - x) / px.width - grip.y);
    if (line(v)) {
      if (d < nearLine) [nearLine, bestLine] = [d, v];
    } else if (d < near) [near, best] = [d, v];
  }
  return best ?? bestLine;
}

/**
 * `px` with its grip joined to its main piece (the largest, touching at a corner joins): a
 * copy when a line was drawn, `px` itself when the grip already is on the main piece or the
 * item is empty.
 */
export function joinedToGrip(px: Pixels, grip: Point, lab: LabOf): Pixels {
  const { width, height, data } = px;
  const { labels, sizes } = labelComponents(width, height, (i) => data[i] !== 0, 8);
  if (sizes.length === 0) return px;
  const main = sizes.indexOf(Math.max(...sizes)) + 1;
  const gx = Math.min(width - 1, Math.max(0, grip.x));
  const gy = Math.min(height - 1, Math.max(0, grip.y));
  if (labels[gy * width + gx] === main) return px;
  let target: Point | null = null;
  let near = Infinity;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== main) continue;
    const x = i % width;
    const y = (i - x) / width;
    const d = Math.hypot(x - gx, y - gy);
    if (d < near) [near, target] = [d, { x, y }];
  }
  const color = handleColor(px, { x: gx, y: gy }, lab);
  if (!target || color === null) return px;
  const out = new Uint32Array(data);
  // One step at a time along the longer axis, so the line has no corner-only gaps to fall in.
  const steps = Math.max(Math.abs(target.x - gx), Math.abs(target.y - gy));
  for (let k = 0; k <= steps; k++) {
    const t = steps === 0 ? 0 : k / steps;
    const x = Math.round(gx + (target.x - gx) * t);
    const y = Math.round(gy + (target.y - gy) * t);
    const i = y * width + x;
    if (out[i] === 0) out[i] = color;
  }
  return { width, height, data: out };
}
