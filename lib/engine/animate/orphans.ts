/**
 * Orphan cleanup for animation frames. Moving and rotating parts can leave a single opaque pixel
 * with no opaque neighbour (a sliver of a turned limb, the last pixel of a trail), or a small
 * detached fragment (the tip of a cape left behind a stepping leg). A frame shows neither: every
 * opaque pixel touches another, at least diagonally, and every detached piece of a frame is as
 * big as a real piece of the sprite (see `fragmentLimit`).
 */
import type { Pixels } from "../raster";

const alphaOf = (v: number): number => v >>> 24;

/**
 * The 8-connected pieces of opaque pixels, each as the list of its pixel indices, largest first.
 */
export function opaquePieces(frame: Pixels): number[][] {
  const { width, height, data } = frame;
  const seen = new Uint8Array(width * height);
  const pieces: number[][] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || alphaOf(data[start]!) === 0) continue;
    const piece: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      piece.push(i);
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (!seen[j] && alphaOf(data[j]!) !== 0) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    pieces.push(piece);
  }
  return pieces.sort((a, b) => b.length - a.length);
}

/**
 * The smallest detached piece a frame of this source may show: 2% of the source's opaque pixels
 * (at least 2, so a lone pixel never stays), or less when the source itself has a smaller piece
 * (a spark beside a wand), which must survive.
 */
export function fragmentLimit(source: Pixels): number {
  const pieces = opaquePieces(source);
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const smallest = pieces.length > 1 ? pieces[pieces.length - 1]!.length : Infinity;
  return Math.max(2, Math.min(Math.round(total * 0.02), smallest));
}

/**
 * `frame` with every detached piece smaller than `limit` pixels made transparent, in place. The
 * largest piece (the figure) always stays.
 */
export function dropOrphans(frame: Pixels, limit = 2): Pixels {
  const pieces = opaquePieces(frame);
  for (const piece of pieces.slice(1)) {
    if (piece.length >= limit) continue;
    for (const i of piece) frame.data[i] = 0;
  }
  return frame;
}
