/**
 * A zombie's marks: rips in its shirt showing the skin beneath, a dark gash with blood on the
 * chest, and a slack open mouth, so a green figure reads as undead and not as an orc in a tunic.
 * Drawn over the torso and the head the character drawer already painted.
 */
import type { InkCanvas } from "./canvas";
import { torsoX } from "./character-body";
import type { Figure } from "./character-geometry";
import type { CharMats, HeadFrame, View } from "./character-types";
import { flatPen, type Mat, pen } from "./pen";
import { fillPolygon, fillRect } from "./shapes";

/** Two rips in the shirt, the skin showing through, one with a bloody gash across it. */
export function drawZombieTorso(
  canvas: InkCanvas,
  f: Figure,
  mats: CharMats,
  blood: Mat,
  view: View,
): void {
  if (view.back) return;
  const tx = torsoX(f, view);
  const w = f.shoulderW * (view.side ? 0.3 : 0.5);
  const y = f.torsoTop + f.torsoH * 0.3;
  const r = Math.max(1.5, f.torsoH * 0.16);
  const skin = pen(canvas, mats.skin, { detail: true });
  fillPolygon(
    canvas,
    skin,
    [
      { x: tx - w * 0.5, y },
      { x: tx - w * 0.5 + r * 1.4, y: y + r * 0.4 },
      { x: tx - w * 0.5 + r * 0.6, y: y + r * 1.1 },
      { x: tx - w * 0.5 + r * 1.2, y: y + r * 1.9 },
      { x: tx - w * 0.5 - r * 0.2, y: y + r * 1.2 },
    ],
    "flat",
  );
  const gash = flatPen(canvas, blood, 1, { detail: true });
  fillRect(canvas, gash, Math.round(tx - w * 0.5 + r * 0.2), Math.round(y + r * 0.7), 2, 1);
  if (!view.side) {
    fillPolygon(
      canvas,
      skin,
      [
        { x: tx + w * 0.35, y: f.hipY - f.torsoH * 0.45 },
        { x: tx + w * 0.35 + r, y: f.hipY - f.torsoH * 0.3 },
        { x: tx + w * 0.35, y: f.hipY - f.torsoH * 0.2 },
      ],
      "flat",
    );
  }
}

/** A slack mouth hanging open, dark, wider than a living face's. */
export function drawZombieMouth(canvas: InkCanvas, h: HeadFrame, dark: Mat, view: View): void {
  if (view.back || h.h < 8) return;
  const mx = view.side ? h.ex + h.w * 0.05 : h.ex;
  const my = Math.round(h.cy + h.h * 0.26);
  const w = Math.max(2, Math.round(h.w * (view.side ? 0.16 : 0.26)));
  fillRect(canvas, flatPen(canvas, dark, 0, { detail: true }), Math.round(mx - w / 2), my, w, 2);
}
