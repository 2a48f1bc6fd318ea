/**
 * Palette lock: holding an image to a palette, and the one definition of `palette_extras` (the
 * number of colors an operation may add beyond a palette) that every operation reuses.
 *
 * Contract shared by every function here:
 * - "Nearest" is Euclidean distance in OKLab (perceptual), ties to the earlier palette entry.
 * - Alpha becomes binary: alpha >= 128 is opaque (255), anything less is fully transparent and
 *   its RGB is zeroed, so no hidden color survives under a transparent pixel.
 * - Output is a new image; the input is not touched.
 */
import { hexToRgb, type Oklab, oklabToRgb, type Rgb, rgbToHex, rgbToOklab } from "../color";
import { cloneImage, OPAQUE_ALPHA, type RgbaImage } from "../raster";
import { clusterOklab, nearestPacked, packLabs, type WeightedLab } from "./cluster";

/** Above this many distinct colors, extras are clustered over 4-bit-per-channel buckets. */
const MAX_CLUSTER_POINTS = 4096;

const rgbKey = (r: number, g: number, b: number) => (r << 16) | (g << 8) | b;
const keyRgb = (key: number): Rgb => [(key >> 16) & 255, (key >> 8) & 255, key & 255];

export function nearestPaletteColor(rgb: Rgb, palette: readonly string[]): string {
  if (palette.length === 0) throw new RangeError("palette is empty");
  const labs = packLabs(palette.map((hex) => rgbToOklab(hexToRgb(hex))));
  const { L, a, b } = rgbToOklab(rgb);
  return palette[nearestPacked(L, a, b, labs)]!.toLowerCase();
}

/** Distinct colors of opaque pixels with their pixel counts, in scan order of first sight. */
function colorCounts(image: RgbaImage): Map<number, number> {
  const counts = new Map<number, number>();
  const d = image.data;
  for (let o = 0; o < d.length; o += 4) {
    if (d[o + 3]! < OPAQUE_ALPHA) continue;
    const key = rgbKey(d[o]!, d[o + 1]!, d[o + 2]!);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Distinct opaque colors as `#rrggbb`, most used first (ties by hex). */
export function paletteOf(image: RgbaImage): string[] {
  return [...colorCounts(image).entries()]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .map(([key]) => rgbToHex(keyRgb(key)));
}

/** Every opaque pixel becomes its nearest palette color (see the module contract). */
export function lockToPalette(image: RgbaImage, paletteHexes: readonly string[]): RgbaImage {
  return applyPaletteExtras(image, paletteHexes, 0);
}

/**
 * Colors outside the base palette, reduced to at most `extras` new colors: when they already
 * fit they are kept exactly; otherwise they are clustered in OKLab around the base (colors close
 * to a base color do not pull extras toward themselves).
 */
function extraColors(
  counts: Map<number, number>,
  base: ReadonlySet<number>,
  baseLabs: Oklab[],
  extras: number,
): Rgb[] {
  const outside = [...counts.entries()].filter(([key]) => !base.has(key));
  if (outside.length <= extras) return outside.map(([key]) => keyRgb(key));
  let points: WeightedLab[] = outside.map(([key, weight]) => ({
    lab: rgbToOklab(keyRgb(key)),
    weight,
  }));
  if (points.length > MAX_CLUSTER_POINTS) {
    const buckets = new Map<number, { L: number; a: number; b: number; weight: number }>();
    outside.forEach(([key], i) => {
      const point = points[i]!;
      const bucket = ((key >> 12) & 0xf00) | ((key >> 8) & 0xf0) | ((key >> 4) & 0xf);
      const sum = buckets.get(bucket) ?? { L: 0, a: 0, b: 0, weight: 0 };
      sum.L += point.lab.L * point.weight;
      sum.a += point.lab.a * point.weight;
      sum.b += point.lab.b * point.weight;
      sum.weight += point.weight;
      buckets.set(bucket, sum);
    });
    points = [...buckets.values()].map((s) => ({
      lab: { L: s.L / s.weight, a: s.a / s.weight, b: s.b / s.weight },
      weight: s.weight,
    }));
  }
  const seen = new Set<number>(base);
  const result: Rgb[] = [];
  for (const center of clusterOklab(points, extras, baseLabs)) {
    const rgb = oklabToRgb(center);
    const key = rgbKey(rgb[0], rgb[1], rgb[2]);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(rgb);
  }
  return result;
}

/**
 * The image held to `basePalette` plus at most `extras` colors of its own (the request's
 * `palette_extras`; 0 keeps the palette exact). Opaque pixels already in the base keep their
 * color; every other opaque color goes to the nearest of the base and the extras. An empty base
 * with extras > 0 is plain quantisation to `extras` colors.
 */
export function applyPaletteExtras(
  image: RgbaImage,
  basePalette: readonly string[],
  extras: number,
): RgbaImage {
  if (!Number.isInteger(extras) || extras < 0)
    throw new RangeError(`extras must be a non-negative integer, got ${extras}`);
  if (basePalette.length === 0 && extras === 0)
    throw new RangeError("palette is empty and no extras are allowed");
  const baseRgb = basePalette.map((hex) => hexToRgb(hex));
  const baseKeys = new Set(baseRgb.map(([r, g, b]) => rgbKey(r, g, b)));
  const baseLabs = baseRgb.map((rgb) => rgbToOklab(rgb));
  const counts = colorCounts(image);

  const targets = [...baseRgb, ...extraColors(counts, baseKeys, baseLabs, extras)];
  const targetLabs = packLabs(targets.map((rgb) => rgbToOklab(rgb)));
  const targetKeys = new Set(targets.map(([r, g, b]) => rgbKey(r, g, b)));
  const mapping = new Map<number, Rgb>();
  for (const key of counts.keys()) {
    if (targetKeys.has(key)) {
      mapping.set(key, keyRgb(key));
      continue;
    }
    const { L, a, b } = rgbToOklab(keyRgb(key));
    mapping.set(key, targets[nearestPacked(L, a, b, targetLabs)]!);
  }

  const out = cloneImage(image);
  const d = out.data;
  for (let o = 0; o < d.length; o += 4) {
    if (d[o + 3]! < OPAQUE_ALPHA) {
      d[o] = d[o + 1] = d[o + 2] = d[o + 3] = 0;
      continue;
    }
    const rgb = mapping.get(rgbKey(d[o]!, d[o + 1]!, d[o + 2]!))!;
    d[o] = rgb[0];
    d[o + 1] = rgb[1];
    d[o + 2] = rgb[2];
    d[o + 3] = 255;
  }
  return out;
}
