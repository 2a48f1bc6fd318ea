/**
 * Orphan cleanup for animation frames. Moving and rotating parts can leave a single opaque pixel
 * with no opaque neighbour (a sliver of a turned limb, the last pixel of a trail), or a small
 * detached fragment (the tip of a cape left behind a stepping leg). A frame shows neither: every
 * opaque pixel touches another, at least diagonally, and every detached piece of a frame is as
 * big as a real piece of the sprite (see `fragmentLimit`).
 */
import { floodFill, type Pixels } from "../raster";

const alphaOf = (v: number): number => v >>> 24;

/**
 * The 8-connected pieces of opaque pixels, each as the list of its pixel indices, largest first.
 */
export function opaquePieces(frame: Pixels): number[][] {
  const { width, height, data } = frame;
  const opaque = (i: number) => alphaOf(data[i]!) !== 0;
  const seen = new Uint8Array(width * height);
  const pieces: number[][] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || !opaque(start)) continue;
    const piece: number[] = [];
    floodFill(width, height, [start], opaque, {
      connectivity: 8,
      seen,
      visit: (i) => piece.push(i),
    });
    // In scan order: which pixel of a torn piece is nearest the body (see `reattach`) is the
    // first in scan order on a tie, whatever order the fill reached them in.
    piece.sort((a, b) => a - b);
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

/**
 * `frame` with no more pieces than `keep` (the source's own count), in place: each piece beyond
 * the `keep` largest (a limb that parted from the body as it turned, a head lifted clear of the
 * shoulders) is moved, whole, straight toward the nearest kept pixel until it touches it. No
 * pixel is lost; a torn piece is put back against the body instead of hanging apart from it.
 */
export function reattach(frame: Pixels, keep: number): Pixels {
  const { width, height, data } = frame;
  const pieces = opaquePieces(frame);
  if (pieces.length <= Math.max(1, keep)) return frame;
  const kept = new Uint8Array(width * height);
  for (const piece of pieces.slice(0, Math.max(1, keep))) for (const i of piece) kept[i] = 1;
  for (const piece of pieces.slice(Math.max(1, keep))) {
    const near = nearestKept(kept, width, height);
    let best = -1;
    for (const i of piece)
      if (near.dist[i]! >= 0 && (best < 0 || near.dist[i]! < near.dist[best]!)) best = i;
    if (best < 0) continue;
    const q = near.from[best]!;
    const dx = (q % width) - (best % width);
    const dy = Math.floor(q / width) - Math.floor(best / width);
    // One short of the kept pixel on each axis: the piece ends beside it, not on it.
    const sx = dx - Math.sign(dx);
    const sy = dy - Math.sign(dy);
    const values = piece.map((i) => data[i]!);
    for (const i of piece) data[i] = 0;
    piece.forEach((i, k) => {
      const x = (i % width) + sx;
      const y = Math.floor(i / width) + sy;
      if (x < 0 || y < 0 || x >= width || y >= height) return;
      const j = y * width + x;
      if (data[j] === 0) data[j] = values[k]!;
      kept[j] = 1;
    });
  }
  return frame;
}

/** For every pixel, the 8-connected steps to the nearest kept pixel and which one it is. */
function nearestKept(kept: Uint8Array, width: number, height: number) {
  const dist = new Int32Array(width * height).fill(-1);
  const from = new Int32Array(width * height).fill(-1);
  const queue: number[] = [];
  for (let i = 0; i < kept.length; i++) {
    if (!kept[i]) continue;
    dist[i] = 0;
    from[i] = i;
    queue.push(i);
  }
  for (let h = 0; h < queue.length; h++) {
    const i = queue[h]!;
    const x = i % width;
    const y = (i - x) / width;
    for (let oy = -1; oy <= 1; oy++) {
      for (let ox = -1; ox <= 1; ox++) {
        const nx = x + ox;
        const ny = y + oy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (dist[j]! >= 0) continue;
        dist[j] = dist[i]! + 1;
        from[j] = from[i]!;
        queue.push(j);
      }
    }
  }
  return { dist, from };
}
