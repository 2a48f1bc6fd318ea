/**
 * A sword held by a small figure (a hand-drawn import of 16 art pixels) is a few pixels long:
 * scaled down from its sprite, its crossguard and grip shrink away and it reads as a grey
 * stick. At that size it is drawn again as a pixel artist draws a tiny sword instead: a blade a
 * pixel wide on the diagonal, a crossguard three pixels across it and a grip under it, in the
 * sword sprite's own colours (its grey steel for the blade, its other fill for guard and grip).
 * The composer outlines it where it meets the air, as any item.
 */
import { fillColors, type LabOf } from "../color";
import { createPixels, type Pixels, type Point } from "../raster";

/** Under this many pixels long, a held sword is drawn as a tiny sword (see file comment). */
export const TINY_BLADE = 14;

/**
 * The tiny sword about `length` pixels long, point up and right, with where the hand closes on its grip
 * and where its point is; null when the sprite has no fill colour to draw it with. The grip is
 * as long as the fist that closes over it (`fist` pixels each side of the hand), so the guard
 * shows above the fist.
 */
export function tinySword(
  sprite: Pixels,
  length: number,
  fist: number,
  lab: LabOf,
): { px: Pixels; grip: Point; tip: Point } | null {
  const fills = fillColors(sprite, lab);
  if (fills.length === 0) return null;
  const chroma = (v: number) => Math.hypot(lab(v).a, lab(v).b);
  // Steel is the commonest grey; the hilt the commonest colour that is not (gold, leather, wood).
  const steel = fills.find(([v]) => chroma(v) < 0.05)?.[0] ?? fills[0]![0];
  const others = fills.filter(([v]) => v !== steel);
  const guard = others.find(([v]) => chroma(v) >= 0.05)?.[0] ?? others[0]?.[0] ?? steel;
  // The grip: the darkest of the sprite's other fills, so it reads apart from the guard.
  const grip =
    [...others].sort((a, b) => lab(a[0]).L - lab(b[0]).L || a[0] - b[0])[0]?.[0] ?? guard;
  const hilt = 2 * fist + 1;
  // Drawn on the diagonal, point up and right, the way a small held sword leans out: a clean
  // one-pixel diagonal reads as a blade, where a turned upright one breaks into steps.
  const n = Math.max(3 + hilt + 2, Math.round(length / Math.SQRT2));
  const px = createPixels(n + 1, n + 1);
  const put = (x: number, y: number, v: number) => {
    if (x >= 0 && y >= 0 && x <= n && y <= n) px.data[y * (n + 1) + x] = v;
  };
  // Along the diagonal from the bottom left (k = 0, left empty) to the point (k = n - 1).
  const at = (k: number) => ({ x: k + 1, y: n - 1 - k });
  // The grip is exactly what the fist closes over: anything of it below the fist lands on the
  // clothes (a sleeve, a leg) and reads as a stray pixel there.
  for (let k = 1; k <= hilt; k++) put(at(k).x, at(k).y, grip);
  const cross = at(hilt + 1);
  put(cross.x, cross.y, guard);
  put(cross.x - 1, cross.y - 1, guard);
  put(cross.x + 1, cross.y + 1, guard);
  for (let k = hilt + 2; k < n; k++) put(at(k).x, at(k).y, steel);
  return { px, grip: at(1 + fist), tip: at(n - 1) };
}
