/**
 * The outline a small drawn headpiece (a cap, a crown) gets where it meets the air: each empty
 * pixel of the canvas beside one of the piece's pixels, in columns `fromX` to `toX` of the rows
 * given, takes `ink`. Pixels of the piece (`filled`, as "x,y") and of the sprite stay as they are.
 */
import type { RegionCanvas } from "./region";

export function outlineAgainstAir(
  canvas: RegionCanvas,
  filled: ReadonlySet<string>,
  fromX: number,
  toX: number,
  ys: readonly number[],
  ink: number,
): void {
  for (let x = fromX; x <= toX; x++) {
    for (const y of ys) {
      if (filled.has(`${x},${y}`) || !canvas.inside(x, y) || canvas.get(x, y) !== 0) continue;
      const near = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => filled.has(`${x + dx!},${y + dy!}`));
      if (near) canvas.set(x, y, ink);
    }
  }
}
