/**
 * A quality score for pixel-art sprites: a few measurable properties that separate clean pixel
 * art from noise, and per-asset-type thresholds the procedural generator is held to.
 *
 * Definitions (all over the RGBA image; a pixel is opaque when alpha > 0):
 *
 * - **border pixel**: an opaque pixel with at least one 4-neighbour that is transparent or
 *   outside the image.
 * - **outlineCoverage**: the share of border pixels that are outline-dark. A border pixel is
 *   outline-dark when its OKLab lightness is at least 0.05 below the mean lightness of the
 *   opaque non-border pixels among its 8 neighbours; when it has no such neighbour (a feature one
 *   or two pixels thin) it counts when it lies in the darkest quarter of the image's lightness
 *   range. 0 when there is no border. This accepts a single dark outline color and selective
 *   outlines (a darker shade of the fill it borders) alike.
 * - **orphanRatio**: orphans / opaque pixels. An orphan is an opaque pixel whose exact color
 *   none of its 8 neighbours shares: an isolated speck. The 8-neighbourhood (not 4) is
 *   deliberate: one-pixel diagonal lines and 50% checker dithers are pixel-art idioms in which
 *   every pixel has a same-colored diagonal neighbour, and they must not count as noise.
 * - **components**: the number of 8-connected components of opaque pixels.
 * - **valueRange**: max minus min OKLab lightness over opaque pixels (0 to 1).
 * - **colorCount**: distinct RGB colors over opaque pixels.
 * - **partialAlpha**: opaque pixels whose alpha is not 255 (pixel art has binary alpha).
 * - **opaqueShare**: opaque pixels / all pixels.
 * - **frameFill**: the larger of (opaque bounding-box width / image width) and (height /
 *   height): how much of the frame the sprite uses.
 */
import { rgbToOklab } from "../color";
import { labelComponents, opaqueBounds, type RgbaImage } from "../raster";
import type { AssetType } from "../prompt";

export interface QualityScore {
  readonly outlineCoverage: number;
  readonly orphanRatio: number;
  readonly components: number;
  readonly valueRange: number;
  readonly colorCount: number;
  readonly partialAlpha: number;
  readonly opaqueShare: number;
  readonly frameFill: number;
}

const OUTLINE_DROP = 0.05;

export function qualityScore(image: RgbaImage): QualityScore {
  const { width, height, data } = image;
  const size = width * height;
  const L = new Float32Array(size);
  const opaque = new Uint8Array(size);
  const labCache = new Map<number, number>();
  const colors = new Set<number>();
  let count = 0;
  let partialAlpha = 0;
  let minL = Infinity;
  let maxL = -Infinity;
  for (let i = 0; i < size; i++) {
    const a = data[i * 4 + 3]!;
    if (a === 0) continue;
    opaque[i] = 1;
    count++;
    if (a !== 255) partialAlpha++;
    const key = (data[i * 4]! << 16) | (data[i * 4 + 1]! << 8) | data[i * 4 + 2]!;
    colors.add(key);
    let l = labCache.get(key);
    if (l === undefined) {
      l = rgbToOklab([data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!]).L;
      labCache.set(key, l);
    }
    L[i] = l;
    minL = Math.min(minL, l);
    maxL = Math.max(maxL, l);
  }
  if (count === 0) {
    return {
      outlineCoverage: 0,
      orphanRatio: 0,
      components: 0,
      valueRange: 0,
      colorCount: 0,
      partialAlpha: 0,
      opaqueShare: 0,
      frameFill: 0,
    };
  }
  // Some pixel is opaque (count > 0), so the box exists.
  const box = opaqueBounds(image)!;
  const isOpaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && opaque[y * width + x] === 1;
  const border = new Uint8Array(size);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!opaque[y * width + x]) continue;
      if (
        !isOpaque(x - 1, y) ||
        !isOpaque(x + 1, y) ||
        !isOpaque(x, y - 1) ||
        !isOpaque(x, y + 1)
      ) {
        border[y * width + x] = 1;
      }
    }
  }
  const darkQuarter = minL + (maxL - minL) * 0.25;
  let borders = 0;
  let outlined = 0;
  let orphans = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!opaque[i]) continue;
      let interiorSum = 0;
      let interiorCount = 0;
      let sameColor = false;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          if (!isOpaque(x + dx, y + dy)) continue;
          const j = (y + dy) * width + x + dx;
          if (!sameColor && sameRgb(data, i, j)) sameColor = true;
          if (!border[j]) {
            interiorSum += L[j]!;
            interiorCount++;
          }
        }
      }
      if (!sameColor) orphans++;
      if (!border[i]) continue;
      borders++;
      const dark =
        interiorCount > 0
          ? L[i]! <= interiorSum / interiorCount - OUTLINE_DROP
          : L[i]! <= darkQuarter;
      if (dark) outlined++;
    }
  }
  return {
    outlineCoverage: borders === 0 ? 0 : outlined / borders,
    orphanRatio: orphans / count,
    components: countComponents(opaque, width, height),
    valueRange: maxL - minL,
    colorCount: colors.size,
    partialAlpha,
    opaqueShare: count / size,
    frameFill: Math.max((box.right - box.left + 1) / width, (box.bottom - box.top + 1) / height),
  };
}

function sameRgb(data: Uint8ClampedArray, i: number, j: number): boolean {
  return (
    data[i * 4] === data[j * 4] &&
    data[i * 4 + 1] === data[j * 4 + 1] &&
    data[i * 4 + 2] === data[j * 4 + 2] &&
    data[i * 4 + 3] === data[j * 4 + 3]
  );
}

function countComponents(opaque: Uint8Array, width: number, height: number): number {
  return labelComponents(width, height, (i) => opaque[i] === 1, 8).sizes.length;
}

export interface Thresholds {
  readonly minOutlineCoverage: number;
  readonly maxOrphanRatio: number;
  readonly maxComponents: number;
  readonly minValueRange: number;
  readonly maxColors: number;
  /** Full-bleed art (tiles, backgrounds, panels) must cover the whole frame. */
  readonly minOpaqueShare: number;
  readonly minFrameFill: number;
}

/**
 * Thresholds by asset type, and why:
 *
 * - **Sprites** (character, creature, prop, weapon, item, vehicle): outline ≥ 0.8, because a
 *   closed dark outline is what lets a sprite read against any background (a few border pixels
 *   may be lighter where selective outline or a glint meets the edge); orphans ≤ 0.05, a
 *   handful of deliberate single-pixel details (eyes, glints) but no noise; components ≤ 2, a
 *   sprite is one silhouette (two allows one detached part such as a floating orb or a dropped
 *   shadow); value range ≥ 0.35, enough light-to-dark spread for the form to read at 1×;
 *   colors ≤ 32, a small palette; frame fill ≥ 0.6, the sprite fills its canvas at any size
 *   rather than sitting small in a corner.
 * - **Tiles**: no outline (a tile is a surface that continues into its neighbours), opaque
 *   everywhere, one component; value range ≥ 0.12 only, because ground tiles are kept low in
 *   contrast so that sprites standing on them stay legible; colors ≤ 24.
 * - **Backgrounds**: opaque everywhere, no outline; value range ≥ 0.25 for depth between the
 *   light far layers and the darker near ones; colors ≤ 40 (several layered ramps plus sky).
 * - **UI**: the panel border is the outline (≥ 0.8), one component, opaque across the frame
 *   (9-slice pieces need full edges), value range ≥ 0.3 for the bevel to read; orphans ≤ 0.02
 *   since panels are flat by design.
 * - **Effects**: no outline requirement (glows traditionally are not outlined) and any number of
 *   components (particles fly apart); orphans ≤ 0.08 since sparkles are small; value range
 *   ≥ 0.25; frame fill ≥ 0.5.
 */
export function thresholdsFor(type: AssetType): Thresholds {
  switch (type) {
    case "tile":
      return {
        minOutlineCoverage: 0,
        maxOrphanRatio: 0.05,
        maxComponents: 1,
        minValueRange: 0.12,
        maxColors: 24,
        minOpaqueShare: 1,
        minFrameFill: 1,
      };
    case "background":
      return {
        minOutlineCoverage: 0,
        maxOrphanRatio: 0.05,
        maxComponents: 1,
        minValueRange: 0.25,
        maxColors: 40,
        minOpaqueShare: 1,
        minFrameFill: 1,
      };
    case "ui":
      return {
        minOutlineCoverage: 0.8,
        maxOrphanRatio: 0.02,
        maxComponents: 1,
        minValueRange: 0.3,
        maxColors: 24,
        minOpaqueShare: 0.9,
        minFrameFill: 1,
      };
    case "effect":
      return {
        minOutlineCoverage: 0,
        maxOrphanRatio: 0.08,
        maxComponents: Number.POSITIVE_INFINITY,
        minValueRange: 0.25,
        maxColors: 24,
        minOpaqueShare: 0,
        minFrameFill: 0.5,
      };
    default:
      return {
        minOutlineCoverage: 0.8,
        maxOrphanRatio: 0.05,
        maxComponents: 2,
        minValueRange: 0.35,
        maxColors: 32,
        minOpaqueShare: 0,
        minFrameFill: 0.6,
      };
  }
}

/** Human-readable reasons `score` misses the thresholds of `type`; empty when it meets them. */
export function thresholdFailures(score: QualityScore, type: AssetType): string[] {
  const t = thresholdsFor(type);
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };
  check(score.components >= 1, "image is empty");
  check(score.partialAlpha === 0, `${score.partialAlpha} pixels with partial alpha`);
  check(
    score.outlineCoverage >= t.minOutlineCoverage,
    `outlineCoverage ${score.outlineCoverage.toFixed(3)} < ${t.minOutlineCoverage}`,
  );
  check(
    score.orphanRatio <= t.maxOrphanRatio,
    `orphanRatio ${score.orphanRatio.toFixed(3)} > ${t.maxOrphanRatio}`,
  );
  check(score.components <= t.maxComponents, `components ${score.components} > ${t.maxComponents}`);
  check(
    score.valueRange >= t.minValueRange,
    `valueRange ${score.valueRange.toFixed(3)} < ${t.minValueRange}`,
  );
  check(score.colorCount <= t.maxColors, `colorCount ${score.colorCount} > ${t.maxColors}`);
  check(
    score.opaqueShare >= t.minOpaqueShare,
    `opaqueShare ${score.opaqueShare.toFixed(3)} < ${t.minOpaqueShare}`,
  );
  check(
    score.frameFill >= t.minFrameFill,
    `frameFill ${score.frameFill.toFixed(3)} < ${t.minFrameFill}`,
  );
  return failures;
}

export function meetsThresholds(score: QualityScore, type: AssetType): boolean {
  return thresholdFailures(score, type).length === 0;
}
