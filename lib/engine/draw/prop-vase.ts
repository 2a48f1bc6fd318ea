/**
 * A vase, told apart from a clay pot: tall and slender, a small foot, a full shoulder and a long
 * narrow neck under a flared lip, glazed (blue and white unless the prompt names a colour or a
 * material) and painted with bands and a row of motifs round its belly. Drawn as the squat pot
 * in the same clay with the same band, the two read as one thing.
 */
import type { Oklch } from "../color";
import type { Drawn } from "./context";
import { lathe } from "./object-kit";
import { flatPen, pen } from "./pen";
import type { PropKit } from "./prop-containers";
import { fillEllipse } from "./shapes";

/** A vase's own glaze and its painted decoration, when the prompt names neither. */
export const VASE_GLAZE: Oklch = { L: 0.5, C: 0.13, h: 258 };
export const VASE_PAINT: Oklch = { L: 0.93, C: 0.02, h: 90 };

export function vase({ canvas, mats, box, iso }: PropKit): Drawn {
  const h0 = box.h;
  const w = Math.min(box.w * 0.8, h0 * 0.62);
  const cx = box.x + box.w / 2;
  const lipR = w * 0.22;
  const lipRy = Math.max(1, lipR * (iso ? 0.5 : 0.3));
  const top = box.y + lipRy;
  const h = box.y + box.h - top;
  const neckR = w * 0.13;
  const bellyR = w / 2;
  const footR = w * 0.24;
  // Half-width down the vase (t from 0 at the lip to 1 at the foot).
  const profile = (t: number) => {
    if (t < 0.05) return lipR;
    if (t < 0.12) return lipR + (neckR - lipR) * ((t - 0.05) / 0.07);
    if (t < 0.3) return neckR;
    if (t < 0.62) {
      // The shoulder swells out to the belly.
      const u = (t - 0.3) / 0.32;
      return neckR + (bellyR - neckR) * Math.sin((u * Math.PI) / 2);
    }
    if (t < 0.93) {
      const u = (t - 0.62) / 0.31;
      return bellyR + (footR - bellyR) * (1 - Math.cos((u * Math.PI) / 2));
    }
    return footR * 1.08;
  };
  lathe(canvas, pen(canvas, mats.main), cx, top, h, profile);
  // Painted decoration: a band round the shoulder, one above the foot, and a row of round
  // motifs round the belly between them.
  const band = (t: number, thick: number) =>
    lathe(
      canvas,
      pen(canvas, mats.accent, { innerLine: false }),
      cx,
      top + h * t,
      Math.max(1, h * thick),
      (k) => profile(t + k * thick),
    );
  band(0.4, 0.035);
  band(0.84, 0.035);
  const motifY = top + h * 0.62;
  const motifR = Math.max(1, w * 0.06);
  for (const dx of [-0.5, 0, 0.5]) {
    fillEllipse(
      canvas,
      flatPen(canvas, mats.accent, 3, { innerLine: false, detail: true }),
      cx + dx * bellyR,
      motifY,
      motifR,
      motifR,
      "flat",
    );
  }
  // The lip seen a little from above, dark inside.
  fillEllipse(
    canvas,
    pen(canvas, mats.main, { shader: () => 3 }),
    cx,
    top,
    lipR * 1.1,
    lipRy,
    "flat",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.dark, { shader: () => 2, innerLine: false }),
    cx,
    top,
    lipR * 0.7,
    lipRy * 0.6,
    "flat",
  );
  return { anchors: { center: { x: Math.round(cx), y: Math.round(box.y + box.h / 2) } } };
}
