/**
 * A long item made small and turned (a 64 px axe held by a figure 14 art pixels tall) can
 * come apart along its one-pixel handle: the head in one piece, a pixel or two of handle by
 * the grip in another, a gap between. Drawn so, the head floats over the hand. The handle is
 * joined again: the handle's end nearest the grip (on the item's main piece) is drawn on in the
 * handle's own colour along the handle's own axis until level with the grip, so the item runs
 * unbroken and straight from its head to the hand.
 */
import { isLineColor, type LabOf } from "../color";
import { labelComponents, type Pixels, type Point } from "../raster";

/** How far from the handle's end its pixels tell which way the handle runs. */
const AXIS_REACH = 3;

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
  // The handle's axis: from the mean of the main piece's pixels near its end toward that end.
  // Drawn straight from the end to the grip, a grip a pixel beside the handle's line made a
  // crooked stub jutting sideways under the hand.
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] !== main) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (Math.max(Math.abs(x - target.x), Math.abs(y - target.y)) > AXIS_REACH) continue;
    [sx, sy, n] = [sx + x, sy + y, n + 1];
  }
  let dx = target.x - sx / n;
  let dy = target.y - sy / n;
  if (Math.hypot(dx, dy) < 0.5) [dx, dy] = [gx - target.x, gy - target.y];
  // One pixel a step along the longer axis, so the line has no corner-only gaps to fall in;
  // as many steps as bring it level with the grip (its projection on the axis), so it ends at
  // the hand and not past it.
  const major = Math.max(Math.abs(dx), Math.abs(dy));
  if (major === 0) return px;
  [dx, dy] = [dx / major, dy / major];
  const steps = Math.round(((gx - target.x) * dx + (gy - target.y) * dy) / (dx * dx + dy * dy));
  if (steps <= 0) return px;
  const out = new Uint32Array(data);
  for (let k = 1; k <= steps; k++) {
    const x = Math.round(target.x + dx * k);
    const y = Math.round(target.y + dy * k);
    if (x < 0 || y < 0 || x >= width || y >= height) break;
    const i = y * width + x;
    if (out[i] === 0) out[i] = color;
  }
  return { width, height, data: out };
}
