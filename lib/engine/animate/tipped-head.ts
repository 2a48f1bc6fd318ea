/**
 * A head of few pixels seen from the front, hung the way a pixel artist draws it: the brim's two
 * ends bend down a row (`droopedHead`), and a glance slides the face under the crown
 * (`faceSlid`). (Tipping the crown down over the face, or foreshortening it, was tried for a bow
 * and for sorrow: the hat read flattened and the eyes sat on the brim's line.)
 */
import { createPixels, type Pixels } from "../raster";
import { type Figure, outlineColor, type Part } from "../figure";

const drooped = new WeakMap<Figure, Pixels | null>();

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

/** The head's pixels with the brim's ends drooping, or null when it has no crown over its face. */
export function droopedHead(figure: Figure, head: Part): Pixels | null {
  if (drooped.has(figure)) return drooped.get(figure)!;
  const outline = outlineColor(figure.source);
  const { width, height, data } = head.pixels;
  const faceTop = faceTopRow(head.pixels, outline);
  if (faceTop === 0) {
    drooped.set(figure, null);
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
  // The crown as drawn, the brim (its lowest row) with its outermost pixel each side, past the
  // face, reaching a row lower too, so it bends down at its ends rather than breaking off.
  const brim = faceTop - 1;
  out.data.set(data.subarray(0, faceTop * width));
  for (let x = 0; x < width; x++) {
    const v = data[brim * width + x]!;
    const end =
      v !== 0 &&
      (x < faceLeft || x > faceRight) &&
      (x === 0 ||
        data[brim * width + x - 1] === 0 ||
        x === width - 1 ||
        data[brim * width + x + 1] === 0);
    if (end) out.data[faceTop * width + x] = v;
  }
  drooped.set(figure, out);
  return out;
}

/**
 * The head's face rows (below its crown) slid a pixel toward `side` under the crown, the column
 * they leave drawn in the outline colour (the head's new edge) and the old edge filled as the
 * face beside it (the cheek seen turned): a glance of a head of
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
      const behind = x - side;
      const backEdge = behind < 0 || behind >= width || data[y * width + behind] === 0;
      // The face's old edge, slid inward, is the cheek seen turned (the colour beside it): kept
      // as outline beside the new edge, the two read as a dark block over half the face.
      const inner = to >= 0 && to < width ? data[y * width + to]! : 0;
      const moved = backEdge && v === outline && inner !== 0 ? inner : v;
      if (to >= 0 && to < width) out.data[y * width + to] = moved;
      if (backEdge && out.data[y * width + x] === 0) out.data[y * width + x] = outline;
    }
  }
  return out;
}
