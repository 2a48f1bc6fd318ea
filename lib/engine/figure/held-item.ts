/**
 * Finds the object a figure holds. A figure seen from the front is close to mirror-symmetric
 * about the middle between its hands; what it holds is not. So the candidates are the filled
 * pixels whose mirror image (give or take a pixel) is empty, and the item is the part of them
 * connected to the hand's neighbourhood, the hand itself excluded. A find is only trusted when
 * it reaches well away from the hand (a real object, not a stray asymmetry), is a small share
 * of the figure (a side view, which is asymmetric throughout, finds nothing), and mostly stands
 * free (a sliver along the edge of a symmetric-enough shape, half a shield, is no object).
 */
import { floodFill, type Pixels, type Point } from "../raster";
import type { Body } from "./body";

export interface HeldItem {
  /** 1 where the item is. */
  readonly mask: Uint8Array;
  readonly count: number;
  readonly side: "right" | "left";
  readonly hand: Point;
}

function asymmetric(px: Pixels, axis2: number): Uint8Array {
  const { width, height, data } = px;
  const out = new Uint8Array(width * height);
  const filled = (x: number, y: number) => x >= 0 && x < width && data[y * width + x] !== 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) continue;
      const m = axis2 - x;
      if (!filled(m - 1, y) && !filled(m, y) && !filled(m + 1, y)) out[y * width + x] = 1;
    }
  }
  return out;
}

function partNear(
  px: Pixels,
  body: Body,
  hand: Point,
  candidate: Uint8Array,
): { mask: Uint8Array; count: number; reach: number; seam: number } {
  const { width, height } = px;
  const handR = Math.max(1, Math.round(body.height / 40));
  const near = handR + Math.max(2, Math.round(body.height / 16));
  const mask = new Uint8Array(width * height);
  const seen = new Uint8Array(width * height);
  const inHand = (x: number, y: number) =>
    Math.abs(x - hand.x) <= handR && Math.abs(y - hand.y) <= handR;
  // The item is what the candidate pixels hold together outside the hand itself.
  const held = (i: number) => {
    const x = i % width;
    return candidate[i] === 1 && !inHand(x, (i - x) / width);
  };
  let count = 0;
  let reach = 0;
  const visit = (i: number) => {
    const x = i % width;
    mask[i] = 1;
    reach = Math.max(reach, Math.hypot(x - hand.x, (i - x) / width - hand.y));
  };
  for (let y = Math.max(0, hand.y - near); y <= Math.min(height - 1, hand.y + near); y++) {
    for (let x = Math.max(0, hand.x - near); x <= Math.min(width - 1, hand.x + near); x++) {
      count += floodFill(width, height, [y * width + x], held, { connectivity: 8, seen, visit });
    }
  }
  return { mask, count, reach, seam: seamOf(px, mask) };
}

/** Mask pixels that touch the rest of the figure: where the cut would run. */
function seamOf(px: Pixels, mask: Uint8Array): number {
  const { width, height, data } = px;
  let seam = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1) continue;
    const x = i % width;
    const y = (i - x) / width;
    const rest = (nx: number, ny: number) =>
      nx >= 0 &&
      ny >= 0 &&
      nx < width &&
      ny < height &&
      mask[ny * width + nx] === 0 &&
      data[ny * width + nx] !== 0;
    if (rest(x - 1, y) || rest(x + 1, y) || rest(x, y - 1) || rest(x, y + 1)) seam++;
  }
  return seam;
}

/** The held item in the given hand, or the larger find of the two when `side` is omitted. */
export function findHeldItem(px: Pixels, body: Body, side?: "right" | "left"): HeldItem | null {
  let filled = 0;
  for (let i = 0; i < px.data.length; i++) if (px.data[i] !== 0) filled++;
  const candidate = asymmetric(px, body.handRight.x + body.handLeft.x);
  const sides: ("right" | "left")[] = side ? [side] : ["right", "left"];
  let best: HeldItem | null = null;
  for (const s of sides) {
    const hand = s === "right" ? body.handRight : body.handLeft;
    const found = partNear(px, body, hand, candidate);
    const trusted =
      found.count >= Math.max(6, Math.round(body.height / 4)) &&
      found.reach >= body.height * 0.2 &&
      found.count <= filled * 0.35 &&
      found.seam <= found.count * 0.25;
    if (trusted && (!best || found.count > best.count)) {
      best = { mask: found.mask, count: found.count, side: s, hand };
    }
  }
  return best;
}

/**
 * How much of the figure stands out of its mirror symmetry on each hand's side, above its hips:
 * what a hand holds (a raised sword) shows there even when `findHeldItem` does not trust it as
 * a whole item (a hand-drawn import's sword, its outline running into the head's).
 */
export function handLoads(px: Pixels, body: Body): { right: number; left: number } {
  const axis2 = bodyAxis2(px, body);
  const candidate = asymmetric(px, axis2);
  const rightIsLow = body.handRight.x * 2 < axis2;
  let low = 0;
  let high = 0;
  for (let y = 0; y <= Math.min(px.height - 1, body.hipY); y++) {
    for (let x = 0; x < px.width; x++) {
      if (candidate[y * px.width + x] !== 1) continue;
      if (x * 2 < axis2) low++;
      else if (x * 2 > axis2) high++;
    }
  }
  return rightIsLow ? { right: low, left: high } : { right: high, left: low };
}

/**
 * Twice the x of the figure's middle, from its shoulders to its feet: the mean middle of each
 * row's drawn span (a raised sword beside the head does not pull it, as it pulls the head's).
 */
function bodyAxis2(px: Pixels, body: Body): number {
  let sum = 0;
  let rows = 0;
  for (let y = Math.max(0, body.shoulderY); y <= Math.min(px.height - 1, body.footY); y++) {
    let lo = -1;
    let hi = -1;
    for (let x = 0; x < px.width; x++) {
      if (px.data[y * px.width + x] === 0) continue;
      if (lo < 0) lo = x;
      hi = x;
    }
    if (lo < 0) continue;
    sum += lo + hi;
    rows++;
  }
  return rows ? Math.round(sum / rows) : body.handRight.x + body.handLeft.x;
}
