/**
 * Reading a reference sprite's style for a generation that borrows it: its palette and how it
 * outlines.
 */
import { rgbToHex, rgbToOklab } from "../color";
import type { OutlineStyle } from "../draw";
import type { RgbaImage } from "../raster";

export interface ReferenceStyle {
  /** The reference's most used opaque colors, most used first. */
  palette: string[];
  outline: OutlineStyle;
}

/** A reference's own palette is kept to this many colors, the most used. */
const MAX_REFERENCE_COLORS = 32;

/**
 * What a generation borrows from `reference_asset_id`: its palette and how it outlines. The
 * outline is read from the silhouette's edge pixels (opaque, with a transparent or off-canvas
 * 4-neighbour): mostly dark means a dark outline, partly dark a selective one, else none.
 */
export function referenceStyle(image: RgbaImage): ReferenceStyle {
  const { width, height, data } = image;
  const counts = new Map<number, number>();
  let edges = 0;
  let darkEdges = 0;
  const opaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && data[(y * width + x) * 4 + 3]! >= 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!opaque(x, y)) continue;
      const o = (y * width + x) * 4;
      const rgb = (data[o]! << 16) | (data[o + 1]! << 8) | data[o + 2]!;
      counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
      if (opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1)) continue;
      edges++;
      if (rgbToOklab([data[o]!, data[o + 1]!, data[o + 2]!]).L < 0.35) darkEdges++;
    }
  }
  const palette = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_REFERENCE_COLORS)
    .map(([rgb]) => rgbToHex([(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255]));
  const share = edges === 0 ? 0 : darkEdges / edges;
  return { palette, outline: share >= 0.7 ? "dark" : share >= 0.3 ? "selective" : "none" };
}

/** Distinct opaque colors of an image as `#rrggbb` (for palette checks). */
export function opaqueColors(image: RgbaImage): Set<string> {
  const out = new Set<string>();
  const { data } = image;
  for (let o = 0; o < data.length; o += 4) {
    if (data[o + 3]! > 0) out.add(rgbToHex([data[o]!, data[o + 1]!, data[o + 2]!]));
  }
  return out;
}
