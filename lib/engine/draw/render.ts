/**
 * Inks to pixels: each ink becomes its ramp color (or the outline color), optionally snapped to
 * a locked palette; alpha is 0 or 255, never in between.
 */
import { type PaletteMatcher, type Rgb, rgbToHex, rgbToOklab } from "../color";
import { createImage, type RgbaImage } from "../raster";
import { EMPTY, type InkCanvas, LEVELS, OUTLINE_INK } from "./canvas";
import { consolidate } from "./consolidate";

export interface Rendered {
  readonly image: RgbaImage;
  /** `#rrggbb` of every color used, darkest first. */
  readonly palette: string[];
}

/**
 * `maxColors` caps the sprite's own colors (see consolidate); a locked palette then snaps each
 * remaining color to its nearest palette entry.
 */
export function render(
  canvas: InkCanvas,
  scheme: {
    readonly ramps: readonly (readonly Rgb[])[];
    readonly outline: Rgb;
    /** Ramps from this index on are never merged into another color (hand-painted colors). */
    readonly exactRamps?: number;
  },
  maxColors: number,
  lock?: PaletteMatcher,
): Rendered {
  const image = createImage(canvas.width, canvas.height);
  const counts = new Map<number, number>();
  for (const ink of canvas.ink) if (ink !== EMPTY) counts.set(ink, (counts.get(ink) ?? 0) + 1);
  const inks = [...counts.keys()].sort((a, b) => a - b);
  const raw = (ink: number): Rgb =>
    ink === OUTLINE_INK
      ? scheme.outline
      : (scheme.ramps[Math.floor(ink / LEVELS)]?.[ink % LEVELS] ?? scheme.outline);
  const merged = consolidate(
    inks.map((ink) => ({
      rgb: raw(ink),
      pixels: counts.get(ink)!,
      protected: ink === OUTLINE_INK,
      apart: scheme.exactRamps !== undefined && Math.floor(ink / LEVELS) >= scheme.exactRamps,
    })),
    maxColors,
  );
  const colorOf = new Map<number, Rgb>();
  inks.forEach((ink, i) => {
    const rgb = raw(inks[merged[i]!]!);
    colorOf.set(ink, lock ? lock.nearest(rgb) : rgb);
  });
  const resolve = (ink: number): Rgb => colorOf.get(ink)!;
  const used = new Map<string, Rgb>();
  const data = image.data;
  for (let i = 0; i < canvas.ink.length; i++) {
    const ink = canvas.ink[i]!;
    if (ink === EMPTY) continue;
    const rgb = resolve(ink);
    const o = i * 4;
    data[o] = rgb[0];
    data[o + 1] = rgb[1];
    data[o + 2] = rgb[2];
    data[o + 3] = 255;
    const hex = rgbToHex(rgb);
    if (!used.has(hex)) used.set(hex, rgb);
  }
  const palette = [...used.entries()]
    .map(([hex, rgb]) => ({ hex, L: rgbToOklab(rgb).L }))
    .sort((a, b) => a.L - b.L || (a.hex < b.hex ? -1 : 1))
    .map((entry) => entry.hex);
  return { image, palette };
}
