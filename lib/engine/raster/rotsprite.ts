/**
 * RotSprite-style rotation for pixel art: the source is upscaled 8× by three passes of Scale2x
 * (EPX), which rounds diagonal steps into smooth edges while keeping every pixel one of the source
 * colors; the upscaled picture is then rotated by nearest neighbour and sampled back down at one
 * sample per output pixel. No interpolation, so no new colors, and thin lines survive better than
 * with a plain nearest-neighbour rotation.
 *
 * Angles are radians, positive turns clockwise on screen (y points down).
 */
import { createPixels, type Pixels } from "./pixels";
import type { Point } from "./geometry";

/** One Scale2x (EPX) pass. Outside the picture counts as empty. */
export function scale2x(src: Pixels): Pixels {
  const { width: w, height: h, data: s } = src;
  const out = createPixels(w * 2, h * 2);
  const o = out.data;
  const ow = w * 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = s[y * w + x]!;
      const a = y > 0 ? s[(y - 1) * w + x]! : 0;
      const b = x < w - 1 ? s[y * w + x + 1]! : 0;
      const c = x > 0 ? s[y * w + x - 1]! : 0;
      const d = y < h - 1 ? s[(y + 1) * w + x]! : 0;
      const top = 2 * y * ow + 2 * x;
      // Only where two neighbours agree and the opposite pair disagrees: a corner of an edge.
      if (c === a || a === b || d === c || b === d) {
        o[top] = c === a && c !== d && a !== b ? a : p;
        o[top + 1] = a === b && a !== c && b !== d ? b : p;
        o[top + ow] = d === c && d !== b && c !== a ? c : p;
        o[top + ow + 1] = b === d && b !== a && d !== c ? d : p;
      } else {
        o[top] = o[top + 1] = o[top + ow] = o[top + ow + 1] = p;
      }
    }
  }
  return out;
}

export const UPSCALE = 8;

/** The 8× picture RotSprite samples from: three Scale2x passes. */
export function upscale8(src: Pixels): Pixels {
  return scale2x(scale2x(scale2x(src)));
}

const cache = new WeakMap<Pixels, Pixels>();

/** upscale8, remembered per picture object (a part turns by a new angle every frame). */
export function upscaledOnce(src: Pixels): Pixels {
  let up = cache.get(src);
  if (!up) {
    up = upscale8(src);
    cache.set(src, up);
  }
  return up;
}

const at = (u: Uint32Array, uw: number, uh: number, x: number, y: number) =>
  x < 0 || y < 0 || x >= uw || y >= uh ? 0 : u[y * uw + x]!;

/**
 * The downscale: the most common of five samples (the mapped point and four around it, all
 * inside one output pixel's footprint), the centre winning ties. A single sample would pick an
 * EPX corner and make a 90° turn come out different from a 0° one.
 */
function sampleBlock(u: Uint32Array, uw: number, uh: number, x: number, y: number): number {
  const c = at(u, uw, uh, x, y);
  const s1 = at(u, uw, uh, x - 2, y - 2);
  const s2 = at(u, uw, uh, x + 1, y - 2);
  const s3 = at(u, uw, uh, x - 2, y + 1);
  const s4 = at(u, uw, uh, x + 1, y + 1);
  let best = c;
  let bestCount =
    1 + (s1 === c ? 1 : 0) + (s2 === c ? 1 : 0) + (s3 === c ? 1 : 0) + (s4 === c ? 1 : 0);
  for (const v of [s1, s2, s3, s4]) {
    const count = (s1 === v ? 1 : 0) + (s2 === v ? 1 : 0) + (s3 === v ? 1 : 0) + (s4 === v ? 1 : 0);
    if (count > bestCount) {
      best = v;
      bestCount = count;
    }
  }
  return best;
}

export interface Placement {
  /** Where the picture's top-left pixel sits in canvas coordinates before turning. */
  readonly x0: number;
  readonly y0: number;
  /** Canvas point the picture turns about. */
  readonly pivot: Point;
  readonly angle: number;
  /** Canvas shift applied after turning. */
  readonly dx: number;
  readonly dy: number;
}

/**
 * Draws `src` turned by `angle` about `pivot`, then shifted by (dx, dy), over `dest`: non-empty
 * samples replace what is there, empty ones leave it. A zero angle is an exact copy.
 */
export function drawTurned(dest: Pixels, src: Pixels, at: Placement): void {
  const { width: dw, height: dh, data: d } = dest;
  const { width: sw, height: sh, data: s } = src;
  if (Math.abs(at.angle) < 1e-6) {
    const ox = Math.round(at.x0 + at.dx);
    const oy = Math.round(at.y0 + at.dy);
    for (let y = 0; y < sh; y++) {
      const ty = y + oy;
      if (ty < 0 || ty >= dh) continue;
      for (let x = 0; x < sw; x++) {
        const v = s[y * sw + x]!;
        const tx = x + ox;
        if (v !== 0 && tx >= 0 && tx < dw) d[ty * dw + tx] = v;
      }
    }
    return;
  }
  const up = upscaledOnce(src);
  const cos = Math.cos(at.angle);
  const sin = Math.sin(at.angle);
  const px = at.pivot.x + at.dx;
  const py = at.pivot.y + at.dy;
  // Bounding box of the turned picture.
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [cx, cy] of [
    [at.x0, at.y0],
    [at.x0 + sw, at.y0],
    [at.x0, at.y0 + sh],
    [at.x0 + sw, at.y0 + sh],
  ] as const) {
    const vx = cx - at.pivot.x;
    const vy = cy - at.pivot.y;
    const x = px + cos * vx - sin * vy;
    const y = py + sin * vx + cos * vy;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const x0 = Math.max(0, Math.floor(minX));
  const x1 = Math.min(dw - 1, Math.ceil(maxX));
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(dh - 1, Math.ceil(maxY));
  const uw = up.width;
  const uh = up.height;
  const u = up.data;
  for (let y = y0; y <= y1; y++) {
    const vy = y + 0.5 - py;
    for (let x = x0; x <= x1; x++) {
      const vx = x + 0.5 - px;
      // Inverse turn: the source point that lands on this pixel's centre.
      const sx = at.pivot.x + cos * vx + sin * vy - at.x0;
      const sy = at.pivot.y - sin * vx + cos * vy - at.y0;
      const v = sampleBlock(u, uw, uh, Math.floor(sx * UPSCALE), Math.floor(sy * UPSCALE));
      if (v !== 0) d[y * dw + x] = v;
    }
  }
}
