/**
 * Measures of a rendered sprite for the shape tests of the subject corpus: the colour family a
 * pixel belongs to as a person would name it, the share of a drawing (or of a band of its rows)
 * in one colour, the longest opaque run along a row or a column, the share of its mass in its
 * top half, and the rest a shape test asks (legs apart, hoops, waists, pips). Test support only; the engine never imports it.
 */
import { oklabToOklch, rgbToOklab } from "../color";
import type { AssetType } from "../prompt";
import { floodFill, type RgbaImage } from "../raster";
import { alpha, bounds } from "./rig-frames";
import { lightness, renderPrompt, rowRuns } from "./scenery-measures";

export type Hue =
  | "red"
  | "orange"
  | "yellow"
  | "green"
  | "cyan"
  | "blue"
  | "purple"
  | "pink"
  | "brown"
  | "grey"
  | "white";

/** The colour family a pixel belongs to, as a person would name it (null: near black). */
export function hueOf(r: number, g: number, b: number): Hue | null {
  const { L, C, h } = oklabToOklch(rgbToOklab([r, g, b]));
  if (L < 0.25) return null;
  if (C < 0.035) return L > 0.85 ? "white" : "grey";
  if (h >= 40 && h < 100 && L < 0.68 && C < 0.15) return "brown";
  if (h < 45 || h >= 345) return L > 0.75 && C < 0.16 ? "pink" : "red";
  if (h < 75) return "orange";
  if (h < 115) return "yellow";
  if (h < 170) return "green";
  if (h < 230) return "cyan";
  if (h < 285) return "blue";
  return L > 0.72 ? "pink" : "purple";
}

/** The colour family of the pixel at (x, y), null where it is clear or near black. */
export function hueAt(img: RgbaImage, x: number, y: number): Hue | null {
  const o = (y * img.width + x) * 4;
  if (!img.data[o + 3]) return null;
  return hueOf(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!);
}

/**
 * The share of the opaque pixels in rows `from`..`to` of the drawing's box (fractions of its
 * height, 0 the top) that are of one colour family (any of several).
 */
export function bandShare(img: RgbaImage, hues: Hue | readonly Hue[], from = 0, to = 1): number {
  const want = typeof hues === "string" ? [hues] : hues;
  const b = bounds(img);
  const h = b.bottom - b.top + 1;
  let opaque = 0;
  let hits = 0;
  for (let y = b.top + Math.floor(from * h); y < b.top + Math.ceil(to * h); y++) {
    for (let x = 0; x < img.width; x++) {
      if (!alpha(img, x, y)) continue;
      opaque++;
      const hue = hueAt(img, x, y);
      if (hue && want.includes(hue)) hits++;
    }
  }
  return hits / Math.max(1, opaque);
}

/** The share of the drawing's opaque pixels of one colour family. */
export function share(img: RgbaImage, hue: Hue): number {
  return bandShare(img, hue);
}

/** The longest run of opaque pixels along one row (`across`) or one column. */
export function longestRun(img: RgbaImage, across: boolean): number {
  let best = 0;
  const outer = across ? img.height : img.width;
  const inner = across ? img.width : img.height;
  for (let a = 0; a < outer; a++) {
    let run = 0;
    for (let b = 0; b < inner; b++) {
      run = (across ? alpha(img, b, a) : alpha(img, a, b)) ? run + 1 : 0;
      best = Math.max(best, run);
    }
  }
  return best;
}

/** Opaque pixels in the top half of the bounding box over those in the bottom half. */
export function topShare(img: RgbaImage): number {
  const b = bounds(img);
  const mid = (b.top + b.bottom) / 2;
  let top = 0;
  let all = 0;
  for (let y = b.top; y <= b.bottom; y++) {
    for (let x = b.left; x <= b.right; x++) {
      if (!alpha(img, x, y)) continue;
      all++;
      if (y < mid) top++;
    }
  }
  return top / Math.max(1, all);
}

/** Opaque pixels over the area of the drawing's box: near 0.79 for a disc, low for a thin line. */
export function fill(img: RgbaImage): number {
  const b = bounds(img);
  let opaque = 0;
  for (let y = b.top; y <= b.bottom; y++)
    for (let x = b.left; x <= b.right; x++) if (alpha(img, x, y)) opaque++;
  return opaque / ((b.right - b.left + 1) * (b.bottom - b.top + 1));
}

/** The mean position of the pixels `is` picks (all opaque ones by default), or null if none. */
export function centroid(
  img: RgbaImage,
  is: (x: number, y: number) => boolean = (x, y) => alpha(img, x, y) > 0,
): { x: number; y: number } | null {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y) && is(x, y)) {
        n++;
        sx += x;
        sy += y;
      }
  return n ? { x: sx / n, y: sy / n } : null;
}

/** Whether the drawing's centre of mass falls on clear air: a bent thing (a V, a crescent). */
export function bentAroundAir(img: RgbaImage): boolean {
  const c = centroid(img)!;
  return !alpha(img, Math.round(c.x), Math.round(c.y));
}

/**
 * Spots: 4-connected groups of at least `min` opaque pixels that `is` picks and that touch no
 * clear pixel (an eye, a pip, a fleck of ore inside the outline, not the outline itself).
 */
export function spots(img: RgbaImage, is: (x: number, y: number) => boolean, min = 2): number {
  const { width, height } = img;
  const seen = new Uint8Array(width * height);
  const opaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && alpha(img, x, y) > 0;
  const pick = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return opaque(x, y) && is(x, y);
  };
  let count = 0;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i] || !pick(i)) continue;
    // A spot touching the air or the canvas edge is part of the outline, not inside it.
    let edge = false;
    const size = floodFill(width, height, [i], pick, {
      connectivity: 4,
      seen,
      visit: (j) => {
        const x = j % width;
        const y = (j - x) / width;
        if (!opaque(x + 1, y) || !opaque(x - 1, y) || !opaque(x, y + 1) || !opaque(x, y - 1))
          edge = true;
      },
    });
    if (!edge && size >= min) count++;
  }
  return count;
}

/** The row at fraction `f` of the drawing's box height (0 its top row, 1 its bottom row). */
export function rowAt(img: RgbaImage, f: number): number {
  const b = bounds(img);
  return Math.round(b.top + f * (b.bottom - b.top));
}

/** The opaque pixels of row y. */
export function rowWidth(img: RgbaImage, y: number): number {
  let n = 0;
  for (let x = 0; x < img.width; x++) if (alpha(img, x, y)) n++;
  return n;
}

const DRAWN = new Map<string, RgbaImage>();
/** The prompt's drawing at 64 px, facing the viewer, seed 7, drawn once per test file. */
export function drawnOnce(prompt: string, type: AssetType): RgbaImage {
  const key = `${type}:${prompt}`;
  if (!DRAWN.has(key)) DRAWN.set(key, renderPrompt(prompt, type));
  return DRAWN.get(key)!;
}

export const boxSize = (img: RgbaImage) => {
  const b = bounds(img);
  return { w: b.right - b.left + 1, h: b.bottom - b.top + 1 };
};
export const tall = (img: RgbaImage, k = 1.1) => boxSize(img).h >= k * boxSize(img).w;
export const wide = (img: RgbaImage, k = 1.1) => boxSize(img).w >= k * boxSize(img).h;
export const square = (img: RgbaImage) =>
  Math.abs(boxSize(img).w - boxSize(img).h) <= 0.08 * boxSize(img).w;
export const hasColour = (img: RgbaImage, hues: Hue | Hue[], min: number, from = 0, to = 1) =>
  bandShare(img, hues, from, to) >= min;
export const isHue = (img: RgbaImage, hues: Hue[]) => (x: number, y: number) =>
  hues.includes(hueAt(img, x, y)!);
export const isDark = (img: RgbaImage) => (x: number, y: number) => lightness(img, x, y) < 0.4;
/** Separate opaque runs along the row at fraction f of the box height. */
export const runsAt = (img: RgbaImage, f: number) => rowRuns(img, rowAt(img, f)).length;
/** Standing on legs (or wheels) with air between them along the bottom. */
export const onLegs = (img: RgbaImage) => runsAt(img, 0.96) >= 2;
/** The most separate runs any row has: legs either side of a body. */
export const mostRuns = (img: RgbaImage) => {
  let best = 0;
  for (let y = 0; y < img.height; y++) best = Math.max(best, rowRuns(img, y).length);
  return best;
};
/** Rows whose opaque pixels are mostly of a hue, counted as separate bands (a barrel's hoops). */
export function hueBands(img: RgbaImage, hue: Hue, min = 0.3): number {
  let bandsSeen = 0;
  let inBand = false;
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    let hits = 0;
    for (let x = 0; x < img.width; x++) {
      if (!alpha(img, x, y)) continue;
      n++;
      if (hueAt(img, x, y) === hue) hits++;
    }
    const on = n > 0 && hits / n >= min;
    if (on && !inBand) bandsSeen++;
    inBand = on;
  }
  return bandsSeen;
}
/** Bulges along the drawing's length: peaks of column height with a waist either side. */
export function segments(img: RgbaImage, to = 0.7): number {
  const b = bounds(img);
  const last = rowAt(img, to);
  const col: number[] = [];
  for (let x = b.left; x <= b.right; x++) {
    let n = 0;
    for (let y = b.top; y <= last; y++) if (alpha(img, x, y)) n++;
    col.push(n);
  }
  let count = 0;
  let low = 0;
  let high = 0;
  let rising = true;
  for (const n of col) {
    if (rising) {
      high = Math.max(high, n);
      if (high - n >= 3 && high - low >= 3) {
        count++;
        rising = false;
        low = n;
      }
    } else {
      low = Math.min(low, n);
      if (n - low >= 3) {
        rising = true;
        high = n;
      }
    }
  }
  return count + (rising && high - low >= 3 ? 1 : 0);
}
/** The mean lightness of the opaque pixels. */
export function meanLightness(img: RgbaImage): number {
  let n = 0;
  let sum = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y)) {
        n++;
        sum += lightness(img, x, y);
      }
  return sum / Math.max(1, n);
}
/**
 * Mean lightness step between neighbours across (dx 1) or down (dy 1); with `wrap`, only the
 * steps from the last column (row) to the first, as when the tile is laid beside itself.
 */
export function lightStep(img: RgbaImage, dx: number, dy: number, wrap = false): number {
  let n = 0;
  let sum = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const wraps = x + dx >= img.width || y + dy >= img.height;
      if (wraps !== wrap) continue;
      n++;
      sum += Math.abs(
        lightness(img, x, y) - lightness(img, (x + dx) % img.width, (y + dy) % img.height),
      );
    }
  return sum / Math.max(1, n);
}
/** Rows with legs either side of a body: three or more separate runs. */
export function leggedRows(img: RgbaImage): number {
  let n = 0;
  for (let y = 0; y < img.height; y++) if (rowRuns(img, y).length >= 3) n++;
  return n;
}
/** Feet far apart along the bottom: the outermost runs of the bottom row span most of the width. */
export function feetSpread(img: RgbaImage): boolean {
  const runs = rowRuns(img, rowAt(img, 0.96));
  return runs.length >= 2 && runs.at(-1)![1] - runs[0]![0] >= 0.7 * boxSize(img).w;
}

export function darkShare(img: RgbaImage): number {
  let n = 0;
  let hits = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (alpha(img, x, y)) {
        n++;
        if (lightness(img, x, y) < 0.45) hits++;
      }
  return hits / Math.max(1, n);
}
/** Opaque share of the box's area in rows from..to. */
export function fillBand(img: RgbaImage, from: number, to: number): number {
  const { w } = boxSize(img);
  let n = 0;
  let rows = 0;
  for (let y = rowAt(img, from); y <= rowAt(img, to); y++) {
    rows++;
    n += rowWidth(img, y);
  }
  return n / (rows * w);
}

/** Two eyes (or eye holes): two dark spots of 3 px or more inside the outline. */
export const twoEyes = (img: RgbaImage) => spots(img, isDark(img), 3) >= 2;

/** A property of a drawing, named as a person would say it. */
export type ShapeCheck = readonly [what: string, holds: (img: RgbaImage) => boolean];
/** A corpus subject, the prompt it is drawn from, its asset type, and what its shape must show. */
export type ShapeCase = readonly [
  subject: string,
  prompt: string,
  type: AssetType,
  ...ShapeCheck[],
];

/** The names of the checks `shape` fails on its drawing (drawn once, at 64 px). */
export function failedChecks([, prompt, type, ...checks]: ShapeCase): string[] {
  const img = drawnOnce(prompt, type);
  return checks.filter(([, holds]) => !holds(img)).map(([what]) => what);
}
