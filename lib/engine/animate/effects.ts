/**
 * Frame effects. The flash and the swoosh add colors on purpose (Attack and Custom may add a few
 * by default, and palette_extras 0 folds them back into the source's palette); the
 * dissolve only removes pixels, with an ordered dither, so a fade needs no partial alpha.
 */
import { rgbToOklab, oklabToRgb } from "../color";
import { packRgba, type Pixels, unpackRgba } from "../raster";
import type { Swoosh } from "./pose";

const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

export function dissolve(frame: Pixels, amount: number): void {
  if (amount <= 0) return;
  const threshold = Math.round(amount * 16);
  const { width, height, data } = frame;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (BAYER4[(y & 3) * 4 + (x & 3)]! < threshold) data[y * width + x] = 0;
    }
  }
}

/**
 * Mixes every opaque pixel `amount` toward white, but for the `outline` colour: the silhouette
 * keeps its dark edge, so a strong flash reads as a hit's flash rather than the sprite fading.
 */
export function flash(frame: Pixels, amount: number, outline?: number): void {
  if (amount <= 0) return;
  const { data } = frame;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v === 0 || v === outline) continue;
    const [r, g, b, a] = unpackRgba(v);
    const mix = (c: number) => Math.round(c + (255 - c) * amount);
    data[i] = packRgba(mix(r), mix(g), mix(b), a);
  }
}

/** A pale version of the lightest opaque color of the picture: the trail of a swung weapon. */
export function swooshColor(source: Pixels): number {
  let best = 0;
  let bestL = -1;
  for (const v of source.data) {
    if (v === 0) continue;
    const [r, g, b] = unpackRgba(v);
    const { L } = rgbToOklab([r, g, b]);
    if (L > bestL) {
      bestL = L;
      best = v;
    }
  }
  const [r, g, b] = unpackRgba(best || packRgba(255, 255, 255, 255));
  const lab = rgbToOklab([r, g, b]);
  const [nr, ng, nb] = oklabToRgb({ L: lab.L + (1 - lab.L) * 0.6, a: lab.a * 0.4, b: lab.b * 0.4 });
  return packRgba(nr, ng, nb, 255);
}

/**
 * A trail left in fewer pixels than this, where the arc runs mostly behind the figure, reads as a
 * stray speck, not as a trail: it is not drawn.
 */
const MIN_TRAIL = 3;

/**
 * Draws the arc on empty pixels only, so it trails behind the figure and never covers it; each
 * piece of it left showing (8-connected) is drawn only if it has `MIN_TRAIL` pixels or more.
 */
export function drawSwoosh(frame: Pixels, arc: Swoosh, color: number, thickness: number): void {
  const { width, height, data } = frame;
  const span = arc.to - arc.from;
  const steps = Math.max(2, Math.ceil(Math.abs(span) * arc.radius * 2));
  const trail = new Set<number>();
  for (let i = 0; i <= steps; i++) {
    const theta = arc.from + (span * i) / steps;
    for (let t = 0; t < thickness; t++) {
      const r = arc.radius - t;
      const x = Math.floor(arc.center.x + r * Math.cos(theta));
      const y = Math.floor(arc.center.y + r * Math.sin(theta));
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      if (data[y * width + x] === 0) trail.add(y * width + x);
    }
  }
  const seen = new Set<number>();
  for (const start of trail) {
    if (seen.has(start)) continue;
    const piece = [start];
    seen.add(start);
    for (let k = 0; k < piece.length; k++) {
      const p = piece[k]!;
      const [px, py] = [p % width, Math.floor(p / width)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const q = (py + dy) * width + px + dx;
          if (px + dx < 0 || px + dx >= width || !trail.has(q) || seen.has(q)) continue;
          seen.add(q);
          piece.push(q);
        }
    }
    if (piece.length >= MIN_TRAIL) for (const p of piece) data[p] = color;
  }
}

/**
 * Impact lines where a body strikes on `side`: three short rays (up-out, straight out, down-out)
 * bursting from the point of its front that reaches furthest toward the target, a pixel clear of it and of each other, on empty pixels
 * of the body's own rows only. A pixel artist's mark that the blow landed: the rays point away
 * from one spot on the body, so they read as the hit and not as a stray mark beside it.
 */
export function drawImpact(frame: Pixels, side: 1 | -1, color: number, length: number): void {
  const { width, height, data } = frame;
  let top = height;
  let bottom = -1;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (bottom < 0) return;
  // The contact row: where the body reaches furthest toward its target (a cap's rim, a slime's
  // flank), kept two rows below its top and three above its bottom so the slanted rays have
  // room; the middle on a tie.
  const middle = (top + bottom) / 2;
  let y0 = -1;
  let front = -1;
  const reach = (x: number) => (side > 0 ? x : width - 1 - x);
  for (let y = Math.min(top + 2, bottom); y <= Math.max(bottom - 3, top); y++) {
    for (let x = 0; x < width; x++) {
      const at = side > 0 ? width - 1 - x : x;
      if (data[y * width + at] === 0) continue;
      const further = front < 0 || reach(at) > reach(front);
      const level = reach(at) === reach(front) && Math.abs(y - middle) < Math.abs(y0 - middle);
      if (further || level) [y0, front] = [y, at];
      break;
    }
  }
  if (front < 0) return;
  // [start x past the front, start y from the contact row, step y]: the slanted rays start
  // nearer the body and two rows off the middle one, so the three stand apart.
  const rays: readonly (readonly [number, number, number])[] = [
    [1, -2, -1],
    [2, 0, 0],
    [1, 2, 1],
  ];
  for (const [out, startY, stepY] of rays) {
    for (let k = 0; k < length; k++) {
      const x = front + side * (out + k);
      const y = y0 + startY + stepY * k;
      if (x < 0 || y < top || x >= width || y > bottom) continue;
      if (data[y * width + x] === 0) data[y * width + x] = color;
    }
  }
}
