/**
 * Size words on a four-legged beast, drawn so they show: "a giant rat" is a heavier beast (a
 * deep body, thick legs, a big head, a shorter tail) that fills more of its frame than the
 * plain one; "a little wolf" stands smaller in its frame, on the same ground. The drawer reads
 * these two traits and nothing else here.
 */
import type { Trait } from "../prompt";
import type { Box } from "./layout";

/** The proportions a size word scales; every beast of the table has them. */
export interface SizedProportions {
  readonly bodyRy: number;
  readonly legLen: number;
  readonly legW: number;
  readonly headR: number;
  readonly tailLen: number;
}

/** The share of its frame a small beast keeps, standing on the frame's ground. */
export const SMALL_BEAST_SCALE = 0.62;

/** The beast's proportions as a size word changes them: heavier when big, unchanged otherwise. */
export function sizedBeast<B extends SizedProportions>(beast: B, traits: readonly Trait[]): B {
  if (!traits.includes("big")) return beast;
  return {
    ...beast,
    bodyRy: beast.bodyRy * 1.45,
    legLen: beast.legLen * 0.92,
    legW: beast.legW * 1.5,
    headR: beast.headR * 1.22,
    // A short tail, so the heavier body, not the tail, fills the frame's width.
    tailLen: beast.tailLen * 0.5,
  };
}

/** The box a beast is fitted into: shrunk about its bottom centre when the prompt says small. */
export function sizedBox(box: Box, traits: readonly Trait[]): Box {
  if (!traits.includes("small")) return box;
  const w = box.w * SMALL_BEAST_SCALE;
  const h = box.h * SMALL_BEAST_SCALE;
  return { x: box.x + (box.w - w) / 2, y: box.y + box.h - h, w, h };
}
