/**
 * Framing: where in the canvas a sprite is drawn. Sprites scale with the canvas and keep a
 * margin that leaves room for the outline and a little air, at every size.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The canvas minus a margin of `fraction` of each side (at least `min` pixels). */
export function innerBox(width: number, height: number, fraction = 0.06, min = 2): Box {
  const mx = Math.max(min, Math.round(width * fraction));
  const my = Math.max(min, Math.round(height * fraction));
  return { x: mx, y: my, w: width - 2 * mx, h: height - 2 * my };
}

/**
 * The largest box of aspect `w / h = aspect` inside `box`, centered horizontally and placed
 * vertically by `align` (0 top, 0.5 middle, 1 bottom: feet on the ground).
 */
export function fitAspect(box: Box, aspect: number, align = 0.5): Box {
  let w = box.w;
  let h = w / aspect;
  if (h > box.h) {
    h = box.h;
    w = h * aspect;
  }
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) * align, w, h };
}

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const clamp01 = (t: number): number => Math.max(0, Math.min(1, t));
