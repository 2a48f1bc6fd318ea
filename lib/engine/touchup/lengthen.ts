/**
 * Longer and shorter: an object redrawn along the way it points, away from the side it is held
 * by, with sections of its longest uniform stretch repeated or taken out so its ends keep their
 * drawn shape (see lengthenObject).
 */
import type { RegionCanvas } from "./region";
import type { Box } from "./redraw-outlined";
import { boxOf, lift, STEPS } from "./reshape";

type Side = "top" | "bottom" | "left" | "right";

/**
 * The side of the object's box it holds on to the sprite by: the side whose quarter of the box
 * holds most of the pixels where it touches other art; null when it touches nothing.
 */
function attachedSide(
  canvas: RegionCanvas,
  mask: Uint8Array,
  box: Box,
  isLine: (v: number) => boolean,
): Side | null {
  const { width, height } = canvas.px;
  const counts: Record<Side, number> = { top: 0, bottom: 0, left: 0, right: 0 };
  const qx = (box.x1 - box.x0) / 4;
  const qy = (box.y1 - box.y0) / 4;
  let any = false;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const touches = STEPS.some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) return false;
      const j = ny * width + nx;
      const v = canvas.before.data[j]!;
      // Line work is shared by everything it separates; what holds the object is art.
      return !mask[j] && v !== 0 && !isLine(v);
    });
    if (!touches) continue;
    any = true;
    if (y - box.y0 <= qy) counts.top++;
    if (box.y1 - y <= qy) counts.bottom++;
    if (x - box.x0 <= qx) counts.left++;
    if (box.x1 - x <= qx) counts.right++;
  }
  if (!any) return null;
  return (Object.keys(counts) as Side[]).reduce((a, b) => (counts[b] > counts[a] ? b : a));
}

/**
 * Makes the object longer or shorter along the way it points: away from the side it is
 * attached by (a blade grows from its guard, a beak from the head), or along its longer side
 * when it touches nothing. It is redrawn, not stretched: rows (columns) across its middle are
 * repeated or taken out, so its tip, its base and its outline keep their drawn shape. Returns
 * how many rows it changed by: 0 when the region leaves no room on the growing side, -1 when
 * the object goes on past the region (its far part would stay behind).
 */
export function lengthenObject(
  canvas: RegionCanvas,
  mask: Uint8Array,
  longer: boolean,
  isLine: (v: number) => boolean,
): number {
  const { width } = canvas.px;
  const box = boxOf(mask, width);
  if (!box) return 0;
  // An object reaching past the region cannot move whole: its far part would stay behind.
  if (box.x0 < canvas.region.x || box.y0 < canvas.region.y) return 0;
  if (box.x1 >= canvas.region.x + canvas.region.width) return 0;
  if (box.y1 >= canvas.region.y + canvas.region.height) return 0;
  if (reachesOut(canvas, mask)) return -1;
  const side = attachedSide(canvas, mask, box, isLine);
  const vertical =
    side === "top" || side === "bottom"
      ? true
      : side === "left" || side === "right"
        ? false
        : box.y1 - box.y0 > box.x1 - box.x0;
  // The far end moves: up for an object held at its bottom, right for one held at its left.
  const farIsLow = side === "bottom" || side === "right";
  const length = vertical ? box.y1 - box.y0 + 1 : box.x1 - box.x0 + 1;
  // t counts from the attached end; a pixel at t' of the result shows the object's t.
  let near = vertical ? (farIsLow ? box.y1 : box.y0) : farIsLow ? box.x1 : box.x0;
  const dir = farIsLow ? -1 : 1;
  const [c0, c1] = vertical ? [box.x0, box.x1] : [box.y0, box.y1];
  const at = (t: number, c: number) => {
    const [x, y] = vertical ? [c, near + dir * t] : [near + dir * t, c];
    return y * width + x;
  };
  // Where it is the same across for a while (a shaft, a blade), sections are taken out or
  // repeated there, so the parts at its ends (teeth, a tip, a guard) stay whole.
  const section = (t: number) => {
    let key = "";
    for (let c = c0; c <= c1; c++) {
      const j = at(t, c);
      key += `${mask[j] ? canvas.before.data[j] : 0},`;
    }
    return key;
  };
  let run = { from: Math.floor(length / 2), length: 1 };
  for (let t = 0; t < length; ) {
    let u = t + 1;
    while (u < length && section(u) === section(t)) u++;
    if (u - t > run.length) run = { from: t, length: u - t };
    t = u;
  }
  let step = longer ? Math.max(2, Math.round(length * 0.35)) : Math.round(length * 0.3);
  if (!longer) step = Math.min(step, run.length > 1 ? run.length - 1 : length - 2);
  if (step < 1) return 0;
  let shift = 0;
  if (longer) {
    const { region } = canvas;
    const lowRoom = vertical ? box.y0 - region.y : box.x0 - region.x;
    const highRoom = vertical
      ? region.y + region.height - 1 - box.y1
      : region.x + region.width - 1 - box.x1;
    const room = farIsLow ? lowRoom : highRoom;
    // A region tighter than the full growth still gets what it has room for: a longer sword
    // by the rows the region leaves free. An object held by nothing may also slide back into
    // the room behind it, so it grows by the room on both sides.
    const behind = side === null ? (farIsLow ? highRoom : lowRoom) : 0;
    if (room + behind < 1) return 0;
    if (room < step) {
      shift = Math.min(step - room, behind);
      step = room + shift;
    }
  }
  near -= dir * shift;
  // Shorter takes sections out from just past the run's first; longer repeats its middle.
  const mid = run.length > 1 ? run.from + (longer ? Math.floor(run.length / 2) : 1) : run.from;
  const source = (t: number): number | null => {
    if (t < mid) return t;
    if (longer) return t < mid + step ? mid : t - step < length ? t - step : null;
    return t + step < length ? t + step : null;
  };
  lift(canvas, mask);
  const newLength = longer ? length + step : length - step;
  for (let t = 0; t < newLength; t++) {
    const from = source(t);
    if (from === null) continue;
    for (let c = c0; c <= c1; c++) {
      const origin = near + dir * shift;
      const [sx, sy] = vertical ? [c, origin + dir * from] : [origin + dir * from, c];
      const [x, y] = vertical ? [c, near + dir * t] : [near + dir * t, c];
      const j = sy * width + sx;
      if (mask[j]) canvas.set(x, y, canvas.before.data[j]!);
    }
  }
  return step;
}

/** Whether the object's art goes on past the region's edge (its outline, a part of it). */
function reachesOut(canvas: RegionCanvas, mask: Uint8Array): boolean {
  const { width, height } = canvas.px;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || canvas.inside(nx, ny)) continue;
      if (canvas.before.data[ny * width + nx] !== 0) return true;
    }
  }
  return false;
}
