/**
 * Street furniture: a lamp post (a tall iron pole, a lantern head and its glow) and a bench (slats
 * on iron legs), standing on the frame's bottom and filling its long axis.
 */
import type { Drawn } from "./context";
import { drawFlame } from "./object-kit";
import { pen } from "./pen";
import type { PropKit } from "./prop-containers";
import { fillEllipse, fillPolygon, fillRect } from "./shapes";

const center = (kit: PropKit) => ({
  x: Math.round(kit.box.x + kit.box.w / 2),
  y: Math.round(kit.box.y + kit.box.h / 2),
});

/** A lamp post: base, pole, a crossbar and a glass lantern head; `curl` picks a bracket arm. */
export function lampPost(kit: PropKit, curl: boolean): Drawn {
  const { canvas, mats, box } = kit;
  const h = box.h;
  const cx = box.x + box.w / 2;
  const poleW = Math.max(2, Math.min(box.w * 0.12, h * 0.045));
  const headW = Math.max(5, Math.min(box.w * 0.5, h * 0.2));
  const headH = headW * 1.25;
  const iron = pen(canvas, mats.metal);
  // Base: a stepped plinth.
  fillRect(canvas, iron, cx - poleW * 1.6, box.y + h * 0.93, poleW * 3.2, h * 0.07, "pillow");
  fillRect(
    canvas,
    pen(canvas, mats.metal),
    cx - poleW / 2,
    box.y + headH * 1.05,
    poleW,
    h - headH * 1.05 - h * 0.06,
    "tubeV",
  );
  const headX = curl ? cx + headW * 0.55 : cx;
  if (curl) {
    fillRect(
      canvas,
      pen(canvas, mats.metal),
      cx,
      box.y + headH * 0.95,
      headW * 0.6,
      poleW * 0.8,
      "tubeH",
    );
  }
  // Lantern head: a cap, glass with the flame's glow, a collar.
  fillPolygon(
    canvas,
    pen(canvas, mats.metal),
    [
      { x: headX - headW * 0.15, y: box.y },
      { x: headX + headW * 0.15, y: box.y },
      { x: headX + headW * 0.55, y: box.y + headH * 0.25 },
      { x: headX - headW * 0.55, y: box.y + headH * 0.25 },
    ],
    "pillow",
  );
  const glass = pen(canvas, mats.fireInner, { shader: (nx) => (Math.abs(nx) < 0.5 ? 4 : 3) });
  fillRect(
    canvas,
    glass,
    headX - headW * 0.4,
    box.y + headH * 0.25,
    headW * 0.8,
    headH * 0.6,
    "tubeV",
  );
  drawFlame(canvas, mats, headX, box.y + headH * 0.72, headW * 0.22, headH * 0.35, kit.wobble);
  fillRect(
    canvas,
    pen(canvas, mats.metal),
    headX - headW * 0.45,
    box.y + headH * 0.85,
    headW * 0.9,
    headH * 0.15,
    "tubeH",
  );
  return { anchors: { center: center(kit) } };
}

/** A park bench in three-quarter profile: back slats, seat slats, iron legs and armrests. */
export function bench(kit: PropKit, slats: number): Drawn {
  const { canvas, mats, box } = kit;
  const w = box.w;
  const h = Math.min(box.h, w * 0.62);
  const top = box.y + box.h - h;
  const slatH = Math.max(1.5, h * 0.08);
  const wood = mats.wood;
  for (let i = 0; i < slats; i++) {
    fillRect(
      canvas,
      pen(canvas, wood),
      box.x + w * 0.06,
      top + h * 0.04 + i * slatH * 1.5,
      w * 0.88,
      slatH,
      "tubeH",
    );
  }
  const seatY = top + h * 0.5;
  fillRect(canvas, pen(canvas, wood), box.x, seatY, w, slatH * 1.4, "pillow");
  const legW = Math.max(2, w * 0.06);
  for (const t of [0.08, 0.86]) {
    const x = box.x + w * t;
    fillRect(canvas, pen(canvas, mats.metal), x, top, legW, h, "tubeV");
    fillEllipse(
      canvas,
      pen(canvas, mats.metal),
      x + legW / 2,
      seatY - h * 0.05,
      legW * 1.2,
      legW * 0.8,
      "dome",
    );
  }
  return { anchors: { center: center(kit) } };
}
