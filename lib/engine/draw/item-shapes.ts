/**
 * Item icons, each a small shape grammar inside a square: potion, gem, key, coin, scroll, apple,
 * bread, meat, cheese, ring, book, heart, bag, bomb, star, amulet, feather. Icons face the
 * viewer; they are what an inventory slot shows.
 */
import { type InkCanvas, newPart } from "./canvas";
import { lathe, type ObjectMats } from "./object-kit";
import { flatPen, type Mat, pen } from "./pen";
import { drawLine, fillCapsule, fillEllipse, fillPolygon, fillRect, type Vec } from "./shapes";

/** A square area: center and half-size. */
export interface Square {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

export interface ItemKit {
  readonly canvas: InkCanvas;
  readonly mats: ObjectMats;
  readonly sq: Square;
}

function glint(canvas: InkCanvas, mat: Mat, x: number, y: number, r: number) {
  fillEllipse(
    canvas,
    flatPen(canvas, mat, 4, { innerLine: false, detail: true }),
    x,
    y,
    Math.max(0.7, r),
    Math.max(0.7, r),
    "flat",
  );
}

/** A potion's bottle, by the seed: a round flask, a tall vial, or a conical flask. */
export const POTION_BOTTLES = ["round", "vial", "conical"] as const;
export type PotionBottle = (typeof POTION_BOTTLES)[number];

/** Half-width of the bottle at t (0 at the neck's top, 1 at the base), in units of r. */
function bottleProfile(
  bottle: PotionBottle,
  neckR: number,
  neckEnd: number,
): (t: number) => number {
  return (t) => {
    if (t < neckEnd) return neckR;
    const u = (t - neckEnd) / (1 - neckEnd);
    if (bottle === "vial") {
      // Straight sides with a rounded foot.
      const foot = Math.max(0, (u - 0.8) / 0.2);
      return Math.max(neckR, 0.46 * Math.sqrt(Math.max(0, 1 - foot * foot)));
    }
    if (bottle === "conical") return Math.max(neckR, 0.2 + 0.6 * Math.min(1, u * 1.1));
    const y = (u - 0.55) / 0.55;
    return Math.max(neckR, 0.78 * Math.sqrt(Math.max(0, 1 - y * y)));
  };
}

export function potion({ canvas, mats, sq }: ItemKit, bottle: PotionBottle = "round"): void {
  const { cx, cy, r } = sq;
  const top = cy - r;
  const h = 2 * r;
  const neckR = r * (bottle === "vial" ? 0.2 : 0.24);
  const unit = bottleProfile(bottle, 0.24, bottle === "conical" ? 0.28 : 0.34);
  const profile = (t: number) => Math.max(neckR, unit(t) * r);
  const bodyR = profile(0.7);
  lathe(canvas, pen(canvas, mats.glass), cx, top + h * 0.1, h * 0.9, profile);
  const liquidTop = top + h * 0.1 + h * 0.9 * 0.55;
  const liquid = pen(canvas, mats.accent, { innerLine: false });
  lathe(canvas, liquid, cx, liquidTop, top + h - liquidTop - Math.max(1, r * 0.1), (t) =>
    Math.max(0, profile(0.55 + t * 0.45) - Math.max(1, r * 0.1)),
  );
  fillRect(canvas, pen(canvas, mats.wood), cx - neckR * 0.9, top, neckR * 1.8, h * 0.14, "tubeV");
  glint(canvas, mats.white, cx - bodyR * 0.45, top + h * 0.62, r * 0.08);
}

export function gem({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const w = r * 0.95;
  const crownY = cy - r * 0.45;
  const girdleY = cy - r * 0.05;
  const tipY = cy + r * 0.85;
  const part = newPart(canvas);
  const face = (pts: Vec[], level: number) =>
    fillPolygon(canvas, { ramp: mats.accent.ramp, shader: () => level, part }, pts);
  // Facets, each one flat level: lit to the top-left, dark to the bottom-right.
  face(
    [
      { x: cx - w * 0.55, y: crownY },
      { x: cx + w * 0.55, y: crownY },
      { x: cx + w, y: girdleY },
      { x: cx - w, y: girdleY },
    ],
    3,
  );
  face(
    [
      { x: cx - w * 0.55, y: crownY },
      { x: cx - w * 0.2, y: crownY },
      { x: cx - w * 0.35, y: girdleY },
      { x: cx - w, y: girdleY },
    ],
    4,
  );
  face(
    [
      { x: cx - w, y: girdleY },
      { x: cx, y: girdleY },
      { x: cx, y: tipY },
    ],
    2,
  );
  face(
    [
      { x: cx, y: girdleY },
      { x: cx + w, y: girdleY },
      { x: cx, y: tipY },
    ],
    1,
  );
  face(
    [
      { x: cx - w * 0.35, y: girdleY },
      { x: cx + w * 0.1, y: girdleY },
      { x: cx, y: tipY },
    ],
    3,
  );
}

export function key({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const main = mats.main;
  const bowR = r * 0.38;
  const bx = cx - r * 0.55;
  const by = cy - r * 0.4;
  const thick = Math.max(1.2, r * 0.13);
  fillCapsule(
    canvas,
    pen(canvas, main),
    bx + bowR * 0.6,
    by + bowR * 0.6,
    cx + r * 0.75,
    cy + r * 0.75,
    thick,
  );
  const teeth = pen(canvas, main);
  for (const t of [0.55, 0.8]) {
    const x = bx + (cx + r * 0.75 - bx) * t;
    const y = by + (cy + r * 0.75 - by) * t;
    fillCapsule(canvas, teeth, x, y, x + r * 0.22, y - r * 0.22, thick * 0.9);
  }
  const bow = pen(canvas, main);
  fillEllipse(canvas, bow, bx, by, bowR, bowR, "dome", (x, y) => {
    const u = (x + 0.5 - bx) / bowR;
    const v = (y + 0.5 - by) / bowR;
    return u * u + v * v > 0.3;
  });
}

export function coin({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const rim = pen(canvas, mats.main);
  fillEllipse(canvas, rim, cx + r * 0.06, cy + r * 0.04, r * 0.82, r * 0.86, "flat");
  fillEllipse(
    canvas,
    pen(canvas, mats.main, { shader: () => 1, innerLine: false }),
    cx + r * 0.12,
    cy + r * 0.06,
    r * 0.82,
    r * 0.86,
    "flat",
    (x, y) => {
      const u = (x + 0.5 - cx - r * 0.06) / (r * 0.82);
      const v = (y + 0.5 - cy - r * 0.04) / (r * 0.86);
      return u * u + v * v > 1;
    },
  );
  const face = pen(canvas, mats.main);
  fillEllipse(canvas, face, cx, cy, r * 0.78, r * 0.82, "dome");
  const inner = pen(canvas, mats.main, { shader: (nx, ny) => (nx + ny < 0 ? 2 : 3) });
  fillEllipse(canvas, inner, cx, cy, r * 0.55, r * 0.58, "flat");
  if (r >= 8) {
    const mark = flatPen(canvas, mats.main, 1, { innerLine: false, detail: true });
    fillRect(
      canvas,
      mark,
      Math.round(cx - r * 0.08),
      cy - r * 0.32,
      Math.max(1, r * 0.16),
      r * 0.64,
    );
  }
  glint(canvas, mats.white, cx - r * 0.45, cy - r * 0.4, r * 0.07);
}

export function scroll({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const w = r * 1.5;
  const h = r * 1.7;
  fillRect(
    canvas,
    pen(canvas, mats.paper),
    cx - w * 0.42,
    cy - h * 0.42,
    w * 0.84,
    h * 0.84,
    "pillow",
  );
  const ink = flatPen(canvas, mats.dark, 2, { innerLine: false, detail: true });
  const lines = Math.max(2, Math.min(5, Math.floor(r / 4)));
  for (let i = 0; i < lines; i++) {
    const y = Math.round(cy - h * 0.25 + (h * 0.5 * i) / Math.max(1, lines - 1));
    fillRect(canvas, ink, cx - w * 0.28, y, w * (i === lines - 1 ? 0.35 : 0.56), 1);
  }
  for (const y of [cy - h * 0.45, cy + h * 0.45]) {
    fillCapsule(canvas, pen(canvas, mats.paper), cx - w * 0.5, y, cx + w * 0.5, y, r * 0.16);
    fillEllipse(canvas, pen(canvas, mats.wood), cx - w * 0.55, y, r * 0.1, r * 0.16, "dome");
    fillEllipse(canvas, pen(canvas, mats.wood), cx + w * 0.55, y, r * 0.1, r * 0.16, "dome");
  }
}

export function apple({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  fillCapsule(
    canvas,
    pen(canvas, mats.wood),
    cx,
    cy - r * 0.55,
    cx + r * 0.1,
    cy - r * 0.95,
    Math.max(0.7, r * 0.07),
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.leaf),
    cx + r * 0.35,
    cy - r * 0.8,
    r * 0.28,
    r * 0.14,
    "dome",
  );
  const body = pen(canvas, mats.main);
  fillEllipse(canvas, body, cx - r * 0.28, cy + r * 0.08, r * 0.6, r * 0.78, "dome");
  fillEllipse(canvas, { ...body }, cx + r * 0.28, cy + r * 0.08, r * 0.6, r * 0.78, "dome");
  fillEllipse(canvas, { ...body }, cx, cy + r * 0.2, r * 0.7, r * 0.68, "dome");
  glint(canvas, mats.white, cx - r * 0.45, cy - r * 0.25, r * 0.09);
}

export function bread({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const crust = pen(canvas, mats.main);
  fillEllipse(
    canvas,
    crust,
    cx,
    cy + r * 0.1,
    r * 0.95,
    r * 0.6,
    "dome",
    (_x, y) => y < cy + r * 0.5,
  );
  fillRect(canvas, { ...crust }, cx - r * 0.9, cy + r * 0.2, r * 1.8, r * 0.3, "tubeH");
  const score = flatPen(canvas, mats.main, 4, { innerLine: false });
  for (const dx of [-0.45, 0, 0.45]) {
    fillCapsule(
      canvas,
      score,
      cx + dx * r - r * 0.1,
      cy - r * 0.15,
      cx + dx * r + r * 0.12,
      cy - r * 0.35,
      Math.max(0.5, r * 0.06),
    );
  }
}

export function meat({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const bone = pen(canvas, mats.white);
  fillCapsule(canvas, bone, cx + r * 0.1, cy + r * 0.1, cx + r * 0.72, cy + r * 0.72, r * 0.13);
  fillEllipse(canvas, { ...bone }, cx + r * 0.78, cy + r * 0.62, r * 0.16, r * 0.16, "dome");
  fillEllipse(canvas, { ...bone }, cx + r * 0.62, cy + r * 0.8, r * 0.16, r * 0.16, "dome");
  const flesh = pen(canvas, mats.main);
  fillEllipse(canvas, flesh, cx - r * 0.2, cy - r * 0.2, r * 0.72, r * 0.62, "dome");
  glint(canvas, mats.white, cx - r * 0.5, cy - r * 0.45, r * 0.07);
}

export function cheese({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const part = newPart(canvas);
  const top: Vec[] = [
    { x: cx - r * 0.9, y: cy - r * 0.1 },
    { x: cx + r * 0.5, y: cy - r * 0.7 },
    { x: cx + r * 0.9, y: cy - r * 0.2 },
  ];
  fillPolygon(canvas, { ramp: mats.main.ramp, shader: () => 3, part }, top);
  fillPolygon(canvas, { ramp: mats.main.ramp, shader: () => 2, part }, [
    top[0]!,
    top[2]!,
    { x: cx + r * 0.9, y: cy + r * 0.5 },
    { x: cx - r * 0.9, y: cy + r * 0.5 },
  ]);
  const hole = flatPen(canvas, mats.main, 1, { innerLine: false, detail: true });
  for (const [dx, dy, s] of [
    [-0.4, 0.2, 0.14],
    [0.3, 0.1, 0.1],
    [0.45, -0.3, 0.08],
  ] as const) {
    fillEllipse(
      canvas,
      hole,
      cx + dx * r,
      cy + dy * r,
      Math.max(0.8, r * s),
      Math.max(0.8, r * s),
      "flat",
    );
  }
}

export function ring({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const band = pen(canvas, mats.main);
  const ry = r * 0.6;
  fillEllipse(canvas, band, cx, cy + r * 0.25, r * 0.75, ry, "dome", (x, y) => {
    const u = (x + 0.5 - cx) / (r * 0.55);
    const v = (y + 0.5 - cy - r * 0.25) / (ry * 0.7);
    return u * u + v * v > 1;
  });
  fillEllipse(canvas, pen(canvas, mats.gold), cx, cy - r * 0.38, r * 0.34, r * 0.22, "dome");
  fillEllipse(canvas, pen(canvas, mats.accent), cx, cy - r * 0.52, r * 0.26, r * 0.26, "dome");
  glint(canvas, mats.white, cx - r * 0.1, cy - r * 0.62, r * 0.06);
}

export function book({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const w = r * 1.4;
  const h = r * 1.8;
  fillRect(
    canvas,
    pen(canvas, mats.paper),
    cx - w / 2 + r * 0.1,
    cy - h / 2 + r * 0.1,
    w,
    h,
    "tubeH",
  );
  const cover = pen(canvas, mats.main);
  fillRect(canvas, cover, cx - w / 2, cy - h / 2, w * 0.92, h * 0.92, "pillow");
  fillRect(
    canvas,
    pen(canvas, mats.main, { shader: () => 1 }),
    cx - w / 2,
    cy - h / 2,
    Math.max(1, w * 0.14),
    h * 0.92,
  );
  const emblem = pen(canvas, mats.gold);
  fillEllipse(canvas, emblem, cx + w * 0.04, cy - h * 0.05, w * 0.18, w * 0.18, "dome");
}

export function heart({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const p = pen(canvas, mats.main);
  fillEllipse(canvas, p, cx - r * 0.42, cy - r * 0.25, r * 0.5, r * 0.5, "dome");
  fillEllipse(canvas, { ...p }, cx + r * 0.42, cy - r * 0.25, r * 0.5, r * 0.5, "dome");
  fillPolygon(
    canvas,
    { ...p },
    [
      { x: cx - r * 0.9, y: cy - r * 0.1 },
      { x: cx + r * 0.9, y: cy - r * 0.1 },
      { x: cx, y: cy + r * 0.85 },
    ],
    "pillow",
  );
  glint(canvas, mats.white, cx - r * 0.5, cy - r * 0.4, r * 0.1);
}

/**
 * A soft leather pouch: a slumped round body, wider near its flat-sitting bottom than at its
 * shoulders, pinched at the neck by a wrapped cord whose two ends hang down the front with
 * knots; above the cord the gathered leather frills out with a wavy top and folds that run into
 * the tie, and creases spread from the tie down the body. A rigid flared neck reads as a vase.
 */
export function bag({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const neckY = cy - r * 0.36;
  const bottom = cy + r * 0.94;
  // The body's outline, round from the tie to a bottom that sags a little to the right.
  const body: Vec[] = [];
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI * (-0.5 + (2 * i) / 24);
    const down = Math.sin(a);
    const across = Math.cos(a);
    const lower = Math.max(0, down);
    const halfW = r * (0.74 + 0.14 * lower) * (down < -0.6 ? 0.55 + (0.45 * (1 + down)) / 0.4 : 1);
    const y = cy + r * 0.34 + down * r * 0.6;
    body.push({ x: cx + r * 0.05 * lower + across * halfW, y: Math.min(bottom, y) });
  }
  const shell = pen(canvas, mats.main);
  fillPolygon(canvas, shell, body, "pillow");
  // The frill above the tie: narrow at the cord, spreading to a wavy top edge.
  const frillTop = cy - r * 0.86;
  const frill: Vec[] = [{ x: cx - r * 0.2, y: neckY + r * 0.04 }];
  const peaks = 5;
  for (let i = 0; i <= peaks * 2; i++) {
    const f = i / (peaks * 2);
    const x = cx - r * 0.44 + f * r * 0.88;
    const up = i % 2 === 0 ? 0 : r * 0.1;
    frill.push({
      x,
      y: frillTop + r * 0.08 * Math.abs(f - 0.5) * 2 - up + (i % 2 === 0 ? r * 0.06 : 0),
    });
  }
  frill.push({ x: cx + r * 0.2, y: neckY + r * 0.04 });
  const gather = pen(canvas, mats.main, { bias: 0.1 });
  fillPolygon(canvas, gather, frill, "tubeV");
  // Folds of the gathered leather, each from a dip of the wavy top into the tie.
  const fold = { ...flatPen(canvas, mats.main, 1), part: gather.part };
  for (const f of [-0.5, -0.17, 0.17, 0.5]) {
    drawLine(canvas, fold, cx + f * r * 0.74, frillTop + r * 0.1, cx + f * r * 0.26, neckY);
  }
  // Creases down the body from the tie.
  const crease = { ...flatPen(canvas, mats.main, 1), part: shell.part };
  drawLine(canvas, crease, cx - r * 0.14, neckY + r * 0.14, cx - r * 0.34, cy + r * 0.06);
  drawLine(canvas, crease, cx + r * 0.16, neckY + r * 0.14, cx + r * 0.4, cy + r * 0.1);
  drawLine(canvas, crease, cx - r * 0.02, neckY + r * 0.16, cx - r * 0.06, cy + r * 0.02);
  // The cord wrapped round the neck, then its two ends hanging down the front with knots.
  const cord = pen(canvas, mats.gold);
  fillCapsule(canvas, cord, cx - r * 0.24, neckY, cx + r * 0.24, neckY, r * 0.07, r * 0.07);
  const ends = pen(canvas, mats.gold);
  const w = Math.max(0.6, r * 0.05);
  fillCapsule(canvas, ends, cx + r * 0.04, neckY, cx - r * 0.1, cy + r * 0.28, w, w);
  fillCapsule(canvas, ends, cx + r * 0.08, neckY, cx + r * 0.26, cy + r * 0.16, w, w);
  fillEllipse(canvas, ends, cx - r * 0.1, cy + r * 0.3, r * 0.08, r * 0.08, "dome");
  fillEllipse(canvas, ends, cx + r * 0.26, cy + r * 0.18, r * 0.08, r * 0.08, "dome");
}

export function bomb({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  fillCapsule(
    canvas,
    pen(canvas, mats.wood),
    cx + r * 0.35,
    cy - r * 0.45,
    cx + r * 0.62,
    cy - r * 0.8,
    Math.max(0.7, r * 0.07),
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.fireInner, { shader: () => 4 }),
    cx + r * 0.68,
    cy - r * 0.86,
    Math.max(1, r * 0.14),
    Math.max(1, r * 0.14),
    "flat",
  );
  fillRect(
    canvas,
    pen(canvas, mats.metal),
    cx + r * 0.12,
    cy - r * 0.55,
    r * 0.34,
    r * 0.22,
    "tubeV",
  );
  fillEllipse(
    canvas,
    pen(canvas, { ...mats.dark, light: { contrast: 1.3, highlight: true } }),
    cx - r * 0.08,
    cy + r * 0.12,
    r * 0.78,
    r * 0.78,
    "dome",
  );
}

export function star({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const pts: Vec[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r * 0.95 : r * 0.42;
    pts.push({ x: cx + Math.cos(a) * rr, y: cy + r * 0.08 + Math.sin(a) * rr });
  }
  fillPolygon(canvas, pen(canvas, mats.main), pts, "dome");
}

export function amulet({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const chain = pen(canvas, mats.gold);
  fillEllipse(canvas, chain, cx, cy - r * 0.15, r * 0.7, r * 0.8, "flat", (x, y) => {
    const u = (x + 0.5 - cx) / (r * 0.7);
    const v = (y + 0.5 - cy + r * 0.15) / (r * 0.8);
    const d = u * u + v * v;
    return d > 0.78 && y < cy + r * 0.3;
  });
  fillEllipse(canvas, pen(canvas, mats.gold), cx, cy + r * 0.45, r * 0.42, r * 0.45, "dome");
  fillEllipse(canvas, pen(canvas, mats.accent), cx, cy + r * 0.45, r * 0.26, r * 0.28, "dome");
  glint(canvas, mats.white, cx - r * 0.08, cy + r * 0.33, r * 0.06);
}

export function feather({ canvas, mats, sq }: ItemKit): void {
  const { cx, cy, r } = sq;
  const vane: Vec[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const w = Math.sin(Math.PI * t) * r * 0.32;
    vane.push({ x: cx - r * 0.7 + t * r * 1.5 - w * 0.7, y: cy + r * 0.7 - t * r * 1.5 - w * 0.7 });
  }
  for (let i = steps; i >= 0; i--) {
    const t = i / steps;
    const w = Math.sin(Math.PI * t) * r * 0.32;
    vane.push({ x: cx - r * 0.7 + t * r * 1.5 + w * 0.7, y: cy + r * 0.7 - t * r * 1.5 + w * 0.7 });
  }
  fillPolygon(canvas, pen(canvas, mats.main), vane, "pillow");
  fillCapsule(
    canvas,
    pen(canvas, mats.white, { innerLine: false }),
    cx - r * 0.9,
    cy + r * 0.9,
    cx + r * 0.6,
    cy - r * 0.6,
    Math.max(0.5, r * 0.04),
  );
}
