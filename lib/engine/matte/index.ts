/**
 * Background removal (POST /api/background-removals): keys a flat single-color background
 * out of a sprite, or out of a whole animation strip passed as one image.
 *
 * Contract:
 * - The matte is `matteColor` when given, else sampled from the four corners (see
 *   `sampleMatte`). A source whose four corners are all transparent (alpha < 128) is refused
 *   with `TransparentCornersError`, given matte or not: a source with transparent corners has
 *   no background left to key.
 * - Distance between colors is the sum of absolute RGB channel differences (0..765), so
 *   `tolerance` reads as "how far in total the channels may stray": 0 keys only the exact matte,
 *   the default 200 keys colors within about 67 per channel, 300 about 100 per channel.
 * - The background is what a 4-connected flood from the border reaches through pixels within
 *   tolerance (or already transparent). Key-colored areas the flood cannot reach (a window
 *   inside an outline) survive; a one-pixel diagonal outline stops the flood.
 * - Keyed pixels become (0, 0, 0, 0). `standard` changes nothing else, so running it again with
 *   the same matte returns the same image.
 * - `refined` also un-mixes edge pixels, makes alpha binary, drops islands, despills and
 *   quantises (see `refine`). `tolerance` bounds its flood too.
 */
import { hexToRgb, type Rgb, rgbToHex } from "../color";
import { borderIndices, cloneImage, floodFill, OPAQUE_ALPHA, type RgbaImage } from "../raster";
import { refineMatte } from "./refine";

export type MatteMethod = "standard" | "refined";

export interface MatteOptions {
  matteColor?: Rgb | string | null;
  /** 0 to 300, default 200 (see the module contract for the metric). */
  tolerance?: number;
  method?: MatteMethod;
  /** Refined only: at most this many colors in the result, 16 to 256, default 64. */
  paletteSize?: number;
  /** Refined only: a pixel stays when its estimated coverage is at least this, 0.3 to 0.9, default 0.7. */
  alphaThreshold?: number;
}

export interface MatteResult {
  image: RgbaImage;
  matteColor: Rgb;
  /** The removed color as `#rrggbb`, as the API reports it. */
  matteHex: string;
}

export class TransparentCornersError extends Error {
  constructor() {
    super("the image's four corners are already transparent, so there is no background to remove");
    this.name = "TransparentCornersError";
  }
}

/** Corners closer than this (RGB L1) are one color: JPEG noise must not split a flat background. */
const CORNER_AGREEMENT = 24;

export function matteDistance(r: number, g: number, b: number, matte: Rgb): number {
  return Math.abs(r - matte[0]) + Math.abs(g - matte[1]) + Math.abs(b - matte[2]);
}

function corners(image: RgbaImage): { rgb: Rgb; alpha: number }[] {
  const { width: w, height: h, data } = image;
  return [0, w - 1, (h - 1) * w, h * w - 1].map((p) => ({
    rgb: [data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!] as const,
    alpha: data[p * 4 + 3]!,
  }));
}

/** Throws TransparentCornersError when all four corners are transparent. */
export function assertOpaqueCorner(image: RgbaImage): void {
  if (corners(image).every((c) => c.alpha < OPAQUE_ALPHA)) throw new TransparentCornersError();
}

/**
 * The most common opaque corner color: the corner that the most other opaque corners agree with
 * (within CORNER_AGREEMENT), ties in the order top-left, top-right, bottom-left, bottom-right;
 * the result is the rounded mean of the agreeing corners.
 */
export function sampleMatte(image: RgbaImage): Rgb {
  const opaque = corners(image)
    .filter((c) => c.alpha >= OPAQUE_ALPHA)
    .map((c) => c.rgb);
  if (opaque.length === 0) throw new TransparentCornersError();
  let best: Rgb[] = [];
  for (const candidate of opaque) {
    const agreeing = opaque.filter(
      (other) => matteDistance(...other, candidate) <= CORNER_AGREEMENT,
    );
    if (agreeing.length > best.length) best = agreeing;
  }
  const mean = (k: 0 | 1 | 2) => Math.round(best.reduce((sum, c) => sum + c[k], 0) / best.length);
  return [mean(0), mean(1), mean(2)];
}

/** 1 where the flood from the border reached (background), 0 elsewhere. */
export function floodBackground(image: RgbaImage, matte: Rgb, tolerance: number): Uint8Array {
  const { width: w, height: h, data } = image;
  const keyed = new Uint8Array(w * h);
  const passable = (p: number) =>
    data[p * 4 + 3]! < OPAQUE_ALPHA ||
    matteDistance(data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!, matte) <= tolerance;
  floodFill(w, h, borderIndices(w, h), passable, { connectivity: 4, seen: keyed });
  return keyed;
}

export function removeBackground(image: RgbaImage, options: MatteOptions = {}): MatteResult {
  assertOpaqueCorner(image);
  const given = options.matteColor;
  const matte: Rgb = typeof given === "string" ? hexToRgb(given) : (given ?? sampleMatte(image));
  const tolerance = options.tolerance ?? 200;
  const keyed = floodBackground(image, matte, tolerance);
  const out = cloneImage(image);
  for (let p = 0; p < keyed.length; p++) {
    if (keyed[p]) out.data.fill(0, p * 4, p * 4 + 4);
  }
  const result =
    options.method === "refined"
      ? refineMatte(out, image, keyed, matte, {
          paletteSize: options.paletteSize ?? 64,
          alphaThreshold: options.alphaThreshold ?? 0.7,
          isKeyColor: (rgb) => matteDistance(...rgb, matte) <= tolerance,
        })
      : out;
  return { image: result, matteColor: matte, matteHex: rgbToHex(matte) };
}
