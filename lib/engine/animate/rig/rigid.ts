/**
 * Rigid moves of the plane, as the rigs place layers: a turn about the origin then a shift. A
 * layer's place in a posed frame is its parents' moves composed with its own.
 */
import type { Point } from "../../raster";

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
