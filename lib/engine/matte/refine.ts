/**
 * The `refined` steps of background removal, run after the flood has keyed the background:
 *
 * 1. Un-mixing: a pixel within 2 px of the background may be a blend of the matte and a
 *    nearby foreground color F (anti-aliasing, JPEG). If it lies near the segment matte→F, its
 *    coverage is its position on that segment and its color becomes F exactly (no new colors);
 *    otherwise it is a color of its own (a dark outline) and keeps coverage 1.
 * 2. Binary alpha: coverage × source alpha ≥ alphaThreshold is opaque, anything less is cleared.
 * 3. Islands: opaque 8-connected components of at most 2 px, other than the largest, are
 *    dropped: they are keying leftovers (noise specks), not drawing. A deliberate 1-2 px
 *    sparkle detached from the body is dropped too; `standard` keeps it.
 * 4. Despill: on a chromatic matte, border pixels lose the matte-hued tint they have beyond
 *    their most similar interior neighbour (OKLab, along the matte's chroma direction).
 * 5. Quantisation to at most `paletteSize` colors (k-means in OKLab), only when over.
 */
import { type Oklab, oklabDistanceSquared, oklabToRgb, type Rgb, rgbToOklab } from "../color";
import { labelComponents, largestLabel, OPAQUE_ALPHA, type RgbaImage } from "../raster";
import { applyPaletteExtras, paletteOf } from "../palette";

export interface RefineOptions {
  paletteSize: number;
  alphaThreshold: number;
  /** The flood's test: kept pixels it accepts are enclosed key color, not blends. */
  isKeyColor: (rgb: Rgb) => boolean;
}

/** Foreground colors closer than this (RGB Euclidean) to the matte cannot be un-mixed from it. */
const MIN_UNMIX_CONTRAST = 30;
/** How deep (px) into the kept area blends of matte and body are looked for: anti-aliasing width. */
const FRINGE = 2;
/** Tint along the matte direction below this (OKLab) is left alone: invisible, and rounding noise. */
const MIN_SPILL = 0.01;
/** Below this chroma the matte is grey/black/white and casts no hue to remove. */
const CHROMATIC_MATTE = 0.04;
export const MAX_ISLAND = 2;

function neighbours8(
  p: number,
  w: number,
  h: number,
  radius: number,
  visit: (q: number) => void,
): void {
  const x = p % w;
  const y = (p - x) / w;
  for (let dy = -radius; dy <= radius; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= h) continue;
    for (let dx = -radius; dx <= radius; dx++) {
      const xx = x + dx;
      if ((dx === 0 && dy === 0) || xx < 0 || xx >= w) continue;
      visit(yy * w + xx);
    }
  }
}

/** 1 for pixels of `mask` that have an 8-neighbour outside it. */
function borderOf(inside: (p: number) => boolean, w: number, h: number): Uint8Array {
  const border = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    if (!inside(p)) continue;
    neighbours8(p, w, h, 1, (q) => {
      if (!inside(q)) border[p] = 1;
    });
  }
  return border;
}

/** Coverage of P as a blend of `matte` and F, and how far P is from that blend (RGB). */
function unmix(
  P: Rgb,
  F: Rgb,
  matte: Rgb,
): { coverage: number; residual: number; contrast: number } {
  const f = [F[0] - matte[0], F[1] - matte[1], F[2] - matte[2]];
  const p = [P[0] - matte[0], P[1] - matte[1], P[2] - matte[2]];
  const len2 = f[0]! * f[0]! + f[1]! * f[1]! + f[2]! * f[2]!;
  const coverage =
    len2 === 0
      ? 1
      : Math.min(1, Math.max(0, (p[0]! * f[0]! + p[1]! * f[1]! + p[2]! * f[2]!) / len2));
  const residual = Math.hypot(
    p[0]! - coverage * f[0]!,
    p[1]! - coverage * f[1]!,
    p[2]! - coverage * f[2]!,
  );
  return { coverage, residual, contrast: Math.sqrt(len2) };
}

const rgbAt = (d: Uint8ClampedArray, p: number): Rgb => [d[p * 4]!, d[p * 4 + 1]!, d[p * 4 + 2]!];

function unmixAndBinarize(
  image: RgbaImage,
  source: RgbaImage,
  keyed: Uint8Array,
  matte: Rgb,
  { alphaThreshold: threshold, isKeyColor }: RefineOptions,
): void {
  const { width: w, height: h } = image;
  const src = source.data;
  const out = image.data;
  for (let p = 0; p < w * h; p++) {
    if (keyed[p]) continue;
    let coverage = 1;
    let color = rgbAt(src, p);
    // A kept pixel within tolerance of the matte was kept because the flood could not reach
    // it (an enclosed window of key color): it is drawing, never a blend.
    let fringe = !isKeyColor(color);
    if (fringe) {
      fringe = false;
      neighbours8(p, w, h, FRINGE, (q) => {
        if (keyed[q]) fringe = true;
      });
    }
    if (fringe) {
      // Of the nearby colors P could be a blend of (with the matte), the purest one: a blend
      // two pixels deep must resolve to the body color, not to the blend one pixel in.
      let best: { coverage: number; F: Rgb; contrast: number } | null = null;
      neighbours8(p, w, h, FRINGE + 1, (q) => {
        if (keyed[q] || src[q * 4 + 3]! < OPAQUE_ALPHA) return;
        const F = rgbAt(src, q);
        const mix = unmix(color, F, matte);
        if (mix.contrast < MIN_UNMIX_CONTRAST || mix.coverage >= 1) return;
        if (mix.residual > Math.max(12, 0.15 * mix.contrast)) return;
        if (!best || mix.contrast > best.contrast)
          best = { coverage: mix.coverage, F, contrast: mix.contrast };
      });
      const found = best as { coverage: number; F: Rgb } | null;
      if (found) {
        coverage = found.coverage;
        color = found.F;
      }
    }
    const o = p * 4;
    if ((coverage * src[o + 3]!) / 255 >= threshold) {
      out[o] = color[0];
      out[o + 1] = color[1];
      out[o + 2] = color[2];
      out[o + 3] = 255;
    } else {
      out.fill(0, o, o + 4);
    }
  }
}

/** Clears opaque 8-connected components of at most `maxSize` pixels, except the largest. */
export function removeIslands(image: RgbaImage, maxSize = MAX_ISLAND): void {
  const { width: w, height: h, data } = image;
  const opaque = (p: number) => data[p * 4 + 3]! >= OPAQUE_ALPHA;
  const islands = labelComponents(w, h, opaque, 8);
  const largest = largestLabel(islands);
  for (let p = 0; p < w * h; p++) {
    const label = islands.labels[p]!;
    if (label === 0 || label === largest || islands.sizes[label - 1]! > maxSize) continue;
    data.fill(0, p * 4, p * 4 + 4);
  }
}

function despill(image: RgbaImage, matte: Rgb): void {
  const m = rgbToOklab(matte);
  const chroma = Math.hypot(m.a, m.b);
  if (chroma < CHROMATIC_MATTE) return;
  const ua = m.a / chroma;
  const ub = m.b / chroma;
  const { width: w, height: h, data } = image;
  const opaque = (p: number) => data[p * 4 + 3]! >= OPAQUE_ALPHA;
  const border = borderOf(opaque, w, h);
  const changes: [number, Rgb][] = [];
  for (let p = 0; p < w * h; p++) {
    if (!border[p]) continue;
    const lab = rgbToOklab(rgbAt(data, p));
    let reference: Oklab | null = null;
    let nearest = Number.POSITIVE_INFINITY;
    neighbours8(p, w, h, 2, (q) => {
      if (!opaque(q) || border[q]) return;
      const other = rgbToOklab(rgbAt(data, q));
      const d = oklabDistanceSquared(lab, other);
      if (d < nearest) {
        nearest = d;
        reference = other;
      }
    });
    const ref = reference as Oklab | null;
    if (!ref) continue;
    const spill = (lab.a - ref.a) * ua + (lab.b - ref.b) * ub;
    if (spill <= MIN_SPILL) continue;
    changes.push([p, oklabToRgb({ L: lab.L, a: lab.a - spill * ua, b: lab.b - spill * ub })]);
  }
  for (const [p, rgb] of changes) data.set(rgb, p * 4);
}

/**
 * Runs the refined steps on `keyedImage` (the flood's result, modified in place and returned).
 * `source` is the untouched input, read for the colors the flood may have left mixed.
 */
export function refineMatte(
  keyedImage: RgbaImage,
  source: RgbaImage,
  keyed: Uint8Array,
  matte: Rgb,
  options: RefineOptions,
): RgbaImage {
  unmixAndBinarize(keyedImage, source, keyed, matte, options);
  removeIslands(keyedImage);
  despill(keyedImage, matte);
  if (paletteOf(keyedImage).length <= options.paletteSize) return keyedImage;
  return applyPaletteExtras(keyedImage, [], options.paletteSize);
}
