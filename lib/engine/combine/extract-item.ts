/**
 * Cuts the item out of the item sprite. A flat background (the corners share one opaque color)
 * is dropped first. When the sprite is a figure (its anchors name hands) and it holds something,
 * the held thing is the item and its grip is where the hand was; otherwise the item is the
 * largest 8-connected opaque part. Where the item is held: the anchors' grip, else the lower
 * (or, lying flat, the left) end of its long axis, a little way in so the pommel shows; compact
 * items are held at their middle.
 */
import { createPixels, type Pixels } from "../animate/pixels";
import type { Anchors, Point } from "../generate/types";
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
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (data[i] !== bg) continue;
    data[i] = 0;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    if (i >= width) stack.push(i - width);
    if (i < (height - 1) * width) stack.push(i + width);
  }
}

/** Largest 8-connected component of non-empty pixels, as a mask and its size. */
function largestPart(px: Pixels): { mask: Uint8Array; count: number } {
  const { width, height, data } = px;
  const label = new Int32Array(width * height);
  let best = 0;
  let bestCount = 0;
  let next = 0;
  for (let start = 0; start < data.length; start++) {
    if (data[start] === 0 || label[start] !== 0) continue;
    next++;
    let count = 0;
    const stack = [start];
    label[start] = next;
    while (stack.length > 0) {
      const i = stack.pop()!;
      count++;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (data[j] !== 0 && label[j] === 0) {
            label[j] = next;
            stack.push(j);
          }
        }
      }
    }
    if (count > bestCount) {
      best = next;
      bestCount = count;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = label[i] === best && best !== 0 ? 1 : 0;
  return { mask, count: bestCount };
}

interface Axis {
  readonly mean: Point;
  readonly dir: Point;
  readonly lo: number;
  readonly hi: number;
  readonly ratio: number;
}

function principalAxis(px: Pixels): Axis {
  let n = 0;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < px.data.length; i++) {
    if (px.data[i] === 0) continue;
    n++;
    mx += i % px.width;
    my += Math.floor(i / px.width);
  }
  mx /= n;
  my /= n;
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  for (let i = 0; i < px.data.length; i++) {
    if (px.data[i] === 0) continue;
    const dx = (i % px.width) - mx;
    const dy = Math.floor(i / px.width) - my;
    cxx += dx * dx;
    cyy += dy * dy;
    cxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
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
  let left = px.width;
  let top = px.height;
  let right = -1;
  let bottom = -1;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1) continue;
    const x = i % px.width;
    const y = (i - x) / px.width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (right < 0) throw new NoItemFoundError();
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
