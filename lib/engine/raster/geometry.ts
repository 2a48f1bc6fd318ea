/** A pixel position: x to the right, y down, origin top-left. */
export interface Point {
  readonly x: number;
  readonly y: number;
}
