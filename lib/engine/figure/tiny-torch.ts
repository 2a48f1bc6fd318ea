/**
 * A torch put on a small figure (a hand-drawn import of 16 art pixels) is a few pixels long:
 * scaled down from its sprite, its flame and handle merge into a block of two colours and, once
 * outlined, it reads as a box, not a torch. At that size it is drawn again as a pixel artist
 * draws a tiny torch: a handle one pixel wide under a flame three pixels across with a bright
 * core and a pointed tip, in the torch sprite's own colours (its brightest warm colour for the
 * core, the commonest warm one for the flame, the commonest other fill for the handle). The
 * composer outlines it where it meets the air, as any item.
 */
import { fillColors, type LabOf } from "../color";
import { createPixels, type Pixels, type Point } from "../raster";

/** Under this many pixels long, a torch is drawn as a tiny torch (see file comment). */
export const TINY_TORCH = 12;

/**
 * The tiny torch `length` pixels tall (at least 5: tip, flame, base of the flame, two of
 * handle), flame up, with its grip at the handle's lower middle and its tip at the flame's
 * point; null when the sprite shows no warm colour for a flame or no other fill for a handle.
 */
export function tinyTorch(
  sprite: Pixels,
  length: number,
  lab: LabOf,
): { px: Pixels; grip: Point; tip: Point } | null {
  const fills = fillColors(sprite, lab);
  // Warm and bright: a flame's orange, red-orange or yellow (OKLab a and b both positive).
  const warm = (v: number) => lab(v).b > 0.06 && lab(v).a > -0.02 && lab(v).L > 0.6;
  const flames = fills.filter(([v]) => warm(v));
  const handles = fills.filter(([v]) => !warm(v));
  if (flames.length === 0 || handles.length === 0) return null;
  const flame = flames[0]![0];
  const core = [...flames].sort((a, b) => lab(b[0]).L - lab(a[0]).L || a[0] - b[0])[0]![0];
  const handle = handles[0]![0];
  const h = Math.max(5, Math.round(length));
  // Five pixels at the least: three of flame over two of handle.
  const px = createPixels(3, h);
  const put = (x: number, y: number, v: number) => {
    px.data[y * 3 + x] = v;
  };
  // The flame: a point, a row three across with the bright core in its middle and a second
  // row three across (with one row only, the flame's arms over the handle read as a cross);
  // then the handle one pixel wide to the bottom, at least two pixels of it.
  const flameRows = 3;
  put(1, 0, flame);
  for (let y = 1; y < flameRows; y++) {
    put(0, y, flame);
    put(1, y, y === 1 ? core : flame);
    put(2, y, flame);
  }
  for (let y = flameRows; y < h; y++) put(1, y, handle);
  return {
    px,
    grip: { x: 1, y: Math.min(h - 1, flameRows + Math.ceil((h - flameRows) / 2)) },
    tip: { x: 1, y: 0 },
  };
}
