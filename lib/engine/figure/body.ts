/**
 * A figure's landmarks in image pixels: where its head, hands, shoulders, hips and feet are.
 * Taken from the generator's anchors when the sprite has them, otherwise read off the
 * silhouette: the hands are the outermost side lobes between 35 % and 75 % of its height (arms
 * hang beside the body), the head sits in the top fifth. Right and left are the character's own;
 * for a figure facing the viewer its right hand is on the viewer's left.
 */
import { type Bounds, boundsOf, type Pixels, type Point, rowExtent } from "../raster";
import type { Anchors, FigureAnchors } from "./anchors";

export interface Body {
  readonly bounds: Bounds;
  /** Silhouette height in pixels. */
  readonly height: number;
  readonly head: Point;
  readonly handRight: Point;
  readonly handLeft: Point;
  readonly shoulderY: number;
  readonly hipY: number;
  readonly footY: number;
}

/** The outermost lobe on one side (-1 viewer-left, +1 viewer-right), nudged inside the outline. */
function findHand(px: Pixels, bounds: Bounds, side: -1 | 1): Point {
  const h = bounds.bottom - bounds.top + 1;
  const from = bounds.top + Math.floor(h * 0.35);
  const to = bounds.top + Math.ceil(h * 0.75);
  let bestX = side < 0 ? Infinity : -Infinity;
  const rows: { y: number; x: number }[] = [];
  for (let y = from; y <= to; y++) {
    const ext = rowExtent(px, y);
    if (!ext) continue;
    const x = side < 0 ? ext[0] : ext[1];
    rows.push({ y, x });
    if (side < 0 ? x < bestX : x > bestX) bestX = x;
  }
  if (rows.length === 0) return { x: side < 0 ? bounds.left : bounds.right, y: from };
  // Of the rows that reach (nearly) furthest out, the lowest: hands are at the ends of arms.
  // On a figure of few pixels (an import read one pixel per block) one pixel is a whole part,
  // so only rows reaching exactly as far count.
  const slack = h >= 24 ? 1 : 0;
  const reach = rows.filter((r) => Math.abs(r.x - bestX) <= slack);
  const row = reach[reach.length - 1]!;
  const inset = Math.max(1, Math.round(h / 32));
  return { x: row.x - side * inset, y: row.y };
}

function clampPoint(p: Point, bounds: Bounds): Point {
  return {
    x: Math.min(bounds.right, Math.max(bounds.left, Math.round(p.x))),
    y: Math.min(bounds.bottom, Math.max(bounds.top, Math.round(p.y))),
  };
}

export function findBody(px: Pixels, anchors?: FigureAnchors): Body | null {
  const bounds = boundsOf(px);
  if (!bounds) return null;
  const height = bounds.bottom - bounds.top + 1;
  let head = anchors?.head;
  if (!head) {
    const band = bounds.top + Math.max(1, Math.round(height * 0.2));
    let sum = 0;
    let n = 0;
    for (let y = bounds.top; y < band; y++) {
      for (let x = bounds.left; x <= bounds.right; x++) {
        if (px.data[y * px.width + x] !== 0) {
          sum += x;
          n++;
        }
      }
    }
    head = { x: n > 0 ? sum / n : (bounds.left + bounds.right) / 2, y: bounds.top + height * 0.15 };
  }
  const handRight = clampPoint(anchors?.handRight ?? findHand(px, bounds, -1), bounds);
  const handLeft = clampPoint(anchors?.handLeft ?? findHand(px, bounds, 1), bounds);
  head = clampPoint(head, bounds);
  const feet = anchors?.feet;
  const footY =
    feet && feet.length > 0
      ? Math.min(bounds.bottom, Math.max(...feet.map((f) => f.y)))
      : bounds.bottom;
  const handY = (handRight.y + handLeft.y) / 2;
  const shoulderY = Math.round(head.y + Math.max(1, handY - head.y) * 0.45);
  const hipY = Math.min(footY - 1, Math.round(handY + Math.max(1, footY - handY) * 0.3));
  return { bounds, height, head, handRight, handLeft, shoulderY, hipY, footY };
}

/** Anchors moved by (dx, dy), e.g. into a canvas grown by framing. */
export function shiftAnchors(
  anchors: Anchors | undefined,
  dx: number,
  dy: number,
): Anchors | undefined {
  if (!anchors) return undefined;
  const m = (p: Point | undefined) => (p ? { x: p.x + dx, y: p.y + dy } : undefined);
  const out: { -readonly [K in keyof Anchors]: Anchors[K] } = {};
  for (const key of ["head", "handLeft", "handRight", "grip", "tip", "center"] as const) {
    const p = m(anchors[key]);
    if (p) out[key] = p;
  }
  if (anchors.feet) out.feet = anchors.feet.map((f) => ({ x: f.x + dx, y: f.y + dy }));
  return out;
}
