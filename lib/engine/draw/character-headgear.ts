/**
 * Headgear drawn over a humanoid head: helmets, hoods, hats, crowns and masks, for each facing.
 * A helmet's dome is drawn a little wider than the skull so the outline of the head never shows
 * through its rim; what a hat covers of the hair is covered by drawing the hat after it.
 */
import type { InkCanvas } from "./canvas";
import type { Figure } from "./character-geometry";
import type { Outfit } from "./character-outfits";
import { flatPen, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, fillRect, type Vec } from "./shapes";
import type { CharMats, HeadFrame, View } from "./character-types";

function helmDome(canvas: InkCanvas, h: HeadFrame, mats: CharMats, below: number) {
  const p = pen(canvas, mats.named.helm ?? mats.metal);
  const clip = (_x: number, y: number) => y < h.cy + h.h * below;
  fillEllipse(canvas, p, h.hx, h.cy - h.h * 0.02, h.w / 2 + 0.8, h.h / 2 + 0.8, "dome", clip);
}

/**
 * A horned helmet's horns: short and curved, growing out of the helmet's sides, bending up at
 * the tips just above its crown, as a viking's are drawn; seen from the side one horn curves
 * forward and up. Never tall straight spikes on top (those read as a rabbit's ears).
 */
function drawHelmHorns(canvas: InkCanvas, h: HeadFrame, mats: CharMats, view: View) {
  const horn = pen(canvas, mats.bone);
  const r = Math.max(0.9, h.w * 0.1);
  const curve = (pts: readonly (readonly [number, number])[]) => {
    for (let i = 1; i < pts.length; i++) {
      const [ax, ay] = pts[i - 1]!;
      const [bx, by] = pts[i]!;
      const t = (k: number) => r * (1 - (0.6 * k) / (pts.length - 1));
      fillCapsule(canvas, horn, ax, ay, bx, by, t(i - 1), Math.max(0.5, t(i)));
    }
  };
  if (view.side) {
    curve([
      [h.hx - h.w * 0.12, h.cy - h.h * 0.28],
      [h.hx + h.w * 0.04, h.cy - h.h * 0.5],
      [h.hx + h.w * 0.24, h.cy - h.h * 0.66],
    ]);
    return;
  }
  for (const s of [-1, 1]) {
    curve([
      [h.hx + s * h.w * 0.4, h.cy - h.h * 0.2],
      [h.hx + s * h.w * 0.68, h.cy - h.h * 0.28],
      [h.hx + s * h.w * 0.82, h.cy - h.h * 0.56],
    ]);
  }
}

export function drawHeadgear(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
) {
  const dir = view.side ? 1 : view.turn;
  switch (outfit.headgear) {
    case "none":
      return;
    case "helm": {
      const plume = pen(canvas, mats.trim);
      fillEllipse(
        canvas,
        plume,
        h.hx - dir * h.w * 0.1,
        h.top - f.hatH * 0.45,
        h.w * 0.16,
        f.hatH * 0.75 + 1,
      );
      helmDome(canvas, h, mats, 0.6);
      if (!view.back) {
        const slit = flatPen(canvas, mats.named.helm ?? mats.metal, 0, { detail: true });
        // Turned, the slit ends at the head's edge rather than past it.
        const x0 = view.side ? h.hx : Math.max(h.hx - h.w * 0.46, h.ex - h.w * 0.33);
        const x1 = view.side ? h.hx + h.w * 0.5 : Math.min(h.hx + h.w * 0.46, h.ex + h.w * 0.33);
        fillRect(canvas, slit, x0, Math.round(h.eyeY - 0.5), x1 - x0, 1);
        if (h.h >= 14)
          fillRect(canvas, slit, Math.round(h.ex - 0.5), Math.round(h.eyeY), 1, h.h * 0.22);
      }
      return;
    }
    case "kettle":
    case "horned":
    case "kabuto": {
      if (outfit.headgear === "horned") drawHelmHorns(canvas, h, mats, view);
      helmDome(canvas, h, mats, -0.08);
      if (outfit.headgear === "kettle" || outfit.headgear === "kabuto") {
        const brim = pen(canvas, mats.named.helm ?? mats.metal);
        const wide = outfit.headgear === "kabuto" ? 0.72 : 0.62;
        fillEllipse(
          canvas,
          brim,
          h.hx,
          h.cy - h.h * 0.1,
          h.w * wide,
          Math.max(1, h.h * 0.08),
          "tubeH",
        );
      }
      if (outfit.headgear === "kabuto" && !view.back) {
        const crest = pen(canvas, mats.gold);
        for (const s of [-1, 1]) {
          fillCapsule(
            canvas,
            crest,
            h.ex,
            h.top + h.h * 0.15,
            h.ex + s * h.w * 0.3,
            h.top - f.hatH * 0.8,
            Math.max(0.6, h.w * 0.06),
          );
        }
      }
      return;
    }
    case "pointy": {
      const hat = pen(canvas, mats.named.hat ?? mats.cloth);
      const brimY = h.top + h.h * 0.3;
      const tip: Vec = { x: h.hx + h.w * (view.side ? -0.45 : 0.3), y: h.top - f.hatH };
      fillPolygon(
        canvas,
        hat,
        [
          { x: h.hx - h.w * 0.42, y: brimY },
          { x: h.hx - h.w * 0.15, y: h.top - f.hatH * 0.3 },
          tip,
          { x: h.hx + h.w * 0.1, y: h.top - f.hatH * 0.45 },
          { x: h.hx + h.w * 0.42, y: brimY },
        ],
        "pillow",
      );
      const band = pen(canvas, mats.trim);
      fillRect(
        canvas,
        band,
        h.hx - h.w * 0.4,
        brimY - Math.max(1, h.h * 0.1),
        h.w * 0.8,
        Math.max(1, h.h * 0.1),
      );
      const brim = pen(canvas, mats.named.hat ?? mats.cloth);
      fillEllipse(canvas, brim, h.hx, brimY + 0.5, h.w * 0.78, Math.max(1, h.h * 0.09), "tubeH");
      return;
    }
    case "hood":
    case "ninja": {
      const hood = pen(canvas, mats.named.hat ?? mats.cloth);
      const ninja = outfit.headgear === "ninja";
      const open = (x: number, y: number): boolean => {
        if (view.back) return false;
        const fx = view.side ? h.ex - h.w * 0.08 : h.ex;
        if (ninja)
          return (
            Math.abs(y + 0.5 - h.eyeY) < Math.max(1.5, h.h * 0.12) &&
            Math.abs(x + 0.5 - fx) < h.w * (view.side ? 0.2 : 0.36)
          );
        const dx = (x + 0.5 - fx) / (h.w * (view.side ? 0.26 : 0.38));
        const dy = (y + 0.5 - (h.cy + h.h * 0.12)) / (h.h * 0.4);
        return dx * dx + dy * dy < 1;
      };
      fillEllipse(
        canvas,
        hood,
        h.hx - (view.side ? h.w * 0.06 : 0),
        h.cy - h.h * 0.03,
        h.w / 2 + 1,
        h.h / 2 + 1,
        "dome",
        (x, y) => !open(x, y),
      );
      if (!ninja && !view.back && !view.side) {
        // The hood's shadow across the brow.
        const shade = flatPen(canvas, mats.skin, 1, { innerLine: false });
        fillRect(canvas, shade, h.ex - h.w * 0.28, Math.round(h.cy - h.h * 0.2), h.w * 0.56, 1);
      }
      return;
    }
    case "crown": {
      const gold = pen(canvas, mats.named.helm ?? mats.gold);
      const bw = h.w * 0.62;
      const base = h.top + h.h * 0.12;
      const points: Vec[] = [{ x: h.hx - bw / 2, y: base }];
      for (let k = 0; k <= 4; k++) {
        const x = h.hx - bw / 2 + (bw * k) / 4;
        points.push({ x, y: k % 2 === 0 ? h.top - f.hatH : h.top - f.hatH * 0.25 });
      }
      points.push({ x: h.hx + bw / 2, y: base });
      fillPolygon(canvas, gold, points, "pillow");
      if (h.h >= 14 && !view.back) {
        const gem = pen(canvas, mats.accent, { detail: true });
        fillEllipse(
          canvas,
          gem,
          h.hx,
          h.top - f.hatH * 0.05,
          Math.max(0.8, h.w * 0.06),
          Math.max(0.8, h.w * 0.06),
        );
      }
      return;
    }
    case "tricorn":
    case "cowboy":
    case "straw":
    case "chef":
    case "cap": {
      const mat =
        mats.named.hat ??
        (outfit.headgear === "straw"
          ? mats.gold
          : outfit.headgear === "chef"
            ? mats.white
            : outfit.headgear === "cap"
              ? mats.cloth
              : mats.leather);
      const hat = pen(canvas, mat);
      const brimY = h.top + h.h * 0.26;
      if (outfit.headgear === "chef") {
        fillEllipse(canvas, hat, h.hx, h.top - f.hatH * 0.35, h.w * 0.42, f.hatH * 0.7, "dome");
        fillRect(
          canvas,
          pen(canvas, mats.white),
          h.hx - h.w * 0.36,
          h.top - 1,
          h.w * 0.72,
          h.h * 0.28,
          "tubeV",
        );
        return;
      }
      const crownW = h.w * (outfit.headgear === "cap" ? 0.5 : 0.36);
      fillEllipse(
        canvas,
        hat,
        h.hx,
        brimY - f.hatH * 0.3,
        crownW,
        f.hatH + h.h * 0.25,
        "dome",
        (_x, y) => y < brimY,
      );
      const brim = pen(canvas, mat);
      if (outfit.headgear === "cap") {
        const vx = view.side ? h.hx + h.w * 0.35 : h.ex;
        fillEllipse(
          canvas,
          brim,
          vx,
          brimY,
          h.w * (view.side ? 0.32 : 0.42),
          Math.max(1, h.h * 0.07),
          "tubeH",
        );
        return;
      }
      const wide = outfit.headgear === "tricorn" ? 0.66 : 0.8;
      fillEllipse(canvas, brim, h.hx, brimY, h.w * wide, Math.max(1, h.h * 0.09), "tubeH");
      if (outfit.headgear !== "straw") {
        const band = flatPen(canvas, outfit.headgear === "tricorn" ? mats.gold : mats.trim, 2);
        fillRect(
          canvas,
          band,
          h.hx - crownW,
          brimY - Math.max(1, h.h * 0.08),
          crownW * 2,
          Math.max(1, h.h * 0.07),
        );
      }
      return;
    }
    case "space": {
      const shell = pen(canvas, mats.white);
      fillEllipse(canvas, shell, h.hx, h.cy, h.w / 2 + 1.5, h.h / 2 + 1.2, "dome");
      if (!view.back) {
        const glass = pen(canvas, mats.accent, { innerLine: true });
        const vx = view.side ? h.hx + h.w * 0.18 : h.ex;
        fillEllipse(
          canvas,
          glass,
          vx,
          h.cy + h.h * 0.04,
          h.w * (view.side ? 0.26 : 0.36),
          h.h * 0.3,
          "dome",
        );
      }
      return;
    }
  }
}
