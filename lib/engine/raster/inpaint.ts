/**
 * Fills unknown pixels from their known surroundings, one ring at a time from the outside in
 * (onion peeling): each pixel of a ring takes the color most of its known neighbours have
 * (edge neighbours count double, diagonals once, empty ones half as much again). Where the
 * surroundings are empty the fill is empty, so removing something at the silhouette's edge
 * trims the silhouette (the extra weight of empty keeps the figure from growing into the hole),
 * while a hole inside the figure closes with the colors around it. Ties go to empty, then to
 * the lower value, so the result is deterministic.
 */
import type { Pixels } from "./pixels";

/**
 * Rewrites the pixels where `unknown[i]` is 1, in place. Pixels off the canvas count as known
 * empty only when `offCanvasEmpty` (used when nothing inside is known, e.g. a whole-sprite
 * region).
 */
export function inpaint(px: Pixels, unknown: Uint8Array, offCanvasEmpty = false): void {
  const { width, height, data } = px;
  const state = Uint8Array.from(unknown);
  let frontier: number[] = [];
  const queued = new Uint8Array(width * height);
  const nearKnown = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
          if (offCanvasEmpty) return true;
          continue;
        }
        if (state[ny * width + nx] === 0) return true;
      }
    }
    return false;
  };
  for (let i = 0; i < state.length; i++) {
    if (state[i] === 1 && nearKnown(i)) {
      frontier.push(i);
      queued[i] = 1;
    }
  }
  const votes = new Map<number, number>();
  while (frontier.length > 0) {
    const values: number[] = [];
    for (const i of frontier) {
      const x = i % width;
      const y = (i - x) / width;
      votes.clear();
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const nx = x + dx;
          const ny = y + dy;
          const weight = dx === 0 || dy === 0 ? 2 : 1;
          let v: number;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
            if (!offCanvasEmpty) continue;
            v = 0;
          } else {
            const j = ny * width + nx;
            if (state[j] !== 0) continue;
            v = data[j]!;
          }
          votes.set(v, (votes.get(v) ?? 0) + (v === 0 ? weight * 1.5 : weight));
        }
      }
      let best = 0;
      let bestVotes = -1;
      for (const [v, n] of votes) {
        if (n > bestVotes || (n === bestVotes && (v === 0 || (best !== 0 && v < best)))) {
          best = v;
          bestVotes = n;
        }
      }
      values.push(best);
    }
    const next: number[] = [];
    frontier.forEach((i, k) => {
      data[i] = values[k]!;
      state[i] = 0;
    });
    for (const i of frontier) {
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (state[j] === 1 && queued[j] === 0) {
            queued[j] = 1;
            next.push(j);
          }
        }
      }
    }
    frontier = next;
  }
  // Nothing known anywhere: the whole area goes empty.
  for (let i = 0; i < state.length; i++) if (state[i] === 1) data[i] = 0;
}
