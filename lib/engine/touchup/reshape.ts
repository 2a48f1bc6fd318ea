/**
 * Operations on one object's pixels that keep the art: lighten or darken its ramps (light
 * order kept), scale it larger or smaller about the side it is attached by, mirror it, outline
 * it, and close eyes. Each reads the object's mask and writes through the region canvas, so
 * nothing outside the region changes; a moved object's old place is refilled from what
 * surrounds it (see remove).
 */
import { type Oklch, oklchToRgb, clampChroma } from "../color";
import { rampMapping } from "../figure";
import { inpaint, packRgba } from "../raster";
import type { Materials } from "./materials";
import type { RegionCanvas } from "./region";
import type { SpritePalette } from "./sprite-palette";

const STEPS = [
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
    const lead = materials.members.get(f)!.reduce((a, b) => (b.n > a.n ? b : a));
    const L = Math.max(0.3, Math.min(0.95, lead.lch.L + dir * 0.14));
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

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(mask: Uint8Array, width: number): Box | null {
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
function lift(canvas: RegionCanvas, mask: Uint8Array): void {
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
  const nx0 = Math.floor(ax + (box.x0 - ax) * sx) - 1;
  const nx1 = Math.ceil(ax + (box.x1 - ax) * sx) + 1;
  const ny0 = Math.floor(ay + (box.y0 - ay) * sy) - 1;
  const ny1 = Math.ceil(ay + (box.y1 - ay) * sy) + 1;
  for (let y = ny0; y <= ny1; y++) {
    for (let x = nx0; x <= nx1; x++) {
      const fx = Math.round(ax + (x - ax) / sx);
      const fy = Math.round(ay + (y - ay) / sy);
      if (fx < box.x0 || fx > box.x1 || fy < box.y0 || fy > box.y1) continue;
      const j = fy * width + fx;
      if (mask[j]) canvas.set(x, y, canvas.before.data[j]!);
    }
  }
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
