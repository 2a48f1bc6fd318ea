/** A pixel position: x to the right, y down, origin top-left. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * The four steps to a pixel's side neighbours (left, right, up, down), for loops that visit
 * them: one constant instead of a fresh array of neighbour positions per pixel visited.
 */
export const SIDE_STEPS: readonly (readonly [dx: number, dy: number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Where a set of pixels lies: its mean, its second moments about the mean, and its long axis. */
export interface PixelSpread {
  readonly mean: Point;
  readonly xx: number;
  readonly yy: number;
  readonly xy: number;
  /** The long axis's angle from +x, in radians (y down). */
  readonly angle: number;
}

/** The spread of the pixels at `indices` (row-major in an image `width` wide); at least one. */
export function pixelSpread(indices: readonly number[], width: number): PixelSpread {
  let sx = 0;
  let sy = 0;
  for (const i of indices) {
    sx += i % width;
    sy += Math.floor(i / width);
  }
  const mean = { x: sx / indices.length, y: sy / indices.length };
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const i of indices) {
    const dx = (i % width) - mean.x;
    const dy = Math.floor(i / width) - mean.y;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  return { mean, xx, yy, xy, angle: 0.5 * Math.atan2(2 * xy, xx - yy) };
}
