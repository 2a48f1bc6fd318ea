/**
 * A round shield put on a small figure (a hand-drawn import of 16 art pixels) is a few pixels
 * across: scaled down from its sprite, its planks, rim, boss and shading average into a noisy
 * brown blob with stray light pixels. At that size it is drawn again as a pixel artist draws a
 * tiny shield: a disc of its face colour (the sprite's commonest fill) ringed by its rim colour
 * (its commonest light, grey fill: metal) with the boss, in that colour, in the middle. The
 * composer outlines it where it meets the air, as any item.
 */
import { fillColors, type LabOf } from "../color";
import { createPixels, type Pixels, type Point } from "../raster";

/** Under this many pixels across, a round shield is drawn as a tiny shield (see file comment). */
export const TINY_SHIELD = 9;

/**
 * Whether an item's picture is a disc: about as wide as tall, filling about the share of its box
 * a circle fills (π/4), as a round shield seen face on does and a kite shield, a banner or a
 * flag does not.
 */
export function looksRound(px: Pixels): boolean {
  let [left, top, right, bottom, n] = [px.width, px.height, -1, -1, 0];
  for (let y = 0; y < px.height; y++)
    for (let x = 0; x < px.width; x++) {
      if (px.data[y * px.width + x] === 0) continue;
      [left, top, right, bottom, n] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
        n + 1,
      ];
    }
  if (n === 0) return false;
  const [w, h] = [right - left + 1, bottom - top + 1];
  const fill = n / (w * h);
  return w / h > 0.8 && w / h < 1.25 && fill > 0.68 && fill < 0.88;
}

/**
 * The tiny shield, `size` pixels across (5 at the least, odd so the boss sits in the middle), held
 * at its middle; null when the sprite has no fill colour.
 */
export function tinyShield(
  sprite: Pixels,
  size: number,
  lab: LabOf,
): { px: Pixels; grip: Point; tip: Point } | null {
  const fills = fillColors(sprite, lab);
  if (fills.length === 0) return null;
  const face = fills[0]![0];
  // Metal: nearly grey (little chroma) and lighter than the face.
  const grey = (v: number) => Math.hypot(lab(v).a, lab(v).b) < 0.04 && lab(v).L > lab(face).L;
  const rim = fills.find(([v]) => v !== face && grey(v))?.[0] ?? face;
  const n = Math.max(5, Math.round(size) | 1);
  const px = createPixels(n, n);
  const c = (n - 1) / 2;
  const r = n / 2;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const d = Math.hypot(x - c, y - c);
      if (d > r - 0.25) continue;
      // The rim is the disc's outer ring, a pixel wide; the boss its middle pixel.
      const onRim = d > r - 1.25;
      px.data[y * n + x] = onRim || (x === c && y === c) ? rim : face;
    }
  const mid = Math.floor(c);
  return { px, grip: { x: mid, y: mid }, tip: { x: mid, y: 0 } };
}
