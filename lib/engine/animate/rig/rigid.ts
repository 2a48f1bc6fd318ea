/**
 * Rigid moves of the plane, as the rigs place layers: a turn about the origin then a shift. A
 * layer's place in a posed frame is its parents' moves composed with its own.
 *
 * Also a layer turned by three shears of whole pixels (Paeth's rotation): rows slid, then columns,
 * then rows again, each by a whole number of pixels. Every pixel of the layer is kept and moved
 * whole, none is resampled or doubled, so a few-pixel feature (an eye, a nose, a beard's tip)
 * comes out as it was drawn, only carried, and a straight edge (a hat's brim) becomes an even
 * stair. RotSprite, which samples an upscaled picture, smears such features into noise at a
 * small angle and steps a brim at irregular columns.
 */
import { createPixels, type Pixels, type Point } from "../../raster";

/** A rotation by `a` then a shift: p → R(a)·p + (x, y). */
export interface Rigid {
  readonly a: number;
  readonly x: number;
  readonly y: number;
}

export const IDENTITY: Rigid = { a: 0, x: 0, y: 0 };

export function applyRigid(t: Rigid, p: Point): Point {
  const c = Math.cos(t.a);
  const s = Math.sin(t.a);
  return { x: c * p.x - s * p.y + t.x, y: s * p.x + c * p.y + t.y };
}

/**
 * outer ∘ inner. (Never export a function named `then` from a module: its namespace becomes a
 * thenable, so `await import()` of it, as the test runner loads every module, never settles.)
 */
export function composeRigid(outer: Rigid, inner: Rigid): Rigid {
  const shift = applyRigid({ a: outer.a, x: outer.x, y: outer.y }, { x: inner.x, y: inner.y });
  return { a: outer.a + inner.a, x: shift.x, y: shift.y };
}

/** Turning by `angle` about `pivot`, then moving by (dx, dy). */
export function about(pivot: Point, angle: number, dx = 0, dy = 0): Rigid {
  const turned = applyRigid({ a: angle, x: 0, y: 0 }, pivot);
  return { a: angle, x: pivot.x - turned.x + dx, y: pivot.y - turned.y + dy };
}

type Shaped = { src: Pixels; x: number; y: number };

/**
 * Radians up to which shears draw a turn better than RotSprite. Past it the stairs of the
 * shears show on every slanted outline (a hat tipped 48 degrees in a bow came out notched and
 * blotched), where RotSprite's smoothed edges read better than the features it blurs.
 */
const SHEARS_UP_TO = (25 * Math.PI) / 180;

/** Whether a layer asking for a whole-pixel turn (`LayerMove.turnWhole`) is sheared by `angle`. */
export function shearsTurn(angle: number): boolean {
  return Math.abs(angle) > 1e-6 && Math.abs(angle) <= SHEARS_UP_TO;
}

/**
 * The picture placed at (x, y) in the drawing turned by `angle` radians (clockwise on screen)
 * about `pivot`, as a picture placed in the drawing again: posed with no further turn, its pivot
 * stays where it was.
 */
export function shearTurned(shaped: Shaped, pivot: Point, angle: number): Shaped {
  const { src, x, y } = shaped;
  const { width, height, data } = src;
  // p' = R·p as X(a)·Y(b)·X(a), with a = -tan(angle / 2), b = sin(angle); each shear slides a
  // pixel by a whole step found from its centre's offset to the pivot before that shear.
  const a = -Math.tan(angle / 2);
  const b = Math.sin(angle);
  const slide = (k: number, offset: number) => Math.round(k * offset);
  const xs = new Int32Array(width * height);
  const ys = new Int32Array(width * height);
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const i = v * width + u;
      if (!data[i]) continue;
      let px = x + u;
      let py = y + v;
      px += slide(a, py + 0.5 - pivot.y);
      py += slide(b, px + 0.5 - pivot.x);
      px += slide(a, py + 0.5 - pivot.y);
      xs[i] = px;
      ys[i] = py;
      left = Math.min(left, px);
      right = Math.max(right, px);
      top = Math.min(top, py);
      bottom = Math.max(bottom, py);
    }
  }
  if (right < left) return shaped;
  const wide = right - left + 1;
  const out = createPixels(wide, bottom - top + 1);
  for (let i = 0; i < data.length; i++) {
    if (data[i]) out.data[(ys[i]! - top) * wide + xs[i]! - left] = data[i]!;
  }
  return { src: out, x: left, y: top };
}
