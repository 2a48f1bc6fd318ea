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
