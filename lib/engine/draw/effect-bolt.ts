/**
 * A lightning bolt as a person draws it: one solid zigzag with flat-cut jags, broad at the top
 * and narrowing to a sharp strike point, glowing from a white core out to its own colour at the
 * rim. (A stroked path with forks read as a scribble at 1x, its forks as floating chunks.)
 */
import { type InkCanvas, inkOf, newPart, put } from "./canvas";
import { type Mat, pen } from "./pen";
import { fillPolygon, type Vec } from "./shapes";

/** A glowing effect's three materials, from its rim in to its white-hot core. */
export interface Glow {
  readonly outer: Mat;
  readonly inner: Mat;
  readonly core: Mat;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Draws the bolt in `box` (`r` is half the box's smaller side; `side` mirrors it). */
export function drawLightningBolt(
  canvas: InkCanvas,
  glow: Glow,
  box: Box,
  r: number,
  side: number,
): void {
  const bolt = lightningBolt(box, side);
  const rim = Math.max(1, r * 0.07);
  const edge = (x: number, y: number) => distanceToOutline(bolt, x + 0.5, y + 0.5);
  fillPolygon(
    canvas,
    pen(canvas, glow.outer, {
      innerLine: false,
      shader: (_nx, _ny, _nz, x, y) => (edge(x, y) < rim * 1.2 ? 2 : 3),
    }),
    bolt,
  );
  // A white-hot core down the middle of the broad parts.
  const core = newPart(canvas, { innerLine: false });
  const ys = bolt.map((p) => p.y);
  const xs = bolt.map((p) => p.x);
  for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++)
    for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++)
      if (insidePolygon(bolt, x + 0.5, y + 0.5) && edge(x, y) >= rim * 2.6)
        put(canvas, x, y, inkOf(glow.core.ramp, 4), core);
}

/**
 * A lightning bolt's outline in `box`: a broad parallelogram falling from the top, a flat jag
 * sticking out to the far side, and a long blade down to a point at the bottom. `side` mirrors it.
 */
function lightningBolt(box: Box, side: number): Vec[] {
  const shape: readonly [number, number][] = [
    [0.56, 0.0],
    [0.9, 0.0],
    [0.62, 0.38],
    [0.84, 0.38],
    [0.3, 1.0],
    [0.44, 0.56],
    [0.18, 0.56],
  ];
  const w = box.h * 0.78;
  const left = box.x + (box.w - w) / 2;
  return shape.map(([u, v]) => ({
    x: left + (side > 0 ? u : 1 - u) * w,
    y: box.y + v * box.h,
  }));
}

/** The distance from (x, y) to the nearest edge of a closed polygon. */
function distanceToOutline(points: readonly Vec[], x: number, y: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(
      0,
      Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)),
    );
    best = Math.min(best, Math.hypot(x - a.x - t * dx, y - a.y - t * dy));
  }
  return best;
}

/** Whether (x, y) is inside a closed polygon (even-odd rule). */
function insidePolygon(points: readonly Vec[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}
