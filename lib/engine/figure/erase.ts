/**
 * Takes a masked part out of a sprite: the pixels are refilled from their surroundings (empty
 * outside the figure, the figure's colors inside it), then any refilled pixel left on the
 * silhouette's edge gets the outline ink, so the figure stays outlined where the part was.
 */
import { inpaint, type Pixels } from "../raster";
import type { LabOf } from "../color";

export function eraseMasked(px: Pixels, mask: Uint8Array, ink: number | null, lab: LabOf): void {
  inpaint(px, mask);
  if (ink === null) return;
  const { width, height, data } = px;
  const empty = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height || data[y * width + x] === 0;
  const lines: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1 || data[i] === 0 || lab(data[i]!).L < 0.35) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (empty(x - 1, y) || empty(x + 1, y) || empty(x, y - 1) || empty(x, y + 1)) lines.push(i);
  }
  for (const i of lines) data[i] = ink;
}
