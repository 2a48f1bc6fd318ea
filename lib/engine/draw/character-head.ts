/**
 * A humanoid head: skull, ears, hair, face and headgear, for each facing. The face is where a
 * small sprite reads or fails, so eyes are deliberate detail pixels (never cleaned away), sized
 * from the head so they stay two dark marks at 32 px and gain a glint at larger sizes.
 */
import { EMPTY, type InkCanvas, OUTLINE_INK, put, FLAG_DETAIL, inkOf } from "./canvas";
import type { Figure } from "./character-geometry";
import type { Outfit } from "./character-outfits";
import { flatPen, pen } from "./pen";
import { lit } from "./shading";
import { fillCapsule, fillEllipse, fillPolygon, fillRect, type Pen, type Vec } from "./shapes";
import type { Point } from "./types";
import { farSide } from "./character-body";
import { drawFaceOver, drawFaceUnder, drawMoreHeadgear, type ExtraMats } from "./character-extras";
import { drawTusks } from "./character-brute";
import { drawSkullFace, drawSkullShape } from "./character-skull";
import { drawPeakedCap } from "./character-uniform";
import { drawHeadgear } from "./character-headgear";
import { drawFaceLooks, drawLongBeard, drawTricorn } from "./character-looks";
import type { CharMats, HeadFrame, View } from "./character-types";

export type { CharMats, HeadFrame, NamedMats, View } from "./character-types";

/**
 * The head's frame for a view. Square on and three-quarters the face is read off a round head:
 * it faces `turn` of a quarter turn toward +x (about 30 degrees for a three-quarter view), the
 * eyes sit either side of the face's middle at the angle their front spacing makes, so turned
 * the near eye comes to the middle of the head and the far one to near its edge.
 */
export function headFrame(f: Figure, view: View): HeadFrame {
  const hx = f.cx + (view.side ? f.headW * 0.06 : view.turn * f.headW * 0.1);
  const radius = f.headW / 2;
  const spacing = f.headW * (0.22 - 0.03 * f.t);
  const yaw = (view.turn * Math.PI) / 2;
  const apart = Math.asin(Math.min(0.95, spacing / radius));
  // Square on, exactly `spacing` either side of the middle.
  const eyeXs =
    view.turn === 0
      ? ([hx - spacing, hx + spacing] as const)
      : ([hx + radius * Math.sin(yaw - apart), hx + radius * Math.sin(yaw + apart)] as const);
  const ex = view.side ? hx + f.headW * 0.28 : view.turn === 0 ? hx : (eyeXs[0] + eyeXs[1]) / 2;
  return {
    hx,
    cy: f.headCy,
    w: f.headW,
    h: f.headH,
    top: f.headTop,
    ex,
    eyeXs,
    eyeY: f.headCy + f.headH * (0.1 - 0.05 * f.t),
  };
}

/** Hair that hides behind head and shoulders (long hair seen from the front). */
export function drawBackHair(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
) {
  if (outfit.hairStyle !== "long" || !outfit.hair || view.back) return;
  if (["helm", "space", "hood", "ninja"].includes(outfit.headgear)) return;
  const h = headFrame(f, view);
  const p = pen(canvas, mats.hair);
  const x = view.side ? h.hx - h.w * 0.45 : h.hx - h.w * 0.52;
  const w = view.side ? h.w * 0.55 : h.w * 1.04;
  fillRect(canvas, p, x, h.cy, w, f.torsoTop - h.cy + f.torsoH * 0.45, "tubeV");
}

function ears(canvas: InkCanvas, h: HeadFrame, mats: CharMats, view: View, size = 1) {
  const p = pen(canvas, mats.skin);
  // Turned three-quarters, only the near ear shows (the other is round the back of the head).
  const far = view.side ? 0 : farSide(view);
  const sides = view.side ? [0] : far ? [-far] : [-1, 1];
  for (const s of sides) {
    const baseX = view.side ? h.hx - h.w * 0.05 : h.hx + s * h.w * 0.42;
    const dir = view.side ? -1 : s;
    const tri: Vec[] = [
      { x: baseX, y: h.cy - h.h * 0.08 },
      { x: baseX + dir * h.w * 0.4 * size, y: h.cy - h.h * (0.3 + 0.12 * (size - 1)) },
      { x: baseX, y: h.cy + h.h * 0.14 },
    ];
    fillPolygon(canvas, p, tri, "pillow");
  }
}

function skull(canvas: InkCanvas, h: HeadFrame, outfit: Outfit, mats: CharMats, view: View) {
  if (outfit.garment === "bones") {
    drawSkullShape(canvas, h, mats, view);
    return;
  }
  const p = pen(canvas, mats.skin);
  if (outfit.garment === "robot") {
    fillRect(canvas, p, h.hx - h.w * 0.46, h.top + h.h * 0.04, h.w * 0.92, h.h * 0.92, "pillow");
    const antenna = pen(canvas, mats.metal);
    fillRect(canvas, antenna, h.hx - 0.5, h.top - h.h * 0.14, 1, h.h * 0.2);
    const bulb = pen(canvas, mats.accent, { detail: true });
    fillEllipse(
      canvas,
      bulb,
      h.hx,
      h.top - h.h * 0.16,
      Math.max(1, h.w * 0.09),
      Math.max(1, h.w * 0.09),
    );
    return;
  }
  fillEllipse(canvas, p, h.hx, h.cy, h.w / 2, h.h / 2, "dome");
}

function hair(canvas: InkCanvas, h: HeadFrame, outfit: Outfit, mats: CharMats, view: View) {
  if (!outfit.hair || outfit.hairStyle === "bald") return;
  if (["helm", "space", "hood", "ninja"].includes(outfit.headgear)) return;
  // Turned away three-quarters, the hair's edge by the cheek is not the head's rim but the
  // middle of what shows: lit as a dome it took the shadow level there, a black patch against
  // the cheek. It keeps the base level at least.
  const turnedAway = view.back && view.turn > 0;
  const shade = lit(mats.hair.light);
  const p = pen(canvas, mats.hair, {
    innerLine: false,
    ...(turnedAway ? { shader: (nx, ny, nz, x, y) => Math.max(2, shade(nx, ny, nz, x, y)) } : {}),
  });
  const bangW = Math.max(2, Math.round(h.w * 0.2));
  const long = outfit.hairStyle === "long";
  // In profile the hair of the back of the head reaches the temple; under a helmet whose dome
  // comes down to the brow, what shows below it is a band level with the eye, read as a visor
  // across the face. There only the nape, behind the ear, shows.
  const nape = view.side && LOW_HELMETS.includes(outfit.headgear) ? -0.22 : 0.02;
  const clip = (x: number, y: number): boolean => {
    const dx = (x + 0.5 - h.hx) / (h.w / 2);
    // Turned away three-quarters (north-east), the cheek and jaw on the side the face turns to
    // (+x) show past the hair: the one sign from behind of which way the head looks.
    if (view.back) {
      const cheek = view.turn > 0 && dx > 0.45 && y + 0.5 > h.eyeY;
      return !cheek && y < h.cy + h.h * (long ? 0.5 : 0.3);
    }
    if (view.side) {
      const back = x + 0.5 < h.hx + h.w * nape;
      return y < h.cy - h.h * 0.14 || (back && y < h.cy + h.h * (long ? 0.5 : 0.2));
    }
    // Front: a fringe cut in steps, with side locks framing the face. Turned three-quarters
    // the back of the head shows on the side away from the face (-x): hair down to the ear
    // over its outer third, while the far lock goes out of sight round the turn.
    const lock = dx < -0.74 + view.turn * 0.9 || dx > 0.74 + view.turn * 0.5;
    if (lock) return y < h.cy + h.h * (long ? 0.45 : 0.12);
    const step = Math.floor((x - h.hx) / bangW) & 1;
    return y < h.cy - h.h * 0.16 + (step ? h.h * 0.07 : 0);
  };
  fillEllipse(canvas, p, h.hx, h.cy - h.h * 0.04, h.w / 2 + 0.6, h.h / 2 + 0.4, "dome", clip);
  if (outfit.hairStyle === "spiky" && outfit.headgear === "none") spikyTufts(canvas, h, p, view);
}

/**
 * Spiky hair: several small tufts of like size round the crown, each pointing out and up from
 * the head and all swept a little the same way. Two or three tall points read as ears (a
 * cat's, a fox's); five small ones read as hair.
 */
function spikyTufts(canvas: InkCanvas, h: HeadFrame, p: Pen, view: View) {
  const angles = view.side ? [-156, -128, -100, -72, -44] : [-148, -119, -90, -61, -32];
  const rx = h.w / 2;
  const ry = h.h / 2;
  const cy = h.cy - h.h * 0.04;
  const sweep = view.side ? -1 : 1;
  for (const deg of angles) {
    const a = (deg * Math.PI) / 180;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    // Tangent along the crown, for the tuft's base.
    const [tx, ty] = [-uy, ux];
    const base = { x: h.hx + ux * rx * 0.86, y: cy + uy * ry * 0.86 };
    const half = Math.max(1, h.w * 0.12);
    const reach = Math.max(1.5, h.h * 0.2);
    // Tips point out and upward, so even the tufts at the temples break the top edge.
    const up = Math.hypot(ux, uy - 0.9);
    const [dx, dy] = [ux / up, (uy - 0.9) / up];
    fillPolygon(
      canvas,
      p,
      [
        { x: base.x - tx * half, y: base.y - ty * half },
        {
          x: base.x + dx * (reach + rx * 0.14) + sweep * h.w * 0.07,
          y: base.y + dy * (reach + ry * 0.14),
        },
        { x: base.x + tx * half, y: base.y + ty * half },
      ],
      "pillow",
    );
  }
}

/** Helmets whose dome comes down to the brow, leaving only the face and the nape bare. */
const LOW_HELMETS: readonly string[] = ["kettle", "horned", "kabuto"];

/** Skin at or below this lightness shows the whites of its eyes (see `eyes`). */
const DARK_SKIN_L = 0.55;

function eyes(
  canvas: InkCanvas,
  h: HeadFrame,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
) {
  if (view.back) return;
  const part = pen(canvas, mats.skin).part;
  if (outfit.garment === "bones" && !mats.named.eyes) {
    drawSkullFace(canvas, h, f, view, part);
    return;
  }
  const ew = Math.max(1, Math.round(h.w * 0.08));
  const eh = Math.max(h.h >= 9 ? 2 : 1, Math.round(h.h * 0.13));
  const spacing = h.w * (0.22 - 0.03 * f.t);
  const centers = view.side ? [h.ex] : h.eyeXs;
  if (outfit.eyes === "visor") {
    const band = flatPen(canvas, mats.named.eyes ?? mats.accent, 4, { detail: true });
    const x0 = view.side ? h.hx : h.ex - spacing * 1.7;
    const x1 = view.side ? h.hx + h.w * 0.48 : h.ex + spacing * 1.7;
    fillRect(canvas, band, x0, h.eyeY - eh / 2, x1 - x0, Math.max(1, eh * 0.7));
    return;
  }
  const glow = outfit.eyes === "glow";
  const hollow = outfit.eyes === "hollow";
  const w = hollow ? ew + 1 : ew;
  // In profile the one eye is a single dark column on the face's shaded front; without the
  // white behind it (the eye looks forward) it sinks into that shade at 1x on any skin.
  const sclera =
    !glow &&
    !hollow &&
    !mats.named.eyes &&
    (outfit.skin.L <= DARK_SKIN_L || view.side) &&
    !outfit.skinMaterial;
  // A sad face looks down under heavy lids: each eye is lowered by half its height and drawn a
  // row shorter (its old top row or two stay skin, the lid), which leaves room over it for a
  // slanted brow below a helmet's rim or a fringe (see `sadFace`).
  const lidRows = outfit.sad && eh >= 2 ? Math.ceil(eh / 2) : 0;
  for (const c of centers) {
    const x0 = Math.round(c - w / 2);
    const y0 = Math.round(h.eyeY - eh / 2) + lidRows;
    // A named eye color is the iris: its middle shade, the brightest when the eyes glow.
    const iris = mats.named.eyes;
    const ink = iris
      ? inkOf(iris.ramp, glow ? 4 : 2)
      : glow
        ? inkOf(mats.accent.ramp, 4)
        : OUTLINE_INK;
    const rows = lidRows > 0 ? Math.max(1, eh - 1) : eh;
    for (let y = y0; y < y0 + rows; y++) {
      for (let x = x0; x < x0 + w; x++) put(canvas, x, y, ink, part, FLAG_DETAIL);
    }
    // On dark skin a dark eye sinks into the face's shadow: a white beside the pupil, on the
    // side away from the nose, keeps the eye a mark at 1x.
    if (sclera) {
      const outer = view.side ? -1 : c < h.ex ? -1 : 1;
      const sx = outer < 0 ? x0 - 1 : x0 + w;
      for (let y = y0; y < y0 + rows; y++)
        put(canvas, sx, y, inkOf(mats.white.ramp, 3), part, FLAG_DETAIL);
    }
    // A glint lifts the eye once it is big enough to hold one.
    if (!glow && !hollow && ew >= 2 && rows >= 3) {
      put(canvas, x0, y0, inkOf(mats.white.ramp, 4), part, FLAG_DETAIL);
    }
    if (hollow && eh >= 3)
      put(canvas, x0 + 1, y0 + 1, inkOf(mats.accent.ramp, 4), part, FLAG_DETAIL);
  }
  if (outfit.sad) sadFace(canvas, h, outfit, view, part, centers, w, eh, lidRows);
  if (!outfit.beard && h.h >= 22 && outfit.garment !== "robot" && !outfit.sad) {
    const mouth = flatPen(canvas, mats.skin, 0, { detail: true });
    const mx = view.side ? h.ex + h.w * 0.05 : h.ex;
    fillRect(
      canvas,
      mouth,
      Math.round(mx - h.w * 0.07),
      Math.round(h.cy + h.h * 0.3),
      Math.max(2, Math.round(h.w * 0.14)),
      1,
    );
  }
}

/**
 * A sad face: over each (lowered, lidded) eye a brow slanting up to its inner end, and,
 * without a beard, a frown (a short line whose ends turn down), in the outline's ink so it
 * reads at 1x. The brow sits in the rows the lid freed (`lidRows`), so a helmet's rim or a
 * fringe drawn just over the eyes leaves it showing: its inner end two rows above the lowered
 * eye's top and a pixel in, its outer end a row lower and a pixel out.
 */
function sadFace(
  canvas: InkCanvas,
  h: HeadFrame,
  outfit: Outfit,
  view: View,
  part: number,
  centers: readonly number[],
  w: number,
  eh: number,
  lidRows: number,
) {
  const innerRow = Math.round(h.eyeY - eh / 2) + lidRows - 2;
  for (const c of centers) {
    const x0 = Math.round(c - w / 2);
    // Inner: toward the face's middle (in profile, toward the nose).
    const left = view.side ? false : c < h.ex;
    const inward = left || view.side ? 1 : -1;
    const outer = inward > 0 ? x0 - 1 : x0 + w;
    put(canvas, outer, innerRow + 1, OUTLINE_INK, part, FLAG_DETAIL);
    for (let x = x0; x < x0 + w; x++) put(canvas, x, innerRow, OUTLINE_INK, part, FLAG_DETAIL);
    put(canvas, inward > 0 ? x0 + w : x0 - 1, innerRow, OUTLINE_INK, part, FLAG_DETAIL);
  }
  if (outfit.beard) return;
  const mx = Math.round(view.side ? h.ex + h.w * 0.05 : h.ex);
  const my = Math.round(h.cy + h.h * 0.3);
  const half = Math.max(1, Math.round(h.w * 0.08));
  for (let x = mx - half + 1; x < mx + half; x++)
    put(canvas, x, my, OUTLINE_INK, part, FLAG_DETAIL);
  put(canvas, mx - half, my + 1, OUTLINE_INK, part, FLAG_DETAIL);
  put(canvas, mx + half, my + 1, OUTLINE_INK, part, FLAG_DETAIL);
}

function beard(canvas: InkCanvas, h: HeadFrame, outfit: Outfit, mats: CharMats, view: View) {
  if (!outfit.beard || !outfit.hair || view.back) return;
  if (outfit.headgear === "ninja" || outfit.headgear === "space") return;
  // An old figure in plate wears the beard long, down over the chest: short, a white beard
  // is a pale patch between a steel helmet and steel plate, and reads as neither. Its shadow
  // stays in the light half of its ramp, whose dark end is the steel's blue-grey.
  const whiteOnPlate = outfit.garment === "armor" && outfit.hair.L > 0.88;
  const long = outfit.headgear === "pointy" || outfit.headgear === "crown" || whiteOnPlate;
  const shade = lit(mats.hair.light);
  const p = pen(
    canvas,
    mats.hair,
    whiteOnPlate ? { shader: (nx, ny, nz, x, y) => Math.max(2, shade(nx, ny, nz, x, y)) } : {},
  );
  const bx = view.side ? h.ex - h.w * 0.04 : h.ex;
  const ry = h.h * (long ? 0.5 : 0.3);
  const cy = h.cy + h.h * (long ? 0.42 : 0.3);
  const clip = (_x: number, y: number) => y >= Math.round(h.cy + h.h * (long ? 0.2 : 0.24));
  // Turned, the beard is seen at a slant: narrower, still on the chin.
  const rx = h.w * (view.side ? 0.26 : 0.38 - view.turn * 0.3);
  fillEllipse(canvas, p, bx, cy, rx, ry, "dome", clip);
  // A pale beard lying on plate is edged in the outline ink where it lies on the armour (under
  // it, and beside it below the jaw): its own ramp's darkest shade is a steel grey there, and
  // the beard read as part of the armour.
  if (whiteOnPlate) edgeBeard(canvas, p, h);
}

function edgeBeard(canvas: InkCanvas, p: Pen, h: HeadFrame): void {
  const { width, height, part, ink } = canvas;
  const jaw = Math.round(h.cy + h.h / 2);
  const mine = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && part[y * width + x] === p.part;
  const edge: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mine(x, y)) continue;
      if (!mine(x, y + 1)) edge.push([x, y + 1]);
      if (y < jaw) continue;
      if (!mine(x - 1, y)) edge.push([x - 1, y]);
      if (!mine(x + 1, y)) edge.push([x + 1, y]);
    }
  }
  for (const [x, y] of edge) {
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    // Only over what is drawn (the torso under the chin), never out into the air.
    if (ink[y * width + x] === EMPTY) continue;
    put(canvas, x, y, OUTLINE_INK, p.part, FLAG_DETAIL);
  }
}

/** Draws the head in front of the body; returns its center for the `head` anchor. */
export function drawHead(
  canvas: InkCanvas,
  f: Figure,
  outfit: Outfit,
  mats: CharMats,
  view: View,
  extra?: ExtraMats,
): Point {
  const h = headFrame(f, view);
  // Seen from the side the ear sits on the head, in front of the hair; otherwise behind it.
  if (outfit.pointedEars && !view.side) ears(canvas, h, mats, view, outfit.earSize);
  skull(canvas, h, outfit, mats, view);
  hair(canvas, h, outfit, mats, view);
  drawFaceUnder(canvas, h, outfit, mats, view);
  if (outfit.pointedEars && view.side) ears(canvas, h, mats, view, outfit.earSize);
  if (view.side && outfit.garment !== "robot" && h.w >= 10) {
    const nose = pen(canvas, mats.skin, { innerLine: false });
    fillEllipse(
      canvas,
      nose,
      h.hx + h.w * 0.5,
      h.eyeY + h.h * 0.1,
      Math.max(1, h.w * 0.07),
      Math.max(1, h.h * 0.07),
    );
  }
  eyes(canvas, h, f, outfit, mats, view);
  if (outfit.extras.includes("tusks")) drawTusks(canvas, h, mats, view);
  if (extra) drawFaceOver(canvas, h, outfit, mats, extra, view);
  if (extra) drawFaceLooks(canvas, h, outfit, mats, extra, view);
  beard(canvas, h, outfit, mats, view);
  drawLongBeard(canvas, h, f, outfit, mats, view);
  if (outfit.headgear === "tricorn") {
    drawTricorn(canvas, h, f, mats.named.hat ?? extra?.dark ?? mats.leather, mats.gold, view);
  } else if (extra && drawPeakedCap(canvas, h, f, outfit, mats, extra.dark, view)) {
    // The officer's cap is drawn.
  } else if (!extra || !drawMoreHeadgear(canvas, h, f, outfit, mats, extra, view)) {
    drawHeadgear(canvas, h, f, outfit, mats, view);
  }
  if (outfit.horns && outfit.headgear !== "horned") {
    // Each horn sweeps out from the temple and curves up to a point: thick at the root, so it
    // reads as horn and not as an ear.
    const horn = pen(canvas, mats.bone);
    for (const s of view.side ? [0] : [-1, 1]) {
      const root = { x: h.hx + s * h.w * 0.3, y: h.top + h.h * 0.18 };
      const bend = { x: h.hx + s * h.w * 0.5, y: h.top - h.h * 0.02 };
      const tip = { x: h.hx + s * h.w * 0.46, y: h.top - h.h * 0.26 };
      const base = Math.max(0.9, h.w * 0.11);
      const mid = Math.max(0.7, h.w * 0.07);
      fillCapsule(canvas, horn, root.x, root.y, bend.x, bend.y, base, mid);
      fillCapsule(canvas, horn, bend.x, bend.y, tip.x, tip.y, mid, h.w * 0.02);
    }
  }
  return { x: Math.round(h.hx), y: Math.round(h.cy) };
}
