/**
 * A brute's face and shoulders (an orc's): two ivory tusks jutting up from the lower jaw over
 * the lip, brows drawn down toward the nose in a scowl, and iron plates on the shoulders each
 * raising a spike. A green head over brown leather read as a peasant or the troll's twin.
 */
import { FLAG_DETAIL, type InkCanvas, inkOf, OUTLINE_INK, put } from "./canvas";
import type { Figure } from "./character-geometry";
import type { CharMats, HeadFrame, View } from "./character-types";
import { pen } from "./pen";
import { fillEllipse, fillPolygon } from "./shapes";

/** Tusks and a scowl, over the eyes already drawn. `f` places the eyes as the head drawer does. */
export function drawTusks(canvas: InkCanvas, h: HeadFrame, mats: CharMats, view: View): void {
  if (view.back) return;
  const part = pen(canvas, mats.skin).part;
  const dot = (x: number, y: number) => put(canvas, x, y, OUTLINE_INK, part, FLAG_DETAIL);
  const eh = Math.max(h.h >= 9 ? 2 : 1, Math.round(h.h * 0.13));
  const browY = Math.round(h.eyeY - eh / 2) - 1;
  // A scowl: each brow runs from above the eye's outer edge down to its inner edge.
  const centers = view.side ? [h.ex] : h.eyeXs;
  for (const c of centers) {
    const inward = view.side ? 1 : c < h.ex ? 1 : -1;
    const x = Math.round(c);
    dot(x - inward, browY - 1);
    dot(x, browY - 1);
    dot(x + inward, browY);
  }
  // The mouth, then a tusk at each corner standing up over the lip, wide at the root.
  const my = Math.round(h.cy + h.h * 0.3);
  const half = Math.max(2, Math.round(h.w * 0.2));
  const mx = Math.round(view.side ? h.ex + h.w * 0.05 : h.ex);
  for (let x = mx - half + 1; x < mx + half; x++) dot(x, my);
  // Each tusk is two pixels wide at the root and one at the tip, standing over the lip.
  const tusk = mats.white;
  const tall = Math.max(2, Math.round(h.h * 0.2));
  for (const s of view.side ? [1] : [-1, 1]) {
    const root = mx + s * (half - 1);
    for (let k = 0; k < tall; k++) {
      const y = my + 1 - k;
      put(canvas, root, y, inkOf(tusk.ramp, 4 - Math.min(1, k)), part, FLAG_DETAIL);
      if (k < tall - 1) put(canvas, root + s, y, inkOf(tusk.ramp, 3), part, FLAG_DETAIL);
    }
  }
}

/** An iron plate over a shoulder at (`sx`, `sy`), its spike rising up and out. */
export function drawSpikedPauldron(
  canvas: InkCanvas,
  f: Figure,
  mats: CharMats,
  sx: number,
  sy: number,
  out: -1 | 1,
  bias: number,
): void {
  const plate = pen(canvas, mats.metal, { bias });
  const rx = f.armW * 0.8;
  const ry = f.armW * 0.62;
  fillEllipse(canvas, plate, sx, sy - f.armW * 0.05, rx, ry, "dome");
  const spike = pen(canvas, mats.metal, { bias: bias + 0.15 });
  const base = sy - ry * 0.55;
  const reach = Math.max(2, f.armW * 0.7);
  fillPolygon(
    canvas,
    spike,
    [
      { x: sx - rx * 0.35, y: base + 0.5 },
      { x: sx + rx * 0.35, y: base + 0.5 },
      { x: sx + out * rx * 0.35, y: base - reach },
    ],
    "flat",
  );
}
