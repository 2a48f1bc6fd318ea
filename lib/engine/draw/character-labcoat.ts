/**
 * An open lab coat seen from the front: the shirt shows in a V between the lapels from the collar
 * down to the waist, a dark tie down its middle, and below the waist the coat's two fronts part
 * down to the hem, with no belt. A closed white coat with a thin strip down it was the doctor's.
 */
import type { InkCanvas } from "./canvas";
import type { Figure } from "./character-geometry";
import { type CharMats, frontShift, type View } from "./character-types";
import { flatPen } from "./pen";
import { fillPolygon, fillRect } from "./shapes";

export function drawOpenCoat(
  canvas: InkCanvas,
  f: Figure,
  mats: CharMats,
  view: View,
  tx: number,
  sw: number,
): void {
  if (view.back) return;
  const x = view.side ? tx + sw * 0.28 : tx + frontShift(view) * sw;
  const top = f.torsoTop;
  const waist = f.hipY;
  const hem = f.hipY + f.legH * 0.5;
  const open = sw * (view.side ? 0.2 : 0.4);
  fillPolygon(
    canvas,
    flatPen(canvas, mats.trim, 3),
    [
      { x: x - open / 2, y: top },
      { x: x + open / 2, y: top },
      { x: x + 1, y: waist },
      { x: x - 1, y: waist },
    ],
    "flat",
  );
  // The lapels' edges and the parting below the waist, in the coat's own shadow.
  const edge = flatPen(canvas, mats.cloth, 0, { detail: true });
  fillRect(canvas, edge, Math.round(x - 0.5), Math.round(waist), 1, Math.round(hem - waist) - 1);
  if (!view.side) {
    const tie = flatPen(canvas, mats.trim, 0, { detail: true });
    const tieW = f.torsoH >= 12 ? 2 : 1;
    fillRect(canvas, tie, Math.round(x - tieW / 2), top + 1, tieW, Math.round((waist - top) * 0.6));
  }
}
