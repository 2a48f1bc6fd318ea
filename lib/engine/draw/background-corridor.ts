/**
 * An interior corridor in one-point perspective: a dark opening at the far end, a ceiling, two
 * walls of stone blocks whose courses run toward the vanishing point, and a flagstone floor. The
 * walls are lighter than the ceiling and the far end is darkest, so depth reads without outlines.
 * Wall props (torches, banners, windows) hang on the near walls (see `CORRIDOR_SPOTS`).
 */
import type { Oklch } from "../color";
import { inkOf, newPart, put } from "./canvas";
import type { DrawContext } from "./context";
import { fillPolygon } from "./shapes";

/** Stone colors: the far opening, the walls, the ceiling and the floor. */
export interface CorridorStone {
  readonly far: Oklch;
  readonly wall: Oklch;
  readonly ceiling: Oklch;
  readonly floor: Oklch;
}

/** Across the width, where wall props hang: on the near left and right walls. */
export const CORRIDOR_SPOTS: readonly number[] = [0.12, 0.88];

/** The far opening, in canvas pixels. */
export function corridorEnd(w: number, h: number) {
  const fw = Math.max(4, Math.round(w * 0.3));
  const fh = Math.max(5, Math.round(h * 0.36));
  const x0 = Math.round((w - fw) / 2);
  const y0 = Math.round(h * 0.42 - fh / 2);
  return { x0, y0, x1: x0 + fw - 1, y1: y0 + fh - 1 };
}

export function drawCorridor(ctx: DrawContext, stone: CorridorStone): void {
  const { canvas, scheme, random, width: w, height: h } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const end = corridorEnd(w, h);
  const ramp = (c: Oklch) => scheme.ramp(c, { contrast: 0.7 });
  const wall = ramp(stone.wall);
  const floor = ramp(stone.floor);
  const ceiling = ramp(stone.ceiling);
  const far = ramp(stone.far);
  const fill = (r: typeof wall, level: number, points: { x: number; y: number }[]) =>
    fillPolygon(canvas, { ramp: r, shader: () => level, part }, points);
  const [L, T, R, B] = [end.x0, end.y0, end.x1 + 1, end.y1 + 1];
  fill(ceiling, 1, [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: R, y: T },
    { x: L, y: T },
  ]);
  fill(floor, 2, [
    { x: L, y: B },
    { x: R, y: B },
    { x: w, y: h },
    { x: 0, y: h },
  ]);
  fill(wall, 2, [
    { x: 0, y: 0 },
    { x: L, y: T },
    { x: L, y: B },
    { x: 0, y: h },
  ]);
  fill(wall, 2, [
    { x: w, y: 0 },
    { x: R, y: T },
    { x: R, y: B },
    { x: w, y: h },
  ]);
  for (let y = T; y < B; y++) for (let x = L; x < R; x++) put(canvas, x, y, inkOf(far, 0), part);

  const mortar = inkOf(wall, 1);
  const seam = inkOf(floor, 1);
  // Depth steps: fractions of the way from the near edge to the far end, closer together
  // further in (perspective).
  const depths: number[] = [];
  for (let d = 0.35; d < 0.98; d = d + (1 - d) * 0.45) depths.push(d);
  // Wall courses: lines from the canvas edge to the far end, one per block row.
  const courses = Math.max(4, Math.round(h / 9));
  for (const side of [0, 1] as const) {
    const edgeX = side === 0 ? 0 : w - 1;
    const endX = side === 0 ? L : R - 1;
    for (let k = 1; k < courses; k++) {
      const y0 = (h * k) / courses;
      const y1 = T + ((B - T) * k) / courses;
      line(edgeX, y0, endX, y1, (x, y) => put(canvas, x, y, mortar, part));
    }
    // Block joints: short uprights at each depth, staggered course by course.
    depths.forEach((d, n) => {
      const x = Math.round(edgeX + (endX - edgeX) * d);
      const top = (1 - d) * 0 + d * T;
      const bottom = (1 - d) * h + d * B;
      const rowH = (bottom - top) / courses;
      for (let k = n % 2; k < courses; k += 2) {
        for (let y = Math.round(top + k * rowH); y < Math.round(top + (k + 1) * rowH); y++)
          put(canvas, x, y, mortar, part);
      }
    });
  }
  // Floor: seams toward the vanishing point and across at each depth.
  const lanes = 4;
  for (let k = 1; k < lanes; k++) {
    line((w * k) / lanes, h - 1, L + ((R - L) * k) / lanes, B, (x, y) =>
      put(canvas, x, y, seam, part),
    );
  }
  for (const d of depths) {
    const y = Math.round(h - 1 + (B - h + 1) * d);
    const x0 = Math.round(d * L);
    const x1 = Math.round(w - 1 + (R - w) * d);
    for (let x = x0; x <= x1; x++) put(canvas, x, y, seam, part);
  }
  // A few lighter stones on the walls, so the blocks are not all one flat tone.
  const speckles = Math.round((w * h) / 180);
  for (let i = 0; i < speckles; i++) {
    const x = Math.floor(random() * w);
    const y = Math.floor(random() * h);
    // Distance in from the nearer side edge; the wall spans it until the far end's edge.
    const inward = Math.min(x, w - 1 - x);
    const onWall = inward < L && y > (T * inward) / L + 1 && y < h - ((h - B) * inward) / L - 1;
    if (onWall) put(canvas, x, y, inkOf(wall, 3), part);
  }
}

/** Plots the pixels of the segment (x0, y0)–(x1, y1), one per step along its longer axis. */
function line(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  plot: (x: number, y: number) => void,
) {
  const steps = Math.max(1, Math.round(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))));
  for (let i = 0; i <= steps; i++) {
    plot(Math.round(x0 + ((x1 - x0) * i) / steps), Math.round(y0 + ((y1 - y0) * i) / steps));
  }
}
