import { describe, expect, it } from "vitest";
import { diffPixels, insideRegion } from "./pixel-diff";
import { sliceStrip, stripLayout } from "./strip";

describe("strip slicing", () => {
  it("cuts a horizontal strip into frames, rows intact", () => {
    // 3 frames of 2 × 2; each pixel's red is its frame, green its x, blue its y.
    const layout = { frameWidth: 2, frameHeight: 2, frameCount: 3 };
    const width = 6;
    const strip = new Uint8Array(width * 2 * 4);
    for (let y = 0; y < 2; y++) {
      for (let x = 0; x < width; x++) strip.set([x >> 1, x & 1, y, 255], (y * width + x) * 4);
    }
    const frames = sliceStrip(strip, width, layout);
    expect(frames).toHaveLength(3);
    expect([...frames[2]!]).toEqual([2, 0, 0, 255, 2, 1, 0, 255, 2, 0, 1, 255, 2, 1, 1, 255]);
    expect(() => sliceStrip(strip, 4, layout)).toThrow(/cannot hold/);
  });

  it("reads the layout of a record, a still being one frame", () => {
    expect(
      stripLayout({ width: 256, height: 32, frameCount: 8, frameWidth: 32, frameHeight: 32 }),
    ).toEqual({ frameWidth: 32, frameHeight: 32, frameCount: 8 });
    expect(stripLayout({ width: 40, height: 30, frameCount: null })).toEqual({
      frameWidth: 40,
      frameHeight: 30,
      frameCount: 1,
    });
  });
});

describe("pixel diff", () => {
  it("marks changed pixels and their bounds; transparent equals transparent", () => {
    const a = new Uint8Array(4 * 3 * 4);
    const b = new Uint8Array(a);
    b.set([9, 9, 9, 0], 0); // invisible RGB change
    b.set([255, 0, 0, 255], (1 * 4 + 2) * 4);
    b.set([0, 255, 0, 255], (2 * 4 + 3) * 4);
    const diff = diffPixels(a, b, 4, 3);
    expect(diff.changed).toBe(2);
    expect(diff.bounds).toEqual({ x: 2, y: 1, width: 2, height: 2 });
    expect(diff.mask[6]).toBe(1);
    expect(diff.mask[0]).toBe(0);
    expect(insideRegion(diff.bounds, { x: 2, y: 1, width: 2, height: 2 })).toBe(true);
    expect(insideRegion(diff.bounds, { x: 0, y: 0, width: 3, height: 3 })).toBe(false);
    expect(diffPixels(a, a, 4, 3)).toMatchObject({ changed: 0, bounds: null });
  });
});
