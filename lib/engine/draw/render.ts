/**
 * Inks to pixels: each ink becomes its ramp color (or the outline color), optionally snapped to
 * a locked palette; alpha is 0 or 255, never in between.
 */
import { type PaletteMatcher, paletteMatcher, type Rgb, rgbToHex, rgbToOklab } from "../color";
import { createImage, type RgbaImage } from "../raster";
import { EMPTY, type InkCanvas, LEVELS, OUTLINE_INK } from "./canvas";
import { consolidate } from "./consolidate";

export interface Rendered {
  readonly image: RgbaImage;
  /** `#rrggbb` of every color used, darkest first. */
  readonly palette: string[];
  /** The color each ink was rendered in: hand it back as `fixed` to render another pose alike. */
  readonly inkColors: ReadonlyMap<number, Rgb>;
}

/**
 * `maxColors` caps the sprite's own colors (see consolidate); a locked palette then snaps each
 * remaining color to its nearest palette entry. `fixed` holds inks to the colors another picture
 * of the same sprite gave them (the still, for an animation's frames): consolidation weighs
 * colors by how many pixels they cover, which changes from pose to pose, so without it an ink
 * could take one color in one frame and its neighbour's in the next (a flicker). Inks the other
 * picture did not have take the nearest held color.
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
  fixed?: ReadonlyMap<number, Rgb>,
): Rendered {
  const image = createImage(canvas.width, canvas.height);
  const counts = new Map<number, number>();
  for (const ink of canvas.ink) if (ink !== EMPTY) counts.set(ink, (counts.get(ink) ?? 0) + 1);
  const inks = [...counts.keys()].sort((a, b) => a - b);
  const raw = (ink: number): Rgb =>
    ink === OUTLINE_INK
      ? scheme.outline
      : (scheme.ramps[Math.floor(ink / LEVELS)]?.[ink % LEVELS] ?? scheme.outline);
  const held = (ink: number) => fixed?.get(ink);
  // Inks the other picture did not show (a shade a new pose's inner line brings out) take the
  // nearest of its colors, so every frame keeps to the still's palette.
  const keepTo =
    fixed && fixed.size > 0
      ? paletteMatcher([...new Set([...fixed.values()].map(rgbToHex))])
      : lock;
  const merged = consolidate(
    inks.map((ink) => ({
      rgb: held(ink) ?? raw(ink),
      pixels: counts.get(ink)!,
      protected: ink === OUTLINE_INK || held(ink) !== undefined,
      apart: scheme.exactRamps !== undefined && Math.floor(ink / LEVELS) >= scheme.exactRamps,
    })),
    maxColors,
  );
  const colorOf = new Map<number, Rgb>();
  inks.forEach((ink, i) => {
    const into = inks[merged[i]!]!;
    const rgb = held(into) ?? raw(into);
    colorOf.set(ink, held(into) ? rgb : keepTo ? keepTo.nearest(rgb) : rgb);
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
  return { image, palette, inkColors: colorOf };
}
