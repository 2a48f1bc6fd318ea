/**
 * A bow slung on the back of a figure seen from the side lies along its back: upright, its
 * limbs' curve bulging out behind and its string against the body. Hung at its own diagonal it
 * stood out from the back at the hip like a stick. Turned at full size (before it is made
 * small, so its thin limbs stay whole), then scaled.
 */
import { isLineColor, type LabOf } from "../color";
import { mirrorX, type Pixels, type Point, rotatePixels, scalePixels } from "../raster";
import { withoutSpecks } from "./item-specks";

/** The two opaque pixels farthest apart: a bow's two tips. */
function tips(px: Pixels): [Point, Point] | null {
  const points: Point[] = [];
  for (let i = 0; i < px.data.length; i++) {
    if (px.data[i] !== 0) points.push({ x: i % px.width, y: Math.floor(i / px.width) });
  }
  if (points.length < 2) return null;
  let best: [Point, Point] = [points[0]!, points[1]!];
  let far = -1;
  // Every few pixels is enough to find the two ends of a long thing.
  const step = Math.max(1, Math.floor(points.length / 400));
  for (let a = 0; a < points.length; a += step) {
    for (let b = a + 1; b < points.length; b += step) {
      const d = (points[a]!.x - points[b]!.x) ** 2 + (points[a]!.y - points[b]!.y) ** 2;
      if (d > far) [far, best] = [d, [points[a]!, points[b]!]];
    }
  }
  return best;
}

/**
 * The item `full` turned so its tips are one above the other, scaled by `s`, mirrored so it
 * bulges toward `behind` (-1: toward -x); its grip is the middle of its string side, the
 * column the tips share. Null when it has no two tips.
 */
export function slungUpright(
  full: Pixels,
  s: number,
  behind: -1 | 1,
  lab: LabOf,
): { px: Pixels; grip: Point } | null {
  const ends = tips(full);
  if (!ends) return null;
  const [a, b] = ends;
  const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const turned = rotatePixels(full, 90 - angle, {
    x: Math.round((a.x + b.x) / 2),
    y: Math.round((a.y + b.y) / 2),
  });
  let px = withoutSpecks(scalePixels(turned.px, s, isLineColor(lab)));
  const { width, height, data } = px;
  let sum = 0;
  let n = 0;
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0) continue;
    const y = Math.floor(i / width);
    sum += i % width;
    n++;
    if (top < 0) top = y;
    bottom = y;
  }
  if (n === 0) return null;
  const rowMean = (y: number) => {
    let t = 0;
    let k = 0;
    for (let x = 0; x < width; x++) if (data[y * width + x] !== 0) [t, k] = [t + x, k + 1];
    return k ? t / k : width / 2;
  };
  // The string: the column of the two tips; the limbs bulge to one side of it.
  const string = (rowMean(top) + rowMean(bottom)) / 2;
  if (Math.sign(sum / n - string) === -behind) px = mirrorX(px);
  const stringX = Math.round(Math.sign(sum / n - string) === -behind ? width - 1 - string : string);
  px = strungAndThick(px, stringX, behind, top, bottom, stringColor(full, lab), lab);
  // Hung with its string a pixel off the back, so the string shows beside the body.
  return { px, grip: { x: stringX - 2 * behind, y: Math.floor(height / 2) } };
}

/** The lightest colour of the item that is not a line: a bow's string, drawn light. */
function stringColor(full: Pixels, lab: LabOf): number | null {
  let best: number | null = null;
  let L = -1;
  for (const v of new Set(full.data)) {
    if (v === 0 || isLineColor(lab)(v)) continue;
    const l = lab(v).L;
    if (l > L) [best, L] = [v, l];
  }
  return best;
}

/**
 * The small bow made to read at 1x: made small, its string (one pixel in the full drawing) was
 * gone and its limbs a one-pixel line. Each limb is its own colour (the commonest colour of the
 * bow that is not a line) inside its outer line, a pixel thicker on its string side, and a
 * string runs straight
 * from tip to tip in column `stringX`, in `string`'s light colour, where nothing else is.
 */
function strungAndThick(
  px: Pixels,
  stringX: number,
  behind: -1 | 1,
  top: number,
  bottom: number,
  string: number | null,
  lab: LabOf,
): Pixels {
  const { width, height, data } = px;
  const out = new Uint32Array(data);
  const line = isLineColor(lab);
  const counts = new Map<number, number>();
  for (const v of data) if (v !== 0 && !line(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const limb = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const inward = -behind;
  if (limb !== undefined) {
    for (let y = top + 1; y < bottom; y++) {
      // The limb's pixel nearest the string in this row, and the one beside it inward.
      let edge = -1;
      for (let x = 0; x < width; x++) {
        const at = inward > 0 ? x : width - 1 - x;
        if (data[y * width + at] !== 0) edge = at;
      }
      if (edge < 0) continue;
      // Inside its outer line the limb is its colour (made small, its lines had met).
      for (let x = edge; x !== edge - 3 * inward; x -= inward) {
        if (x < 0 || x >= width || x === stringX) break;
        const i = y * width + x;
        const outer = x - inward < 0 || x - inward >= width || data[i - inward] === 0;
        if (outer) break;
        if (line(data[i]!)) out[i] = limb;
      }
      const next = edge + inward;
      if (next < 0 || next >= width || next === stringX) continue;
      if (data[y * width + next] === 0) out[y * width + next] = limb;
    }
  }
  if (string !== null && stringX >= 0 && stringX < width) {
    for (let y = top + 1; y < Math.min(bottom, height); y++) {
      if (out[y * width + stringX] === 0) out[y * width + stringX] = string;
    }
  }
  return { ...px, data: out };
}
