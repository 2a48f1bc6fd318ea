/**
 * A banner carried by a character: a wooden pole held upright in the hand, a gold finial on top,
 * and a cloth hanging from a crossbar just below it, flying out on the side away from the body,
 * with a stripe of trim across it and a swallowtail foot. The pole reaches well above the head,
 * so the banner is what the figure's silhouette is read by.
 */
import type { InkCanvas } from "./canvas";
import type { Mat } from "./pen";
import { pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon } from "./shapes";
import type { Point } from "./types";

export interface BannerMats {
  readonly pole: Mat;
  readonly cloth: Mat;
  readonly trim: Mat;
  readonly finial: Mat;
}

/** Pole length as a share of the figure's height. */
export const BANNER_POLE = 0.85;

/**
 * Draws the banner held at `hand`: the pole runs from a little below the hand up `length`
 * pixels; the cloth flies toward `side` (-1 left, 1 right on screen), `clothW` pixels wide.
 * Returns the grip and the pole's top.
 */
export function drawHeldBanner(
  canvas: InkCanvas,
  mats: BannerMats,
  hand: Point,
  length: number,
  clothW: number,
  side: -1 | 1,
  poleR: number,
): { grip: Point; tip: Point } {
  const gx = hand.x + 0.5;
  const gy = hand.y + 0.5;
  const top = gy - length * 0.85;
  const foot = gy + length * 0.15;
  const poleEdge = gx + side * poleR;
  const clothTop = top + Math.max(2, length * 0.06);
  const clothH = Math.max(6, length * 0.42);
  const notch = clothH * 0.2;
  const far = poleEdge + side * clothW;
  // The cloth hangs behind the pole: draw it first.
  fillPolygon(
    canvas,
    pen(canvas, mats.cloth),
    [
      { x: poleEdge, y: clothTop },
      { x: far, y: clothTop },
      { x: far, y: clothTop + clothH },
      { x: poleEdge + side * clothW * 0.5, y: clothTop + clothH - notch },
      { x: poleEdge, y: clothTop + clothH },
    ],
    "pillow",
  );
  const stripe = Math.max(1, clothH * 0.12);
  fillPolygon(
    canvas,
    pen(canvas, mats.trim, { innerLine: false }),
    [
      { x: poleEdge, y: clothTop + clothH * 0.3 },
      { x: far, y: clothTop + clothH * 0.3 },
      { x: far, y: clothTop + clothH * 0.3 + stripe },
      { x: poleEdge, y: clothTop + clothH * 0.3 + stripe },
    ],
    "flat",
  );
  fillCapsule(canvas, pen(canvas, mats.pole), gx, foot, gx, top, poleR);
  // The crossbar the cloth hangs from.
  fillCapsule(
    canvas,
    pen(canvas, mats.pole),
    gx,
    clothTop,
    far,
    clothTop,
    Math.max(0.5, poleR * 0.7),
  );
  const fr = Math.max(1, poleR * 1.4);
  fillEllipse(canvas, pen(canvas, mats.finial), gx, top - fr * 0.6, fr, fr, "dome");
  return {
    grip: { x: Math.round(gx), y: Math.round(gy) },
    tip: { x: Math.round(gx), y: Math.round(top) },
  };
}
