/**
 * Puts a cut-out item on a figure: sized against the figure's height for its placement, turned
 * to the pose the placement wants (a mirror or no turn when one is near enough, since every turn
 * costs crispness), placed at the hand, back, head or belt, outlined where it meets air, and for
 * items in hand the hand drawn back over the grip so the fingers close round it.
 *
 * Tiers: normal draws the item over the figure; pro draws it only into empty pixels (behind the
 * figure), so no pixel of the figure changes but the item may hide behind it.
 */
import { mirrorX, type Pixels, type Point, rotatePixels, SIDE_STEPS, scalePixels } from "../raster";
import { isLineColor, type LabOf } from "../color";
import type { Body } from "./body";
import type { ItemCut } from "./extract-item";
import type { Placement } from "./placement";

export type Tier = "normal" | "pro";

/** Turns within this of the wanted angle are left alone. */
const TOLERANCE = 25;

function headTop(canvas: Pixels, body: Body): number {
  let top = body.head.y;
  while (top > 0 && canvas.data[(top - 1) * canvas.width + body.head.x] !== 0) top--;
  return top;
}

function rowRunAt(canvas: Pixels, x: number, y: number): [number, number] {
  let lo = x;
  let hi = x;
  while (lo > 0 && canvas.data[y * canvas.width + lo - 1] !== 0) lo--;
  while (hi < canvas.width - 1 && canvas.data[y * canvas.width + hi + 1] !== 0) hi++;
  return [lo, hi];
}

/** Long-axis length of the item, or its larger side when compact. */
function itemLength(item: ItemCut): number {
  if (!item.tip) return Math.max(item.px.width, item.px.height);
  return Math.hypot(item.px.width, item.px.height) * 0.95;
}

function targetLength(placement: Placement, item: ItemCut, body: Body, canvas: Pixels): number {
  const h = body.height;
  const bodySized = placement.size === "body";
  switch (placement.kind) {
    case "hand":
      // A shield covers about half the figure; a weapon is as long as an arm and a bit more.
      if (bodySized) return item.elongated ? h * 0.9 : h * 0.5;
      return item.elongated ? h * 0.7 : h * 0.32;
    case "back":
      return bodySized ? h * 0.9 : item.elongated ? h * 0.85 : h * 0.45;
    case "belt":
      return item.elongated ? h * 0.5 : h * 0.25;
    case "head": {
      const [lo, hi] = rowRunAt(canvas, body.head.x, body.head.y);
      const wanted = (hi - lo + 1) * 1.15;
      return (wanted / item.px.width) * itemLength(item);
    }
  }
}

/** Whole factors when close (crisper), clamped to a sane range. */
function pickScale(raw: number): number {
  const s = Math.min(8, Math.max(1 / 16, raw));
  if (s >= 1 && Math.abs(s - Math.round(s)) / s < 0.2) return Math.round(s);
  return s;
}

/** The wanted direction from grip to tip, in degrees (atan2 with y down). */
function wantedAngle(placement: Placement, body: Body): number | null {
  const hand = placement.side === "right" ? body.handRight : body.handLeft;
  const other = placement.side === "right" ? body.handLeft : body.handRight;
  // Outward is away from the other hand (the viewer's left for a right hand seen from the front).
  const outward =
    hand.x === other.x ? (placement.side === "right" ? -1 : 1) : Math.sign(hand.x - other.x);
  const deg = (x: number, y: number) => (Math.atan2(y, x) * 180) / Math.PI;
  const tilt = (a: number) => (a * Math.PI) / 180;
  switch (placement.kind) {
    case "hand":
      return deg(outward * Math.sin(tilt(25)), -Math.cos(tilt(25)));
    case "back":
      return deg(Math.sin(tilt(35)), -Math.cos(tilt(35)));
    case "belt":
      return deg(outward * Math.sin(tilt(20)), Math.cos(tilt(20)));
    case "head":
      return null;
  }
}

const wrap = (a: number) => ((((a + 180) % 360) + 360) % 360) - 180;

interface Posed {
  readonly px: Pixels;
  readonly grip: Point;
}

function poseItem(
  item: ItemCut,
  placement: Placement,
  body: Body,
  canvas: Pixels,
  lab: LabOf,
  shrink: number,
): Posed {
  const s = pickScale((shrink * targetLength(placement, item, body, canvas)) / itemLength(item));
  let px = s === 1 ? item.px : scalePixels(item.px, s, isLineColor(lab));
  const sx = px.width / item.px.width;
  const sy = px.height / item.px.height;
  const at = (p: Point) => ({
    x: Math.min(px.width - 1, Math.floor((p.x + 0.5) * sx)),
    y: Math.min(px.height - 1, Math.floor((p.y + 0.5) * sy)),
  });
  let grip = at(item.grip);
  const want = wantedAngle(placement, body);
  if (!item.tip || want === null) return { px, grip };
  const tip = at(item.tip);
  const angle = (Math.atan2(tip.y - grip.y, tip.x - grip.x) * 180) / Math.PI;
  const mirrored = wrap(180 - angle);
  const turn = wrap(want - angle);
  const turnMirrored = wrap(want - mirrored);
  let delta = turn;
  if (Math.abs(turnMirrored) < Math.abs(turn)) {
    px = mirrorX(px);
    grip = { x: px.width - 1 - grip.x, y: grip.y };
    delta = turnMirrored;
  }
  if (Math.abs(delta) <= TOLERANCE) return { px, grip };
  const snapped =
    Math.abs(delta - Math.round(delta / 90) * 90) < 6 ? Math.round(delta / 90) * 90 : delta;
  const rotated = rotatePixels(px, snapped, grip);
  return { px: rotated.px, grip: rotated.pivot };
}

/** Where the item's grip (or, on the head, its bottom middle) goes on the canvas. */
function anchorPoint(placement: Placement, body: Body, canvas: Pixels): Point {
  const h = body.height;
  switch (placement.kind) {
    case "hand":
      return placement.side === "right" ? body.handRight : body.handLeft;
    case "back":
      return {
        x: Math.round((body.handRight.x + body.handLeft.x) / 2 - h * 0.12),
        y: Math.round(body.shoulderY + h * 0.25),
      };
    case "belt": {
      const y = Math.round(body.hipY - h * 0.06);
      const [lo, hi] = rowRunAt(canvas, Math.round((body.handRight.x + body.handLeft.x) / 2), y);
      const wantLeft = placement.side === "left";
      // The character's left is the viewer's right when the left hand is on the right.
      const onRight = wantLeft === body.handLeft.x >= body.handRight.x;
      const inset = Math.max(1, Math.round(h / 20));
      return { x: onRight ? hi - inset : lo + inset, y };
    }
    case "head": {
      const top = headTop(canvas, body);
      return { x: body.head.x, y: Math.round(top + (body.head.y - top) * 0.6) };
    }
  }
}

/** The offset that puts the posed item's reference point on `target`. */
function offsetFor(placement: Placement, posed: Posed, target: Point): Point {
  if (placement.kind !== "head") return { x: target.x - posed.grip.x, y: target.y - posed.grip.y };
  let bottom = posed.px.height - 1;
  for (let y = posed.px.height - 1; y >= 0; y--) {
    let any = false;
    for (let x = 0; x < posed.px.width; x++) any ||= posed.px.data[y * posed.px.width + x] !== 0;
    if (any) {
      bottom = y;
      break;
    }
  }
  return { x: target.x - Math.floor(posed.px.width / 2), y: target.y - bottom };
}

function opaqueCount(px: Pixels): number {
  let n = 0;
  for (const v of px.data) if (v !== 0) n++;
  return n;
}

function clippedCount(posed: Posed, off: Point, canvas: Pixels): number {
  let n = 0;
  for (let y = 0; y < posed.px.height; y++) {
    for (let x = 0; x < posed.px.width; x++) {
      if (posed.px.data[y * posed.px.width + x] === 0) continue;
      const cx = x + off.x;
      const cy = y + off.y;
      if (cx < 0 || cy < 0 || cx >= canvas.width || cy >= canvas.height) n++;
    }
  }
  return n;
}

export function composeItem(
  canvas: Pixels,
  body: Body,
  item: ItemCut,
  placement: Placement,
  tier: Tier,
  ink: number,
  lab: LabOf,
): Pixels {
  const base = canvas;
  const out: Pixels = {
    width: canvas.width,
    height: canvas.height,
    data: new Uint32Array(canvas.data),
  };
  const target = anchorPoint(placement, body, canvas);
  // The holder stays readable: an item drawn over the figure may cover at most this share of
  // its pixels (a hand-sized item far less than a shield). Larger items are drawn smaller.
  const figurePixels = opaqueCount(canvas);
  const behindFigure = tier === "pro" || placement.kind === "back";
  const cap = behindFigure ? Infinity : figurePixels * (placement.size === "body" ? 0.5 : 0.3);
  let start = 1;
  let posed = poseItem(item, placement, body, canvas, lab, start);
  for (const shrink of [0.85, 0.72, 0.6, 0.5, 0.4]) {
    if (opaqueCount(posed.px) <= cap) break;
    start = shrink;
    posed = poseItem(item, placement, body, canvas, lab, shrink);
  }
  // Smaller sizes are tried when the item would run off the canvas; the least clipped wins.
  let off = offsetFor(placement, posed, target);
  let clipped = clippedCount(posed, off, canvas);
  for (const shrink of [0.85, 0.72, 0.6]) {
    if (clipped === 0) break;
    const p = poseItem(item, placement, body, canvas, lab, start * shrink);
    const o = offsetFor(placement, p, target);
    const c = clippedCount(p, o, canvas);
    if (c < clipped) {
      posed = p;
      off = o;
      clipped = c;
    }
  }
  const behind = behindFigure;
  const drawn = new Uint8Array(out.width * out.height);
  for (let y = 0; y < posed.px.height; y++) {
    for (let x = 0; x < posed.px.width; x++) {
      const v = posed.px.data[y * posed.px.width + x]!;
      const cx = x + off.x;
      const cy = y + off.y;
      if (v === 0 || cx < 0 || cy < 0 || cx >= out.width || cy >= out.height) continue;
      const i = cy * out.width + cx;
      if (behind && base.data[i] !== 0) continue;
      out.data[i] = v;
      drawn[i] = 1;
    }
  }
  // Outline: empty pixels touching a light item pixel take the ink (the item's own dark edge
  // pixels already are its line, and doubling them would thicken it).
  const { width, height } = out;
  const lines: number[] = [];
  for (let i = 0; i < drawn.length; i++) {
    if (drawn[i] !== 1 || lab(out.data[i]!).L < 0.35) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of SIDE_STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (out.data[j] === 0) lines.push(j);
    }
  }
  for (const j of lines) out.data[j] = ink;
  if (placement.kind === "hand" && !behind) {
    // Fingers over the grip: the figure's own hand pixels go back on top.
    const hand = placement.side === "right" ? body.handRight : body.handLeft;
    const r = Math.max(1, Math.round(body.height / 40));
    for (let y = hand.y - r; y <= hand.y + r; y++) {
      for (let x = hand.x - r; x <= hand.x + r; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const v = base.data[y * width + x]!;
        if (v !== 0) out.data[y * width + x] = v;
      }
    }
  }
  return out;
}
