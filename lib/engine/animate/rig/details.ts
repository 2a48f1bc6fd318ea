/**
 * Small details (an eye with its highlight, a nostril, a keyhole) carried whole through a turn.
 * RotSprite samples a turned part afresh, so a one-pixel highlight in a 2×2 eye shows in one
 * frame and not the next as the head nods a few degrees: the eye blinks. A detail cluster is
 * therefore taken out of the part before it is turned (filled with the ink around it) and put
 * back afterwards unturned, moved to where its middle went, pixel for pixel.
 */
import type { SpriteLayer } from "../../draw";
import type { Pixels, Point } from "../../raster";
import { PACKED_DETAIL } from "./rig-pose";
import { createPixels, floodFill } from "../../raster";

/** Clusters larger than this (a stripe, a spot pattern) are turned with their part. */
const MAX_CLUSTER = 25;
const MAX_SPAN = 5;

interface Cluster {
  /** Middle of the cluster's pixels, in canvas pixels. */
  readonly centre: Point;
  readonly pixels: readonly { readonly x: number; readonly y: number; readonly v: number }[];
}

export interface Detailed {
  /** The layer's packed pixels with its small details filled by the ink around them. */
  readonly plain: Pixels;
  readonly clusters: readonly Cluster[];
  /** The part ids the layer draws with: details land only on the part they belong to. */
  readonly parts: ReadonlySet<number>;
}

const cache = new WeakMap<Pixels, Detailed | null>();

/** A layer's small detail clusters, or null when it has none. */
export function detailsOf(layer: SpriteLayer, packed: Pixels): Detailed | null {
  const known = cache.get(packed);
  if (known !== undefined) return known;
  const { width, height, data } = packed;
  const detail = (i: number) => data[i] !== 0 && (data[i]! & PACKED_DETAIL) !== 0;
  const seen = new Uint8Array(data.length);
  const clusters: Cluster[] = [];
  const plain = createPixels(width, height);
  plain.data.set(data);
  for (let i = 0; i < data.length; i++) {
    if (seen[i] || !detail(i)) continue;
    const members: number[] = [];
    floodFill(width, height, [i], detail, {
      connectivity: 8,
      seen,
      visit: (j) => members.push(j),
    });
    // In scan order: which ink fills the cluster on a tie (see `surrounding`) must not hang on
    // the order the fill happened to reach its pixels.
    members.sort((a, b) => a - b);
    const xs = members.map((j) => j % width);
    const ys = members.map((j) => Math.floor(j / width));
    const span = Math.max(
      Math.max(...xs) - Math.min(...xs) + 1,
      Math.max(...ys) - Math.min(...ys) + 1,
    );
    if (members.length > MAX_CLUSTER || span > MAX_SPAN) continue;
    const fill = surrounding(packed, members, detail);
    if (fill === 0) continue;
    for (const j of members) plain.data[j] = fill;
    const sum = members.reduce(
      (s, j) => [s[0]! + (j % width) + 0.5, s[1]! + Math.floor(j / width) + 0.5],
      [0, 0],
    );
    clusters.push({
      centre: { x: layer.x + sum[0]! / members.length, y: layer.y + sum[1]! / members.length },
      pixels: members.map((j) => ({
        x: layer.x + (j % width),
        y: layer.y + Math.floor(j / width),
        v: data[j]!,
      })),
    });
  }
  const parts = new Set<number>();
  for (const v of data) if (v !== 0) parts.add((v >>> 16) & 0xfff);
  const out = clusters.length ? { plain, clusters, parts } : null;
  cache.set(packed, out);
  return out;
}

/**
 * The commonest non-detail value around a cluster (the skin an eye sits in), or 0; on a tie, the
 * one met first going round the cluster's pixels in scan order.
 */
function surrounding(packed: Pixels, members: readonly number[], detail: (i: number) => boolean) {
  const { width, height, data } = packed;
  const counts = new Map<number, number>();
  for (const j of members) {
    const x = j % width;
    const y = (j - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = ny * width + nx;
        if (data[k] === 0 || detail(k)) continue;
        counts.set(data[k]!, (counts.get(data[k]!) ?? 0) + 1);
      }
    }
  }
  let best = 0;
  let most = 0;
  for (const [v, n] of counts) {
    if (n > most) [best, most] = [v, n];
  }
  return best;
}

/**
 * Puts each cluster back into the composed frame (the drawn canvas at `origin` in it) where
 * `place` sends its middle, unturned, on pixels its own layer covers there (a detail never lands
 * outside its part).
 */
export function stampDetails(
  frame: Pixels,
  origin: Point,
  details: Detailed,
  place: (p: Point) => Point,
): void {
  const { width, height, data } = frame;
  for (const cluster of details.clusters) {
    const to = place(cluster.centre);
    const dx = Math.round(to.x - cluster.centre.x);
    const dy = Math.round(to.y - cluster.centre.y);
    for (const { x, y, v } of cluster.pixels) {
      const tx = x + dx + origin.x;
      const ty = y + dy + origin.y;
      if (tx < 0 || ty < 0 || tx >= width || ty >= height) continue;
      const under = data[ty * width + tx]!;
      if (under === 0 || !details.parts.has((under >>> 16) & 0xfff)) continue;
      data[ty * width + tx] = v;
    }
  }
}
