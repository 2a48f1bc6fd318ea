/**
 * Raster primitives. A pixel is covered when its center lies inside the shape, which gives hard
 * edges with no partial coverage. Each primitive computes a surface normal per pixel so the pen's
 * shader can light it from the top-left.
 */
import { FLAG_DETAIL, type InkCanvas, inkOf, put } from "./canvas";
import type { Shader } from "./shading";

export interface Pen {
  readonly ramp: number;
  readonly shader: Shader;
  readonly part: number;
  /** FLAG_DETAIL for single-pixel details the cleanup must keep. */
  readonly flags?: number;
}

/** How a filled area bulges toward the viewer, which decides its shading. */
export type Form = "flat" | "dome" | "tubeV" | "tubeH" | "pillow";

function normalFor(form: Form, u: number, v: number): [number, number, number] {
  switch (form) {
    case "flat":
      return [0, 0, 1];
    case "dome": {
      const r = Math.min(1, u * u + v * v);
      return [u, v, Math.sqrt(1 - r)];
    }
    case "tubeV":
      return [u, 0, Math.sqrt(Math.max(0, 1 - u * u))];
    case "tubeH":
      return [0, v, Math.sqrt(Math.max(0, 1 - v * v))];
    case "pillow": {
      const nx = u * 0.55;
      const ny = v * 0.55;
      return [nx, ny, Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny))];
    }
  }
}

function paint(canvas: InkCanvas, pen: Pen, x: number, y: number, n: [number, number, number]) {
  const level = pen.shader(n[0], n[1], n[2], x, y);
  put(canvas, x, y, inkOf(pen.ramp, level), pen.part, pen.flags ?? 0);
}

export function fillEllipse(
  canvas: InkCanvas,
  pen: Pen,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  form: Form = "dome",
  clip?: (x: number, y: number) => boolean,
): void {
  const x0 = Math.max(0, Math.floor(cx - rx));
  const x1 = Math.min(canvas.width - 1, Math.ceil(cx + rx));
  const y0 = Math.max(0, Math.floor(cy - ry));
  const y1 = Math.min(canvas.height - 1, Math.ceil(cy + ry));
  let any = false;
  for (let y = y0; y <= y1; y++) {
    const v = (y + 0.5 - cy) / ry;
    for (let x = x0; x <= x1; x++) {
      const u = (x + 0.5 - cx) / rx;
      if (u * u + v * v > 1) continue;
      if (clip && !clip(x, y)) continue;
      paint(canvas, pen, x, y, normalFor(form, u, v));
      any = true;
    }
  }
  // A shape smaller than a pixel still leaves its mark: a tiny eye is one pixel, not none.
  if (!any && !clip) paint(canvas, pen, Math.floor(cx), Math.floor(cy), [0, 0, 1]);
}

export function fillRect(
  canvas: InkCanvas,
  pen: Pen,
  x: number,
  y: number,
  w: number,
  h: number,
  form: Form = "flat",
): void {
  const x0 = Math.round(x);
  const y0 = Math.round(y);
  const x1 = Math.round(x + w);
  const y1 = Math.round(y + h);
  const spanX = Math.max(1, x1 - x0);
  const spanY = Math.max(1, y1 - y0);
  for (let py = y0; py < Math.max(y1, y0 + 1); py++) {
    const v = ((py - y0 + 0.5) / spanY) * 2 - 1;
    for (let px = x0; px < Math.max(x1, x0 + 1); px++) {
      const u = ((px - x0 + 0.5) / spanX) * 2 - 1;
      paint(canvas, pen, px, py, normalFor(form, u, v));
    }
  }
}

/**
 * A tapered tube from (ax, ay) radius ra to (bx, by) radius rb with round ends: limbs, handles,
 * tails, blades seen edge-on. Shaded as a cylinder across its length.
 */
export function fillCapsule(
  canvas: InkCanvas,
  pen: Pen,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  ra: number,
  rb: number = ra,
): void {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1e-9;
  const len = Math.sqrt(len2);
  const px = -dy / len;
  const py = dx / len;
  const rmax = Math.max(ra, rb);
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - rmax));
  const x1 = Math.min(canvas.width - 1, Math.ceil(Math.max(ax, bx) + rmax));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - rmax));
  const y1 = Math.min(canvas.height - 1, Math.ceil(Math.max(ay, by) + rmax));
  let any = false;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const cx = x + 0.5 - ax;
      const cy = y + 0.5 - ay;
      const t = Math.max(0, Math.min(1, (cx * dx + cy * dy) / len2));
      const r = ra + (rb - ra) * t;
      const ex = cx - dx * t;
      const ey = cy - dy * t;
      const d2 = ex * ex + ey * ey;
      if (d2 > r * r) continue;
      const s = Math.max(-1, Math.min(1, (ex * px + ey * py) / Math.max(r, 0.5)));
      const nz = Math.sqrt(Math.max(0, 1 - s * s));
      paint(canvas, pen, x, y, [px * s, py * s, nz]);
      any = true;
    }
  }
  if (!any) paint(canvas, pen, Math.floor(ax), Math.floor(ay), [0, 0, 1]);
}

export interface Vec {
  readonly x: number;
  readonly y: number;
}

/**
 * Even-odd scanline fill of a polygon. `form` shades it by its bounding box (a "dome" polygon
 * reads as a rounded solid); `normal` overrides with one constant normal (a flat face).
 */
export function fillPolygon(
  canvas: InkCanvas,
  pen: Pen,
  points: readonly Vec[],
  form: Form = "flat",
  normal?: readonly [number, number, number],
): void {
  if (points.length < 3) return;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const hw = Math.max(0.5, (maxX - minX) / 2);
  const hh = Math.max(0.5, (maxY - minY) / 2);
  const y0 = Math.max(0, Math.floor(minY));
  const y1 = Math.min(canvas.height - 1, Math.ceil(maxY));
  const xs: number[] = [];
  for (let y = y0; y <= y1; y++) {
    const sy = y + 0.5;
    xs.length = 0;
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!;
      const b = points[(i + 1) % points.length]!;
      if (a.y <= sy === b.y <= sy) continue;
      xs.push(a.x + ((sy - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(canvas.width - 1, Math.floor(xs[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) {
        const n = normal ?? normalFor(form, (x + 0.5 - minX) / hw - 1, (sy - minY) / hh - 1);
        paint(canvas, pen, x, y, [n[0], n[1], n[2]]);
      }
    }
  }
}

/** A one-pixel Bresenham line: strings, cracks, seams, bow strings. */
export function drawLine(
  canvas: InkCanvas,
  pen: Pen,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  let x = Math.round(x0);
  let y = Math.round(y0);
  const xe = Math.round(x1);
  const ye = Math.round(y1);
  const dx = Math.abs(xe - x);
  const dy = -Math.abs(ye - y);
  const sx = x < xe ? 1 : -1;
  const sy = y < ye ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    paint(canvas, pen, x, y, [0, 0, 1]);
    if (x === xe && y === ye) break;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** A single deliberate pixel (an eye, a glint) that cleanup keeps. */
export function dot(canvas: InkCanvas, pen: Pen, x: number, y: number): void {
  put(
    canvas,
    Math.floor(x),
    Math.floor(y),
    inkOf(pen.ramp, pen.shader(0, 0, 1, x, y)),
    pen.part,
    FLAG_DETAIL,
  );
}
