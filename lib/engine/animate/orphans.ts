/**
 * Orphan cleanup for animation frames: moving and rotating parts can leave a single opaque pixel
 * with no opaque neighbour (a sliver of a turned limb, the last pixel of a trail). A frame never
 * shows one: every opaque pixel touches another, at least diagonally.
 */
import type { Pixels } from "../raster";

const alphaOf = (v: number): number => v >>> 24;

/** `frame` with every opaque pixel that has no opaque 8-neighbour made transparent, in place. */
export function dropOrphans(frame: Pixels): Pixels {
  const { width, height, data } = frame;
  const lonely: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (alphaOf(data[i]!) === 0) continue;
      let neighbour = false;
      for (let dy = -1; dy <= 1 && !neighbour; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if ((dx === 0 && dy === 0) || nx < 0 || nx >= width) continue;
          if (alphaOf(data[ny * width + nx]!) !== 0) {
            neighbour = true;
            break;
          }
        }
      }
      if (!neighbour) lonely.push(i);
    }
  }
  // Removing a lone pixel never strands another: it had no neighbours to strand.
  for (const i of lonely) data[i] = 0;
  return frame;
}
