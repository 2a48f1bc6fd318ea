/**
 * The marks that make a few characters read as themselves rather than as a figure holding one
 * small prop: a pirate's tricorn (brim turned up into three horns, gold-edged), eyepatch and
 * hook; a vampire's high standing collar and fangs; a dwarf's beard down to the belt; a ninja's
 * knotted sash. Each is drawn over the parts the character drawer already paints.
 */
import { FLAG_DETAIL, type InkCanvas, newPart, OUTLINE_INK, put } from "./canvas";
import { torsoScale, torsoX } from "./character-body";
import type { ExtraMats } from "./character-extras";
import type { Figure } from "./character-geometry";
import type { Extra, Outfit } from "./character-outfits";
import type { CharMats, HeadFrame, View } from "./character-types";
import { flatPen, type Mat, pen } from "./pen";
import { drawLine, fillCapsule, fillEllipse, fillPolygon, fillRect } from "./shapes";
import type { Point } from "./types";

const has = (outfit: Outfit, extra: Extra) => outfit.extras.includes(extra);

/**
 * A tricorn seen from the front: a low crown behind a brim whose sides turn up into two horns
 * and whose front dips to a point, the edge trimmed in gold. (A brimmed dome is a cowboy's.)
 */
export function drawTricorn(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  hat: Mat,
  gold: Mat,
  view: View,
): void {
  const W = h.w;
  const brimY = h.top + h.h * 0.24;
  const cx = view.side ? h.hx - W * 0.05 : h.hx;
  const crownH = Math.max(2, f.hatH + h.h * 0.2);
  fillEllipse(canvas, pen(canvas, hat), cx, brimY - crownH * 0.5, W * 0.4, crownH * 0.75, "dome");
  const horn = Math.max(2, f.hatH * 1.1 + h.h * 0.1);
  const span = W * (view.side ? 0.7 : 0.84);
  const edge: Point[] = [
    { x: cx - span, y: brimY - horn },
    { x: cx - span * 0.45, y: brimY - horn * 0.35 },
    { x: cx, y: brimY - horn * 0.5 },
    { x: cx + span * 0.45, y: brimY - horn * 0.35 },
    { x: cx + span, y: brimY - horn },
  ];
  fillPolygon(
    canvas,
    pen(canvas, hat),
    [
      ...edge,
      { x: cx + span * 0.8, y: brimY - 0.5 },
      { x: cx, y: brimY + Math.max(1, h.h * 0.08) },
      { x: cx - span * 0.8, y: brimY - 0.5 },
    ],
    "pillow",
  );
  const trim = flatPen(canvas, gold, 3, { detail: true });
  for (let i = 1; i < edge.length; i++)
    drawLine(canvas, trim, edge[i - 1]!.x, edge[i - 1]!.y, edge[i]!.x, edge[i]!.y);
}

/** Face marks drawn over the eyes: an eyepatch on its strap, a vampire's two fangs. */
export function drawFaceLooks(
  canvas: InkCanvas,
  h: HeadFrame,
  outfit: Outfit,
  mats: CharMats,
  x: ExtraMats,
  view: View,
): void {
  if (view.back) return;
  if (has(outfit, "eyepatch")) {
    // Over the eye on the viewer's right (the only eye seen in an east profile), its strap
    // running up across the brow.
    const ex = view.side ? h.ex : h.eyeXs[1];
    const r = Math.max(1.2, h.w * 0.12);
    const strap = flatPen(canvas, x.dark, 0, { detail: true });
    drawLine(canvas, strap, h.hx - h.w * 0.5, h.eyeY - h.h * 0.22, ex + r, h.eyeY + r * 0.3);
    fillEllipse(
      canvas,
      flatPen(canvas, x.dark, 1, { detail: true }),
      ex,
      h.eyeY,
      r,
      r * 0.9,
      "flat",
    );
  }
  if (has(outfit, "face mask")) {
    // A cloth over nose and mouth, from just under the eyes to the chin.
    const top = Math.round(h.eyeY + Math.max(1, h.h * 0.1));
    const bottom = Math.round(h.cy + h.h * 0.42);
    const w = h.w * (view.side ? 0.62 : 0.86);
    const x = view.side ? h.hx - w * 0.3 : h.hx;
    fillRect(canvas, pen(canvas, mats.cloth), x - w / 2, top, w, bottom - top, "pillow");
  }
  if (has(outfit, "smirk")) drawSmirk(canvas, h, view);
  if (has(outfit, "fangs") && h.h >= 12) {
    const mx = view.side ? h.ex + h.w * 0.05 : h.ex;
    const my = Math.round(h.cy + h.h * 0.3);
    const mouth = flatPen(canvas, x.dark, 0, { detail: true });
    fillRect(canvas, mouth, Math.round(mx - h.w * 0.12), my, Math.max(3, h.w * 0.24), 1);
    const fang = flatPen(canvas, mats.white, 4, { detail: true });
    const fx = view.side ? [mx] : [mx - h.w * 0.08, mx + h.w * 0.08];
    for (const px of fx) fillRect(canvas, fang, Math.round(px - 0.5), my + 1, 1, 2);
  }
}

/**
 * A sly face: a brow over each eye, the inner end a pixel lower, and a mouth whose far corner
 * turns up, in the outline's ink. Two dots alone in a shadowed hood read as a blank face.
 */
function drawSmirk(canvas: InkCanvas, h: HeadFrame, view: View): void {
  if (h.h < 10) return;
  const part = newPart(canvas);
  const dot = (x: number, y: number) => put(canvas, x, y, OUTLINE_INK, part, FLAG_DETAIL);
  const eh = Math.max(h.h >= 9 ? 2 : 1, Math.round(h.h * 0.13));
  const browY = Math.round(h.eyeY - eh / 2) - 2;
  const centers = view.side ? [h.ex] : h.eyeXs;
  for (const c of centers) {
    const inward = view.side ? 1 : c < h.ex ? 1 : -1;
    const x = Math.round(c);
    dot(x - inward, browY);
    dot(x, browY);
    dot(x + inward, browY + 1);
  }
  const my = Math.round(h.cy + h.h * 0.3);
  const mx = Math.round(view.side ? h.ex + h.w * 0.05 : h.ex);
  const half = Math.max(1, Math.round(h.w * 0.1));
  for (let x = mx - half; x <= mx + half; x++) dot(x, my);
  dot(mx + half + 1, my - 1);
}

/** A dwarf's beard: from the cheeks down over the chest to the belt, forked at its tip. */
export function drawLongBeard(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
): void {
  if (!has(outfit, "long beard") || !outfit.hair || view.back) return;
  const bx = view.side ? h.ex - h.w * 0.05 : h.ex;
  const top = h.eyeY + h.h * 0.16;
  const tip = f.hipY - f.torsoH * 0.05;
  const w = h.w * (view.side ? 0.3 : 0.5);
  fillPolygon(
    canvas,
    pen(canvas, mats.hair),
    [
      { x: bx - w, y: top },
      { x: bx + w, y: top },
      { x: bx + w * 0.85, y: top + (tip - top) * 0.5 },
      { x: bx + w * 0.35, y: tip },
      { x: bx, y: tip - (tip - top) * 0.12 },
      { x: bx - w * 0.35, y: tip },
      { x: bx - w * 0.85, y: top + (tip - top) * 0.5 },
    ],
    "pillow",
  );
  // The mouth shows as a dark line in the beard; a moustache sweeps over it.
  if (h.h >= 12) {
    const my = Math.round(h.cy + h.h * 0.3);
    fillRect(
      canvas,
      flatPen(canvas, mats.hair, 0, { detail: true }),
      Math.round(bx - h.w * 0.1),
      my,
      Math.max(2, h.w * 0.2),
      1,
    );
    fillRect(
      canvas,
      flatPen(canvas, mats.hair, 3),
      Math.round(bx - h.w * 0.24),
      my - 1,
      Math.max(3, h.w * 0.48),
      1,
    );
  }
}

/**
 * Over the torso: a vampire's collar standing up behind the head in two lined flaps, and a
 * ninja's sash knotted at the hip with its tails hanging.
 */
export function drawTorsoLooks(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
): void {
  const tx = torsoX(f, view);
  if (has(outfit, "high collar")) {
    const rise = f.headH * 0.72;
    for (const s of view.side ? [-1] : [-1, 1]) {
      const inner = tx + s * f.shoulderW * 0.18;
      const outer = tx + s * f.shoulderW * 0.62;
      const peak = tx + s * f.shoulderW * 0.8;
      fillPolygon(
        canvas,
        pen(canvas, mats.cape),
        [
          { x: inner, y: f.torsoTop + 1 },
          { x: outer, y: f.torsoTop + f.torsoH * 0.08 },
          { x: peak, y: f.torsoTop - rise },
          { x: inner + s * f.shoulderW * 0.12, y: f.torsoTop - rise * 0.55 },
        ],
        "pillow",
      );
      fillPolygon(
        canvas,
        pen(canvas, mats.trim),
        [
          { x: inner + s * f.shoulderW * 0.08, y: f.torsoTop },
          { x: outer - s * f.shoulderW * 0.08, y: f.torsoTop },
          { x: peak - s * f.shoulderW * 0.1, y: f.torsoTop - rise * 0.8 },
          { x: inner + s * f.shoulderW * 0.16, y: f.torsoTop - rise * 0.45 },
        ],
        "flat",
      );
    }
  }
  if (has(outfit, "sash") && !view.back) {
    const y = f.hipY - Math.max(2, f.torsoH * 0.16);
    const band = Math.max(2, Math.round(f.torsoH * 0.14));
    const scale = torsoScale(view);
    fillRect(
      canvas,
      pen(canvas, mats.trim),
      tx - f.waistW * 0.5 * scale - 0.5,
      y,
      f.waistW * scale + 1,
      band,
      "tubeH",
    );
    const kx = tx + f.waistW * 0.3 * scale;
    const tails = pen(canvas, mats.trim);
    fillCapsule(canvas, tails, kx, y + band, kx - 1, y + band + f.legH * 0.45, 0.8, 0.6);
    fillCapsule(canvas, tails, kx + 1, y + band, kx + 2, y + band + f.legH * 0.35, 0.8, 0.6);
  }
}

/** A pirate's hook in place of the hand at `hand`: a cuff and a curved steel hook below it. */
export function drawHook(canvas: InkCanvas, f: Figure, hand: Point, mats: CharMats): void {
  const r = Math.max(1.2, f.handR);
  fillEllipse(canvas, pen(canvas, mats.trim), hand.x + 0.5, hand.y + 0.5, r * 1.1, r * 0.8, "dome");
  const steel = pen(canvas, mats.metal, { detail: true });
  const t = Math.max(0.6, r * 0.35);
  const len = Math.max(3, f.handR * 2.6);
  const x0 = hand.x + 0.5;
  const y0 = hand.y + 0.5 + r * 0.6;
  fillCapsule(canvas, steel, x0, y0, x0, y0 + len * 0.6, t);
  // The curl: down, round and back up toward the body.
  const c = { x: x0 + len * 0.3, y: y0 + len * 0.6 };
  let prev = { x: x0, y: y0 + len * 0.6 };
  for (let i = 1; i <= 6; i++) {
    const a = Math.PI - (i / 6) * Math.PI * 1.1;
    const p = { x: c.x + Math.cos(a) * len * 0.3, y: c.y + Math.sin(a) * len * 0.3 };
    fillCapsule(canvas, steel, prev.x, prev.y, p.x, p.y, t);
    prev = p;
  }
}

/**
 * A hacker's glowing handheld (a cyberdeck) held up in the hand at `hand`: a dark slab whose
 * neon screen faces out, lines of code on it, set toward the body (`toward`) so it sits in front
 * of the belly. Goggles alone read as an alchemist's; a glowing device says hacker.
 */
export function drawHandheld(
  canvas: InkCanvas,
  f: Figure,
  hand: Point,
  x: ExtraMats,
  toward: -1 | 1,
): void {
  const w = Math.max(5, Math.round(f.shoulderW * 0.62));
  const h = Math.max(4, Math.round(w * 0.72));
  const left = Math.round(hand.x + 0.5 + toward * w * 0.3 - w / 2);
  const top = Math.round(hand.y + 0.5 - h + f.handR * 0.6);
  fillRect(canvas, pen(canvas, x.dark, { detail: true }), left, top, w, h, "pillow");
  const screen = flatPen(canvas, x.neon, 4, { detail: true });
  fillRect(canvas, screen, left + 1, top + 1, w - 2, h - 2);
  // Code: short dimmer rows on the lit screen, a ragged right edge like text.
  const code = { ...flatPen(canvas, x.neon, 2, { detail: true }), part: screen.part };
  for (let row = top + 2, i = 0; row < top + h - 1; row += 2, i++)
    fillRect(canvas, code, left + 2, row, Math.max(1, w - 4 - (i % 2) * 2), 1);
}
