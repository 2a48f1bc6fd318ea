/**
 * Stray-pixel cleanup. A speck is a pixel whose ink none of its eight neighbours shares: banding
 * of curved shading leaves a few, and they read as noise. Each takes the most common ink around
 * it (preferring its own part); a lone opaque pixel with nothing around it is erased. Pixels
 * flagged as details (eyes, glints) are kept. One-pixel holes inside a silhouette are filled.
 */
import { borderIndices, floodFill } from "../raster";
import { EMPTY, FLAG_DETAIL, type InkCanvas, OUTLINE_INK } from "./canvas";

/**
 * `keepInk` is never changed (the outline). With `wrap`, neighbours continue across the edges,
 * as they do when a tile is laid next to itself, so cleanup cannot mark the seam.
 */
export function removeSpecks(canvas: InkCanvas, keepInk = -2, wrap = false): void {
  const { width, height, ink, part, flags } = canvas;
  const snapshot = Int16Array.from(ink);
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const mine = snapshot[i]!;
      if (flags[i]! & FLAG_DETAIL || mine === keepInk) continue;
      // Most pixels change nothing: an opaque one that a neighbour shares, an empty one that
      // is not walled in on all four sides. Settle those before tallying the neighbourhood
      // (the same neighbours, the same answer, only sooner).
      if (
        mine === EMPTY
          ? !walledIn(snapshot, x, y, width, height, wrap)
          : sharesInk(snapshot, x, y, width, height, wrap, mine)
      )
        continue;
      counts.clear();
      let same = false;
      let opaque = 0;
      let holeEdges = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          let nx = x + dx;
          let ny = y + dy;
          if (wrap) {
            nx = (nx + width) % width;
            ny = (ny + height) % height;
          } else if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          const other = snapshot[j]!;
          if (other === mine) same = true;
          if (other === EMPTY) continue;
          opaque++;
          if (dx === 0 || dy === 0) holeEdges++;
          // Own-part neighbours weigh more, so a speck joins the form it sits in.
          const weight = part[j] === part[i] ? 3 : 1;
          counts.set(other, (counts.get(other) ?? 0) + weight);
        }
      }
      if (mine === EMPTY) {
        if (holeEdges === 4) ink[i] = majority(counts);
        continue;
      }
      if (same) continue;
      ink[i] = opaque === 0 ? EMPTY : majority(counts);
      if (opaque === 0) part[i] = 0;
    }
  }
}

/** Whether one of the eight neighbours has `mine` (neighbours as removeSpecks reads them). */
function sharesInk(
  ink: Int16Array,
  x: number,
  y: number,
  width: number,
  height: number,
  wrap: boolean,
  mine: number,
): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      let nx = x + dx;
      let ny = y + dy;
      if (wrap) {
        nx = (nx + width) % width;
        ny = (ny + height) % height;
      } else if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      if (ink[ny * width + nx] === mine) return true;
    }
  }
  return false;
}

/** Whether all four side neighbours are opaque (an empty pixel there is a one-pixel hole). */
function walledIn(
  ink: Int16Array,
  x: number,
  y: number,
  width: number,
  height: number,
  wrap: boolean,
): boolean {
  for (const [dx, dy] of SIDES) {
    let nx = x + dx;
    let ny = y + dy;
    if (wrap) {
      nx = (nx + width) % width;
      ny = (ny + height) % height;
    } else if (nx < 0 || ny < 0 || nx >= width || ny >= height) return false;
    if (ink[ny * width + nx] === EMPTY) return false;
  }
  return true;
}

const SIDES = [
  [0, -1],
  [-1, 0],
  [1, 0],
  [0, 1],
] as const;

function majority(counts: Map<number, number>): number {
  let best = EMPTY;
  let bestCount = -1;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Closes every empty pocket of at most `most` pixels that the canvas's edge cannot reach
 * (4-connected) with the outline color: inside an outlined silhouette, such a pocket reads as a
 * hole punched through the sprite.
 */
export function closePinholes(canvas: InkCanvas, most: number): void {
  const { width, height, ink, part } = canvas;
  const seen = new Uint8Array(width * height);
  const isEmpty = (i: number) => ink[i] === EMPTY;
  // The open air first, in one fill from the border: what it reaches is no pinhole, and only
  // the enclosed regions left are collected (collecting the air too, most of a big canvas,
  // was most of this cleanup's time).
  floodFill(width, height, borderIndices(width, height), isEmpty, { connectivity: 4, seen });
  const region: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (seen[start] || ink[start] !== EMPTY) continue;
    region.length = 0;
    floodFill(width, height, [start], isEmpty, {
      connectivity: 4,
      seen,
      visit: (i) => region.push(i),
    });
    if (region.length > most) continue;
    for (const i of region) {
      ink[i] = OUTLINE_INK;
      part[i] = 0;
    }
  }
}
