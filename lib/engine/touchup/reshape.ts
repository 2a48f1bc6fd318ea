/**
 * Operations on one object's pixels that keep the art: lighten or darken its ramps (light
 * order kept), scale it larger or smaller about the side it is attached by, mirror it, outline
 * it, and close eyes. Each reads the object's mask and writes through the region canvas, so
 * nothing outside the region changes; a moved object's old place is refilled from what
 * surrounds it (see remove).
 */
import { type Oklch, oklchToRgb, clampChroma } from "../color";
import { rampMapping } from "../figure";
import { floodFill, inpaint, packRgba } from "../raster";
import { discSize, inLineColour, paintDisc, ROUND_UP_TO, type SizeDegree } from "./grow-round";
import type { Materials } from "./materials";
import { type Box, liftOnto, outlined, scaleOutlined, withRing } from "./redraw-outlined";
import type { RegionCanvas } from "./region";
import type { SpritePalette } from "./sprite-palette";

export const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Shifts every ramp under the mask one step lighter (+1) or darker (-1), in light order. */
export function shiftRamps(
  canvas: RegionCanvas,
  mask: Uint8Array,
  palette: SpritePalette,
  materials: Materials,
  dir: 1 | -1,
): void {
  const byFamily = new Map<number, Map<number, number>>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const v = canvas.before.data[i]!;
    const f = materials.of(v);
    if (v === 0 || f < 0) continue;
    const counts = byFamily.get(f) ?? new Map<number, number>();
    counts.set(v, (counts.get(v) ?? 0) + 1);
    byFamily.set(f, counts);
  }
  const mapping = new Map<number, number>();
  for (const [f, counts] of byFamily) {
    // One step from where the object's own shades sit (their mean lightness), not from the
    // material's most used colour elsewhere, so a two-shade cork moves as far as a large cape.
    const lead = materials.members.get(f)!.reduce((a, b) => (b.n > a.n ? b : a));
    let sum = 0;
    let n = 0;
    for (const [v, k] of counts) {
      sum += palette.lab(v).L * k;
      n += k;
    }
    const L = Math.max(0.3, Math.min(0.95, sum / n + dir * 0.14));
    for (const [from, to] of rampMapping(counts, { ...lead.lch, L }, palette.lab))
      mapping.set(from, to);
  }
  const { px, region } = canvas;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = y * px.width + x;
      const to = mask[i] ? mapping.get(canvas.get(x, y)) : undefined;
      if (to !== undefined) canvas.set(x, y, to);
    }
  }
}

export function boxOf(mask: Uint8Array, width: number): Box | null {
  let box: Box | null = null;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    if (!box) box = { x0: x, y0: y, x1: x, y1: y };
    else {
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
    }
  }
  return box;
}

/** Where the object holds on to the rest of the sprite: the mean of its touching pixels. */
function attachment(canvas: RegionCanvas, mask: Uint8Array, box: Box): [number, number] {
  const { width, height } = canvas.px;
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (!mask[j] && canvas.before.data[j] !== 0) {
        sx += x;
        sy += y;
        n++;
        break;
      }
    }
  }
  if (n === 0) return [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
  // Snap the anchor to the box side nearest the contacts, so growth goes away from it.
  const ax = sx / n;
  const ay = sy / n;
  const dTop = ay - box.y0;
  const dBottom = box.y1 - ay;
  const dLeft = ax - box.x0;
  const dRight = box.x1 - ax;
  const least = Math.min(dTop, dBottom, dLeft, dRight);
  if (least === dTop) return [ax, box.y0];
  if (least === dBottom) return [ax, box.y1];
  if (least === dLeft) return [box.x0, ay];
  return [box.x1, ay];
}

/** Clears the object's pixels, refilled from what surrounds them (air where air is around). */
export function lift(canvas: RegionCanvas, mask: Uint8Array): void {
  const { px } = canvas;
  const work = { width: px.width, height: px.height, data: new Uint32Array(canvas.before.data) };
  inpaint(work, mask, false);
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) canvas.set(i % px.width, Math.floor(i / px.width), work.data[i]!);
  }
}

/** Redraws the object scaled by (sx, sy) about the side it is attached by. */
export function scaleObject(canvas: RegionCanvas, mask: Uint8Array, sx: number, sy: number): void {
  const { width } = canvas.px;
  const box = boxOf(mask, width);
  if (!box) return;
  const [ax, ay] = attachment(canvas, mask, box);
  lift(canvas, mask);
  paintScaled(canvas, mask, box, ax, ay, sx, sy);
}

/**
 * Paints the source pixels of `mask` (inside `box`) scaled by (sx, sy) about (ax, ay), each
 * target pixel taking its nearest source pixel: the object keeps its own colours at its new size.
 */
function paintScaled(
  canvas: RegionCanvas,
  mask: Uint8Array,
  box: { x0: number; y0: number; x1: number; y1: number },
  ax: number,
  ay: number,
  sx: number,
  sy: number,
  round = false,
  /** Pixels the scaled object may not cover (line work of the art around it). */
  keep?: (i: number) => boolean,
): void {
  const { width } = canvas.px;
  const nx0 = Math.floor(ax + (box.x0 - ax) * sx) - 1;
  const nx1 = Math.ceil(ax + (box.x1 - ax) * sx) + 1;
  const ny0 = Math.floor(ay + (box.y0 - ay) * sy) - 1;
  const ny1 = Math.ceil(ay + (box.y1 - ay) * sy) + 1;
  const painted: [number, number, number][] = [];
  for (let y = ny0; y <= ny1; y++) {
    for (let x = nx0; x <= nx1; x++) {
      const fx = Math.round(ax + (x - ax) / sx);
      const fy = Math.round(ay + (y - ay) / sy);
      if (fx < box.x0 || fx > box.x1 || fy < box.y0 || fy > box.y1) continue;
      const j = fy * width + fx;
      if (mask[j]) painted.push([x, y, canvas.before.data[j]!]);
    }
  }
  const xs = painted.map((p) => p[0]);
  const ys = painted.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const corner = (x: number, y: number) =>
    round && x1 - x0 >= 3 && y1 - y0 >= 3 && (x === x0 || x === x1) && (y === y0 || y === y1);
  for (const [x, y, v] of painted) if (!corner(x, y) && !keep?.(y * width + x)) canvas.set(x, y, v);
}

/**
 * Bigger or smaller, each piece of the object in its own place: the dots of a cap each grow
 * where they are (about their centre when the surface rings them, else about the side they
 * hold on by), rather than the whole set spreading out from one point. A piece changes by at
 * least a pixel on each side, so a two-pixel dot visibly grows.
 */
export function scalePieces(
  canvas: RegionCanvas,
  mask: Uint8Array,
  bigger: boolean,
  isLine?: (v: number) => boolean,
  /** How much bigger a small round piece is redrawn ("a bit", plain, "much"). */
  degree: SizeDegree = "plain",
): boolean {
  const { width, height } = canvas.px;
  const pieces: { mask: Uint8Array; box: Box }[] = [];
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const piece = new Uint8Array(mask.length);
    floodFill(width, height, [start], (j) => mask[j] === 1, {
      connectivity: 8,
      seen,
      visit: (i) => {
        piece[i] = 1;
      },
    });
    pieces.push({ mask: piece, box: boxOf(piece, width)! });
  }
  const plans = pieces.map(({ mask: piece, box }) => {
    const side = Math.max(box.x1 - box.x0, box.y1 - box.y0) + 1;
    const k = bigger
      ? Math.max(1.3, (side + 2) / side)
      : Math.min(0.7, Math.max(1, side - 2) / side);
    let [kx, ky] = [k, k];
    let [ax, ay] = ringed(canvas, piece, box)
      ? [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2]
      : attachment(canvas, piece, box);
    if (bigger) {
      // A piece grows inside the region, never cut by its edge or the canvas': along each
      // axis as far as fits, moved off the edge it would cross; refused when it cannot gain a
      // pixel on each side one way, or would stretch out of shape.
      const { region } = canvas;
      const w = box.x1 - box.x0 + 1;
      const h = box.y1 - box.y0 + 1;
      const wantX = Math.max(k, Math.min(2, (w + 2) / w));
      const wantY = Math.max(k, Math.min(2, (h + 2) / h));
      kx = Math.min(wantX, region.width / w);
      ky = Math.min(wantY, region.height / h);
      const grows = kx * w >= w + 2 || ky * h >= h + 2;
      const [rx, ry] = [kx / wantX, ky / wantY];
      if (!grows || Math.max(rx, ry) / Math.min(rx, ry) > MAX_STRETCH) return null;
      ax = fitAnchor(ax, box.x0, box.x1, kx, region.x, region.x + region.width - 1);
      ay = fitAnchor(ay, box.y0, box.y1, ky, region.y, region.y + region.height - 1);
    }
    return { piece, box, ax, ay, kx, ky };
  });
  if (plans.some((p) => p === null)) return false;
  if (isLine) liftOnto(canvas, mask, isLine);
  else lift(canvas, mask);
  // A small round thing lying on a surface (an apple on a canopy, a dot on a cap) is drawn
  // again as a larger disc in its own shades, after the other pieces and apart from them all.
  const sideOf = (b: Box) => Math.max(b.x1 - b.x0, b.y1 - b.y0) + 1;
  const round = (p: NonNullable<(typeof plans)[number]>) =>
    bigger &&
    sideOf(p.box) <= ROUND_UP_TO &&
    ringed(canvas, p.piece, p.box) &&
    !inLineColour(canvas, p.piece);
  const discs: NonNullable<(typeof plans)[number]>[] = [];
  for (const p of plans) {
    if (!p) continue;
    if (round(p)) {
      discs.push(p);
      continue;
    }
    // A piece with its own outline is drawn again inside a fresh one-pixel ring.
    const framed = isLine ? withRing(canvas, p.piece, isLine) : null;
    if (
      isLine &&
      framed &&
      outlined(canvas, framed, isLine) &&
      scaleOutlined(canvas, framed, boxOf(framed, width)!, [p.ax, p.ay], p.kx, p.ky, isLine)
    )
      continue;
    // Other few-pixel pieces grow round: the grown block's corners are left to what lies
    // behind it.
    // A grown piece never covers the outline of what it lies on (a cap's edge beside its dots).
    const keep = isLine
      ? (i: number) => !mask[i] && canvas.before.data[i] !== 0 && isLine(canvas.before.data[i]!)
      : undefined;
    paintScaled(
      canvas,
      p.piece,
      p.box,
      p.ax,
      p.ay,
      p.kx,
      p.ky,
      bigger && sideOf(p.box) <= TINY,
      bigger ? keep : undefined,
    );
  }
  const taken = new Uint8Array(mask.length);
  const own = new Set<number>();
  for (let i = 0; i < mask.length; i++) if (mask[i]) own.add(canvas.before.data[i]!);
  for (let i = 0; i < mask.length; i++) if (own.has(canvas.px.data[i]!)) taken[i] = 1;
  for (const p of discs) {
    for (let i = 0; i < mask.length; i++) if (p.piece[i]) taken[i] = 0;
    paintDisc(
      canvas,
      p.piece,
      (p.box.x0 + p.box.x1 + 1) / 2,
      (p.box.y0 + p.box.y1 + 1) / 2,
      discSize(sideOf(p.box), degree),
      taken,
      Math.min(discSize(sideOf(p.box), degree), Math.max(3, sideOf(p.box))),
      mask,
    );
  }
  return true;
}

/** Pieces this many pixels across or fewer are drawn round when they grow. */
const TINY = 3;

/** How much more one axis may grow than the other when the region holds a piece in. */
const MAX_STRETCH = 1.3;

/**
 * The anchor nearest `a` about which [from, to] scaled by k (> 1) stays within [lo, hi]: the
 * scaled span is ax + (from - ax) k .. ax + (to - ax) k, pixel edges half a pixel out.
 */
function fitAnchor(a: number, from: number, to: number, k: number, lo: number, hi: number): number {
  if (k <= 1) return a;
  const left = (ax: number) => ax + (from - 0.5 - ax) * k;
  const right = (ax: number) => ax + (to + 0.5 - ax) * k;
  // Both ends move linearly in ax with slope 1 - k < 0: solve each bound for ax.
  let ax = a;
  if (left(ax) < lo - 0.5) ax = (lo - 0.5 - (from - 0.5) * k) / (1 - k);
  if (right(ax) > hi + 0.5) ax = (hi + 0.5 - (to + 0.5) * k) / (1 - k);
  return ax;
}

/**
 * Whether other art touches the piece on all four sides of its box (a dot on a surface). The
 * canvas's edge counts as art: a stone at a tile's edge lies on ground that runs on past it.
 */
function ringed(canvas: RegionCanvas, piece: Uint8Array, box: Box): boolean {
  const { width, height } = canvas.px;
  const opaque = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height || canvas.before.data[y * width + x] !== 0;
  let top = false;
  let bottom = false;
  let left = false;
  let right = false;
  for (let x = box.x0; x <= box.x1; x++) {
    if (piece[box.y0 * width + x] && opaque(x, box.y0 - 1)) top = true;
    if (piece[box.y1 * width + x] && opaque(x, box.y1 + 1)) bottom = true;
  }
  for (let y = box.y0; y <= box.y1; y++) {
    if (piece[y * width + box.x0] && opaque(box.x0 - 1, y)) left = true;
    if (piece[y * width + box.x1] && opaque(box.x1 + 1, y)) right = true;
  }
  return top && bottom && left && right;
}

/** Mirrors the object left to right in place. */
export function flipObject(canvas: RegionCanvas, mask: Uint8Array): void {
  const { width } = canvas.px;
  const box = boxOf(mask, width);
  if (!box) return;
  lift(canvas, mask);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    canvas.set(box.x0 + box.x1 - x, y, canvas.before.data[i]!);
  }
}

/** Rings the object with `ink`: on the air around it, and on its own edge against others. */
export function outlineObject(
  canvas: RegionCanvas,
  mask: Uint8Array,
  ink: number,
  isLine: (v: number) => boolean,
): void {
  const { width, height } = canvas.px;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      const out = nx < 0 || ny < 0 || nx >= width || ny >= height;
      const j = ny * width + nx;
      if (!out && mask[j]) continue;
      const w = out ? 0 : canvas.before.data[j]!;
      if (!out && w === 0) canvas.set(nx, ny, ink);
      else if (w !== 0 && !isLine(w) && !isLine(canvas.before.data[i]!)) canvas.set(x, y, ink);
    }
  }
}

/** Closes each eye of the mask: skin over it, a lid line along its bottom row. */
export function closeEyes(canvas: RegionCanvas, mask: Uint8Array, lid: (skin: number) => number) {
  const { width } = canvas.px;
  const work = { width, height: canvas.px.height, data: new Uint32Array(canvas.before.data) };
  inpaint(work, mask, false);
  const box = boxOf(mask, width);
  if (!box) return;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) canvas.set(i % width, Math.floor(i / width), work.data[i]!);
  }
  // One lid per eye: the bottom row of each column run of the mask.
  for (let x = box.x0; x <= box.x1; x++) {
    let bottom = -1;
    for (let y = box.y0; y <= box.y1; y++) if (mask[y * width + x]) bottom = y;
    if (bottom >= 0) canvas.set(x, bottom, lid(work.data[bottom * width + x]!));
  }
}

/** Four shades of a colour, darkest first, as packed opaque pixels. */
export function rampOf(color: Oklch): number[] {
  return [-0.2, -0.08, 0, 0.1].map((d) => {
    const L = Math.max(0.12, Math.min(0.97, color.L + d));
    const C = color.C * (d > 0 ? 0.8 : 1);
    const [r, g, b] = oklchToRgb(clampChroma({ L, C, h: color.h }));
    return packRgba(r, g, b, 255);
  });
}

/** A crown of `width` px standing on row `baseY`, centred on `cx`. */
export function drawCrown(
  canvas: RegionCanvas,
  cx: number,
  baseY: number,
  width: number,
  ramp: readonly number[],
  ink: number,
): boolean {
  const w = Math.max(5, width | 1);
  const h = Math.max(4, Math.round(w * 0.6));
  const x0 = Math.round(cx - (w - 1) / 2);
  const y0 = baseY - h + 1;
  const band = Math.max(2, Math.round(h / 3));
  let drew = false;
  const put = (x: number, y: number, v: number) => {
    if (canvas.inside(x, y)) {
      canvas.set(x, y, v);
      drew = true;
    }
  };
  const shape = (x: number, y: number) => {
    const lx = x - x0;
    const ly = y - y0;
    if (lx < 0 || lx >= w || ly < 0 || ly >= h) return false;
    if (ly >= h - band) return true;
    // Three points: at both ends and in the middle, tapering up.
    const rise = h - band - ly;
    const half = Math.max(0, Math.floor((w / 6) * (1 - rise / (h - band + 1))));
    const centers = [0, (w - 1) / 2, w - 1];
    return centers.some((c) => Math.abs(lx - c) <= half + (rise <= 1 ? 1 : 0));
  };
  for (let y = y0 - 1; y <= baseY + 1; y++) {
    for (let x = x0 - 1; x <= x0 + w; x++) {
      if (shape(x, y)) {
        const lx = x - x0;
        const v =
          y === baseY ? ramp[0]! : lx < w / 3 ? ramp[3]! : lx > (2 * w) / 3 ? ramp[1]! : ramp[2]!;
        put(x, y, v);
      } else if (STEPS.some(([dx, dy]) => shape(x + dx, y + dy)) && canvas.get(x, y) === 0) {
        put(x, y, ink);
      }
    }
  }
  return drew;
}

/** A shaded ball of radius `r` centred on (cx, cy), lit from the upper left. */
export function drawOrb(
  canvas: RegionCanvas,
  cx: number,
  cy: number,
  r: number,
  ramp: readonly number[],
  ink: number,
  glowing: boolean,
): boolean {
  let drew = false;
  for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++) {
    for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
      if (!canvas.inside(x, y)) continue;
      const d = Math.hypot(x - cx, y - cy);
      if (d <= r) {
        const lit = (cx - x + (cy - y)) / (r * 1.5);
        const level = lit > 0.45 ? 3 : lit > -0.1 ? 2 : lit > -0.6 ? 1 : 0;
        canvas.set(x, y, ramp[Math.min(3, level + (glowing ? 1 : 0))]!);
        drew = true;
      } else if (d <= r + 1 && !glowing) {
        if (canvas.get(x, y) === 0) canvas.set(x, y, ink);
      } else if (d <= r + 1 && glowing) {
        canvas.set(x, y, ramp[1]!);
      }
    }
  }
  return drew;
}
