/**
 * A cape hung behind a figure seen from the front, drawn as cloth rather than scaled from the
 * cape sprite. Behind a small figure only a column or two of the cape shows each side, and a
 * scaled sprite brought its own lighting there: a near-white lit edge on one side and a dark
 * shadow on the other read as a pale wing beside a dark slab. The drawn cape hangs straight,
 * the same width all the way down, in the cape's own commonest mid-light cloth colour, with a
 * fold two pixels in from both edges and along the hem, so the two sides read as one cloth.
 * Every colour comes from the cape sprite.
 */
import { createPixels, type Pixels, type Point } from "../raster";
import { LINE_LIGHTNESS, type LabOf } from "../color";
import type { Body } from "./body";

/** The run of opaque pixels in row `y` through column `x`: its first and last column. */
export function rowRunAt(canvas: Pixels, x: number, y: number): [number, number] {
  let lo = x;
  let hi = x;
  while (lo > 0 && canvas.data[y * canvas.width + lo - 1] !== 0) lo--;
  while (hi < canvas.width - 1 && canvas.data[y * canvas.width + hi + 1] !== 0) hi++;
  return [lo, hi];
}

/**
 * The cape drawn behind `body` (a figure seen from the front): its pixels, the column under the
 * back's top middle (`grip`), and where its top-left goes on the canvas. Hung from the
 * shoulders (the first row wider than the neck below the head), so no cloth shows beside the
 * face; as wide as the shoulders with `spare` more each side (the arms and what a hand holds
 * stand in front of it), measured from the figure's own edges so that a figure an even number
 * of pixels wide has as much cape on one side as the other; down to the calves. Null when the
 * figure shows no shoulders or the cape sprite no cloth colour.
 */
export function hangCape(
  cape: Pixels,
  body: Body,
  canvas: Pixels,
  lab: LabOf,
  shrink: number,
): { px: Pixels; grip: Point; placedAt: Point } | null {
  const h = body.height;
  const x = Math.round((body.handRight.x + body.handLeft.x) / 2);
  // Rows are read from the head's middle, so the neck (or the face under a brim) is among them.
  const top = Math.max(0, Math.min(body.head.y, Math.round(body.shoulderY - h * 0.08)));
  // Two pixels each side at least: a column of cloth and the one inside it (the composer adds
  // the outline outside), so the cape reads as cloth, not as a thick outline.
  const spare = Math.max(2, Math.round((h / 16) * shrink));
  const bottom = body.footY - Math.max(1, Math.round(h / 12));
  const runs: [number, number][] = [];
  for (let y = top; y <= bottom; y++) {
    runs.push(canvas.data[y * canvas.width + x] === 0 ? [x, x - 1] : rowRunAt(canvas, x, y));
  }
  const colors = capeCloth(cape, lab);
  const shoulder = shoulderRow(
    runs,
    body.shoulderY - top + 1,
    Math.round(body.shoulderY + h * 0.15) - top,
  );
  if (!colors || !shoulder || runs.length - shoulder.at < 3) return null;
  // A raised fist or blade at the shoulders' height widens one side only: then both sides take
  // the narrower one's width, about the neck's middle.
  let [shoulderLo, shoulderHi] = runs[shoulder.at]!;
  const [neckLo, neckHi] = runs[shoulder.neck]!;
  const [left, right] = [neckLo - shoulderLo, shoulderHi - neckHi];
  if (Math.abs(left - right) > 1) {
    const narrower = Math.min(left, right);
    [shoulderLo, shoulderHi] = [neckLo - narrower, neckHi + narrower];
  }
  const lo = shoulderLo - spare;
  const hi = shoulderHi + spare;
  const px = drawStraightCape(hi - lo + 1, runs.length - shoulder.at, colors);
  return { px, grip: { x: x - lo, y: 0 }, placedAt: { x: lo, y: top + shoulder.at } };
}

/**
 * The shoulders among a figure's row runs (indices into `runs`): below the head's widest row
 * (a brim, the ears) among the first `headRows`, the narrowest row before `within` (the neck,
 * or the face under a brim), then the first row wider than it; null when no row there widens.
 */
function shoulderRow(
  runs: readonly [number, number][],
  headRows: number,
  within: number,
): { neck: number; at: number } | null {
  const span = (y: number) => runs[y]![1] - runs[y]![0] + 1;
  let head = 0;
  for (let y = 1; y < Math.min(runs.length, headRows); y++) if (span(y) > span(head)) head = y;
  let neck = -1;
  for (let y = head + 1; y < Math.min(runs.length, within); y++) {
    if (span(y) > 0 && (neck < 0 || span(y) < span(neck))) neck = y;
  }
  if (neck < 0) return null;
  for (let y = neck + 1; y < runs.length; y++) if (span(y) > span(neck)) return { neck, at: y };
  return null;
}

/** The cape's cloth colours: its commonest mid colour, and a darker one of its hue for folds. */
function capeCloth(item: Pixels, lab: LabOf): { cloth: number; fold: number } | null {
  const counts = new Map<number, number>();
  for (const v of item.data) {
    if (v === 0) continue;
    const c = lab(v);
    // Outline ink and near-white glints are not cloth.
    if (c.L < LINE_LIGHTNESS || (Math.hypot(c.a, c.b) < 0.04 && c.L > 0.85)) continue;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  // The cloth is the commonest mid-light colour: a cape sprite's lit face (pale) or its
  // shadow (dark) would read as another colour than the one asked.
  let cloth = -1;
  let most = 0;
  for (const midOnly of [true, false]) {
    for (const [v, n] of counts) {
      const L = lab(v).L;
      if (midOnly && (L < 0.42 || L > 0.72)) continue;
      if (n > most) [cloth, most] = [v, n];
    }
    if (cloth >= 0) break;
  }
  const mid = lab(cloth);
  const hue = Math.atan2(mid.b, mid.a);
  // The fold: the lightest colour darker than the cloth by a visible step, of a near hue.
  let fold = cloth;
  let foldL = -1;
  for (const v of counts.keys()) {
    const c = lab(v);
    const h = Math.atan2(c.b, c.a) - hue;
    const turn = Math.abs(Math.atan2(Math.sin(h), Math.cos(h)));
    if (c.L > mid.L - 0.05 || turn > 0.6) continue;
    if (c.L > foldL) [fold, foldL] = [v, c.L];
  }
  return { cloth, fold };
}

/**
 * A straight cape `width` × `height`: the top row (at the shoulders) rounded in by a pixel each
 * side; cloth, with a fold two pixels in from each edge and along the hem in the fold colour.
 * Symmetric, so both sides of the figure show the same cloth.
 */
export function drawStraightCape(
  width: number,
  height: number,
  colors: { cloth: number; fold: number },
): Pixels {
  const out = createPixels(width, height);
  for (let y = 0; y < height; y++) {
    const inset = y === 0 && width > 4 ? 1 : 0;
    for (let x = inset; x < width - inset; x++) {
      // A fold runs down two pixels in from each edge, where the cloth turns behind the body.
      const fold = x === inset + 2 || x === width - 3 - inset || y === height - 1;
      out.data[y * width + x] = fold && y > 0 ? colors.fold : colors.cloth;
    }
  }
  return out;
}
