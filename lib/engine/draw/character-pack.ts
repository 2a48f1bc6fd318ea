/**
 * A traveling merchant's pack: a tall pack of goods on the back with a bedroll on top and a pot
 * hanging from its side, and a purse at the belt. From the front the pack shows above both
 * shoulders and beside the arms, so the figure reads as carrying its wares, not as a plain man.
 */
import type { InkCanvas } from "./canvas";
import { torsoX } from "./character-body";
import type { Figure } from "./character-geometry";
import type { CharMats, View } from "./character-types";
import { pen } from "./pen";
import { fillCapsule, fillEllipse, fillRect } from "./shapes";

/** The pack behind the body (front, three-quarter and side views) or over it (back view). */
export function drawPack(canvas: InkCanvas, f: Figure, mats: CharMats, view: View): void {
  const tx = torsoX(f, view);
  // From the side the pack hangs off the back (the figure faces east, its back is to the west).
  // From the front it is slung toward the shoulder away from the ware held up, so it rises
  // beside the head, not behind it: centred and towering over the head it read as a crate with
  // the hat sunk into it, and made the figure the smallest in its frame.
  const shift = view.side ? -0.42 : (view.back ? -1 : 1) * 0.42;
  const cx = tx + f.shoulderW * shift;
  const w = view.side ? f.shoulderW * 0.55 : f.shoulderW * 0.78;
  // Its bedroll on top level with the eyes, beside the face and never across it (level with
  // the shoulders the roll read as a grey smear across the face), and canvas in the coat's
  // trim, not leather (a leather pack merged with the skin's brown into one box).
  const top = f.headCy + f.headH * 0.1;
  const bottom = f.hipY - f.torsoH * 0.1;
  const bag = pen(canvas, mats.trim);
  fillRect(canvas, bag, cx - w / 2, top, w, bottom - top, "pillow");
  // A flap over the pack's top, a shade darker, so the box reads as a bag.
  const flap = pen(canvas, mats.trim, { bias: -0.25 });
  fillRect(canvas, flap, cx - w / 2, top, w, Math.max(2, f.headH * 0.22), "tubeH");
  // A bedroll strapped across the top.
  const roll = pen(canvas, mats.white);
  const rollR = Math.max(1, f.headH * 0.14);
  fillCapsule(
    canvas,
    roll,
    cx - w * 0.48,
    top - rollR * 0.6,
    cx + w * 0.48,
    top - rollR * 0.6,
    rollR,
  );
  // Wares poking out of the top beside the bedroll: a bottle and a rolled rug.
  if (!view.side) {
    const r = Math.max(1, f.headH * 0.12);
    const bx = cx - w * 0.36;
    const lid = top - rollR * 1.4;
    fillRect(canvas, pen(canvas, mats.accent), bx - r * 0.45, lid - r * 2.6, r * 0.9, r * 1.6);
    fillEllipse(canvas, pen(canvas, mats.accent), bx, lid - r * 0.8, r, r * 1.1, "dome");
    const rx = cx + w * 0.36;
    fillCapsule(
      canvas,
      pen(canvas, mats.cloth, { bias: 0.2 }),
      rx,
      lid - r * 2.4,
      rx,
      lid,
      r * 0.9,
    );
  }
  // A pot hanging from the side, outside the arm.
  const side = view.side ? -1 : 1;
  // On the side away from the ware held up (the bottle in the weapon hand's place).
  const potX = cx + side * (w / 2 + Math.max(1, f.shoulderW * 0.08));
  const potR = Math.max(1.5, f.shoulderW * 0.13);
  fillEllipse(canvas, pen(canvas, mats.metal), potX, f.torsoTop + f.torsoH * 0.55, potR, potR);
}

/** The pack's two straps down over the shoulders onto the chest, drawn over the torso. */
export function drawPackStraps(canvas: InkCanvas, f: Figure, mats: CharMats, view: View): void {
  if (view.back || view.side) return;
  const tx = torsoX(f, view);
  const strap = pen(canvas, mats.leather, { detail: true });
  const w = Math.max(1, Math.round(f.shoulderW * 0.09));
  for (const s of [-1, 1]) {
    const x = tx + s * f.shoulderW * 0.3;
    fillRect(canvas, strap, Math.round(x - w / 2), f.torsoTop, w, Math.round(f.torsoH * 0.55));
  }
}

/** A purse hanging at the belt, on the side away from the weapon hand. */
export function drawPurse(canvas: InkCanvas, f: Figure, mats: CharMats, view: View): void {
  if (view.back) return;
  const tx = torsoX(f, view);
  const x = view.side ? tx + f.shoulderW * 0.1 : tx - f.shoulderW * 0.22;
  const r = Math.max(1, f.torsoH * 0.12);
  fillEllipse(canvas, pen(canvas, mats.leather), x, f.hipY + r * 0.6, r, r * 1.2);
}

/**
 * An archer's quiver slung on the back: a leather tube across the back from the hip up past the
 * character's left shoulder, three fletched arrow ends sticking out of its mouth beside the
 * head. Drawn behind the torso (over it seen from behind). That shoulder is on the viewer's
 * right from the front and on the left from behind; in profile the mouth is at the back.
 * `swap` -1 draws a W-side facing's E-side twin that is flipped afterwards, so the quiver is
 * drawn on the other side and the flip brings it back to the same shoulder.
 */
export function drawQuiver(
  canvas: InkCanvas,
  f: Figure,
  mats: CharMats,
  view: View,
  fletch: CharMats["accent"],
  swap: -1 | 1 = 1,
): void {
  const tx = torsoX(f, view);
  const side = view.side ? -1 : (view.back ? -1 : 1) * swap;
  const mouth = { x: tx + side * f.shoulderW * 0.5, y: f.torsoTop - f.headH * 0.15 };
  const foot = { x: tx - side * f.shoulderW * 0.05, y: f.hipY - f.torsoH * 0.1 };
  const r = Math.max(1.2, f.shoulderW * 0.13);
  fillCapsule(canvas, pen(canvas, mats.leather), foot.x, foot.y, mouth.x, mouth.y, r);
  const feather = pen(canvas, fletch, { detail: true });
  const len = Math.max(2, f.headH * 0.35);
  for (const k of [-1, 0, 1]) {
    const bx = mouth.x + k * r * 0.6;
    const tip = { x: bx + side * len * 0.35 + k * 0.5, y: mouth.y - len };
    fillCapsule(canvas, feather, bx, mouth.y, tip.x, tip.y, Math.max(0.6, r * 0.45), 0.5);
  }
}
