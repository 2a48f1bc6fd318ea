/**
 * The hands of a figure drawn with no anchors (an artist's import): where the bare-skin colour
 * the face is drawn in shows again on both sides of the body below the head. A hand drawn by
 * hand is often a single skin pixel inside the sleeve's outline (a mage's hands at the ends of
 * his robe), which the silhouette alone cannot tell from the robe; its colour can.
 *
 * The skin is a colour of the head's rows (not the outline, not the body's own commonest colour)
 * that also lies in the outer part of the body's width on both sides, below the head. Of such
 * colours, the one the head shows most. A patch of the colour that reaches into the middle of the
 * body (the face itself, a bare chest) is not a hand. Each hand is the middle of that colour's pixels on its
 * side. Null when no colour is found on both sides (a figure in gloves, a blob).
 */
import type { Bounds, Pixels, Point } from "../raster";
import { outlineColor } from "./outline";

/** The share of the body's width, from each side, where a hand hanging beside it lies. */
const SIDE = 0.3;

export function findSkinHands(
  pixels: Pixels,
  b: Bounds,
  head: Point,
  headWidth: number,
): [Point, Point] | null {
  const { width, data } = pixels;
  const outline = outlineColor(pixels);
  const height = b.bottom - b.top + 1;
  const bodyTop = Math.ceil(head.y + headWidth / 2);
  const bodyBottom = b.bottom - Math.round(height * 0.15);
  if (bodyTop >= bodyBottom) return null;
  const span = b.right - b.left + 1;
  const leftEdge = b.left + span * SIDE;
  const rightEdge = b.right - span * SIDE;

  const inHead = new Map<number, number>();
  for (let y = b.top; y < bodyTop; y++) {
    for (let x = b.left; x <= b.right; x++) {
      const v = data[y * width + x]!;
      if (v !== 0 && v !== outline) inHead.set(v, (inHead.get(v) ?? 0) + 1);
    }
  }
  // A patch of one colour reaching into the middle of the body is not a hand (the face, a belt).
  const central = centralPatches(pixels, b, leftEdge, rightEdge);
  const inBody = new Map<number, number>();
  const sides = new Map<number, { left: Point[]; right: Point[] }>();
  for (let y = bodyTop; y <= bodyBottom; y++) {
    for (let x = b.left; x <= b.right; x++) {
      const v = data[y * width + x]!;
      if (v === 0 || v === outline) continue;
      inBody.set(v, (inBody.get(v) ?? 0) + 1);
      if ((x > leftEdge && x < rightEdge) || central[y * width + x]) continue;
      const at = sides.get(v) ?? { left: [], right: [] };
      (x <= leftEdge ? at.left : at.right).push({ x, y });
      sides.set(v, at);
    }
  }
  let clothes = 0;
  let most = 0;
  for (const [v, n] of inBody) if (n > most) [clothes, most] = [v, n];

  let skin = 0;
  let shown = 0;
  for (const [v, at] of sides) {
    const n = inHead.get(v) ?? 0;
    if (v === clothes || n === 0 || at.left.length === 0 || at.right.length === 0) continue;
    if (n > shown) [skin, shown] = [v, n];
  }
  if (skin === 0) return null;
  const middle = (points: readonly Point[]): Point => ({
    x: Math.round(points.reduce((s, p) => s + p.x, 0) / points.length),
    y: Math.round(points.reduce((s, p) => s + p.y, 0) / points.length),
  });
  const at = sides.get(skin)!;
  return [middle(at.left), middle(at.right)];
}

/** 1 for each pixel of a same-coloured 4-connected patch with a pixel between the side bands. */
function centralPatches(
  pixels: Pixels,
  b: Bounds,
  leftEdge: number,
  rightEdge: number,
): Uint8Array {
  const { width, data } = pixels;
  const out = new Uint8Array(data.length);
  const seen = new Uint8Array(data.length);
  for (let y = b.top; y <= b.bottom; y++) {
    for (let x = b.left; x <= b.right; x++) {
      const start = y * width + x;
      if (seen[start] || data[start] === 0) continue;
      const colour = data[start];
      const patch = [start];
      seen[start] = 1;
      let reaches = false;
      for (let i = 0; i < patch.length; i++) {
        const p = patch[i]!;
        const px = p % width;
        if (px > leftEdge && px < rightEdge) reaches = true;
        const py = (p - px) / width;
        const next = [
          px > b.left ? p - 1 : -1,
          px < b.right ? p + 1 : -1,
          py > b.top ? p - width : -1,
          py < b.bottom ? p + width : -1,
        ];
        for (const q of next) {
          if (q < 0 || seen[q] || data[q] !== colour) continue;
          seen[q] = 1;
          patch.push(q);
        }
      }
      if (reaches) for (const p of patch) out[p] = 1;
    }
  }
  return out;
}
