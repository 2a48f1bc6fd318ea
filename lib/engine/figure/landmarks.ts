/**
 * Landmarks of a standing figure, from the generator's anchors when given and otherwise from the
 * silhouette: two feet (separate runs on the ground rows), the head (its anchor, or the body's
 * top fifth), the neck (the narrowest row under the head), the hips (where the gap between the
 * legs closes, or a proportion of the body when the legs touch).
 */
import { code } from "./parts";
import { type Bounds, type Pixels, type Point, rowRuns, runNear } from "../raster";
import type { FigureAnchors } from "./anchors";
import { findSkinHands } from "./skin-hands";
import { pixelScale } from "./outline";

/** A figure fewer drawn pixels tall than this draws a hand as a pixel or two. */
const FEW_DRAWN_ROWS = 32;

export interface Landmarks {
  readonly head: Point;
  readonly headWidth: number;
  readonly feet: readonly [Point, Point];
  readonly hands: readonly [Point, Point] | null;
}

/** Two feet: the anchors' outermost, or the outer runs of the lowest row that has two. */
export function findFeet(
  pixels: Pixels,
  b: Bounds,
  anchors?: FigureAnchors,
): [Point, Point] | null {
  const given = [...(anchors?.feet ?? [])].sort((p, q) => p.x - q.x);
  if (given.length >= 2) return [given[0]!, given[given.length - 1]!];
  const depth = Math.max(1, Math.round((b.bottom - b.top + 1) * 0.15));
  for (let y = b.bottom; y >= b.bottom - depth; y--) {
    const runs = rowRuns(pixels, y);
    if (runs.length < 2) continue;
    const first = runs[0]!;
    const last = runs[runs.length - 1]!;
    return [
      { x: Math.round((first[0] + first[1]) / 2), y: b.bottom },
      { x: Math.round((last[0] + last[1]) / 2), y: b.bottom },
    ];
  }
  return null;
}

export function findLandmarks(
  pixels: Pixels,
  b: Bounds,
  anchors?: FigureAnchors,
): Landmarks | null {
  const height = b.bottom - b.top + 1;
  if (height < 16) return null;
  const feet = findFeet(pixels, b, anchors);
  if (!feet) return null;
  const feetMid = (feet[0].x + feet[1].x) / 2;
  let head = anchors?.head;
  if (!head) {
    const y = b.top + Math.round(height * 0.2);
    const near = runNear(pixels, y, Math.round(feetMid));
    if (!near) return null;
    head = { x: Math.round((near.run[0] + near.run[1]) / 2), y };
  }
  const headRun = runNear(pixels, head.y, head.x);
  if (!headRun || headRun.distance > 2) return null;
  // Heads are near-symmetric about their anchor: the nearer edge measures it, so a staff or a
  // sword touching one side of the head does not widen it.
  const half = Math.min(head.x - headRun.run[0], headRun.run[1] - head.x);
  const headWidth = Math.max(3, 2 * Math.max(0, half) + 1);
  // Without anchors, a figure of few drawn pixels (an import, where a hand is one skin pixel
  // inside the sleeve) has its hands looked for by the skin colour of its face.
  const hands =
    anchors?.handLeft && anchors.handRight
      ? ([anchors.handLeft, anchors.handRight].sort((p, q) => p.x - q.x) as [Point, Point])
      : !anchors && height / pixelScale(pixels) < FEW_DRAWN_ROWS
        ? findSkinHands(pixels, b, head, headWidth)
        : null;
  return { head, headWidth, feet, hands };
}

/** Narrowest row of the body's central run under the head, nearest the expected neck on ties. */
export function findNeck(pixels: Pixels, b: Bounds, head: Point): number {
  const above = Math.max(2, head.y - b.top);
  const expected = Math.min(
    head.y + Math.round(above * 0.8),
    head.y + Math.round((b.bottom - head.y) * 0.4),
  );
  const span = Math.max(2, Math.round(above * 0.4));
  let best = expected;
  let bestWidth = Number.POSITIVE_INFINITY;
  const last = Math.min(expected + span, b.bottom - 4);
  const widthAt = (y: number) => {
    const near = runNear(pixels, y, head.x);
    return near ? near.run[1] - near.run[0] + 1 : Number.POSITIVE_INFINITY;
  };
  for (let y = head.y + 1; y <= last; y++) {
    const width = widthAt(y);
    if (
      width < bestWidth ||
      (width === bestWidth && Math.abs(y - expected) < Math.abs(best - expected))
    ) {
      best = y;
      bestWidth = width;
    }
  }
  // A head as narrow as its neck (a face under a hat's brim, straight down to the shoulders):
  // the neck is the last row of that width, where the shoulders start, so the face stays with
  // the head.
  while (best < b.bottom - 4 && widthAt(best + 1) === bestWidth) best++;
  return best;
}

/** Hip row: where the gap between the legs closes, or a proportion of the body when they touch. */
export function findHip(pixels: Pixels, b: Bounds, neckY: number, marks: Landmarks): number {
  const ground = b.bottom;
  const estimate = marks.hands
    ? Math.round(Math.max(marks.hands[0].y, marks.hands[1].y) + (ground - marks.hands[0].y) * 0.33)
    : Math.round(ground - (ground - neckY) * 0.45);
  const splitX = Math.round((marks.feet[0].x + marks.feet[1].x) / 2);
  let gapTop = -1;
  for (let y = ground; y > neckY; y--) {
    if (pixels.data[y * pixels.width + splitX] !== 0) {
      if (gapTop >= 0) break;
      continue;
    }
    gapTop = y;
  }
  const lowest = neckY + Math.round((ground - neckY) * 0.35);
  const hip = gapTop > lowest && gapTop < ground ? Math.min(estimate, gapTop - 1) : estimate;
  return Math.max(neckY + 2, Math.min(ground - 2, hip));
}

/** Mirror overlap of the head, torso and legs about the centre line: high for front and back views. */
export function symmetry(
  labels: Uint8Array,
  width: number,
  height: number,
  centerX: number,
): number {
  const core = new Set([code("head"), code("torso"), code("legLeft"), code("legRight")]);
  let both = 0;
  let either = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mirrorX = Math.round(2 * centerX - x);
      const a = core.has(labels[y * width + x]!);
      const b = mirrorX >= 0 && mirrorX < width && core.has(labels[y * width + mirrorX]!);
      if (a && b) both++;
      if (a || b) either++;
    }
  }
  return either === 0 ? 1 : both / either;
}

/** +1 when the feet reach further right of the thighs than left (toes point right), else -1. */
export function toesPoint(
  source: Pixels,
  legs: readonly [number, number],
  hipY: number,
  ground: number,
): 1 | -1 {
  const extent = (y0: number, y1: number) => {
    let left = source.width;
    let right = -1;
    for (let y = Math.max(0, y0); y <= y1; y++) {
      for (let x = legs[0]; x <= legs[1]; x++) {
        if (source.data[y * source.width + x] === 0) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
    return { left, right };
  };
  const thigh = extent(hipY + 1, hipY + 3);
  const foot = extent(ground - 1, ground);
  if (thigh.right < 0 || foot.right < 0) return 1;
  return foot.right - thigh.right >= thigh.left - foot.left ? 1 : -1;
}
