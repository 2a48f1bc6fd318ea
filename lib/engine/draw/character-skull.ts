/**
 * A skeleton's head and feet read as bone: a cranium wider than the jaw under it (the cheekbones
 * a ledge where they meet), deep dark eye sockets, a nose hole between and below them, and a row
 * of teeth across the jaw. A smooth ball with two small eyes read as a bald doll's head. Feet
 * are bone too, a small flat foot under each shin with a knob at the knee, not brown boots.
 */
import { FLAG_DETAIL, type InkCanvas, OUTLINE_INK, put } from "./canvas";
import type { Figure } from "./character-geometry";
import type { CharMats, HeadFrame, View } from "./character-types";
import { pen } from "./pen";
import { fillEllipse, fillRect } from "./shapes";

/** The skull's outer form: cranium down to the cheekbones, a narrower jaw below them. */
export function drawSkullShape(canvas: InkCanvas, h: HeadFrame, mats: CharMats, view: View): void {
  const p = pen(canvas, mats.skin);
  const cheek = h.cy + h.h * 0.2;
  fillEllipse(
    canvas,
    p,
    h.hx,
    h.cy - h.h * 0.04,
    h.w / 2,
    h.h * 0.48,
    "dome",
    (_x, y) => y < cheek,
  );
  const jawW = h.w * (view.side ? 0.5 : 0.6);
  const jawX = view.side ? h.hx + h.w * 0.48 - jawW : h.hx - jawW / 2;
  fillRect(canvas, p, jawX, cheek - 1, jawW, h.cy + h.h / 2 - cheek + 2, "pillow");
}

/**
 * The face of a skull: sockets, nose hole and teeth, all in the outline's ink so they read at
 * 1x. `part` is the skull's part (the marks belong to it).
 */
export function drawSkullFace(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  view: View,
  part: number,
): void {
  const dot = (x: number, y: number) => put(canvas, x, y, OUTLINE_INK, part, FLAG_DETAIL);
  const sw = Math.max(2, Math.round(h.w * 0.22));
  const sh = Math.max(2, Math.round(h.h * 0.22));
  const spacing = h.w * (0.22 - 0.03 * f.t);
  // Turned three-quarters, the sockets sit where a living face's eyes do (the far one near the
  // skull's edge, kept a pixel of bone inside it).
  const centers = view.side
    ? [h.ex]
    : view.turn > 0
      ? h.eyeXs
      : [h.ex - spacing * 1.05, h.ex + spacing * 1.05];
  const rightmost = view.turn > 0 ? Math.round(h.hx + h.w / 2) - 2 : Number.POSITIVE_INFINITY;
  // A pixel higher than a living eye once the head is big enough, to leave room for the nose
  // hole and the teeth below.
  const top = Math.round(h.eyeY - sh / 2) - (h.h >= 14 ? 1 : 0);
  for (const c of centers) {
    const x0 = Math.min(Math.round(c - sw / 2), rightmost - sw + 1);
    for (let y = top; y < top + sh; y++)
      for (let x = x0; x < x0 + sw; x++) {
        // Round the socket: its four corners stay bone once it is big enough to show a curve.
        const corner = (x === x0 || x === x0 + sw - 1) && (y === top || y === top + sh - 1);
        if (corner && sw >= 4 && sh >= 4) continue;
        dot(x, y);
      }
  }
  // The nose hole: an upturned notch under the sockets, toward the front in profile.
  const nx = Math.round(view.side ? h.ex + h.w * 0.14 : h.ex - 0.5);
  const ny = top + sh + (h.h >= 14 ? 1 : 0);
  dot(nx, ny);
  if (!view.side) dot(nx + 1, ny);
  if (h.h >= 14) {
    dot(nx, ny + 1);
    if (!view.side) dot(nx + 1, ny + 1);
  }
  // Teeth: the line where the jaws meet, crossed by a short mark every second pixel.
  const mouthY = ny + (h.h >= 14 ? 4 : 2);
  const half = Math.max(2, Math.round(h.w * (view.side ? 0.16 : 0.22)));
  const mx = Math.round(view.side ? h.hx + h.w * 0.3 : h.ex);
  for (let x = mx - half; x <= mx + half; x++) {
    dot(x, mouthY);
    if ((x - (mx - half)) % 2 === 0 && h.h >= 12) {
      dot(x, mouthY - 1);
      dot(x, mouthY + 1);
    }
  }
}

/** A bone foot under a shin: a flat oval toe out front, and the knee's knob. */
export function drawBoneFoot(
  canvas: InkCanvas,
  f: Figure,
  mats: CharMats,
  x: number,
  knee: number,
  footX: number,
  footW: number,
  bias: number,
): void {
  fillEllipse(
    canvas,
    pen(canvas, mats.skin, { bias }),
    x,
    knee,
    Math.max(1, f.legW * 0.38),
    Math.max(1, f.legW * 0.3),
    "dome",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.skin, { bias }),
    footX + footW / 2,
    f.feetY - Math.max(1, f.footH * 0.35),
    footW * 0.45,
    Math.max(1, f.footH * 0.35),
    "dome",
  );
}
