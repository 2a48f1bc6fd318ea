/**
 * A bigger door (a window, a panel): a filled rectangle standing in a frame of line colour on
 * its sides and top grows as a door does, into the wall around it. Its frame is redrawn round
 * the larger opening and its inside is the old one stretched, so it keeps its frame and its
 * square shape; it never fuses with what is beside it: the new frame keeps a wall pixel between
 * itself and any other line (a window's frame), except a line running past it on both ends (the
 * eave above, the wall's edge), which it may meet as a door meets the eave. With no such room
 * it is refused rather than squeezed into a blob.
 */
import type { RegionCanvas } from "./region";

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Growths tried, largest first: columns added left and right, rows added on top. */
const GROWTHS: readonly [number, number, number][] = [
  [1, 1, 2],
  [1, 1, 1],
  [1, 0, 2],
  [0, 1, 2],
  [1, 0, 1],
  [0, 1, 1],
  [1, 1, 0],
  [0, 0, 2],
  [0, 0, 1],
  [1, 0, 0],
  [0, 1, 0],
];

/**
 * The object's filled box when it stands in a frame (line colour down both sides and across the
 * top, a line or the ground below), else null.
 */
function framedBox(canvas: RegionCanvas, mask: Uint8Array, isLine: (v: number) => boolean) {
  const { width } = canvas.px;
  const data = canvas.before.data;
  let box: Box | null = null;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || isLine(data[i]!)) continue;
    const x = i % width;
    const y = (i - x) / width;
    n++;
    box = box
      ? {
          x0: Math.min(box.x0, x),
          y0: Math.min(box.y0, y),
          x1: Math.max(box.x1, x),
          y1: Math.max(box.y1, y),
        }
      : { x0: x, y0: y, x1: x, y1: y };
  }
  if (!box || n !== (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1)) return null;
  if (box.x1 - box.x0 < 1 || box.y1 - box.y0 < 2) return null;
  const line = (x: number, y: number) => {
    const v = canvas.before.data[y * width + x];
    return v !== undefined && v !== 0 && isLine(v) && x >= 0 && x < width;
  };
  for (let y = box.y0; y <= box.y1; y++)
    if (!line(box.x0 - 1, y) || !line(box.x1 + 1, y)) return null;
  for (let x = box.x0 - 1; x <= box.x1 + 1; x++) if (!line(x, box.y0 - 1)) return null;
  const below = (box.y1 + 1) * width;
  for (let x = box.x0; x <= box.x1; x++) {
    const v = data[below + x];
    if (v !== undefined && v !== 0 && !isLine(v)) return null;
  }
  return box;
}

/**
 * Grows a framed object; returns true when it grew, false when there is no room (nothing is
 * written), null when the object is not a framed rectangle (another way of growing applies).
 */
export function growFramed(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): boolean | null {
  const box = framedBox(canvas, mask, isLine);
  if (!box) return growTaller(canvas, mask, isLine);
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const frameColour = data[box.y0 * width + box.x0 - 1]!;
  const oldFrame = (x: number, y: number) =>
    x >= box.x0 - 1 && x <= box.x1 + 1 && y >= box.y0 - 1 && y <= box.y1;
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : data[y * width + x]!;
  // The wall: what the new frame and opening may take over (opaque, not line work).
  const wall = (x: number, y: number) => {
    const v = at(x, y);
    return oldFrame(x, y) || (v !== 0 && !isLine(v));
  };
  // A line running past the new frame on both ends may be met; any other line keeps a gap.
  const spans = (cells: [number, number][], lo: number, hi: number, across: boolean) =>
    cells.every(([x, y]) => isLine(at(x, y)) && at(x, y) !== 0) &&
    (across
      ? isLine(at(lo - 1, cells[0]![1])) && isLine(at(hi + 1, cells[0]![1]))
      : isLine(at(cells[0]![0], lo - 1)) && isLine(at(cells[0]![0], hi + 1)));
  const clear = (cells: [number, number][], lo: number, hi: number, across: boolean) =>
    cells.every(([x, y]) => !isLine(at(x, y)) || oldFrame(x, y)) || spans(cells, lo, hi, across);
  for (const [dl, dr, dt] of GROWTHS) {
    const g: Box = { x0: box.x0 - dl, x1: box.x1 + dr, y0: box.y0 - dt, y1: box.y1 };
    const [fx0, fx1, fy0] = [g.x0 - 1, g.x1 + 1, g.y0 - 1];
    let fits = true;
    for (let y = fy0; y <= g.y1 && fits; y++)
      for (let x = fx0; x <= fx1 && fits; x++) fits = canvas.inside(x, y) && wall(x, y);
    if (!fits) continue;
    const column = (x: number): [number, number][] =>
      Array.from({ length: g.y1 - fy0 + 1 }, (_, k) => [x, fy0 + k]);
    const row = (y: number): [number, number][] =>
      Array.from({ length: fx1 - fx0 + 1 }, (_, k) => [fx0 + k, y]);
    if (dl > 0 && !clear(column(fx0 - 1), fy0, g.y1, false)) continue;
    if (dr > 0 && !clear(column(fx1 + 1), fy0, g.y1, false)) continue;
    if (dt > 0 && !clear(row(fy0 - 1), fx0, fx1, true)) continue;
    const [ow, oh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
    const [nw, nh] = [g.x1 - g.x0 + 1, g.y1 - g.y0 + 1];
    for (let y = fy0; y <= g.y1; y++)
      for (let x = fx0; x <= fx1; x++) {
        if (x === fx0 || x === fx1 || y === fy0) {
          canvas.set(x, y, frameColour);
          continue;
        }
        const sx = box.x0 + Math.min(ow - 1, Math.floor(((x - g.x0) * ow) / nw));
        // Rows keep the door's foot and top as drawn; the middle stretches.
        const sy = box.y0 + Math.min(oh - 1, Math.floor(((y - g.y0) * oh) / nh));
        canvas.set(x, y, data[sy * width + sx]!);
      }
    return true;
  }
  return false;
}

/** Rows a door drawn in a shape of its own may rise by, most first. */
const RISES = [3, 2, 1];

/**
 * A framed thing that is no plain rectangle (a door with a step at its foot) grows the one way
 * that keeps its drawn shape: taller. Its top frame rises and the row under it repeats, column
 * by column, over wall only, up to a line running past it (the eave) or a wall pixel short of
 * any other line. Null when it stands in no frame across its top.
 */
function growTaller(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): boolean | null {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : data[y * width + x]!;
  const line = (x: number, y: number) => at(x, y) !== 0 && isLine(at(x, y));
  // The top interior row of each column, and its frame's span.
  const top = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || isLine(data[i]!)) continue;
    const x = i % width;
    const y = (i - x) / width;
    top.set(x, Math.min(top.get(x) ?? y, y));
  }
  // The opening's top: the columns reaching highest (a step at the foot stays as drawn).
  const highest = Math.min(...top.values());
  const xs = [...top]
    .filter(([, y]) => y === highest)
    .map(([x]) => x)
    .sort((a, b) => a - b);
  if (xs.length < 2 || xs[xs.length - 1]! - xs[0]! + 1 !== xs.length) return null;
  const frameY = highest - 1;
  const from = xs[0]! - 1;
  const to = xs[xs.length - 1]! + 1;
  for (let x = from; x <= to; x++) if (!line(x, frameY)) return null;
  if (!line(from, highest) || !line(to, highest)) return null;
  const spanning = (y: number) => {
    for (let x = from - 1; x <= to + 1; x++) if (!line(x, y)) return false;
    return true;
  };
  for (const rise of RISES) {
    const newFrame = frameY - rise;
    // The risen frame is drawn on the wall, or it is the line running past both ends of the
    // opening (the eave), which then frames the door's top as it does a door under low eaves.
    const shared = spanning(newFrame);
    let fits = true;
    for (let x = from; x <= to && fits; x++)
      for (let y = shared ? newFrame + 1 : newFrame; y < frameY && fits; y++) {
        const v = at(x, y);
        fits = canvas.inside(x, y) && v !== 0 && !isLine(v);
      }
    // Above a drawn frame: a line running on past both ends of it, or no line at all.
    if (fits && !shared)
      for (let x = from; x <= to && fits; x++)
        if (line(x, newFrame - 1)) fits = spanning(newFrame - 1);
    // Fewer than three more pixels of opening is no bigger door to the eye.
    if (!fits || xs.length * rise < 3) continue;
    for (let x = from; x <= to; x++) {
      // Moving up: the frame row (unless the eave is its frame now), then the opening's top row,
      // its side frames with it, repeated down to where the frame was.
      if (!shared) canvas.set(x, newFrame, at(x, frameY));
      for (let y = newFrame + 1; y <= frameY; y++) canvas.set(x, y, at(x, highest));
    }
    return true;
  }
  return false;
}

/** How much of each side a smaller framed thing keeps. */
const SMALLER = 0.7;

/**
 * A smaller box, crate or door: a filled rectangle in a frame shrinks as the same drawing, only
 * smaller. The opening keeps its proportions and square corners, its first and last rows and
 * columns (a lit top, a shaded side and foot) are kept and the middle thinned; it stays on the
 * line it stands on, centred across; its frame is redrawn round it; what it no longer covers
 * takes what lies beside the old frame on the same row (air beside a box in the air, wall
 * beside a door). True when it shrank, null when it is no framed rectangle or too small.
 */
export function shrinkFramed(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): boolean | null {
  const box = framedBox(canvas, mask, isLine);
  if (!box) return null;
  const { width } = canvas.px;
  const data = canvas.before.data;
  const [ow, oh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  // The whole drawing, frame and foot line included, keeps its proportions (an 11 × 10 block
  // becomes 8 × 7, not a square); the opening is what the frame leaves inside it.
  const [nw, nh] = [Math.round((ow + 2) * SMALLER) - 2, Math.round((oh + 2) * SMALLER) - 2];
  if (nw < 2 || nh < 2 || (nw === ow && nh === oh)) return null;
  const frameColour = data[box.y0 * width + box.x0 - 1]!;
  // The old frame's box, emptied row by row with what lies just outside it.
  const [fx0, fx1, fy0] = [box.x0 - 1, box.x1 + 1, box.y0 - 1];
  for (let y = fy0; y <= box.y1; y++) {
    const outside = fx0 - 1 >= 0 ? data[y * width + fx0 - 1]! : 0;
    const beside = outside !== 0 && !isLine(outside) ? outside : 0;
    for (let x = fx0; x <= fx1; x++) canvas.set(x, y, beside);
  }
  // A line under it only as wide as its frame is its own foot (a box standing alone): it
  // shrinks with it. One running on past (a house's base under a door) stays.
  const footY = box.y1 + 1;
  const lineAt = (x: number) => {
    const v = data[footY * width + x];
    return x >= 0 && x < width && v !== undefined && v !== 0 && isLine(v);
  };
  let ownFoot = footY < canvas.px.height && !lineAt(fx0 - 1) && !lineAt(fx1 + 1);
  for (let x = fx0; x <= fx1 && ownFoot; x++) ownFoot = lineAt(x);
  if (ownFoot) for (let x = fx0; x <= fx1; x++) canvas.set(x, footY, 0);
  const g = {
    x0: box.x0 + Math.floor((ow - nw) / 2),
    y0: box.y1 - nh + 1,
  };
  if (ownFoot) for (let x = g.x0 - 1; x <= g.x0 + nw; x++) canvas.set(x, footY, frameColour);
  for (let y = g.y0 - 1; y <= box.y1; y++)
    for (let x = g.x0 - 1; x <= g.x0 + nw; x++) {
      const edge = x === g.x0 - 1 || x === g.x0 + nw || y === g.y0 - 1;
      if (edge) {
        canvas.set(x, y, frameColour);
        continue;
      }
      const sx = box.x0 + Math.round(((x - g.x0) * (ow - 1)) / (nw - 1));
      const sy = box.y0 + Math.round(((y - g.y0) * (oh - 1)) / (nh - 1));
      canvas.set(x, y, data[sy * width + sx]!);
    }
  return true;
}
