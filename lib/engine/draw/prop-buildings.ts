/**
 * Buildings: a house with walls, a gable roof, a door and windows, standing on the frame's bottom
 * and filling its long axis. Seen from the front the gable faces the viewer; the isometric camera
 * builds the walls as a 2:1 box and the roof with an exact 2:1 ridge and eaves (iso-roof.ts). The
 * seed chooses one or two windows and whether a chimney stands on the roof.
 */
import { type InkCanvas, newPart } from "./canvas";
import type { Drawn } from "./context";
import { fillIsoBox, ISO_LEVELS, type IsoBox, type IsoFace, type IsoShader, isoSize } from "./iso";
import { fillIsoRoof } from "./iso-roof";
import type { Box } from "./layout";
import { flatPen, pen } from "./pen";
import type { PropKit } from "./prop-containers";
import { fillPolygon, fillRect } from "./shapes";

export const HOUSE_WINDOWS = ["one window", "two windows"] as const;
export const HOUSE_CHIMNEYS = ["chimney", "no chimney"] as const;

export interface HouseVariant {
  readonly windows: (typeof HOUSE_WINDOWS)[number];
  readonly chimney: (typeof HOUSE_CHIMNEYS)[number];
}

const center = (box: Box) => ({
  x: Math.round(box.x + box.w / 2),
  y: Math.round(box.y + box.h / 2),
});

export function house(kit: PropKit, variant: HouseVariant): Drawn {
  if (kit.iso) isoHouse(kit, variant);
  else frontHouse(kit, variant);
  return { anchors: { center: center(kit.box) } };
}

/** A window: a wooden frame around glass split by a cross bar. */
function frontWindow(kit: PropKit, x: number, y: number, w: number, h: number): void {
  const { canvas, mats } = kit;
  fillRect(canvas, pen(canvas, mats.darkWood), x, y, w, h, "flat");
  const frame = Math.max(1, Math.round(w * 0.15));
  const glass = pen(canvas, mats.glass, { innerLine: false });
  fillRect(canvas, glass, x + frame, y + frame, w - 2 * frame, h - 2 * frame, "pillow");
  const bar = flatPen(canvas, mats.darkWood, 1, { innerLine: false });
  fillRect(canvas, bar, Math.round(x + w / 2 - 0.5), y + frame, 1, h - 2 * frame);
  fillRect(canvas, bar, x + frame, Math.round(y + h / 2 - 0.5), w - 2 * frame, 1);
}

function frontHouse(kit: PropKit, { windows, chimney }: HouseVariant): void {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.1);
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const wallW = w * 0.82;
  const wallH = box.h * 0.5;
  const wallTop = bottom - wallH;
  const roofH = box.h * 0.42;
  const apex = wallTop - roofH;
  if (chimney === "chimney") {
    const chW = Math.max(2, w * 0.1);
    fillRect(
      canvas,
      pen(canvas, mats.stone),
      cx + wallW * 0.22,
      box.y + box.h * 0.04,
      chW,
      wallTop - box.y,
      "tubeV",
    );
  }
  // Walls lit evenly, with the shadow side's last columns a step darker.
  const wall = pen(canvas, mats.main, { shader: (nx) => (nx > 0.7 ? 2 : 3) });
  fillRect(canvas, wall, cx - wallW / 2, wallTop, wallW, wallH, "pillow");
  // The roof overhangs the walls on both sides; its left half catches the light.
  const eave = Math.max(1, Math.round(box.h * 0.04));
  fillPolygon(
    canvas,
    pen(canvas, mats.accent, { shader: (nx) => (nx < 0 ? 3 : 2) }),
    [
      { x: cx, y: apex },
      { x: cx + w / 2, y: wallTop + eave },
      { x: cx - w / 2, y: wallTop + eave },
    ],
    "pillow",
  );
  const doorW = Math.max(3, wallW * 0.22);
  const doorH = wallH * 0.62;
  const doorX = Math.round(cx - doorW / 2);
  fillRect(canvas, pen(canvas, mats.darkWood), doorX, bottom - doorH, doorW, doorH, "tubeV");
  const knob = pen(canvas, mats.gold, { detail: true });
  fillRect(canvas, knob, doorX + Math.round(doorW) - 2, Math.round(bottom - doorH / 2), 1, 1);
  const winW = Math.max(4, wallW * 0.2);
  const winY = wallTop + wallH * 0.2;
  const offsets = windows === "two windows" ? [-0.3, 0.3] : [0.3];
  for (const t of offsets) frontWindow(kit, cx + wallW * t - winW / 2, winY, winW, winW);
  // A window in the gable under the roof's peak.
  if (roofH > 10) frontWindow(kit, cx - winW * 0.35, wallTop - roofH * 0.5, winW * 0.7, winW * 0.7);
}

/** Wall faces: plain, a darker band at the foot (a stone base course). */
const WALLS: IsoShader = (face, _u, v) => {
  const base = face === "top" ? 3 : face === "left" ? 3 : 2;
  return v > 0.85 ? base - 1 : base;
};

/** An opening on a wall face, as a box with no depth (`a` or `b` zero paints one face only). */
function paintOnFace(canvas: InkCanvas, ramp: number, box: IsoBox): void {
  fillIsoBox(canvas, ramp, newPart(canvas), box);
}

function isoHouse(kit: PropKit, { windows, chimney }: HouseVariant): void {
  const { canvas, mats, box } = kit;
  // Proportions in units of b: walls 1.45b long, 1.3b tall, the roof rising 1.2b, steeper than
  // the view (over 1 pixel up per pixel across b), so its back slope hides behind the ridge and
  // the ridge is the silhouette's top: an exact 2:1 line. The ridge ends 0.7b above the walls'
  // rear corner.
  const unitW = (box.w - 2) / (2 * (1.45 + 1));
  const unitH = (box.h - 2) / (1.45 + 1 + 1.3 + 0.7);
  const B = Math.max(3, Math.floor(Math.min(unitW, unitH)));
  const A = Math.round(B * 1.45);
  const H = Math.round(B * 1.3);
  const rise = Math.round(B * 1.2);
  // The walls' front corner stands on the frame's bottom, centered across it.
  const ox = Math.round(box.x + box.w / 2 - (A - B));
  const oy = Math.round(box.y + box.h - isoSize(A, B, H).h - 1);
  const walls: IsoBox = { ox, oy, a: A, b: B, h: H };
  fillIsoBox(canvas, mats.main.ramp, newPart(canvas), walls, WALLS);
  // The door and windows on the left face (the long wall, plane v = b), a window on the right.
  const left = (u0: number, z0: number, w: number, h: number): IsoBox => ({
    ox: ox - 2 * B + 2 * u0,
    oy: oy + B + u0 + (H - z0 - h),
    a: w,
    b: 0,
    h,
  });
  const doorW = Math.max(2, Math.round(A * 0.22));
  const doorH = Math.max(3, Math.round(H * 0.62));
  paintOnFace(canvas, mats.darkWood.ramp, left(Math.round(A * 0.5 - doorW / 2), 0, doorW, doorH));
  const winW = Math.max(2, Math.round(A * 0.16));
  const winH = Math.max(2, Math.round(H * 0.3));
  const winZ = Math.round(H * 0.45);
  paintOnFace(canvas, mats.glass.ramp, left(Math.round(A * 0.15), winZ, winW, winH));
  if (windows === "two windows") {
    paintOnFace(canvas, mats.glass.ramp, left(Math.round(A * 0.85 - winW), winZ, winW, winH));
  }
  const rw = Math.max(2, Math.round(B * 0.3));
  const r0 = Math.round(B / 2 - rw / 2);
  paintOnFace(canvas, mats.glass.ramp, {
    ox: ox + 2 * A - 2 * r0,
    oy: oy + A + r0 + (H - winZ - winH),
    a: 0,
    b: rw,
    h: winH,
  });
  const roofPart = newPart(canvas);
  fillIsoRoof(canvas, mats.accent.ramp, roofPart, walls, rise, "back");
  if (chimney === "chimney") {
    // A stone stack on the back slope, rising well above the ridge, with a dark flue in its
    // top face: a low square box alone reads as a rock on the roof.
    const c = Math.max(2, Math.round(B * 0.25));
    const u0 = Math.round(A * 0.62);
    const v0 = Math.round(B * 0.12);
    const top = Math.round(rise * 1.3);
    const surface = Math.round(((2 * rise) / B) * v0);
    const flue = (face: IsoFace, u: number, v: number) =>
      face === "top" && u > 0.2 && u < 0.8 && v > 0.2 && v < 0.8 ? 0 : ISO_LEVELS(face, u, v);
    fillIsoBox(
      canvas,
      mats.stone.ramp,
      newPart(canvas),
      { ox: ox + 2 * (u0 - v0), oy: oy + u0 + v0 - top, a: c, b: c, h: top - surface },
      flue,
    );
  }
  fillIsoRoof(canvas, mats.accent.ramp, roofPart, walls, rise, "front");
}
