/**
 * A head of few pixels seen from the front, tipped forward the way a pixel artist draws it: what
 * sits above the face (a hat, hair) comes down over the forehead row by row while the face keeps
 * its rows below, so the eyes stay in sight under the brim as long as the tip is shallower than
 * the face; further forward the crown is seen more from above, shorter (`fore` rows of it, under
 * its tip, taken out, so a pointed hat's tip comes down toward the viewer first); and a hung
 * head lets the brim's two ends bend down a row (`droop`). Moved whole, the head only sank into the
 * collar and hid its eyes: it read as ducking, not bowing. (A nod keeps the head whole: brief,
 * it reads as the hat dropping over the eyes, where tipped the hat lost a row and looked flattened.)
 */
import { createPixels, type Pixels } from "../raster";
import { type Figure, outlineColor, type Part } from "../figure";

export interface HeadTip {
  /** Rows the crown comes down over the face. */
  readonly tip: number;
  /** Rows of the crown under its top row taken out (the crown foreshortened). */
  readonly fore: number;
  /** The crown's lowest row's two ends reach a row lower (a brim drooping). */
  readonly droop: boolean;
}

const tipped = new WeakMap<Figure, Map<string, Pixels | null>>();

/**
 * The first row of the face in the head's box: the top of the run of rows, up from the head's
 * lowest, that hold a fill colour of its lowest row (the chin's skin). 0 when nothing sits above
 * the face (a bare head is its face all through) or no colour is found.
 */
function faceTopRow(head: Pixels, outline: number): number {
  const { width, height, data } = head;
  const skin = new Set<number>();
  for (let y = height - 1; y >= 0 && skin.size === 0; y--)
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (v !== 0 && v !== outline) skin.add(v);
    }
  if (skin.size === 0) return 0;
  const holds = (y: number) => {
    for (let x = 0; x < width; x++) if (skin.has(data[y * width + x]!)) return true;
    return false;
  };
  let y = height - 1;
  while (y >= 0 && !holds(y)) y--;
  while (y > 0 && holds(y - 1)) y--;
  return Math.max(0, y);
}

/** The head's pixels tipped forward (see the header), or null when it has no crown to tip. */
export function tippedHead(figure: Figure, head: Part, how: HeadTip): Pixels | null {
  const key = `${how.tip}:${how.fore}:${how.droop}`;
  const known = tipped.get(figure) ?? new Map<string, Pixels | null>();
  tipped.set(figure, known);
  if (known.has(key)) return known.get(key)!;
  const outline = outlineColor(figure.source);
  const { width, height, data } = head.pixels;
  const faceTop = faceTopRow(head.pixels, outline);
  if (faceTop === 0) {
    known.set(key, null);
    return null;
  }
  const out = createPixels(width, height);
  out.data.set(data.subarray(faceTop * width), faceTop * width);
  // The face's columns: a brim's ends are what reaches past them.
  let faceLeft = width;
  let faceRight = -1;
  for (let y = faceTop; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x] !== 0) {
        faceLeft = Math.min(faceLeft, x);
        faceRight = Math.max(faceRight, x);
      }
  // The crown's rows, bottom up, leaving out `fore` rows under its top one.
  const rows: number[] = [];
  for (let y = faceTop - 1; y >= 0; y--) rows.push(y);
  const crownTop = rows.length - 1;
  const kept = rows.filter((_, i) => i === 0 || i === crownTop || i < crownTop - how.fore);
  kept.forEach((from, i) => {
    const to = faceTop - 1 - i + how.tip;
    for (let x = 0; x < width; x++) {
      const v = data[from * width + x]!;
      if (v === 0) continue;
      // The brim's outermost pixel each side, past the face, reaches a row lower.
      const end =
        how.droop &&
        i === 0 &&
        (x < faceLeft || x > faceRight) &&
        (x === 0 ||
          data[from * width + x - 1] === 0 ||
          x === width - 1 ||
          data[from * width + x + 1] === 0);
      // It stays where it was too, so the brim bends down at its ends rather than breaking off.
      for (const y of end ? [to, to + 1] : [to])
        if (y >= 0 && y < height) out.data[y * width + x] = v;
    }
  });
  known.set(key, out);
  return out;
}

/**
 * The head's face rows (below its crown) slid a pixel toward `side` under the crown, the column
 * they leave drawn in the outline colour (the back of the head, in shadow): a glance of a head of
 * few pixels seen from the front, which moved only its eyes and read as standing still at 1×.
 * Null when the head has no crown over its face to slide under.
 */
export function faceSlid(head: Pixels, side: 1 | -1, outline: number): Pixels | null {
  const faceTop = faceTopRow(head, outline);
  if (faceTop === 0) return null;
  const { width, height, data } = head;
  const out = createPixels(width, height);
  out.data.set(data.subarray(0, faceTop * width));
  for (let y = faceTop; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (v === 0) continue;
      const to = x + side;
      if (to >= 0 && to < width) out.data[y * width + to] = v;
      const behind = x - side;
      if (behind < 0 || behind >= width || data[y * width + behind] === 0) {
        if (out.data[y * width + x] === 0) out.data[y * width + x] = outline;
      }
    }
  }
  return out;
}
