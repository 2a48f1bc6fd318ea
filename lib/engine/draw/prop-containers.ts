/**
 * Containers: barrel, crate, chest, clay pot and cauldron. Front views show the top face as well (the
 * three-quarter look of RPG props); the isometric camera builds crates and chests from 2:1 boxes
 * and gives round things a 2:1 rim.
 */
import { type InkCanvas, newPart } from "./canvas";
import type { Drawn, Facing } from "./context";
import { inLayers } from "./layers";
import { fillIsoBox, type IsoShader, isoSize } from "./iso";
import type { Box } from "./layout";
import { lathe, type ObjectMats } from "./object-kit";
import { flatPen, pen } from "./pen";
import { fillCapsule, fillEllipse, fillPolygon, fillRect } from "./shapes";

export interface PropKit {
  readonly canvas: InkCanvas;
  readonly mats: ObjectMats;
  readonly box: Box;
  readonly iso: boolean;
  readonly wobble: number;
}

const center = (box: Box) => ({
  x: Math.round(box.x + box.w / 2),
  y: Math.round(box.y + box.h / 2),
});

export function barrel({ canvas, mats, box, iso }: PropKit): Drawn {
  const w = Math.min(box.w * 0.78, box.h * 0.72);
  const cx = box.x + box.w / 2;
  const rimRy = Math.max(1, w * (iso ? 0.25 : 0.13));
  const top = box.y + rimRy;
  const h = box.y + box.h - top;
  const radius = (t: number) => (w / 2) * (0.86 + 0.14 * Math.sin(Math.PI * t));
  lathe(canvas, pen(canvas, mats.main), cx, top, h, radius);
  const hoop = pen(canvas, mats.metal);
  const band = Math.max(1, Math.round(h * 0.07));
  for (const t of [0.18, 0.78]) {
    const y = top + h * t;
    lathe(canvas, { ...hoop, part: hoop.part }, cx, y, band, () => radius(t) + 0.01);
  }
  if (w >= 20) {
    const stave = flatPen(canvas, mats.main, 1, { innerLine: false });
    for (const dx of [-0.22, 0.22])
      fillRect(canvas, stave, Math.round(cx + dx * w), top + band + 1, 1, h - band * 2 - 2);
  }
  fillEllipse(
    canvas,
    pen(canvas, mats.main, { shader: () => 3 }),
    cx,
    top,
    radius(0),
    rimRy,
    "flat",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.darkWood, { shader: () => 2 }),
    cx,
    top,
    radius(0) * 0.8,
    rimRy * 0.7,
    "flat",
  );
  return { anchors: { center: center(box) } };
}

/** Board seams one pixel wide on the side faces (`height` px tall) and a darker frame. */
function plankShader(boards: number, lines: boolean, height: number): IsoShader {
  const seam = boards / Math.max(1, height);
  return (face, u, v) => {
    const base = face === "top" ? 3 : face === "left" ? 2 : 1;
    const edge = u < 0.08 || u > 0.92 || v < 0.1 || v > 0.9;
    if (edge) return Math.max(1, base - 1);
    if (lines && face !== "top" && (v * boards) % 1 < seam) return Math.max(1, base - 1);
    return base;
  };
}

export function crate({ canvas, mats, box, iso }: PropKit): Drawn {
  if (iso) {
    const side = Math.min(box.w / 4, box.h / 4);
    const height = side * 2;
    const s = isoSize(side, side, height);
    fillIsoBox(
      canvas,
      mats.main.ramp,
      newPart(canvas),
      { ox: box.x + box.w / 2, oy: box.y + (box.h - s.h) / 2, a: side, b: side, h: height },
      plankShader(3, true, height),
    );
    return { anchors: { center: center(box) } };
  }
  const w = Math.min(box.w, box.h * 1.05);
  const topH = w * 0.26;
  const frontH = Math.min(box.h - topH, w * 0.78);
  const x = box.x + (box.w - w) / 2;
  const y = box.y + box.h - frontH - topH;
  fillPolygon(canvas, pen(canvas, mats.main, { shader: () => 3 }), [
    { x: x + w * 0.08, y },
    { x: x + w * 0.92, y },
    { x: x + w, y: y + topH },
    { x, y: y + topH },
  ]);
  // The front: a frame of four boards around a panel of planks, braced corner to corner both
  // ways (the X is what says crate rather than box or chest).
  if (topH >= 8) {
    // The lid's planks run across.
    const lid = flatPen(canvas, mats.main, 2);
    fillRect(canvas, lid, x + w * 0.06, Math.round(y + topH / 2), w * 0.88, 1);
  }
  const front = pen(canvas, mats.main);
  const rim = Math.max(1, Math.round(w * 0.12));
  const fy = y + topH;
  fillRect(canvas, front, x, fy, w, frontH, "pillow");
  const panel = { ...pen(canvas, mats.main, { shader: () => 2 }), part: front.part };
  fillRect(canvas, panel, x + rim, fy + rim, w - rim * 2, frontH - rim * 2);
  const seam = { ...pen(canvas, mats.main, { shader: () => 1 }), part: front.part };
  const planks = Math.max(2, Math.min(4, Math.round((w - rim * 2) / 7)));
  for (let i = 1; i < planks; i++) {
    const sx = Math.round(x + rim + ((w - rim * 2) * i) / planks);
    fillRect(canvas, seam, sx, fy + rim, 1, frontH - rim * 2);
  }
  const brace = pen(canvas, mats.main, { shader: () => 3 });
  const br = Math.max(0.6, rim * 0.42);
  fillCapsule(canvas, brace, x + rim, fy + frontH - rim, x + w - rim, fy + rim, br);
  const brace2 = { ...pen(canvas, mats.main, { shader: () => 3 }), part: brace.part };
  fillCapsule(canvas, brace2, x + rim, fy + rim, x + w - rim, fy + frontH - rim, br);
  // The frame boards go over the brace's ends, lit on top, shaded under.
  const frame = pen(canvas, mats.main);
  fillRect(canvas, frame, x, fy, w, rim, "tubeH");
  const frameLow = { ...pen(canvas, mats.main, { shader: () => 2 }), part: frame.part };
  fillRect(canvas, frameLow, x, fy + frontH - rim, w, rim);
  fillRect(canvas, { ...frameLow, shader: () => 3 }, x, fy, rim, frontH);
  fillRect(canvas, frameLow, x + w - rim, fy, rim, frontH);
  if (w >= 24) {
    const nail = flatPen(canvas, mats.metal, 2, { detail: true });
    const n = Math.floor(rim / 2);
    for (const [nx, ny] of [
      [x + n, fy + n],
      [x + w - 1 - n, fy + n],
      [x + n, fy + frontH - 1 - n],
      [x + w - 1 - n, fy + frontH - 1 - n],
    ] as const)
      fillRect(canvas, nail, nx, ny, 1, 1);
  }
  return { anchors: { center: center(box) } };
}

export function chest(
  { canvas, mats, box, iso }: PropKit,
  facing: Facing = "south",
  full = false,
): Drawn {
  if (iso) {
    const side = Math.min(box.w / 4.6, (box.h - 2) / 3.2);
    const a = side * 1.4;
    const b = side * 0.9;
    const s = isoSize(a, b, side * 1.3);
    const ox = box.x + box.w / 2 - (a - b);
    const oy = box.y + (box.h - s.h) / 2;
    fillIsoBox(
      canvas,
      mats.main.ramp,
      newPart(canvas),
      { ox, oy: oy + side * 0.45, a, b, h: side * 0.85 },
      plankShader(2, true, side * 0.85),
    );
    fillIsoBox(
      canvas,
      mats.main.ramp,
      newPart(canvas),
      { ox, oy, a, b, h: side * 0.5 },
      plankShader(1, false, side * 0.5),
    );
    const lock = pen(canvas, mats.gold, { detail: true });
    const lx = ox - 2 * b + a;
    const ly = oy + b + a / 2 + side * 0.5;
    fillRect(
      canvas,
      lock,
      lx - side * 0.2,
      ly,
      Math.max(2, side * 0.4),
      Math.max(2, side * 0.45),
      "pillow",
    );
    return { anchors: { center: center(box) } };
  }
  const w = Math.min(box.w, box.h * 1.35);
  const h = Math.min(box.h, w * 0.8);
  const x = box.x + (box.w - w) / 2;
  const y = box.y + box.h - h;
  const lidH = h * 0.42;
  const at = (left: number, width: number) => ({ canvas, mats, x: left, y, w: width, h, lidH });
  // The lock is on the front, the hinges on the back; the ends are narrow (the chest's depth)
  // with a carrying handle. Three-quarter views put an end beside the front or back: facing
  // south-east the chest's right end shows on the left, facing north-east its back is on the
  // left and the end that faces the viewer on the right.
  const end = w * 0.62;
  switch (facing) {
    case "east":
      chestEnd(at(x + (w - end) / 2, end), "left");
      break;
    case "north":
      chestFace(at(x, w), "back");
      break;
    case "south-east":
      chestTurned(at(x, w), "left", "front");
      break;
    case "north-east":
      chestTurned(at(x, w), "right", "back");
      break;
    default:
      return hingedFront(at(x, w), box, full);
  }
  return { anchors: { center: center(box) } };
}

/**
 * The front as layers: every pixel above the lid's lower edge is the lid (its half of the bands
 * included), the rest the base, the lock plate and keyhole a rigid fitting on the lid's front.
 * The lid is hinged at the back, so seen from the front it opens by rising and tilting back from
 * its hinge line (the seam), never by swinging in the picture; behind it, hidden while it is
 * shut, is the inside of the chest: the dark back wall with gold heaped at the bottom.
 */
function hingedFront(piece: ChestPiece, box: Box, full: boolean): Drawn {
  const { canvas, x, y, w, h, lidH, mats } = piece;
  const split = y + lidH;
  const base = {
    name: "base",
    role: "base" as const,
    joint: { x: x + w / 2, y: y + h },
    parent: null,
    side: 0 as const,
  };
  const hinge = { x: x + w / 2, y: split };
  // Drawn first and wholly inside the lid's dome, so the shut chest's pixels do not change.
  inLayers(canvas, [{ ...base, name: "inside", parent: "base", joint: hinge }], null, () => {
    const inside = (px: number, py: number) => py + 0.5 < split && px >= x + 1 && px < x + w - 1;
    fillEllipse(
      canvas,
      flatPen(canvas, mats.dark, 1),
      x + w / 2,
      split,
      w / 2 - 1,
      lidH * 0.8,
      "flat",
      inside,
    );
    fillEllipse(
      canvas,
      pen(canvas, mats.gold),
      x + w / 2,
      split,
      w / 2 - 2,
      lidH * 0.3,
      "dome",
      inside,
    );
  });
  const lidSpec = { ...base, name: "lid", role: "lid" as const, joint: hinge, parent: "base" };
  inLayers(
    canvas,
    [base, lidSpec],
    (_px, py) => (py + 0.5 < split ? 1 : 0),
    () => (full ? fullChest(piece) : chestFace(piece, "front")),
  );
  inLayers(
    canvas,
    [{ ...lidSpec, name: "lock", role: "fitting" as const, parent: "lid" }],
    null,
    () => chestLock(piece),
  );
  return { rig: "hinged", anchors: { center: center(box) } };
}

/**
 * A chest full of coins, from the front: the lid thrown open behind, a heap of gold coins
 * rising over the rim where the closed lid would be, a few coins spilled at its foot. A shut
 * lid hides what "full of coins" asks to see.
 */
function fullChest(piece: ChestPiece): void {
  const { canvas, mats, x, y, w, h, lidH } = piece;
  const open = pen(canvas, mats.main);
  fillRect(canvas, open, x + w * 0.06, y - lidH * 0.15, w * 0.88, lidH * 0.95, "tubeH");
  fillRect(
    canvas,
    flatPen(canvas, mats.main, 1),
    x + w * 0.14,
    y + lidH * 0.05,
    w * 0.72,
    lidH * 0.6,
  );
  chestFace(piece, "front");
  const rim = y + lidH - Math.max(1, h * 0.06);
  // The heap: a dome of gold, then coins laid over it in staggered rows, each its own part
  // so an inner line rings it.
  const heapW = w * 0.5;
  const heapH = lidH * 1.05;
  fillEllipse(
    canvas,
    pen(canvas, mats.gold),
    x + w / 2,
    rim,
    heapW,
    heapH,
    "dome",
    (_px, py) => py < rim,
  );
  const cr = Math.max(1.5, w * 0.06);
  for (let row = 0, cy = rim - cr; cy > rim - heapH; row++, cy -= cr * 1.3) {
    for (
      let cx = x + w / 2 - heapW + (row % 2 ? cr : cr * 2);
      cx < x + w / 2 + heapW;
      cx += cr * 2.2
    ) {
      const u = (cx - x - w / 2) / heapW;
      const v = (cy - rim) / heapH;
      if (u * u + v * v > 0.8) continue;
      fillEllipse(canvas, pen(canvas, mats.gold, { detail: true }), cx, cy, cr, cr * 0.75, "dome");
    }
  }
  const spill = pen(canvas, mats.gold, { detail: true });
  const r = Math.max(1.5, w * 0.06);
  for (const [dx, dy] of [
    [0.06, -0.9],
    [0.92, -0.9],
    [0.98, -2.1],
  ] as const)
    fillEllipse(canvas, spill, x + dx * w, y + h + dy * r, r, r * 0.7, "dome");
}

interface ChestPiece {
  readonly canvas: InkCanvas;
  readonly mats: ObjectMats;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly lidH: number;
}

/** Body, domed lid, bands and the lid's rim; the front adds the lock, the back two hinges. */
function chestFace({ canvas, mats, x, y, w, h, lidH }: ChestPiece, side: "front" | "back"): void {
  fillRect(canvas, pen(canvas, mats.main), x, y + lidH, w, h - lidH, "pillow");
  const lid = pen(canvas, mats.main);
  fillEllipse(canvas, lid, x + w / 2, y + lidH, w / 2, lidH, "tubeH", (_px, py) => py < y + lidH);
  fillRect(
    canvas,
    { ...lid, part: lid.part },
    x,
    y + lidH - Math.max(1, h * 0.08),
    w,
    Math.max(1, h * 0.08),
    "tubeH",
  );
  const band = Math.max(1, Math.round(w * 0.08));
  const metal = pen(canvas, mats.gold);
  for (const bx of [x + w * 0.14, x + w * 0.86 - band]) {
    fillRect(canvas, metal, bx, y + lidH * 0.35, band, h - lidH * 0.35, "tubeV");
  }
  fillRect(
    canvas,
    pen(canvas, mats.gold),
    x,
    y + lidH - Math.max(1, h * 0.06),
    w,
    Math.max(1, Math.round(h * 0.07)),
    "tubeH",
  );
  const pw = plateSize(w);
  if (side === "back") {
    // Hinges: dark iron knuckles across the lid's seam, between the bands.
    const hinge = pen(canvas, mats.metal, { detail: true });
    const hw = Math.max(2, Math.round(w * 0.1));
    for (const hx of [x + w * 0.32, x + w * 0.68])
      fillRect(
        canvas,
        hinge,
        Math.round(hx - hw / 2),
        y + lidH - pw * 0.45,
        hw,
        pw * 0.9,
        "pillow",
      );
    return;
  }
}

/** How big the lock plate is (and the hinges on the back, sized by it) on a chest `w` wide. */
const plateSize = (w: number) => Math.max(2, Math.round(w * 0.14));

/** The lock plate with its keyhole, on the front across the lid's seam. */
function chestLock({ canvas, mats, x, y, w, lidH }: ChestPiece): void {
  const pw = plateSize(w);
  const plate = pen(canvas, mats.gold);
  fillRect(canvas, plate, x + w / 2 - pw / 2, y + lidH - pw * 0.3, pw, pw * 1.1, "pillow");
  const hole = flatPen(canvas, mats.dark, 1, { detail: true });
  fillRect(
    canvas,
    hole,
    Math.round(x + w / 2 - 0.5),
    Math.round(y + lidH + pw * 0.15),
    1,
    Math.max(1, Math.round(pw * 0.4)),
  );
}

/**
 * A three-quarter view: the front (or back) and one end side by side under one domed lid, the
 * end in shadow; bands on the face and at the end's outer edge, the lock or the hinges on the
 * face.
 */
function chestTurned(
  { canvas, mats, x, y, w, h, lidH }: ChestPiece,
  endSide: "left" | "right",
  side: "front" | "back",
): void {
  const ew = w * 0.3;
  const fw = w - ew;
  const fx = endSide === "left" ? x + ew : x;
  const ex = endSide === "left" ? x : x + fw;
  const shade = { bias: -0.12 };
  fillRect(canvas, pen(canvas, mats.main, shade), ex, y + lidH, ew, h - lidH, "pillow");
  fillRect(canvas, pen(canvas, mats.main), fx, y + lidH, fw, h - lidH, "pillow");
  const lid = pen(canvas, mats.main);
  fillEllipse(canvas, lid, x + w / 2, y + lidH, w / 2, lidH, "tubeH", (_px, py) => py < y + lidH);
  // The lid over the end is in the end's shadow, so the corner runs up through the lid too and
  // the chest reads as a box seen on its corner rather than a front with a dark strip.
  const overEnd = (px: number, py: number) => py < y + lidH && px + 0.5 >= ex && px + 0.5 < ex + ew;
  fillEllipse(
    canvas,
    pen(canvas, mats.main, { bias: -0.3 }),
    x + w / 2,
    y + lidH,
    w / 2,
    lidH,
    "tubeH",
    overEnd,
  );
  const band = Math.max(1, Math.round(fw * 0.08));
  const metal = pen(canvas, mats.gold);
  for (const bx of [fx + fw * 0.14, fx + fw * 0.86 - band])
    fillRect(canvas, metal, bx, y + lidH * 0.35, band, h - lidH * 0.35, "tubeV");
  const edge = endSide === "left" ? ex + ew * 0.12 : ex + ew * 0.88 - band;
  fillRect(
    canvas,
    pen(canvas, mats.gold, shade),
    edge,
    y + lidH * 0.6,
    band,
    h - lidH * 0.6,
    "tubeV",
  );
  fillRect(
    canvas,
    pen(canvas, mats.gold),
    x,
    y + lidH - Math.max(1, h * 0.06),
    w,
    Math.max(1, Math.round(h * 0.07)),
    "tubeH",
  );
  const pw = Math.max(2, Math.round(fw * 0.14));
  const cx = fx + fw / 2;
  if (side === "back") {
    const hinge = pen(canvas, mats.metal, { detail: true });
    const hw = Math.max(2, Math.round(fw * 0.1));
    for (const hx of [fx + fw * 0.32, fx + fw * 0.68])
      fillRect(
        canvas,
        hinge,
        Math.round(hx - hw / 2),
        y + lidH - pw * 0.45,
        hw,
        pw * 0.9,
        "pillow",
      );
    return;
  }
  fillRect(
    canvas,
    pen(canvas, mats.gold),
    cx - pw / 2,
    y + lidH - pw * 0.3,
    pw,
    pw * 1.1,
    "pillow",
  );
  const hole = flatPen(canvas, mats.dark, 1, { detail: true });
  fillRect(
    canvas,
    hole,
    Math.round(cx - 0.5),
    Math.round(y + lidH + pw * 0.15),
    1,
    Math.max(1, Math.round(pw * 0.4)),
  );
}

/** A narrow end of the chest, a little in shadow: bands at its edges and a carrying handle. */
function chestEnd({ canvas, mats, x, y, w, h, lidH }: ChestPiece, hinge: "left"): void {
  const shade = { bias: -0.12 };
  fillRect(canvas, pen(canvas, mats.main, shade), x, y + lidH, w, h - lidH, "pillow");
  const lid = pen(canvas, mats.main, shade);
  fillEllipse(canvas, lid, x + w / 2, y + lidH, w / 2, lidH, "tubeH", (_px, py) => py < y + lidH);
  const band = Math.max(1, Math.round(w * 0.1));
  const metal = pen(canvas, mats.gold, shade);
  for (const bx of [x + w * 0.08, x + w * 0.92 - band])
    fillRect(canvas, metal, bx, y + lidH * 0.5, band, h - lidH * 0.5, "tubeV");
  fillRect(
    canvas,
    pen(canvas, mats.gold, shade),
    x,
    y + lidH - Math.max(1, h * 0.06),
    w,
    Math.max(1, Math.round(h * 0.07)),
    "tubeH",
  );
  // The carrying handle: a small iron ring on the body.
  const r = Math.max(1.5, w * 0.12);
  const ring = pen(canvas, mats.metal, { detail: true });
  fillEllipse(canvas, ring, x + w / 2, y + lidH + (h - lidH) * 0.4, r, r * 0.8, "dome");
  const inside = flatPen(canvas, mats.dark, 1, { detail: true });
  fillEllipse(canvas, inside, x + w / 2, y + lidH + (h - lidH) * 0.4, r * 0.45, r * 0.35, "flat");
  if (hinge === "left") {
    // The back is to the left: the hinge knuckle shows at the lid's seam.
    const hw = Math.max(2, Math.round(w * 0.09));
    fillRect(
      canvas,
      pen(canvas, mats.metal, { detail: true }),
      Math.round(x - hw / 2),
      y + lidH - hw,
      hw,
      hw * 1.6,
      "pillow",
    );
  }
}

/** A clay pot: squat and wide-mouthed, a band round its belly (a vase is `prop-vase.ts`). */
export function pot({ canvas, mats, box, iso }: PropKit): Drawn {
  const w = Math.min(box.w * 0.8, box.h * 0.8);
  const cx = box.x + box.w / 2;
  const rimR = w * 0.3;
  const rimRy = Math.max(1, rimR * (iso ? 0.5 : 0.3));
  const top = box.y + rimRy;
  const h = box.y + box.h - top;
  const profile = (t: number) => {
    if (t < 0.12) return rimR * (1.1 - t);
    const body = Math.sin(Math.PI * Math.min(1, (t - 0.1) / 0.95));
    return Math.max(rimR * 0.8, (w / 2) * (0.55 + 0.45 * body));
  };
  lathe(canvas, pen(canvas, mats.main), cx, top, h, profile);
  const stripe = pen(canvas, mats.accent);
  const sy = top + h * 0.48;
  lathe(canvas, stripe, cx, sy, Math.max(1, Math.round(h * 0.07)), (t) => profile(0.48 + t * 0.07));
  fillEllipse(
    canvas,
    pen(canvas, mats.main, { shader: () => 3 }),
    cx,
    top,
    rimR * 1.1,
    rimRy,
    "flat",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.dark, { shader: () => 2, innerLine: false }),
    cx,
    top,
    rimR * 0.8,
    rimRy * 0.6,
    "flat",
  );
  return { anchors: { center: center(box) } };
}

export function cauldron({ canvas, mats, box, iso }: PropKit): Drawn {
  const w = Math.min(box.w, box.h * 1.1);
  const cx = box.x + box.w / 2;
  const h = w * 0.78;
  const bottom = box.y + box.h;
  const top = bottom - h;
  const legs = pen(canvas, mats.dark);
  for (const dx of [-0.3, 0.3])
    fillRect(canvas, legs, cx + dx * w - w * 0.05, bottom - h * 0.18, w * 0.1, h * 0.18);
  const rimRy = Math.max(1.5, w * (iso ? 0.22 : 0.12));
  const body = pen(canvas, { ...mats.dark, light: { contrast: 1.2, highlight: true } });
  fillEllipse(canvas, body, cx, top + h * 0.5, w * 0.5, h * 0.45, "dome");
  fillEllipse(
    canvas,
    pen(canvas, mats.dark, { shader: () => 3 }),
    cx,
    top + rimRy,
    w * 0.46,
    rimRy,
    "flat",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.accent, { shader: () => 3, innerLine: false }),
    cx,
    top + rimRy * 1.1,
    w * 0.38,
    rimRy * 0.65,
    "flat",
  );
  // Bubbles rise from the brew but stay touching it: one silhouette, not a scatter of specks.
  const bubble = pen(canvas, mats.accent, { shader: () => 4 });
  const br = Math.max(1, w * 0.06);
  fillEllipse(canvas, bubble, cx - w * 0.1, top + rimRy - br, br, br, "flat");
  fillEllipse(
    canvas,
    bubble,
    cx + w * 0.12,
    top + rimRy * 0.8 - br * 0.6,
    br * 0.75,
    br * 0.75,
    "flat",
  );
  return { anchors: { center: center(box) } };
}
