/**
 * Where a royal crown sits on a figure that has no round head top to wear one: around a
 * pointed hat, just above its brim (a circlet over the cone, its points standing up against
 * it), or, on a figure with no brim at all (a bottle), on its very top, so the stopper is
 * crowned. Geometry only: the callers paint the strokes in their own gold (inks on a layered
 * sprite, colors on a flat picture).
 */

/** The horizontal extent of the figure on one row, or null where the row is empty. */
export type RowSpan = (y: number) => readonly [left: number, right: number] | null;

/** One pixel of the crown: `level` 1 (shadow) to 4 (the shine on a point's tip). */
export interface CrownStroke {
  readonly x: number;
  readonly y: number;
  readonly level: number;
}

/**
 * The brim of a pointed hat: the first row, in the top `share` of the figure from `top` to
 * `bottom`, at least two pixels wider than the row above it (a cone at least two wide), whose
 * rows about as wide as it (its thickness, a few rows at most) end on a row at least four narrower
 * (the face under the brim; a cone's next row is wider, a bottle's neck opens into its body).
 * Null
 * when the figure has no such row (a round head, a bottle).
 */
function hatBrim(span: RowSpan, top: number, bottom: number, share = 0.6): number | null {
  const width = (y: number) => {
    const s = span(y);
    return s ? s[1] - s[0] + 1 : 0;
  };
  const last = top + Math.floor((bottom - top + 1) * share);
  const depth = Math.max(4, Math.round((bottom - top + 1) / 8));
  for (let y = top + 1; y <= last; y++) {
    const above = width(y - 1);
    const here = width(y);
    if (above < 2 || here < above + 2) continue;
    // The brim's own rows (within three pixels of its first), then the row under it: the face.
    let d = 1;
    while (d < depth && width(y + d) >= here - 3) d++;
    const below = width(y + d);
    if (below > 0 && below <= here - 4) return y;
  }
  return null;
}

/**
 * A crown whose band (`bandRows` rows from `bandTop` down) runs from `left - 1` to `right + 1`,
 * one pixel wider each side than what it encircles, with three points (at both ends and the
 * middle, two pixels wide where the band's middle falls between two) rising `rise` rows above
 * the band, a single middle point a row taller.
 */
function crownStrokes(
  bandTop: number,
  left: number,
  right: number,
  rise: number,
  bandRows: number,
): CrownStroke[] {
  const out: CrownStroke[] = [];
  const x0 = left - 1;
  const x1 = right + 1;
  for (let x = x0; x <= x1; x++) {
    for (let r = 0; r < bandRows; r++) out.push({ x, y: bandTop + r, level: r === 0 ? 3 : 2 });
  }
  const middle = [Math.floor((x0 + x1) / 2), Math.ceil((x0 + x1) / 2)];
  for (const x of new Set([x0, ...middle, x1])) {
    // A single middle point stands a row taller; a pair stays level, or it reads as a cross.
    const tall = rise + (middle.includes(x) && middle[0] === middle[1] ? 1 : 0);
    for (let k = 1; k <= tall; k++) out.push({ x, y: bandTop - k, level: k === tall ? 4 : 3 });
  }
  return out;
}

/** How tall a crown's points rise and how deep its band is, for a figure `height` tall. */
function crownSize(height: number): { rise: number; bandRows: number } {
  return { rise: Math.max(1, Math.round(height / 18)), bandRows: height >= 32 ? 2 : 1 };
}

/**
 * The crown a pointed hat wears: its band on the cone's rows right above the brim, as wide as
 * the cone there, sized for a figure `figureHeight` tall (the rows from `top` to
 * `bottom` may be its head alone); null without a brim.
 */
export function crownOnHat(
  span: RowSpan,
  top: number,
  bottom: number,
  figureHeight = bottom - top + 1,
): CrownStroke[] | null {
  const { rise, bandRows } = crownSize(figureHeight);
  const brim = hatBrim(span, top, bottom);
  if (brim === null || brim - bandRows < top + rise) return null;
  const cone = span(brim - 1);
  if (!cone) return null;
  // As wide as the cone (its outline included), so the crown hugs the hat rather than doubling
  // its brim.
  return crownStrokes(brim - bandRows, cone[0] + 1, cone[1] - 1, rise, bandRows);
}

/**
 * The crown a figure without a brim wears on its very top (a bottle's stopper): its band resting
 * on its top row, a pixel wider each side than it, its points in the air above; null
 * when there is no room above for the points and their outline.
 */
export function crownOnTop(span: RowSpan, top: number, bottom: number): CrownStroke[] | null {
  const size = crownSize(bottom - top + 1);
  // The crown is the whole stopper here, not a mark on a hat: its points at least two rows tall
  // so its shape reads as a crown and not as a gold lid.
  const rise = Math.max(2, size.rise);
  const bandRows = size.bandRows;
  const first = span(top);
  if (!first || top - bandRows - rise - 2 < 0 || first[1] - first[0] < 1) return null;
  // Resting on the top row, not over it: the figure keeps every pixel it had.
  return crownStrokes(top - bandRows, first[0], first[1], rise, bandRows);
}
