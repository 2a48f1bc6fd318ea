/**
 * A stone body's marks (a golem's): cracks running across the chest and the head in the
 * stone's darkest shade, a chipped pale edge along each crack, and moss in the hollows, so the
 * figure reads as carved rock and not as a smooth grey doll. Drawn over the torso and the head
 * the character drawer already painted. Moss grows on stone only (`moss` null otherwise: an ice
 * golem is cracked ice with no moss).
 */
import type { InkCanvas } from "./canvas";
import { torsoX } from "./character-body";
import type { Figure } from "./character-geometry";
import type { CharMats, HeadFrame, View } from "./character-types";
import { flatPen, type Mat, pen } from "./pen";
import { drawLine, fillEllipse } from "./shapes";

/** A zigzag through the points, the stone's darkest shade, with its lit lip just beside it. */
function crack(canvas: InkCanvas, stone: Mat, points: readonly [number, number][]): void {
  const dark = flatPen(canvas, stone, 0, { detail: true });
  const lip = flatPen(canvas, stone, 4, { detail: true });
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    drawLine(canvas, lip, x0 + 1, y0, x1 + 1, y1);
    drawLine(canvas, dark, x0, y0, x1, y1);
  }
}

/** Cracks and moss on a stone chest, inside the torso's own outline. */
export function drawStoneTorso(
  canvas: InkCanvas,
  f: Figure,
  mats: CharMats,
  moss: Mat | null,
  view: View,
): void {
  if (view.back) return;
  const tx = torsoX(f, view);
  const w = f.shoulderW * (view.side ? 0.3 : 0.5);
  const top = f.torsoTop + f.torsoH * 0.18;
  const low = f.hipY - f.torsoH * 0.12;
  crack(canvas, mats.skin, [
    [tx - w * 0.55, top],
    [tx - w * 0.2, top + (low - top) * 0.3],
    [tx - w * 0.35, top + (low - top) * 0.62],
    [tx + w * 0.05, low],
  ]);
  if (!view.side) {
    crack(canvas, mats.skin, [
      [tx + w * 0.7, top + (low - top) * 0.2],
      [tx + w * 0.42, top + (low - top) * 0.45],
    ]);
  }
  if (!moss) return;
  const r = Math.max(1, f.torsoH * 0.1);
  fillEllipse(
    canvas,
    pen(canvas, moss, { detail: true }),
    tx + w * 0.55,
    f.torsoTop + r * 0.6,
    r * 1.6,
    r,
    "pillow",
  );
}

/** A crack down from the crown of a stone head, and moss on its top. */
export function drawStoneHead(
  canvas: InkCanvas,
  h: HeadFrame,
  mats: CharMats,
  moss: Mat | null,
  view: View,
): void {
  if (view.back) return;
  const x = h.hx - h.w * (view.side ? 0.1 : 0.22);
  crack(canvas, mats.skin, [
    [x, h.top + 1],
    [x + h.w * 0.08, h.top + h.h * 0.2],
    [x - h.w * 0.04, h.top + h.h * 0.34],
  ]);
  if (!moss) return;
  const r = Math.max(1, h.h * 0.1);
  fillEllipse(
    canvas,
    pen(canvas, moss, { detail: true }),
    h.hx + h.w * 0.18,
    h.top + r * 0.7,
    r * 1.8,
    r,
    "pillow",
  );
}
