/**
 * A necklace, told apart from an amulet: an amulet is one big medallion on a thin chain; a
 * necklace is the string itself, a loop of round pearls draped wide, closed by a small gold
 * clasp at the back and with only a small drop at the front. Drawn the same colours as the
 * amulet, the two read as one picture.
 */
import type { ItemKit } from "./item-shapes";
import { flatPen, pen } from "./pen";
import { fillEllipse } from "./shapes";

/** How many pearls make the loop (fewer on a small icon, so each stays a round bead). */
function pearlCount(r: number): number {
  return Math.max(8, Math.min(18, Math.round(r * 0.6)));
}

export function necklace({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  // The loop: wider than tall, lowest at the front, open a little at the top for the clasp.
  const lx = r * 0.8;
  const ly = r * 0.66;
  const oy = cy - r * 0.12;
  const count = pearlCount(r);
  const bead = Math.max(1.2, r * 0.11);
  const gap = 0.12; // share of the turn left open at the top
  const clasp = { x: cx, y: oy - ly };
  for (let i = 0; i < count; i++) {
    // From the clasp round by the left, the front, and back up the right.
    const t = gap / 2 + ((1 - gap) * i) / (count - 1);
    const a = -Math.PI / 2 - t * 2 * Math.PI;
    const x = cx + Math.cos(a) * lx;
    const y = oy - Math.sin(a) * ly * -1;
    fillEllipse(canvas, pen(canvas, mats.white, { bias: 0.25 }), x, y, bead, bead, "dome");
  }
  fillEllipse(
    canvas,
    pen(canvas, mats.gold),
    clasp.x,
    clasp.y,
    Math.max(1.2, r * 0.13),
    Math.max(1, r * 0.08),
    "dome",
  );
  // A small drop hangs from the front of the loop: a bead of the necklace's stone.
  const front = oy + ly;
  fillEllipse(
    canvas,
    pen(canvas, mats.gold),
    cx,
    front + bead * 1.6,
    Math.max(1, r * 0.08),
    Math.max(1, r * 0.06),
    "dome",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.accent),
    cx,
    front + bead * 1.6 + r * 0.16,
    Math.max(1.2, r * 0.14),
    Math.max(1.5, r * 0.18),
    "dome",
  );
  fillEllipse(
    canvas,
    flatPen(canvas, mats.white, 4, { innerLine: false, detail: true }),
    cx - r * 0.04,
    front + bead * 1.6 + r * 0.1,
    Math.max(0.6, r * 0.04),
    Math.max(0.6, r * 0.04),
    "flat",
  );
}
