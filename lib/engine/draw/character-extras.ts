/**
 * What townsfolk and monsters wear over the outfit the character drawer already knows: the
 * headgear of the newer subjects (a jester's belled points, a detective's fedora, a miner's hard
 * hat with its lamp, a nurse's cap, a sailor's cap, a shaman's feathers), the face's extras
 * (goggles, a wolf's muzzle, a clown's nose and hair puffs, a mummy's bandages) and the body's
 * (an apron, a cross on the chest, a ruff, a sailor's collar, a jester's two-coloured halves,
 * a demon's tail).
 */
import { EMPTY, type InkCanvas } from "./canvas";
import { torsoScale, torsoX } from "./character-body";
import type { Figure } from "./character-geometry";
import type { CharMats, HeadFrame, View } from "./character-types";
import type { Extra, Outfit } from "./character-outfits";
import { type Mat, flatPen, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, fillRect } from "./shapes";

/** Colours only the extras use (a red cross, neon lenses, a hard hat's yellow, a dark nose). */
export interface ExtraMats {
  readonly red: Mat;
  readonly neon: Mat;
  readonly yellow: Mat;
  readonly dark: Mat;
}

import { shagHem, shagSides } from "./character-shaggy";

const has = (outfit: Outfit, extra: Extra) => outfit.extras.includes(extra);

/** Headgear of the newer subjects; returns false for a headgear it does not draw. */
export function drawMoreHeadgear(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  x: ExtraMats,
  view: View,
): boolean {
  const hatMat = mats.named.hat;
  switch (outfit.headgear) {
    case "jester": {
      const clipTop = (_x: number, y: number) => y < h.top + h.h * 0.34;
      fillEllipse(
        canvas,
        pen(canvas, hatMat ?? mats.cloth),
        h.hx,
        h.cy,
        h.w * 0.54,
        h.h * 0.56,
        "dome",
        clipTop,
      );
      const sides = view.side ? [-1] : [-1, 1];
      for (const s of sides) {
        const tipX = h.hx + s * h.w * 0.78;
        const tipY = h.top - f.hatH * 0.35;
        fillCapsule(
          canvas,
          pen(canvas, s < 0 ? (hatMat ?? mats.cloth) : mats.trim),
          h.hx + s * h.w * 0.14,
          h.top + h.h * 0.04,
          tipX,
          tipY,
          Math.max(1.2, h.w * 0.2),
          Math.max(0.6, h.w * 0.06),
        );
        const bell = pen(canvas, mats.gold, { detail: true });
        const r = Math.max(1, h.w * 0.09);
        fillEllipse(canvas, bell, tipX, tipY + r * 0.6, r, r, "dome");
      }
      return true;
    }
    case "fedora": {
      const mat = hatMat ?? mats.leather;
      const brimY = h.top + h.h * 0.24;
      const crownW = h.w * 0.4;
      // A creased crown: straight sides, pinched in at the top (a dome read as a ranger's hat).
      const topY = brimY - f.hatH * 1.1 - h.h * 0.2;
      const dent = Math.max(2, h.h * 0.14);
      fillPolygon(
        canvas,
        pen(canvas, mat),
        [
          { x: h.hx - crownW, y: brimY },
          { x: h.hx - crownW * 0.88, y: topY + dent },
          { x: h.hx - crownW * 0.4, y: topY },
          { x: h.hx, y: topY + dent },
          { x: h.hx + crownW * 0.4, y: topY },
          { x: h.hx + crownW * 0.88, y: topY + dent },
          { x: h.hx + crownW, y: brimY },
        ],
        "pillow",
      );
      fillRect(
        canvas,
        flatPen(canvas, x.dark, 1),
        h.hx - crownW,
        brimY - Math.max(1, h.h * 0.09),
        crownW * 2,
        Math.max(1, h.h * 0.07),
      );
      fillEllipse(
        canvas,
        pen(canvas, mat),
        h.hx,
        brimY,
        h.w * 0.7,
        Math.max(1, h.h * 0.08),
        "tubeH",
      );
      return true;
    }
    case "miner": {
      const mat = hatMat ?? x.yellow;
      fillEllipse(
        canvas,
        pen(canvas, mat),
        h.hx,
        h.cy - h.h * 0.06,
        h.w * 0.56,
        h.h * 0.52 + f.hatH * 0.3,
        "dome",
        (_x, y) => y < h.top + h.h * 0.3,
      );
      fillEllipse(
        canvas,
        pen(canvas, mat),
        h.hx,
        h.top + h.h * 0.3,
        h.w * 0.66,
        Math.max(1, h.h * 0.07),
        "tubeH",
      );
      if (!view.back) {
        const lx = view.side ? h.hx + h.w * 0.42 : h.ex;
        const r = Math.max(1.2, h.w * 0.13);
        fillEllipse(
          canvas,
          pen(canvas, mats.metal),
          lx,
          h.top + h.h * 0.1,
          r + 0.6,
          r + 0.4,
          "dome",
        );
        fillEllipse(
          canvas,
          flatPen(canvas, x.yellow, 4, { detail: true }),
          lx,
          h.top + h.h * 0.1,
          r * 0.7,
          r * 0.6,
          "flat",
        );
      }
      return true;
    }
    case "nurse": {
      const w = h.w * 0.62;
      const capY = h.top - f.hatH * 0.6;
      fillRect(
        canvas,
        pen(canvas, hatMat ?? mats.white),
        h.hx - w / 2,
        capY,
        w,
        Math.max(2, f.hatH + h.h * 0.12),
        "pillow",
      );
      if (!view.back)
        crossAt(
          canvas,
          x.red,
          view.side ? h.hx + w * 0.15 : h.hx,
          capY + Math.max(1, f.hatH * 0.5 + h.h * 0.06),
          Math.max(3, h.w * 0.22),
        );
      return true;
    }
    case "sailor": {
      const mat = hatMat ?? mats.white;
      fillEllipse(
        canvas,
        pen(canvas, mat),
        h.hx,
        h.top + h.h * 0.08,
        h.w * 0.5,
        f.hatH + h.h * 0.16,
        "dome",
        (_x, y) => y < h.top + h.h * 0.2,
      );
      fillRect(
        canvas,
        flatPen(canvas, mats.trim, 2),
        h.hx - h.w * 0.46,
        h.top + h.h * 0.1,
        h.w * 0.92,
        Math.max(1, h.h * 0.1),
      );
      return true;
    }
    case "headdress": {
      const feathers = view.side ? 3 : 5;
      for (let i = 0; i < feathers; i++) {
        const a = (i / (feathers - 1) - 0.5) * (view.side ? 0.8 : 1.5);
        const bx = h.hx + Math.sin(a) * h.w * 0.3;
        const tipX = h.hx + Math.sin(a) * (h.w * 0.3 + f.hatH * 0.8);
        const tipY = h.top + h.h * 0.12 - Math.cos(a) * (f.hatH + h.h * 0.1);
        fillCapsule(
          canvas,
          pen(canvas, i % 2 === 0 ? mats.white : mats.trim),
          bx,
          h.top + h.h * 0.16,
          tipX,
          tipY,
          Math.max(0.8, h.w * 0.09),
          Math.max(0.6, h.w * 0.06),
        );
      }
      fillRect(
        canvas,
        flatPen(canvas, mats.trim, 2),
        h.hx - h.w * 0.5,
        h.top + h.h * 0.14,
        h.w,
        Math.max(1, h.h * 0.12),
      );
      return true;
    }
    default:
      return false;
  }
}

function crossAt(canvas: InkCanvas, mat: Mat, cx: number, cy: number, size: number) {
  const p = flatPen(canvas, mat, 3, { detail: true });
  const arm = Math.max(1, Math.round(size / 3));
  const s = Math.max(3, Math.round(size));
  const x0 = Math.round(cx - s / 2);
  const y0 = Math.round(cy - s / 2);
  fillRect(canvas, p, x0 + Math.floor((s - arm) / 2), y0, arm, s);
  fillRect(canvas, p, x0, y0 + Math.floor((s - arm) / 2), s, arm);
}

/** Extras under the eyes (bandages, hair puffs): drawn after the skull and hair. */
export function drawFaceUnder(
  canvas: InkCanvas,
  h: HeadFrame,
  outfit: Outfit,
  mats: CharMats,
  view: View,
) {
  if (has(outfit, "puffs") && outfit.hair) {
    // A clown's frizz: low tufts that stick out sideways beside the ears, each a clump of small
    // curls wider than tall; one big round ball high on each side read as a mouse's ears.
    const hairPen = pen(canvas, mats.hair);
    for (const s of view.side ? [-1] : [-1, 1]) {
      const curls: readonly (readonly [number, number, number])[] = [
        [0.5, -0.12, 0.2],
        [0.66, 0.04, 0.22],
        [0.56, 0.2, 0.2],
      ];
      for (const [dx, dy, r] of curls)
        fillEllipse(
          canvas,
          hairPen,
          h.hx + s * h.w * dx,
          h.cy + h.h * dy,
          h.w * r,
          h.h * r * 0.9,
          "dome",
        );
    }
  }
  // A face bare of fur, eyes to mouth, in its own color: what makes a furry head an ape's.
  if (mats.face && !view.back) {
    const fx = view.side ? h.hx + h.w * 0.22 : h.ex;
    fillEllipse(
      canvas,
      pen(canvas, mats.face),
      fx,
      h.eyeY + h.h * 0.12,
      h.w * (view.side ? 0.24 : 0.34),
      h.h * 0.3,
      "dome",
    );
  }
  if (has(outfit, "bandages")) stripes(canvas, mats.skin, h.hx - h.w / 2, h.top, h.w, h.h, 3);
}

/** Extras over the eyes (goggles, a muzzle, a red nose): drawn after the eyes. */
export function drawFaceOver(
  canvas: InkCanvas,
  h: HeadFrame,
  outfit: Outfit,
  mats: CharMats,
  x: ExtraMats,
  view: View,
) {
  // A wolf's ears stand up on top of the head, over the fur, seen from every side.
  if (has(outfit, "wolf ears")) wolfEars(canvas, h, mats, x, view);
  if (view.back) {
    if (has(outfit, "goggles")) {
      fillRect(
        canvas,
        flatPen(canvas, x.dark, 1),
        h.hx - h.w / 2,
        h.eyeY - 0.5,
        h.w,
        Math.max(1, h.h * 0.1),
      );
    }
    return;
  }
  if (has(outfit, "goggles")) {
    fillRect(
      canvas,
      flatPen(canvas, x.dark, 1),
      h.hx - h.w / 2 - 0.5,
      h.eyeY - 0.5,
      h.w + 1,
      Math.max(1, h.h * 0.1),
    );
    const r = Math.max(1.2, h.w * 0.15);
    const spacing = h.w * 0.22;
    const lenses = view.side ? [h.ex + h.w * 0.05] : [h.ex - spacing, h.ex + spacing];
    for (const lx of lenses) {
      fillEllipse(canvas, pen(canvas, x.dark), lx, h.eyeY, r + 0.7, r + 0.5, "flat");
      fillEllipse(
        canvas,
        flatPen(canvas, x.neon, 3, { detail: true }),
        lx,
        h.eyeY,
        r * 0.75,
        r * 0.6,
        "flat",
      );
    }
  }
  if (has(outfit, "snout")) {
    // A wolf's muzzle: long in profile (well past the face); from the front a broad, paler
    // snout that stands out of the face down past the jaw, a big dark nose on top and the
    // mouth's line under it, so the head reads as a wolf's and not a bear's.
    const mx = view.side ? h.hx + h.w * 0.56 : h.ex;
    const my = h.eyeY + h.h * (view.side ? 0.27 : 0.34);
    const rx = h.w * (view.side ? 0.38 : 0.3);
    const ry = h.h * (view.side ? 0.2 : 0.26);
    if (view.side)
      fillEllipse(canvas, pen(canvas, mats.skin, { bias: 0.35 }), mx, my, rx, ry, "dome");
    else {
      // Fur flares out at the cheeks in tufts, wider than the crown: a wolf's ruff, where a
      // bear's head is round.
      const ruff = pen(canvas, mats.hair);
      for (const s of [-1, 1])
        fillPolygon(
          canvas,
          ruff,
          [
            { x: h.hx + s * h.w * 0.4, y: h.eyeY - h.h * 0.02 },
            { x: h.hx + s * h.w * 0.74, y: h.eyeY + h.h * 0.1 },
            { x: h.hx + s * h.w * 0.52, y: h.eyeY + h.h * 0.2 },
            { x: h.hx + s * h.w * 0.7, y: h.eyeY + h.h * 0.34 },
            { x: h.hx + s * h.w * 0.36, y: h.eyeY + h.h * 0.4 },
          ],
          "pillow",
        );
      // The fur's lightest shades, lit from above: a pale muzzle whatever the fur's colour,
      // narrowing from the eyes to the nose, down past the jaw.
      const snout = flatPen(canvas, mats.skin, 3);
      fillPolygon(
        canvas,
        snout,
        [
          { x: mx - rx, y: my - ry * 0.9 },
          { x: mx + rx, y: my - ry * 0.9 },
          { x: mx + rx * 0.62, y: my + ry * 1.15 },
          { x: mx - rx * 0.62, y: my + ry * 1.15 },
        ],
        "flat",
      );
      const top = { ...flatPen(canvas, mats.skin, 4), part: snout.part };
      fillEllipse(canvas, top, mx, my - ry * 0.3, rx * 0.7, ry * 0.6, "flat");
    }
    const nx = view.side ? mx + rx * 0.85 : mx;
    const ny = my - ry * (view.side ? 0.4 : 0.5);
    const dark = flatPen(canvas, x.dark, 0, { detail: true });
    fillEllipse(
      canvas,
      dark,
      nx,
      ny,
      Math.max(1, h.w * (view.side ? 0.08 : 0.12)),
      Math.max(0.8, h.h * (view.side ? 0.05 : 0.07)),
      "flat",
    );
    if (!view.side && h.h >= 10) {
      const mouthY = Math.round(my + ry * 0.45);
      fillRect(canvas, dark, Math.round(nx), Math.round(ny), 1, mouthY - Math.round(ny));
      fillRect(canvas, dark, Math.round(nx - rx * 0.45), mouthY, Math.round(rx * 0.9) + 1, 1);
      // Two fangs hang from the mouth's corners.
      const fang = flatPen(canvas, mats.white, 4, { detail: true });
      for (const s of [-1, 1])
        fillRect(canvas, fang, Math.round(nx + s * rx * 0.4), mouthY + 1, 1, 1);
    }
  }
  if (has(outfit, "nose")) {
    const nx = view.side ? h.hx + h.w * 0.52 : h.ex;
    const r = Math.max(1.1, h.w * 0.11);
    fillEllipse(
      canvas,
      pen(canvas, x.red, { detail: true }),
      nx,
      h.eyeY + h.h * 0.18,
      r,
      r,
      "dome",
    );
  }
  if (has(outfit, "grin")) paintedGrin(canvas, h, x, view);
}

/**
 * A clown's painted smile: a wide red line under the nose whose ends turn up to the cheeks, so
 * the face reads as a grin at 1x (a plain mouth line is lost on white paint).
 */
function paintedGrin(canvas: InkCanvas, h: HeadFrame, x: ExtraMats, view: View) {
  const lips = flatPen(canvas, x.red, 2, { detail: true });
  const mx = view.side ? h.hx + h.w * 0.3 : h.ex;
  const my = Math.round(h.eyeY + h.h * 0.32);
  const half = Math.max(2, Math.round(h.w * (view.side ? 0.16 : 0.26)));
  const left = Math.round(mx - (view.side ? half * 0.3 : half));
  const right = Math.round(mx + half);
  fillRect(canvas, lips, left + 1, my, right - left - 1, 1);
  if (!view.side) fillRect(canvas, lips, left, my - 1, 1, 1);
  fillRect(canvas, lips, right, my - 1, 1, 1);
}

/** Two tall pointed ears on top of the head (one in profile), dark inside. */
function wolfEars(canvas: InkCanvas, h: HeadFrame, mats: CharMats, x: ExtraMats, view: View) {
  const sides = view.side ? [-0.1] : [-1, 1];
  const half = h.w * (view.side ? 0.18 : 0.13);
  for (const s of sides) {
    const bx = h.hx + s * h.w * 0.3;
    const base = h.top + h.h * 0.2;
    const tip = { x: bx + s * h.w * 0.08, y: h.top - h.h * 0.42 };
    fillPolygon(
      canvas,
      pen(canvas, mats.hair),
      [{ x: bx - half, y: base }, tip, { x: bx + half, y: base }],
      "pillow",
    );
    if (!view.back && h.w >= 10)
      fillPolygon(
        canvas,
        flatPen(canvas, x.dark, 1, { detail: true }),
        [
          { x: bx - half * 0.4, y: base - h.h * 0.04 },
          { x: tip.x, y: tip.y + h.h * 0.2 },
          { x: bx + half * 0.4, y: base - h.h * 0.04 },
        ],
        "flat",
      );
  }
}

/** Darker rows every `gap` pixels over the painted pixels of a box: wrapped bandages. */
function stripes(
  canvas: InkCanvas,
  mat: Mat,
  x: number,
  y: number,
  w: number,
  hgt: number,
  gap: number,
) {
  const p = flatPen(canvas, mat, 1, { innerLine: false });
  const inked = (px: number, py: number) =>
    px >= 0 &&
    py >= 0 &&
    px < canvas.width &&
    py < canvas.height &&
    canvas.ink[py * canvas.width + px] !== EMPTY;
  for (let py = Math.round(y) + 1; py < y + hgt; py += gap) {
    fillEllipse(
      canvas,
      p,
      x + w / 2,
      py,
      w / 2 + 1,
      0.6,
      "flat",
      (px, qy) => qy === py && inked(px, qy),
    );
  }
}

/** Extras behind the body (a tail): drawn before the torso. */
export function drawBodyBehind(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  x: ExtraMats,
  view: View,
) {
  if (!has(outfit, "tail")) return;
  const tx = torsoX(f, view);
  const dir = view.side ? -1 : 1;
  const ex = tx + dir * f.shoulderW * 0.95;
  const ey = f.hipY + f.legH * 0.3;
  fillCapsule(
    canvas,
    pen(canvas, mats.skin, { bias: -0.1 }),
    tx,
    f.hipY - 1,
    ex,
    ey,
    Math.max(0.8, f.armW * 0.3),
    Math.max(0.6, f.armW * 0.2),
  );
  const t = Math.max(1.5, f.armW * 0.5);
  fillPolygon(
    canvas,
    pen(canvas, x.dark),
    [
      { x: ex, y: ey - t },
      { x: ex + dir * t * 1.4, y: ey - t * 1.6 },
      { x: ex + dir * t * 0.6, y: ey + t },
    ],
    "pillow",
  );
}

/** Extras over the torso (apron, cross, ruff, collar, motley, bandages): after the torso. */
export function drawBodyOver(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  x: ExtraMats,
  view: View,
) {
  const tx = torsoX(f, view);
  const scale = torsoScale(view);
  if (has(outfit, "shaggy")) {
    // The torso's own part, read where the body is sure to be: its middle above the hips.
    const at = Math.round(f.hipY - f.torsoH * 0.3) * canvas.width + Math.round(tx);
    if (canvas.ink[at] !== EMPTY) {
      const part = canvas.part[at]!;
      const len = Math.max(1, Math.round(f.armW * 0.35));
      shagSides(canvas, part, f.torsoTop + f.torsoH * 0.2, f.hipY, 3, len);
      shagHem(canvas, part, tx - f.shoulderW, tx + f.shoulderW, 3, len + 1);
    }
  }
  if (has(outfit, "motley") && !view.side) {
    const inked = (px: number, py: number) => canvas.ink[py * canvas.width + px] !== EMPTY;
    fillEllipse(
      canvas,
      pen(canvas, mats.trim),
      tx + f.shoulderW,
      f.torsoTop + f.torsoH / 2,
      f.shoulderW,
      f.torsoH,
      "pillow",
      (px, py) => px >= tx && py >= f.torsoTop && py < f.hipY + 1 && inked(px, py),
    );
  }
  if (has(outfit, "bandages"))
    stripes(
      canvas,
      mats.cloth,
      tx - f.shoulderW,
      f.torsoTop,
      f.shoulderW * 2,
      f.hipY - f.torsoTop + f.legH,
      3,
    );
  if (view.back) return;
  if (has(outfit, "apron")) {
    const w = f.waistW * 1.05 * scale;
    const ax = view.side ? tx + f.waistW * 0.2 : tx;
    const top = f.torsoTop + f.torsoH * 0.3;
    const bottom = f.hipY + f.legH * 0.5;
    fillPolygon(
      canvas,
      pen(canvas, mats.leather),
      [
        { x: ax - w * 0.42, y: top },
        { x: ax + w * 0.42, y: top },
        { x: ax + w * 0.56, y: bottom },
        { x: ax - w * 0.56, y: bottom },
      ],
      "pillow",
    );
    fillRect(
      canvas,
      flatPen(canvas, mats.leather, 1),
      tx - f.waistW * 0.5 * scale,
      f.hipY - f.torsoH * 0.2,
      f.waistW * scale,
      1,
    );
  }
  if (has(outfit, "collar")) {
    const w = f.shoulderW * 0.8 * scale;
    fillPolygon(
      canvas,
      pen(canvas, mats.trim),
      [
        { x: tx - w / 2, y: f.torsoTop },
        { x: tx + w / 2, y: f.torsoTop },
        { x: tx, y: f.torsoTop + f.torsoH * 0.42 },
      ],
      "pillow",
    );
    fillEllipse(
      canvas,
      pen(canvas, x.red),
      tx,
      f.torsoTop + f.torsoH * 0.4,
      Math.max(1, f.torsoH * 0.1),
      Math.max(1, f.torsoH * 0.1),
      "dome",
    );
  }
  if (has(outfit, "cross")) {
    const gold = outfit.trim.h > 70 && outfit.trim.h < 110 && outfit.trim.C > 0.1;
    crossAt(
      canvas,
      gold ? mats.gold : x.red,
      view.side ? tx + f.waistW * 0.15 : tx,
      f.torsoTop + f.torsoH * 0.42,
      Math.max(3, f.torsoH * 0.32),
    );
  }
  if (has(outfit, "pompoms")) {
    // Two fat buttons down the front, apart, red and the trim: a costume, not a shirt.
    const px = view.side ? tx + f.waistW * 0.2 : tx;
    const r = Math.max(1.6, f.torsoH * 0.12);
    [0.3, 0.74].forEach((at, i) => {
      const button = pen(canvas, i ? mats.trim : x.red, { detail: true });
      fillEllipse(canvas, button, px, f.torsoTop + f.torsoH * at, r, r, "dome");
    });
  }
  if (has(outfit, "ruff")) {
    const w = f.shoulderW * 0.62 * scale;
    fillEllipse(
      canvas,
      pen(canvas, mats.white),
      tx,
      f.torsoTop + 0.5,
      w,
      Math.max(1.2, f.torsoH * 0.14),
      "pillow",
    );
  }
}
