/**
 * A size change on an object drawn with its own outline (a ball, a block, a door): its inside
 * is scaled and the outline drawn again as one unbroken ring a pixel thick around the new
 * inside, rather than the outline scaled with it (doubled where it grows, dropped where it
 * shrinks). A round object stays round: its new inside is the ellipse of its new box. It grows
 * about the place that keeps it clear of the art around it (a ball beside a block grows away
 * from the block), and its old place is refilled with what it lay on (see `liftOnto`).
 */
import { inpaint } from "../raster";
import type { RegionCanvas } from "./region";

/** A pixel box, inclusive of both corners. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const STEPS4 = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Hue in degrees and saturation (0-1) of a packed pixel (red in the low byte). */
function hueSat(v: number): [number, number] {
  const r = (v & 255) / 255;
  const g = ((v >>> 8) & 255) / 255;
  const b = ((v >>> 16) & 255) / 255;
  const hi = Math.max(r, g, b);
  const d = hi - Math.min(r, g, b);
  if (d === 0 || hi === 0) return [0, 0];
  const h = hi === r ? ((g - b) / d + 6) % 6 : hi === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, d / hi];
}

/** Whether two colours are shades of one material (a shield's blue and its shadow). */
function sameMaterial(a: number, b: number): boolean {
  const [ha, sa] = hueSat(a);
  const [hb, sb] = hueSat(b);
  if (sa < 0.15 || sb < 0.15) return sa < 0.15 && sb < 0.15;
  const dh = Math.abs(ha - hb);
  return Math.min(dh, 360 - dh) <= 30;
}

/**
 * What the object lies on: the colours of the material most of its sides touch (line work and
 * air left out), or null when it stands on air.
 */
export function groundOf(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): Set<number> | null {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const counts = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS4) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      const v = data[j]!;
      if (mask[j] || v === 0 || isLine(v)) continue;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return null;
  const top = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  return new Set([...counts.keys()].filter((v) => sameMaterial(v, top)));
}

/**
 * Clears the object's pixels, refilled from the material it lies on only (a shrunk emblem's
 * old place takes the shield's blue, never the rim beside it), or from what surrounds it when
 * it stands on air.
 */
export function liftOnto(
  canvas: RegionCanvas,
  mask: Uint8Array,
  isLine: (v: number) => boolean,
): void {
  const { px } = canvas;
  const { width, height } = px;
  const work = { width, height, data: new Uint32Array(canvas.before.data) };
  const unknown = Uint8Array.from(mask);
  const ground = groundOf(canvas, mask, isLine);
  if (ground) {
    // Near the object, only the ground is a source: every other pixel is filled too (and
    // thrown away), so the rim beside an emblem never bleeds into its old place.
    let [x0, y0, x1, y1] = [width, height, -1, -1];
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      const x = i % width;
      const y = Math.floor(i / width);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
    for (let y = Math.max(0, y0 - 3); y <= Math.min(height - 1, y1 + 3); y++)
      for (let x = Math.max(0, x0 - 3); x <= Math.min(width - 1, x1 + 3); x++) {
        const i = y * width + x;
        if (!ground.has(work.data[i]!)) unknown[i] = 1;
      }
  }
  inpaint(work, unknown, false);
  // Line work in the mask (a sill on the base line) closes from the lines around it as before.
  const plain = { width, height, data: new Uint32Array(canvas.before.data) };
  inpaint(plain, mask, false);
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const v = isLine(canvas.before.data[i]!) ? plain.data[i]! : work.data[i]!;
    canvas.set(i % width, Math.floor(i / width), v);
  }
}

/**
 * The piece with the line pixels beside its inside: its frame, even where the frame is shared
 * with the wall it is set in.
 */
export function withRing(
  canvas: RegionCanvas,
  piece: Uint8Array,
  isLine: (v: number) => boolean,
): Uint8Array {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const out = Uint8Array.from(piece);
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i] || isLine(data[i]!)) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS4) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (data[j] !== 0 && isLine(data[j]!)) out[j] = 1;
    }
  }
  return out;
}

/** Whether the piece is drawn with its own outline: line colour holds most of its rim. */
export function outlined(
  canvas: RegionCanvas,
  piece: Uint8Array,
  isLine: (v: number) => boolean,
): boolean {
  const { width, height } = canvas.px;
  let rim = 0;
  let lines = 0;
  let inside = 0;
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const onRim = STEPS4.some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx < 0 || ny < 0 || nx >= width || ny >= height || !piece[ny * width + nx];
    });
    if (onRim) {
      rim++;
      if (isLine(canvas.before.data[i]!)) lines++;
    } else if (!isLine(canvas.before.data[i]!)) inside++;
  }
  return rim > 0 && lines / rim >= 0.8 && inside >= 4;
}

interface Drawing {
  /** Pixel index to colour: the new inside and its ring. */
  readonly cells: Map<number, number>;
  readonly inside: number;
}

/**
 * The piece's inside scaled by (kx, ky) about (ax, ay), ringed by its outline colour. Null when
 * a pixel of it would fall off the canvas.
 */
function drawScaled(
  canvas: RegionCanvas,
  piece: Uint8Array,
  box: Box,
  ax: number,
  ay: number,
  kx: number,
  ky: number,
  isLine: (v: number) => boolean,
): Drawing | null {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const inner = (i: number) => piece[i] === 1 && !isLine(data[i]!);
  // The inside's box, and whether it is round (a disc or an ellipse fills about pi/4 of it).
  let [ix0, iy0, ix1, iy1] = [width, height, -1, -1];
  let area = 0;
  const lineCounts = new Map<number, number>();
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i]) continue;
    if (!inner(i)) {
      lineCounts.set(data[i]!, (lineCounts.get(data[i]!) ?? 0) + 1);
      continue;
    }
    const x = i % width;
    const y = Math.floor(i / width);
    [ix0, iy0, ix1, iy1] = [Math.min(ix0, x), Math.min(iy0, y), Math.max(ix1, x), Math.max(iy1, y)];
    area++;
  }
  if (area === 0 || lineCounts.size === 0) return null;
  const line = [...lineCounts].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const [iw, ih] = [ix1 - ix0 + 1, iy1 - iy0 + 1];
  const fill = area / (iw * ih);
  const round = Math.abs(iw - ih) <= 2 && fill > 0.68 && fill < 0.9;
  // The new inside's box: the old one's edges scaled about the anchor, whole pixels.
  const nx0 = Math.round(ax + (ix0 - 0.5 - ax) * kx + 0.5);
  const nx1 = Math.round(ax + (ix1 + 0.5 - ax) * kx - 0.5);
  const ny0 = Math.round(ay + (iy0 - 0.5 - ay) * ky + 0.5);
  const ny1 = Math.round(ay + (iy1 + 0.5 - ay) * ky - 0.5);
  if (nx1 < nx0 || ny1 < ny0) return null;
  const [sx, sy] = [(nx1 - nx0 + 1) / iw, (ny1 - ny0 + 1) / ih];
  const cells = new Map<number, number>();
  const [cx, cy, rx, ry] = [
    (nx0 + nx1 + 1) / 2,
    (ny0 + ny1 + 1) / 2,
    (nx1 - nx0 + 1) / 2,
    (ny1 - ny0 + 1) / 2,
  ];
  for (let y = ny0; y <= ny1; y++)
    for (let x = nx0; x <= nx1; x++) {
      if (x < 0 || y < 0 || x >= width || y >= height) return null;
      if (round) {
        const dx = (x + 0.5 - cx) / rx;
        const dy = (y + 0.5 - cy) / ry;
        if (dx * dx + dy * dy > 1 + 0.5 / Math.max(rx, ry)) continue;
      }
      // The source pixel this one shows; a round edge with no inside there takes the nearest.
      const fx = Math.min(ix1, Math.max(ix0, Math.floor(ix0 + (x - nx0 + 0.5) / sx)));
      const fy = Math.min(iy1, Math.max(iy0, Math.floor(iy0 + (y - ny0 + 0.5) / sy)));
      let src = -1;
      for (let r = 0; r <= 3 && src < 0; r++)
        for (let dy = -r; dy <= r && src < 0; dy++)
          for (let dx = -r; dx <= r && src < 0; dx++) {
            const [qx, qy] = [fx + dx, fy + dy];
            if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
            if (inner(qy * width + qx)) src = qy * width + qx;
          }
      if (src < 0) {
        if (round) continue;
        return null;
      }
      cells.set(y * width + x, data[src]!);
    }
  const inside = cells.size;
  // The ring: every pixel beside the inside (edge-wise), so it is one pixel thick and closed.
  for (const i of [...cells.keys()]) {
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of STEPS4) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) return null;
      const j = ny * width + nx;
      if (!cells.has(j)) cells.set(j, line);
    }
  }
  void box;
  return { cells, inside };
}

/**
 * Redraws an outlined piece at (kx, ky): the anchor planned first when the result keeps clear
 * of the art around it, else the box corner or side it can grow from with least harm (covering
 * nothing but itself, air or what it lies on, and touching nothing it did not touch). Returns
 * false, drawing nothing, when no anchor keeps it whole inside the region.
 */
export function scaleOutlined(
  canvas: RegionCanvas,
  piece: Uint8Array,
  box: Box,
  planned: [number, number],
  kx: number,
  ky: number,
  isLine: (v: number) => boolean,
): boolean {
  const { width, height } = canvas.px;
  const data = canvas.before.data;
  const ground = groundOf(canvas, piece, isLine);
  const mayCover = (i: number) => piece[i] === 1 || data[i] === 0 || ground?.has(data[i]!) === true;
  const touchedBefore = new Uint8Array(piece.length);
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) touchedBefore[ny * width + nx] = 1;
      }
  }
  const cost = (d: Drawing) => {
    let bad = 0;
    for (const i of d.cells.keys()) {
      const x = i % width;
      const y = Math.floor(i / width);
      if (!canvas.inside(x, y)) return Infinity;
      if (!mayCover(i)) bad += 10;
      for (const [dx, dy] of STEPS4) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (!mayCover(j) && !touchedBefore[j]) bad++;
      }
    }
    return bad;
  };
  const mx = (box.x0 + box.x1) / 2;
  const my = (box.y0 + box.y1) / 2;
  // Smaller keeps the bottom where it stands; bigger tries each corner and side of its box.
  const anchors: [number, number][] = kx < 1 && ky < 1 ? [[mx, box.y1], planned] : [planned];
  for (const ax of [box.x0, mx, box.x1])
    for (const ay of [box.y0, my, box.y1]) anchors.push([ax, ay]);
  // The planned growth first, then less of it (at least two pixels across), so a thing boxed
  // in by its neighbours grows as far as it can without running into them.
  const sizes: [number, number][] = [[kx, ky]];
  if (kx > 1 || ky > 1) {
    const [w, h] = [box.x1 - box.x0 - 1, box.y1 - box.y0 - 1];
    for (let t = 0.75; t >= 0.25; t -= 0.25) {
      const [tx, ty] = [1 + (kx - 1) * t, 1 + (ky - 1) * t];
      if (tx * w >= w + 2 || ty * h >= h + 2) sizes.push([tx, ty]);
    }
  }
  let best: Drawing | null = null;
  let bestCost = Infinity;
  for (const [sx, sy] of sizes) {
    for (const [ax, ay] of anchors) {
      const d = drawScaled(canvas, piece, box, ax, ay, sx, sy, isLine);
      if (!d) continue;
      const c = cost(d);
      if (c < bestCost) {
        best = d;
        bestCost = c;
      }
    }
    if (bestCost === 0) break;
  }
  if (!best || bestCost === Infinity) return false;
  // Line work the piece shares with other art (a door's sill on the wall's base line) stays.
  const own = Uint8Array.from(piece);
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i] || !isLine(data[i]!)) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const shared = STEPS4.some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) return false;
      const j = ny * width + nx;
      return !piece[j] && isLine(data[j]!);
    });
    if (shared) own[i] = 0;
  }
  liftOnto(canvas, own, isLine);
  for (const [i, v] of best.cells) canvas.set(i % width, Math.floor(i / width), v);
  return true;
}
