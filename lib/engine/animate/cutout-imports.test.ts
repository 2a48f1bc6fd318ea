/**
 * Shape-changing presets on hand-drawn imports, judged against how the fixtures were drawn (the
 * grids of `drawn-imports`, painted 2 px an art pixel as the contact sheet paints them), never
 * against the code that poses them:
 * - a slime's and a mushroom's attack is a lunge: the body travels a good way toward one side
 *   and comes back, after first gathering away from it;
 * - their death sinks: no frame's top is ever above the standing top, the body ends lower than
 *   it stood, and it stays on its ground row.
 */
import { describe, expect, it } from "vitest";
import { DRAWN_MUSHROOM, DRAWN_SLIME, type DrawnGrid, framesOf, paintGrid } from "../testing";
import type { RgbaImage } from "../raster";
import { type AnimationPreset, animateSprite } from ".";

const SIZE = 64;
const SCALE = 2;

function animate(grid: DrawnGrid, preset: AnimationPreset): RgbaImage[] {
  const result = animateSprite(paintGrid(grid, SIZE, SCALE), {
    preset,
    frameCount: 8,
    seed: 7,
    framingMargin: 25,
    framingAnchor: "bottom",
  });
  return framesOf(result.strip, 8);
}

/** The box of the opaque pixels, in screen pixels. */
function box(frame: RgbaImage) {
  let [left, top, right, bottom] = [frame.width, frame.height, -1, -1];
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      if (frame.data[(y * frame.width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return { left, top, right, bottom, middle: (left + right) / 2 };
}

const BLOBS: readonly [string, DrawnGrid][] = [
  ["slime", DRAWN_SLIME],
  ["mushroom", DRAWN_MUSHROOM],
];

describe("imports without limbs (cut-out path)", () => {
  it.each(BLOBS)("%s: attacks by lunging toward one side and coming back", (_, grid) => {
    const frames = animate(grid, "Attack");
    const rest = box(frames[0]!);
    const widthInPixels = grid.rows[0]!.length * SCALE;
    const shifts = frames.map((f) => box(f).middle - rest.middle);
    const far = shifts.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a));
    const side = Math.sign(far);
    // The lunge carries the body a quarter of its width or more toward its target...
    expect(Math.abs(far)).toBeGreaterThanOrEqual(widthInPixels / 4);
    // ...after it first gathered the other way (the anticipation)...
    const lunge = shifts.findIndex((s) => s === far);
    expect(shifts.slice(1, lunge).some((s) => s * side < 0)).toBe(true);
    // ...and the last frame is back near where it stood.
    expect(Math.abs(shifts[7]!)).toBeLessThanOrEqual(SCALE * 2);
  });

  it.each(BLOBS)("%s: dies by sinking where it stands, never rising", (_, grid) => {
    const frames = animate(grid, "Death");
    const rest = box(frames[0]!);
    for (const frame of frames) {
      const b = box(frame);
      expect(b.top).toBeGreaterThanOrEqual(rest.top);
      expect(b.bottom).toBe(rest.bottom);
    }
    // It ends at most two thirds as tall as it stood, in the middle of where it stood.
    const end = box(frames[7]!);
    expect(rest.bottom - end.top).toBeLessThanOrEqual(((rest.bottom - rest.top) * 2) / 3);
    expect(end.middle).toBeGreaterThanOrEqual(rest.left);
    expect(end.middle).toBeLessThanOrEqual(rest.right);
  });
});
