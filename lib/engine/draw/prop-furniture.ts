/**
 * Built props: sign, table, chair, lantern, torch, tombstone, fence, campfire, bookshelf, well
 * and anvil. Each is a small shape grammar: posts, boards, frames, and a detail or two.
 */
import { inkOf, newPart } from "./canvas";
import { stampLabel } from "./label";
import type { Drawn } from "./context";
import { fillIsoBox } from "./iso";
import { drawFlame, lathe } from "./object-kit";
import { flatPen, pen } from "./pen";
import type { PropKit } from "./prop-containers";
import { pick, type Random } from "../random";
import { fillCapsule, fillEllipse, fillPolygon, fillRect } from "./shapes";

const center = (kit: PropKit) => ({
  x: Math.round(kit.box.x + kit.box.w / 2),
  y: Math.round(kit.box.y + kit.box.h / 2),
});

/** A signpost; with a `label`, the board carries it in a pixel font instead of scribbled lines. */
export function sign(kit: PropKit, label: string | null = null): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.2);
  const cx = box.x + box.w / 2;
  const postW = Math.max(2, w * 0.12);
  fillRect(
    canvas,
    pen(canvas, mats.wood),
    cx - postW / 2,
    box.y + box.h * 0.3,
    postW,
    box.h * 0.7,
    "tubeV",
  );
  const bh = box.h * 0.48;
  const by = box.y + box.h * 0.04;
  const board = pen(canvas, mats.main);
  fillRect(canvas, board, cx - w / 2, by, w, bh, "pillow");
  const seam = flatPen(canvas, mats.main, 1, { innerLine: false });
  if (bh >= 10 && !label) fillRect(canvas, seam, cx - w / 2 + 1, Math.round(by + bh / 2), w - 2, 1);
  if (label) {
    const written = stampLabel(
      canvas,
      newPart(canvas, { innerLine: false }),
      label,
      {
        x0: Math.ceil(cx - w / 2) + 1,
        y0: Math.ceil(by) + 1,
        x1: Math.floor(cx + w / 2) - 2,
        y1: Math.floor(by + bh) - 2,
      },
      inkOf(mats.dark.ramp, 1),
      inkOf(mats.main.ramp, 1),
    );
    if (written) return { anchors: { center: center(kit) } };
  }
  const ink = flatPen(canvas, mats.dark, 1, { detail: true });
  const lines = bh >= 12 ? 2 : 1;
  for (let i = 0; i < lines; i++) {
    const ly = Math.round(
      by + (bh * (i + 1)) / (lines + 1) + (lines === 2 ? (i === 0 ? -1 : 1) : 0),
    );
    fillRect(canvas, ink, cx - w * 0.3, ly, w * (i === 0 ? 0.6 : 0.42), 1);
  }
  return { anchors: { center: center(kit) } };
}

export function table(kit: PropKit): Drawn {
  const { canvas, mats, box, iso } = kit;
  const cx = box.x + box.w / 2;
  if (iso) {
    const a = Math.min(box.w / 4.4, box.h / 3.2);
    const top = box.y + (box.h - (2 * a + a * 1.1)) / 2;
    const legs = pen(canvas, mats.darkWood);
    const legH = a * 1.1;
    for (const [lx, ly] of [
      [cx - 2 * a + 2, top + a + 1],
      [cx + 2 * a - 2, top + a + 1],
      [cx, top + 2 * a - 1],
    ] as const) {
      fillRect(canvas, legs, lx - Math.max(1, a * 0.12), ly, Math.max(2, a * 0.24), legH, "tubeV");
    }
    fillIsoBox(canvas, mats.main.ramp, newPart(canvas), {
      ox: cx,
      oy: top,
      a,
      b: a,
      h: Math.max(2, a * 0.25),
    });
    return { anchors: { center: center(kit) } };
  }
  const w = Math.min(box.w, box.h * 1.4);
  const topH = Math.max(3, w * 0.2);
  const y = box.y + box.h - w * 0.65;
  const legW = Math.max(2, w * 0.1);
  const legs = pen(canvas, mats.darkWood);
  for (const lx of [cx - w / 2 + legW * 0.6, cx + w / 2 - legW * 1.6])
    fillRect(canvas, legs, lx, y + topH, legW, box.y + box.h - y - topH, "tubeV");
  fillRect(canvas, pen(canvas, mats.main), cx - w / 2, y, w, topH, "tubeH");
  fillRect(
    canvas,
    pen(canvas, mats.main, { shader: () => 1 }),
    cx - w / 2 + 1,
    y + topH,
    w - 2,
    Math.max(1, topH * 0.3),
  );
  return { anchors: { center: center(kit) } };
}

/**
 * A chair seen from the front and a little to the side: a back of two posts with a crest rail
 * and a slat standing over the seat's far edge, the seat a lit top face with a front edge, and four legs (the far pair shorter, standing further back). Seat, back and legs
 * are what make a chair; from straight ahead it is a ladder.
 */
export function chair(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w * 0.86, box.h * 0.72);
  const left = box.x + (box.w - w) / 2;
  const bottom = box.y + box.h;
  const legW = Math.max(2, Math.round(w * 0.1));
  const backW = w * 0.62;
  const dx = w - backW;
  const dy = Math.max(3, box.h * 0.16);
  const seatY = box.y + box.h * 0.5;
  const seatT = Math.max(2, Math.round(box.h * 0.06));
  const wood = mats.main;
  const far = pen(canvas, wood, { bias: -0.25 });
  // Far legs, under the back posts, their feet higher up the picture (further away).
  for (const lx of [left, left + backW - legW])
    fillRect(canvas, far, lx, seatY, legW, bottom - dy - seatY, "tubeV");
  // The back: two posts up from the seat, a crest rail and one slat between them.
  const back = pen(canvas, wood);
  for (const lx of [left, left + backW - legW])
    fillRect(canvas, back, lx, box.y, legW, seatY - box.y + 1, "tubeV");
  const rail = pen(canvas, wood);
  fillRect(canvas, rail, left, box.y, backW, Math.max(2, box.h * 0.1), "tubeH");
  const slat = pen(canvas, wood, { bias: -0.1 });
  fillRect(
    canvas,
    slat,
    left + legW,
    box.y + box.h * 0.22,
    backW - legW * 2,
    Math.max(2, box.h * 0.07),
    "tubeH",
  );
  // The seat: its top face runs forward (down-right) from the back to the front edge.
  const seat = pen(canvas, wood, { shader: () => 3 });
  fillPolygon(canvas, seat, [
    { x: left, y: seatY },
    { x: left + backW, y: seatY },
    { x: left + w, y: seatY + dy },
    { x: left + dx, y: seatY + dy },
  ]);
  const edge = pen(canvas, wood, { shader: () => 2 });
  fillRect(canvas, edge, left + dx, seatY + dy, backW, seatT);
  // Near legs, from the front edge to the floor.
  const near = pen(canvas, wood);
  for (const lx of [left + dx, left + w - legW])
    fillRect(canvas, near, lx, seatY + dy + seatT, legW, bottom - seatY - dy - seatT, "tubeV");
  return { anchors: { center: center(kit) } };
}

export function lantern(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const h = box.h;
  const w = Math.min(box.w * 0.7, h * 0.55);
  const cx = box.x + box.w / 2;
  const top = box.y;
  const ring = pen(canvas, mats.metal);
  fillEllipse(canvas, ring, cx, top + h * 0.08, w * 0.2, h * 0.08, "dome", (x, y) => {
    const u = (x + 0.5 - cx) / (w * 0.2);
    const v = (y + 0.5 - (top + h * 0.08)) / (h * 0.08);
    return u * u + v * v > 0.35;
  });
  fillPolygon(
    canvas,
    pen(canvas, mats.metal),
    [
      { x: cx - w * 0.18, y: top + h * 0.14 },
      { x: cx + w * 0.18, y: top + h * 0.14 },
      { x: cx + w * 0.5, y: top + h * 0.3 },
      { x: cx - w * 0.5, y: top + h * 0.3 },
    ],
    "pillow",
  );
  const glass = pen(canvas, mats.fireInner, { shader: (nx) => (Math.abs(nx) < 0.5 ? 4 : 3) });
  fillRect(canvas, glass, cx - w * 0.4, top + h * 0.3, w * 0.8, h * 0.52, "tubeV");
  const bars = pen(canvas, mats.metal, { innerLine: false });
  for (const dx of [-0.42, 0.42 - 0.12])
    fillRect(canvas, bars, cx + dx * w, top + h * 0.3, Math.max(1, w * 0.12), h * 0.52, "tubeV");
  drawFlame(canvas, mats, cx, top + h * 0.74, w * 0.34, h * 0.3, kit.wobble);
  fillRect(canvas, pen(canvas, mats.metal), cx - w * 0.5, top + h * 0.82, w, h * 0.12, "tubeH");
  return { anchors: { center: center(kit) } };
}

/**
 * A torch: a wooden handle with a cloth wrap and a flame. On a wall (`wall`) it stands in an
 * iron ring on a bracket riveted to a plate behind its handle, the mount that says "wall".
 */
export function torch(kit: PropKit, wall = false): Drawn {
  const { canvas, mats, box } = kit;
  const h = box.h;
  const cx = box.x + box.w / 2;
  const r = Math.max(1, Math.min(box.w, h) * 0.07);
  if (wall) {
    const plateW = Math.max(r * 5, 6);
    fillRect(
      canvas,
      pen(canvas, mats.metal),
      cx - plateW / 2,
      box.y + h * 0.62,
      plateW,
      h * 0.36,
      "flat",
    );
    const rivets = pen(canvas, mats.metal, { detail: true, shader: () => 4 });
    for (const dy of [0.67, 0.92])
      for (const dx of [-0.32, 0.32])
        fillRect(canvas, rivets, cx + dx * plateW - 0.5, box.y + h * dy, 1, 1);
  }
  fillCapsule(
    canvas,
    pen(canvas, mats.wood),
    cx,
    box.y + (wall ? h * 0.88 : box.h - r),
    cx,
    box.y + h * 0.45,
    r * 0.8,
    r,
  );
  if (wall) {
    fillRect(
      canvas,
      pen(canvas, mats.metal),
      cx - r * 1.6,
      box.y + h * 0.66,
      r * 3.2,
      Math.max(2, h * 0.05),
      "tubeH",
    );
  }
  fillRect(
    canvas,
    pen(canvas, mats.cloth),
    cx - r * 1.4,
    box.y + h * 0.4,
    r * 2.8,
    h * 0.12,
    "tubeV",
  );
  drawFlame(
    canvas,
    mats,
    cx,
    box.y + h * 0.43,
    Math.min(box.w * 0.8, h * 0.4),
    h * 0.43,
    kit.wobble,
  );
  return { anchors: { center: center(kit) } };
}

export function tombstone(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w * 0.78, box.h * 0.7);
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const top = box.y;
  const stone = pen(canvas, mats.main);
  fillEllipse(canvas, stone, cx, top + w / 2, w / 2, w / 2, "pillow", (_x, y) => y < top + w / 2);
  fillRect(
    canvas,
    { ...stone, part: stone.part },
    cx - w / 2,
    top + w / 2,
    w,
    bottom - top - w / 2,
    "pillow",
  );
  const cut = flatPen(canvas, mats.main, 1, { innerLine: false, detail: true });
  const t = Math.max(1, Math.round(w * 0.08));
  fillRect(canvas, cut, Math.round(cx - t / 2), top + w * 0.25, t, w * 0.6);
  fillRect(canvas, cut, cx - w * 0.22, Math.round(top + w * 0.42), w * 0.44, t);
  const grass = pen(canvas, mats.leaf);
  fillEllipse(
    canvas,
    grass,
    cx,
    bottom - Math.max(1, w * 0.06),
    w * 0.62,
    Math.max(1.5, w * 0.1),
    "dome",
  );
  return { anchors: { center: center(kit) } };
}

/** A fence's build, by the seed: three posts with two rails, or close-set pointed pickets. */
export const FENCE_STYLES = ["rails", "pickets"] as const;

export function fence(kit: PropKit, style: (typeof FENCE_STYLES)[number] = "rails"): Drawn {
  const { canvas, mats, box } = kit;
  const pickets = style === "pickets";
  const postW = Math.max(2, box.w * (pickets ? 0.09 : 0.12));
  // Pickets stand a post's width apart; rails need only three posts.
  const posts = pickets ? Math.max(3, Math.floor((box.w + postW) / (postW * 2))) : 3;
  const h = box.h * (pickets ? 0.7 : 0.8);
  const top = box.y + box.h - h;
  const rail = pen(canvas, mats.main);
  for (const t of pickets ? [0.35, 0.75] : [0.3, 0.68])
    fillRect(canvas, rail, box.x, top + h * t, box.w, Math.max(2, h * 0.1), "tubeH");
  for (let i = 0; i < posts; i++) {
    const x = box.x + (box.w - postW) * (i / (posts - 1));
    const p = pen(canvas, mats.main);
    fillRect(canvas, p, x, top + postW * 0.5, postW, h - postW * 0.5, "tubeV");
    fillPolygon(canvas, { ...p, part: p.part }, [
      { x, y: top + postW * 0.6 },
      { x: x + postW / 2, y: top },
      { x: x + postW, y: top + postW * 0.6 },
    ]);
  }
  return { anchors: { center: center(kit) } };
}

export function campfire(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.2);
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const r = Math.max(1, w * 0.07);
  drawFlame(canvas, mats, cx, bottom - r * 1.6, w * 0.6, box.h * 0.75, kit.wobble);
  const log = pen(canvas, mats.wood);
  fillCapsule(canvas, log, cx - w * 0.42, bottom - r, cx + w * 0.3, bottom - r * 2.6, r);
  fillCapsule(
    canvas,
    pen(canvas, mats.wood),
    cx + w * 0.42,
    bottom - r,
    cx - w * 0.3,
    bottom - r * 2.6,
    r,
  );
  const stones = pen(canvas, mats.stone);
  for (const dx of [-0.45, -0.15, 0.15, 0.45])
    fillEllipse(canvas, stones, cx + dx * w, bottom - r * 0.9, w * 0.1, r * 1.1, "dome");
  return { anchors: { center: center(kit) } };
}

export function bookshelf(kit: PropKit, random: Random): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 0.8);
  const x = box.x + (box.w - w) / 2;
  const frame = pen(canvas, mats.main);
  fillRect(canvas, frame, x, box.y, w, box.h, "pillow");
  const inset = Math.max(1, Math.round(w * 0.08));
  const shelves = Math.max(2, Math.min(4, Math.round(box.h / 14)));
  const cellH = (box.h - inset) / shelves;
  const colors = [mats.accent, mats.cloth, mats.leaf, mats.gold, mats.paper];
  for (let s = 0; s < shelves; s++) {
    const y0 = box.y + inset + s * cellH;
    fillRect(
      canvas,
      pen(canvas, mats.darkWood, { shader: () => 1 }),
      x + inset,
      y0,
      w - 2 * inset,
      cellH - inset,
    );
    let bx = x + inset;
    while (bx < x + w - inset - 1) {
      const bw = Math.max(1, Math.round(w * (0.06 + random() * 0.05)));
      const bh = (cellH - inset) * (0.6 + random() * 0.35);
      if (bx + bw > x + w - inset) break;
      fillRect(
        canvas,
        pen(canvas, pick(random, colors)),
        bx,
        y0 + cellH - inset - bh,
        bw,
        bh,
        "tubeV",
      );
      bx += bw + (random() < 0.25 ? 1 : 0);
    }
  }
  return { anchors: { center: center(kit) } };
}

export function well(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 0.9);
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const wallH = box.h * 0.35;
  const roofTop = box.y;
  const postW = Math.max(2, w * 0.08);
  const posts = pen(canvas, mats.wood);
  for (const s of [-1, 1])
    fillRect(
      canvas,
      posts,
      cx + s * w * 0.36 - postW / 2,
      roofTop + box.h * 0.2,
      postW,
      box.h * 0.5,
      "tubeV",
    );
  fillPolygon(
    canvas,
    pen(canvas, mats.cloth),
    [
      { x: cx, y: roofTop },
      { x: cx + w / 2, y: roofTop + box.h * 0.26 },
      { x: cx - w / 2, y: roofTop + box.h * 0.26 },
    ],
    "pillow",
  );
  lathe(canvas, pen(canvas, mats.stone), cx, bottom - wallH, wallH, () => w * 0.46);
  fillEllipse(
    canvas,
    pen(canvas, mats.stone, { shader: () => 3 }),
    cx,
    bottom - wallH,
    w * 0.46,
    Math.max(1.5, wallH * 0.22),
    "flat",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.dark, { shader: () => 1, innerLine: false }),
    cx,
    bottom - wallH,
    w * 0.34,
    Math.max(1, wallH * 0.13),
    "flat",
  );
  return { anchors: { center: center(kit) } };
}

export function anvil(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.5);
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const h = w * 0.62;
  const top = bottom - h;
  const metal = pen(canvas, mats.main.light.highlight ? mats.main : mats.metal);
  fillPolygon(
    canvas,
    metal,
    [
      { x: cx - w * 0.5, y: top },
      { x: cx + w * 0.3, y: top },
      { x: cx + w * 0.36, y: top + h * 0.32 },
      { x: cx + w * 0.12, y: top + h * 0.4 },
      { x: cx + w * 0.16, y: top + h * 0.78 },
      { x: cx + w * 0.32, y: bottom },
      { x: cx - w * 0.32, y: bottom },
      { x: cx - w * 0.16, y: top + h * 0.78 },
      { x: cx - w * 0.12, y: top + h * 0.4 },
      { x: cx - w * 0.28, y: top + h * 0.3 },
    ],
    "pillow",
  );
  return { anchors: { center: center(kit) } };
}
