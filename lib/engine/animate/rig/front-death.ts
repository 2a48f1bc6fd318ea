/**
 * A figure seen from the front (or from behind) that dies ends lying on its side as the side
 * view draws it: it is hit, its knees give and it sags toward the side it falls to, seen from
 * the front; then it turns as it goes over and lies seen from the side, the face in profile
 * looking up. The front drawing turned a quarter read as a standing sprite tipped over (a
 * sideways face, a tabard's stripe lying flat), not as a body lying down.
 */
import { paletteMatcher } from "../../color";
import { drawLayered, type LayeredSprite } from "../../draw";
import type { RgbaImage } from "../../raster";
import type { Biped } from "./biped";

/**
 * The first frame of `n` drawn from the side view: the frames before it show the front's hit,
 * kneel and sag; from it on the side view's own death (its kneel, its fall and its lying) at
 * the same moments.
 */
export function sideFromFrame(n: number): number {
  return Math.ceil((n - 1) * 0.6);
}

/**
 * The side views a front figure's death may fall into, the first preferred: its recipe drawn
 * facing west when it falls to screen right, east when to the left (so the head ends on the
 * side it fell to), then the other. None for a profile, which already lies down as itself, or
 * for a hand-edited figure, whose edit is only in the front drawing (it falls as drawn).
 */
export function sideViewsToDieIn(
  doc: LayeredSprite,
  biped: Biped,
  side: 1 | -1,
): readonly LayeredSprite[] {
  if (biped.profile) return [];
  if (edited(doc)) return [];
  const facings = side > 0 ? (["west", "east"] as const) : (["east", "west"] as const);
  return facings
    .map((direction) => drawLayered({ ...doc.recipe, direction }))
    .filter((drawn) => drawn.rig === "biped");
}

/** Whether the document's picture is no longer what its recipe draws (an edit was carried in). */
function edited(doc: LayeredSprite): boolean {
  const drawn = drawLayered(doc.recipe).sprite.image.data;
  const own = doc.sprite.image.data;
  if (drawn.length !== own.length) return true;
  for (let i = 0; i < own.length; i++) if (drawn[i] !== own[i]) return true;
  return false;
}

/** The rows from the highest opaque pixel to the lowest. */
function tallness(image: RgbaImage): number {
  let top = image.height;
  let bottom = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!image.data[(y * image.width + x) * 4 + 3]) continue;
      top = Math.min(top, y);
      bottom = y;
      break;
    }
  }
  return Math.max(0, bottom - top + 1);
}

/**
 * Whether a last frame shows a body lying down: at most 0.6 of the standing figure's height
 * (in a frame without room to lie flat, the fall is made smaller and stops half over).
 */
export function liesDown(image: RgbaImage, standing: RgbaImage): boolean {
  return tallness(image) <= tallness(standing) * 0.6;
}

/**
 * A side-view frame in the front drawing's colors: the side view is finished with its own
 * still's palette, which can hold a shade the front's does not (consolidation weighs colors by
 * the pixels they cover); each such color takes the nearest of the front's, so the whole strip
 * keeps the sprite's palette.
 */
export function inPaletteOf(image: RgbaImage, palette: readonly string[]): RgbaImage {
  if (palette.length === 0) return image;
  const match = paletteMatcher(palette);
  const known = new Set(match.colors.map(([r, g, b]) => (r << 16) | (g << 8) | b));
  const out: RgbaImage = { ...image, data: image.data.slice() };
  const d = out.data;
  for (let o = 0; o < d.length; o += 4) {
    if (!d[o + 3]) continue;
    if (known.has((d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!)) continue;
    const [r, g, b] = match.nearest([d[o]!, d[o + 1]!, d[o + 2]!]);
    d[o] = r;
    d[o + 1] = g;
    d[o + 2] = b;
  }
  return out;
}
