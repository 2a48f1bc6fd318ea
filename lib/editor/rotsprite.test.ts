import { describe, expect, it } from "vitest";
import type { Pixels } from "@/lib/engine/raster";
import { rotSprite } from "./rotsprite";

/** A deterministic picture of `colours` indices (0 is transparent), each cell `block` px square. */
function picture(width: number, height: number, colours: number, block: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 16;
  };
  const cells = Array.from({ length: width * height }, () => next() % colours);
  const data = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      data[y * width + x] = cells[Math.floor(y / block) * width + Math.floor(x / block)] ?? 0;
  }
  return { width, height, data };
}

/** The exact clockwise quarter turn, pixel (x, y) to (h − 1 − y, x). */
function quarter(src: Pixels): Pixels {
  const { width: w, height: h } = src;
  const data = new Uint32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) data[x * h + (h - 1 - y)] = src.data[y * w + x] ?? 0;
  }
  return { width: h, height: w, data };
}

const opaque = (px: Pixels) => new Set([...px.data].filter((v) => v !== 0));

describe("rotSprite", () => {
  it("never makes a colour the selection did not have, at any angle", () => {
    for (const [i, degrees] of [7, 30, 45, 63.5, 135, 200, 333, -20].entries()) {
      const src = picture(13, 9, 6, 1 + (i % 3), i + 1);
      const turned = rotSprite(src, { x: 0, y: 0 }, degrees).pixels;
      const before = opaque(src);
      for (const v of opaque(turned)) expect(before).toContain(v);
      expect(opaque(turned).size).toBeGreaterThan(1);
    }
  });

  it("turns by multiples of 90° are exact, square or not, and four make the original", () => {
    for (const [w, h] of [
      [8, 8],
      [7, 4],
      [5, 11],
    ] as const) {
      const src = picture(w, h, 5, 1, w * h);
      let expected: Pixels = src;
      for (const degrees of [90, 180, 270, 360]) {
        expected = quarter(expected);
        expect(rotSprite(src, { x: 0, y: 0 }, degrees).pixels).toEqual(expected);
      }
      expect(rotSprite(src, { x: 0, y: 0 }, -90).pixels).toEqual(
        rotSprite(src, { x: 0, y: 0 }, 270).pixels,
      );
      expect(expected).toEqual(src);
    }
  });

  it("a quarter turn stays centred on the box: a square keeps its place", () => {
    const src = picture(6, 6, 3, 1, 3);
    const turned = rotSprite(src, { x: 10, y: 4 }, 90);
    expect([turned.x, turned.y]).toEqual([10, 4]);
    const wide = rotSprite(picture(6, 2, 3, 1, 3), { x: 10, y: 4 }, 90);
    expect([wide.x, wide.y, wide.pixels.width, wide.pixels.height]).toEqual([12, 2, 2, 6]);
  });

  it("the sampled turn agrees with the exact one a hair from a quarter turn, on pixel art", () => {
    // Art drawn in 2 × 2 cells: each cell wins its own block, so the vote matches the exact turn.
    const src = picture(12, 12, 5, 2, 11);
    let expected: Pixels = src;
    for (const degrees of [0, 90, 180, 270]) {
      const near = rotSprite(src, { x: 0, y: 0 }, degrees + 1e-6);
      // The sampled box is one pixel larger each way; its ring is transparent.
      const inner = new Uint32Array(12 * 12);
      for (let y = 0; y < 12; y++) {
        for (let x = 0; x < 12; x++)
          inner[y * 12 + x] =
            near.pixels.data[(y - near.y) * near.pixels.width + (x - near.x)] ?? 0;
      }
      expect(inner).toEqual(expected.data);
      expect(opaque(near.pixels).size).toBe(opaque(src).size);
      expected = quarter(expected);
    }
  });

  it("keeps a shape's area: transparency votes too, so outlines neither grow nor thin", () => {
    const square = { width: 10, height: 10, data: new Uint32Array(100).fill(3) };
    const turned = rotSprite(square, { x: 0, y: 0 }, 45).pixels;
    const area = turned.data.filter((v) => v === 3).length;
    expect(area).toBeGreaterThanOrEqual(90);
    expect(area).toBeLessThanOrEqual(110);
    // A diamond now: the corners of its box are empty, its middle full.
    expect(turned.data[0]).toBe(0);
    const mid = Math.floor(turned.height / 2) * turned.width + Math.floor(turned.width / 2);
    expect(turned.data[mid]).toBe(3);
  });
});
