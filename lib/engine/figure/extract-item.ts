/**
 * Cuts the item out of the item sprite. A flat background (the corners share one opaque color)
 * is dropped first. When the sprite is a figure (its anchors name hands) and it holds something,
 * the held thing is the item and its grip is where the hand was; otherwise the item is the
 * largest 8-connected opaque part. Where the item is held: the anchors' grip, else the lower
 * (or, lying flat, the left) end of its long axis, a little way in so the pommel shows; compact
 * items are held at their middle.
 */
import {
  borderIndices,
  boundsWhere,
  createPixels,
  floodFill,
  labelComponents,
  largestLabel,
  type Pixels,
  type Point,
  pixelSpread,
} from "../raster";
import type { Anchors } from "./anchors";
import { findBody } from "./body";
import { NoItemFoundError } from "./errors";
import { findHeldItem } from "./held-item";

export interface ItemCut {
  /** The item alone, cropped to its bounds. */
  readonly px: Pixels;
  /** Where a hand holds it, in `px` coordinates. */
  readonly grip: Point;
  /** Its working end when it has a long axis, else null. */
  readonly tip: Point | null;
  readonly elongated: boolean;
}

function dropFlatBackground(px: Pixels): void {
  const { width, height, data } = px;
  const corners = [
    data[0]!,
    data[width - 1]!,
    data[(height - 1) * width]!,
    data[height * width - 1]!,
  ];
  const bg = corners.find((c) => c !== 0 && corners.filter((d) => d === c).length >= 3);
  if (bg === undefined) return;
  floodFill(width, height, borderIndices(width, height), (i) => data[i] === bg, {
    connectivity: 4,
    visit: (i) => {
      data[i] = 0;
    },
  });
}

/** Largest 8-connected component of non-empty pixels, as a mask and its size. */
function largestPart(px: Pixels): { mask: Uint8Array; count: number } {
  const { width, height, data } = px;
  const components = labelComponents(width, height, (i) => data[i] !== 0, 8);
  const best = largestLabel(components);
  const { labels } = components;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = labels[i] === best && best !== 0 ? 1 : 0;
  return { mask, count: best === 0 ? 0 : components.sizes[best - 1]! };
}

interface Axis {
  readonly mean: Point;
  readonly dir: Point;
  readonly lo: number;
  readonly hi: number;
  readonly ratio: number;
}

function principalAxis(px: Pixels): Axis {
  const filled: number[] = [];
  for (let i = 0; i < px.data.length; i++) if (px.data[i] !== 0) filled.push(i);
  const { mean, xx: cxx, yy: cyy, xy: cxy, angle } = pixelSpread(filled, px.width);
  const mx = mean.x;
  const my = mean.y;
  const dir = { x: Math.cos(angle), y: Math.sin(angle) };
  const tr = cxx + cyy;
  const det = cxx * cyy - cxy * cxy;
  const disc = Math.sqrt(Math.max(0, (tr * tr) / 4 - det));
  const major = tr / 2 + disc;
  const minor = Math.max(1e-6, tr / 2 - disc);
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < px.data.length; i++) {
    if (px.data[i] === 0) continue;
    const p = ((i % px.width) - mx) * dir.x + (Math.floor(i / px.width) - my) * dir.y;
    lo = Math.min(lo, p);
    hi = Math.max(hi, p);
  }
  return { mean: { x: mx, y: my }, dir, lo, hi, ratio: Math.sqrt(major / minor) };
}

/** The filled pixel nearest to p (p itself when filled). */
export function snapToFilled(px: Pixels, p: Point): Point {
  let best = { x: Math.round(p.x), y: Math.round(p.y) };
  let bestD = Infinity;
  for (let i = 0; i < px.data.length; i++) {
    if (px.data[i] === 0) continue;
    const x = i % px.width;
    const y = (i - x) / px.width;
    const d = (x - p.x) ** 2 + (y - p.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = { x, y };
    }
  }
  return best;
}

const ELONGATED = 2.2;

export function extractItem(source: Pixels, anchors?: Anchors): ItemCut {
  const px: Pixels = {
    width: source.width,
    height: source.height,
    data: new Uint32Array(source.data),
  };
  dropFlatBackground(px);
  let mask: Uint8Array | null = null;
  let grip: Point | undefined = anchors?.grip;
  let tip: Point | undefined = anchors?.tip;
  if (anchors?.handRight || anchors?.handLeft) {
    const body = findBody(px, anchors);
    const held = body ? findHeldItem(px, body) : null;
    if (held) {
      mask = held.mask;
      grip = held.hand;
      tip = undefined;
    }
  }
  if (!mask) {
    const part = largestPart(px);
    if (part.count < 4) throw new NoItemFoundError();
    mask = part.mask;
  }
  const cell = mask;
  const box = boundsWhere(px.width, px.height, (i) => cell[i] === 1);
  if (!box) throw new NoItemFoundError();
  const { left, top, right, bottom } = box;
  const cut = createPixels(right - left + 1, bottom - top + 1);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const i = y * px.width + x;
      if (mask[i] === 1) cut.data[(y - top) * cut.width + (x - left)] = px.data[i]!;
    }
  }
  const axis = principalAxis(cut);
  const elongated = axis.ratio >= ELONGATED;
  const local = (p: Point | undefined) => (p ? { x: p.x - left, y: p.y - top } : undefined);
  let g = local(grip);
  let t = local(tip);
  if (!g || !elongated) {
    if (elongated) {
      const a = { x: axis.mean.x + axis.dir.x * axis.lo, y: axis.mean.y + axis.dir.y * axis.lo };
      const b = { x: axis.mean.x + axis.dir.x * axis.hi, y: axis.mean.y + axis.dir.y * axis.hi };
      const flat = Math.abs(b.y - a.y) < 0.3 * Math.abs(b.x - a.x);
      const aIsGrip = flat ? a.x < b.x : a.y > b.y;
      const [end, other] = aIsGrip ? [a, b] : [b, a];
      g = { x: end.x + (other.x - end.x) * 0.15, y: end.y + (other.y - end.y) * 0.15 };
      t = t ?? other;
    } else {
      g = g ?? axis.mean;
    }
  } else if (!t) {
    // A grip but no tip: the tip is the far end of the long axis.
    const a = { x: axis.mean.x + axis.dir.x * axis.lo, y: axis.mean.y + axis.dir.y * axis.lo };
    const b = { x: axis.mean.x + axis.dir.x * axis.hi, y: axis.mean.y + axis.dir.y * axis.hi };
    t = (a.x - g.x) ** 2 + (a.y - g.y) ** 2 > (b.x - g.x) ** 2 + (b.y - g.y) ** 2 ? a : b;
  }
  return {
    px: cut,
    grip: snapToFilled(cut, g),
    tip: elongated && t ? { x: t.x, y: t.y } : null,
    elongated,
  };
}
