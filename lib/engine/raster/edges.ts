/**
 * Silhouette edges of packed pixels: where the drawing meets air or the canvas border.
 */
import type { Pixels } from "./pixels";

export function filledAt(px: Pixels, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < px.width && y < px.height && px.data[y * px.width + x] !== 0;
}

/** A filled pixel with an empty or off-canvas 4-neighbour: where the silhouette meets air. */
export function isEdge(px: Pixels, x: number, y: number): boolean {
  return (
    filledAt(px, x, y) &&
    !(
      filledAt(px, x - 1, y) &&
      filledAt(px, x + 1, y) &&
      filledAt(px, x, y - 1) &&
      filledAt(px, x, y + 1)
    )
  );
}
