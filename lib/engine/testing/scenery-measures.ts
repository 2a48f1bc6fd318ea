/**
 * Measures of a rendered sprite that say what a person sees in it, for the look tests of the
 * scenery subjects (effects, tiles, backgrounds, vehicles, props): its separate pieces and the
 * share the biggest holds, the peaks along a piece's top edge, the turns of a bolt's path, the
 * lightness of a pixel. Test support only; the engine never imports it.
 */
import { oklabToOklch, rgbToOklab } from "../color";
import { generateSprite } from "../generate";
import { type AssetType, readSpritePrompt } from "../prompt";
import { labelComponents, type RgbaImage } from "../raster";

/** The sprite an artist's prompt makes at `size` px, facing the viewer, seed fixed. */
export function renderPrompt(prompt: string, type: AssetType, size = 64, seed = 7): RgbaImage {
  const reading = readSpritePrompt(prompt, type);
  return generateSprite({
    reading,
    assetType: reading.assetType,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

export const isOpaque = (img: RgbaImage, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < img.width && y < img.height && img.data[(y * img.width + x) * 4 + 3]! > 0;

/** OKLab lightness (0 black to 1 white) of the pixel at x, y. */
export function lightness(img: RgbaImage, x: number, y: number): number {
  const o = (y * img.width + x) * 4;
  return rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!]).L;
}

/** OKLCh hue (degrees) and chroma of the pixel at x, y. */
export function hueChroma(img: RgbaImage, x: number, y: number): { h: number; C: number } {
  const o = (y * img.width + x) * 4;
  const { h, C } = oklabToOklch(rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!]));
  return { h, C };
}

export interface Piece {
  readonly size: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Whether pixel index i belongs to it. */
  readonly has: (i: number) => boolean;
}

/** The 8-connected pieces of opaque pixels, biggest first. */
export function opaquePieces(img: RgbaImage): Piece[] {
  const { labels, sizes } = labelComponents(
    img.width,
    img.height,
    (i) => img.data[i * 4 + 3]! > 0,
    8,
  );
  const found = sizes.map((size, k) => {
    let left = img.width;
    let right = -1;
    let top = img.height;
    let bottom = -1;
    for (let i = 0; i < labels.length; i++) {
      if (labels[i] !== k + 1) continue;
      const x = i % img.width;
      const y = (i - x) / img.width;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    return { size, left, right, top, bottom, has: (i: number) => labels[i] === k + 1 };
  });
  return found.sort((a, b) => b.size - a.size);
}

/** The share of all opaque pixels the biggest piece holds (1: one solid mass). */
export function biggestShare(img: RgbaImage): number {
  const all = opaquePieces(img);
  const total = all.reduce((n, p) => n + p.size, 0);
  return total ? all[0]!.size / total : 0;
}

/**
 * Peaks along a piece's top edge: columns where the edge rises to a local top that stands at
 * least `prominence` px above the lowest edge on both sides before the next higher point (a
 * crown of a splash has several, a cone one).
 */
export function topPeaks(img: RgbaImage, piece: Piece, prominence = 3): number {
  const edge: number[] = [];
  for (let x = piece.left; x <= piece.right; x++) {
    let top = Number.POSITIVE_INFINITY;
    for (let y = piece.top; y <= piece.bottom; y++)
      if (piece.has(y * img.width + x)) {
        top = y;
        break;
      }
    edge.push(top === Number.POSITIVE_INFINITY ? piece.bottom + 1 : top);
  }
  // Height above the baseline, so a peak is a local maximum of `up`.
  const up = edge.map((y) => piece.bottom + 1 - y);
  let peaks = 0;
  for (let i = 0; i < up.length; i++) {
    const h = up[i]!;
    if (i > 0 && up[i - 1]! >= h) continue;
    let j = i;
    while (j + 1 < up.length && up[j + 1] === h) j++;
    const dropLeft = lowestUntilHigher(up, i, -1, h);
    const dropRight = lowestUntilHigher(up, j, 1, h);
    if (h - dropLeft >= prominence && h - dropRight >= prominence) peaks++;
    i = j;
  }
  return peaks;
}

/** The lowest edge from `from` towards `step` before one higher than `h`; the picture's border is ground. */
function lowestUntilHigher(up: number[], from: number, step: 1 | -1, h: number): number {
  let low = h;
  for (let k = from + step; k >= 0 && k < up.length; k += step) {
    if (up[k]! > h) return low;
    low = Math.min(low, up[k]!);
  }
  return 0;
}

/** The opaque runs along row y: [start, end] pairs, left to right. */
export function rowRuns(img: RgbaImage, y: number): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= img.width; x++) {
    const on = x < img.width && isOpaque(img, x, y);
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      out.push([start, x - 1]);
      start = -1;
    }
  }
  return out;
}

/**
 * How often a top-to-bottom path changes horizontal direction: the path is the middle of the
 * row run nearest the previous row's, and a turn counts once the path has moved `hysteresis` px
 * the other way (so a one-pixel wobble is no turn).
 */
export function horizontalTurns(img: RgbaImage, piece: Piece, hysteresis = 3): number {
  let x: number | null = null;
  const path: number[] = [];
  for (let y = piece.top; y <= piece.bottom; y++) {
    const row = rowRuns(img, y).filter(([a, b]) => {
      for (let k = a; k <= b; k++) if (piece.has(y * img.width + k)) return true;
      return false;
    });
    if (row.length === 0) continue;
    const mids = row.map(([a, b]) => (a + b) / 2);
    const prev: number = x ?? mids[0]!;
    x = mids.reduce((best, m) => (Math.abs(m - prev) < Math.abs(best - prev) ? m : best));
    path.push(x);
  }
  let turns = 0;
  let dir = 0;
  let hi = path[0] ?? 0;
  let lo = hi;
  for (const p of path) {
    if (dir === 0) {
      hi = Math.max(hi, p);
      lo = Math.min(lo, p);
      if (hi - p >= hysteresis) [dir, lo] = [-1, p];
      else if (p - lo >= hysteresis) [dir, hi] = [1, p];
    } else if (dir === 1) {
      if (p > hi) hi = p;
      else if (hi - p >= hysteresis) [turns, dir, lo] = [turns + 1, -1, p];
    } else if (p < lo) lo = p;
    else if (p - lo >= hysteresis) [turns, dir, hi] = [turns + 1, 1, p];
  }
  return turns;
}
