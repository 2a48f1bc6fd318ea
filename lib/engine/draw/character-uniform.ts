/**
 * A police officer's uniform over the outfit: a peaked cap (a flat top wider than the head, a
 * black band and a black visor, a gold badge on the front), a gold badge on the chest and a
 * black duty belt with a steel buckle. Drawn apart from the other extras so a mechanic's soft
 * cap and coverall and an officer's uniform never share a look.
 */
import type { InkCanvas } from "./canvas";
import { torsoScale, torsoX } from "./character-body";
import type { Figure } from "./character-geometry";
import type { Outfit } from "./character-outfit-types";
import { type CharMats, frontShift, type HeadFrame, type View } from "./character-types";
import { type Mat, flatPen, pen } from "./pen";
import { fillEllipse, fillPolygon, fillRect } from "./shapes";

/** The peaked cap: true when it drew the headgear (only for `peaked`). */
export function drawPeakedCap(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  dark: Mat,
  view: View,
): boolean {
  if (outfit.headgear !== "peaked") return false;
  const cloth = mats.named.hat ?? mats.cloth;
  const brimY = h.top + h.h * 0.3;
  const band = Math.max(1, Math.round(h.h * 0.1));
  const topY = h.top - f.hatH * 0.9 - h.h * 0.04;
  const spread = view.side ? 0.56 : 0.64;
  const shift = view.side ? h.w * 0.08 : 0;
  // The crown flares out from the band to a flat top wider than the head.
  fillPolygon(
    canvas,
    pen(canvas, cloth),
    [
      { x: h.hx + shift - h.w * 0.5, y: brimY - band },
      { x: h.hx + shift + h.w * 0.5, y: brimY - band },
      { x: h.hx + shift + h.w * spread, y: topY },
      { x: h.hx + shift - h.w * spread, y: topY },
    ],
    "pillow",
  );
  fillRect(canvas, flatPen(canvas, dark, 1), h.hx + shift - h.w * 0.5, brimY - band, h.w, band);
  if (view.back) return true;
  // The visor juts forward: across the brow seen from the front, ahead of the face in profile.
  const vx = view.side ? h.hx + h.w * 0.36 : h.ex;
  fillEllipse(
    canvas,
    flatPen(canvas, dark, 0),
    vx,
    brimY,
    h.w * (view.side ? 0.32 : 0.46),
    Math.max(2, h.h * 0.14),
    "flat",
    (_x, y) => y >= brimY,
  );
  const badge = flatPen(canvas, mats.gold, 3, { detail: true });
  const bx = view.side ? h.hx + h.w * 0.3 : h.ex;
  const by = (topY + brimY - band) / 2;
  const r = Math.max(1, h.w * 0.09);
  fillPolygon(
    canvas,
    badge,
    [
      { x: bx, y: by - r * 1.2 },
      { x: bx + r, y: by },
      { x: bx, y: by + r * 1.2 },
      { x: bx - r, y: by },
    ],
    "flat",
  );
  return true;
}

/** The chest badge and the black duty belt, for an outfit with the `badge` extra. */
export function drawUniform(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  dark: Mat,
  view: View,
): void {
  if (!outfit.extras.includes("badge")) return;
  const tx = torsoX(f, view);
  const scale = torsoScale(view);
  const beltH = Math.max(2, Math.round(f.torsoH * 0.15));
  const ww = f.waistW * scale + 1;
  fillRect(canvas, flatPen(canvas, dark, 0), tx - ww / 2, f.hipY - beltH, ww, beltH);
  if (view.back) return;
  const bx = view.side ? tx + ww * 0.3 : tx + frontShift(view) * ww;
  fillRect(
    canvas,
    flatPen(canvas, mats.metal, 3, { detail: true }),
    Math.round(bx - 1),
    f.hipY - beltH,
    2,
    beltH,
  );
  // A shield-shaped badge over the heart: the wearer's left, the viewer's right.
  const size = Math.max(4, f.torsoH * 0.3);
  const cx = view.side ? tx + f.waistW * 0.18 : tx + f.shoulderW * 0.24 * scale;
  const cy = f.torsoTop + f.torsoH * 0.3;
  fillPolygon(
    canvas,
    pen(canvas, mats.gold, { detail: true }),
    [
      { x: cx - size * 0.55, y: cy - size * 0.5 },
      { x: cx + size * 0.55, y: cy - size * 0.5 },
      { x: cx + size * 0.55, y: cy + size * 0.15 },
      { x: cx, y: cy + size * 0.6 },
      { x: cx - size * 0.55, y: cy + size * 0.15 },
    ],
    "dome",
  );
}
