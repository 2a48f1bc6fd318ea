/**
 * Archery icons: an arrow (shaft, metal head, feathered fletching), a small bundle of arrows tied
 * together, a quiver (a leather tube with the white-fletched ends of its arrows standing out of
 * the top) and an archery target (concentric red and white rings round a gold centre, either on a
 * wooden tripod stand or as a round straw board). All fit the icon's square like the other items.
 */
import type { ItemKit } from "./item-shapes";
import { flatPen, type Mat, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, type Vec } from "./shapes";

/** How a target is shown, by the seed: on a tripod stand, or as a round board filling the icon. */
export const TARGET_MOUNTS = ["stand", "board"] as const;
export type TargetMount = (typeof TARGET_MOUNTS)[number];

/** The words that ask for several arrows rather than one. */
export const ARROW_BUNDLE_WORDS = /\barrows\b/;

/** A point `along` units from `p` in direction `d` and `across` units along its normal. */
function at(p: Vec, d: Vec, along: number, across: number): Vec {
  return { x: p.x + d.x * along - d.y * across, y: p.y + d.y * along + d.x * across };
}

/**
 * One arrow from its tail to its tip; `size` scales the head and fletching (about the icon's
 * half-size). The fletching is two vanes either side of the shaft, a little in from the tail.
 */
function arrow(
  kit: ItemKit,
  tail: Vec,
  tip: Vec,
  size: number,
  head = true,
  feathers: Mat = kit.mats.accent,
): void {
  const { canvas, mats } = kit;
  const len = Math.hypot(tip.x - tail.x, tip.y - tail.y) || 1;
  const d = { x: (tip.x - tail.x) / len, y: (tip.y - tail.y) / len };
  const shaftR = Math.max(0.5, size * 0.045);
  const headLen = Math.max(3, size * 0.3);
  const shaftEnd = at(tip, d, head ? -headLen * 0.6 : 0, 0);
  fillCapsule(canvas, pen(canvas, mats.wood), tail.x, tail.y, shaftEnd.x, shaftEnd.y, shaftR);
  fletching(kit, feathers, tail, d, size, shaftR);
  if (!head) return;
  const hw = Math.max(1.5, size * 0.14);
  fillPolygon(
    canvas,
    pen(canvas, mats.metal),
    [tip, at(tip, d, -headLen, hw), at(tip, d, -headLen * 0.8, 0), at(tip, d, -headLen, -hw)],
    "pillow",
  );
}

/**
 * Two feather vanes either side of the shaft near its tail: long and narrow, cut square at the
 * tail and sloping into the shaft at the front, with the shaft's end (the nock) drawn over them
 * so it splits them. Broad vanes round a hidden shaft read as a ball on a stick.
 */
function fletching(kit: ItemKit, feathers: Mat, tail: Vec, d: Vec, size: number, shaftR: number) {
  const { canvas, mats } = kit;
  const fl = Math.max(4, size * 0.42);
  const fw = Math.max(1.5, size * 0.13);
  for (const side of [1, -1]) {
    fillPolygon(
      canvas,
      pen(canvas, feathers, { bias: side > 0 ? 0.3 : -0.2 }),
      [
        at(tail, d, fl * 0.04, 0),
        at(tail, d, fl * 0.04, side * fw),
        at(tail, d, fl * 0.62, side * fw),
        at(tail, d, fl, side * fw * 0.2),
        at(tail, d, fl, 0),
      ],
      "pillow",
    );
  }
  const nockEnd = at(tail, d, fl * 0.9, 0);
  fillCapsule(canvas, pen(canvas, mats.darkWood), tail.x, tail.y, nockEnd.x, nockEnd.y, shaftR);
}

/** One arrow across the icon, tail low left, head high right. */
export function singleArrow(kit: ItemKit): void {
  const { cx, cy, r } = kit.sq;
  arrow(kit, { x: cx - r * 0.88, y: cy + r * 0.88 }, { x: cx + r * 0.92, y: cy - r * 0.92 }, r);
}

/** Three arrows side by side, a little staggered, tied round their middles. */
export function arrowBundle(kit: ItemKit): void {
  const { cx, cy, r } = kit.sq;
  const d = { x: Math.SQRT1_2, y: -Math.SQRT1_2 };
  const mid = { x: cx, y: cy };
  for (const s of [-1, 0, 1]) {
    const tail = at(mid, d, -r * (1.1 - s * 0.1), s * r * 0.24);
    const tip = at(mid, d, r * (1.12 + s * 0.1), s * r * 0.24);
    arrow(kit, tail, tip, r * 0.72);
  }
  // The tie: a short band across the shafts.
  const a = at(mid, d, -r * 0.1, r * 0.36);
  const b = at(mid, d, -r * 0.1, -r * 0.36);
  fillCapsule(
    kit.canvas,
    pen(kit.canvas, kit.mats.darkWood),
    a.x,
    a.y,
    b.x,
    b.y,
    Math.max(0.8, r * 0.08),
  );
}

/**
 * A leather tube standing almost upright, open at the top, three arrows fanning out of its mouth:
 * bare shafts, then broad pale feather fletching at their ends. Red or orange tips on a brown
 * tube read as a torch's flame, so a quiver's feathers are white (a lone arrow keeps its
 * coloured ones); a capsule with no opening reads as a sausage.
 */
export function quiver(kit: ItemKit): void {
  const { canvas, mats, sq } = kit;
  const { cx, cy, r } = sq;
  // The foot's rounded end (a capsule cap of the tube's radius) stays inside the frame.
  const base = { x: cx + r * 0.2, y: cy + r * 0.64 };
  const mouth = { x: cx - r * 0.02, y: cy - r * 0.34 };
  const tubeR = r * 0.3;
  const len = Math.hypot(base.x - mouth.x, base.y - mouth.y);
  const d = { x: (base.x - mouth.x) / len, y: (base.y - mouth.y) / len };
  // The tube: its top cap hidden under the opening, a rounded foot.
  const top = at(mouth, d, tubeR * 0.5, 0);
  fillCapsule(canvas, pen(canvas, mats.main), top.x, top.y, base.x, base.y, tubeR, tubeR * 0.9);
  // The opening: the dark inside of the tube, seen a little from above.
  fillEllipse(
    canvas,
    flatPen(canvas, mats.darkWood, 0, { innerLine: false }),
    mouth.x,
    mouth.y,
    tubeR * 0.92,
    tubeR * 0.38,
    "flat",
  );
  // The arrows stand out of the opening.
  for (const [dx, dy] of [
    [-0.5, -0.88],
    [-0.04, -0.96],
    [0.42, -0.84],
  ] as const) {
    const tail = { x: cx + r * dx, y: cy + r * dy };
    const into = { x: mouth.x + (tail.x - cx) * 0.3, y: mouth.y + tubeR * 0.1 };
    arrow(kit, tail, into, r * 0.95, false, mats.white);
  }
  // A rim round the mouth (in front of the arrows' feet), a band near the foot, a strap.
  const rim = at(mouth, d, tubeR * 0.3, 0);
  const rimA = at(rim, d, 0, tubeR * 1.05);
  const rimB = at(rim, d, 0, -tubeR * 1.05);
  const band = Math.max(0.8, r * 0.07);
  fillCapsule(canvas, pen(canvas, mats.darkWood), rimA.x, rimA.y, rimB.x, rimB.y, band);
  const low = at(mouth, d, len * 0.72, 0);
  const lowA = at(low, d, 0, tubeR * 1.0);
  const lowB = at(low, d, 0, -tubeR * 1.0);
  fillCapsule(canvas, pen(canvas, mats.darkWood), lowA.x, lowA.y, lowB.x, lowB.y, band);
  // A stitched seam down the lit side of the tube, so it reads as sewn leather, not a pipe.
  const stitch = flatPen(canvas, mats.paper, 1, { innerLine: false });
  const step = Math.max(2.5, r * 0.1);
  for (let t = len * 0.2; t < len * 0.66; t += step) {
    const a = at(mouth, d, t, tubeR * 0.45);
    const b = at(mouth, d, t + step * 0.45, tubeR * 0.45);
    fillCapsule(canvas, stitch, a.x, a.y, b.x, b.y, 0.5);
  }
  const strapTop = at(mouth, d, len * 0.18, -tubeR * 0.95);
  const strapEnd = at(mouth, d, len * 0.72, -tubeR * 0.95);
  fillCapsule(
    canvas,
    flatPen(canvas, mats.darkWood, 1, { innerLine: false }),
    strapTop.x,
    strapTop.y,
    strapEnd.x,
    strapEnd.y,
    Math.max(0.5, r * 0.04),
  );
}

/** Ring radii of a target face, outermost first, as fractions of its radius. */
export const TARGET_RINGS = [1, 0.78, 0.56, 0.34, 0.14] as const;

/** An archery target: red and white rings round a gold centre, on a stand or as a straw board. */
export function target(kit: ItemKit, mount: TargetMount): void {
  const { canvas, mats, sq } = kit;
  const { cx, cy, r } = sq;
  const onStand = mount === "stand";
  const faceR = onStand ? r * 0.66 : r * 0.9;
  const fy = onStand ? cy - r * 0.24 : cy;
  if (onStand) {
    const legR = Math.max(0.7, r * 0.06);
    const wood = pen(canvas, mats.wood, { bias: -0.4 });
    fillCapsule(canvas, wood, cx, fy, cx, cy + r * 0.84, legR);
    for (const side of [-1, 1]) {
      fillCapsule(
        canvas,
        pen(canvas, mats.wood),
        cx + side * r * 0.2,
        fy,
        cx + side * r * 0.62,
        cy + r * 0.96,
        legR,
      );
    }
  }
  // The straw boss (the item's main material) behind the painted face shows as a rim.
  fillEllipse(canvas, pen(canvas, mats.main), cx, fy, faceR, faceR, "dome");
  const colors = [mats.white, mats.accent, mats.white, mats.accent, mats.gold];
  TARGET_RINGS.forEach((ring, i) => {
    fillEllipse(
      canvas,
      flatPen(canvas, colors[i]!, i % 2 === 0 ? 3 : 2, { innerLine: false }),
      cx,
      fy,
      faceR * 0.84 * ring,
      faceR * 0.84 * ring,
      "flat",
    );
  });
}
