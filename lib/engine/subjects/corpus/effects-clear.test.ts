/**
 * Effects read cleanly, judged on rendered pixels: one sparkle is one star and sparkles are
 * several stars with air between them (merged outlines read as a knot), in clean gold rather than
 * olive or khaki; a shockwave is light (a bright ring fading outward, no dark outline); a splash
 * keeps its drops inside the frame; a fire throws embers big enough to see.
 */
import { describe, expect, it } from "vitest";
import { hueChroma, isOpaque, lightness, opaquePieces, renderPrompt } from "../../testing";
import type { RgbaImage } from "../../raster";

const sparkles = renderPrompt("magic sparkles", "effect");
const sparkle = renderPrompt("a sparkle", "effect");

/** Fewest transparent pixels between two opaque pixels of different pieces, in x or y. */
function narrowestGap(img: RgbaImage): number {
  const pieces = opaquePieces(img);
  const owner = new Int32Array(img.width * img.height).fill(-1);
  pieces.forEach((p, k) => {
    for (let i = 0; i < owner.length; i++) if (p.has(i)) owner[i] = k;
  });
  let gap = Number.POSITIVE_INFINITY;
  for (let i = 0; i < owner.length; i++) {
    if (owner[i]! < 0) continue;
    const x = i % img.width;
    const y = Math.floor(i / img.width);
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
      [1, 1],
      [1, -1],
    ] as const) {
      for (let step = 1; step <= 4; step++) {
        const nx = x + dx * step;
        const ny = y + dy * step;
        if (!isOpaque(img, nx, ny)) continue;
        const other = owner[ny * img.width + nx]!;
        if (other !== owner[i]) gap = Math.min(gap, step - 1);
        break;
      }
    }
  }
  return gap;
}

describe("sparkles read cleanly", () => {
  it("a sparkle is one four-pointed star", () => {
    const pieces = opaquePieces(sparkle);
    expect(pieces.length).toBe(1);
    const star = pieces[0]!;
    const w = star.right - star.left + 1;
    const h = star.bottom - star.top + 1;
    // A star's concave sides leave most of its box empty; a blob or a diamond fills half.
    expect(star.size / (w * h)).toBeLessThan(0.4);
    // Big enough to be the picture, not a speck in a corner.
    expect(h).toBeGreaterThan(sparkle.height / 2);
  });

  it("magic sparkles are several stars with clear air between every two", () => {
    const pieces = opaquePieces(sparkles);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(narrowestGap(sparkles)).toBeGreaterThanOrEqual(2);
  });

  it("sparkles are a clean gold, not olive or khaki", () => {
    for (const img of [sparkle, sparkles]) {
      for (let y = 0; y < img.height; y++) {
        for (let x = 0; x < img.width; x++) {
          if (!isOpaque(img, x, y)) continue;
          const { h, C } = hueChroma(img, x, y);
          if (C > 0.03) expect(h < 100 || h > 160, `hue ${h.toFixed(0)} at ${x},${y}`).toBe(true);
        }
      }
    }
  });
});

describe("light, splashes and embers read cleanly", () => {
  it("a shockwave is a bright ring with no dark outline, its light falling off outward", () => {
    const img = renderPrompt("a shockwave", "effect");
    const w = img.width;
    let darkest = 1;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < w; x++)
        if (isOpaque(img, x, y)) darkest = Math.min(darkest, lightness(img, x, y));
    // An outline is near-black; the ring's dimmest glow stays a light colour.
    expect(darkest).toBeGreaterThan(0.6);
    // Along the row through the middle, from the left edge inward: the first pixels met (the
    // outer glow) are dimmer than the brightest pixel of the ring.
    const piece = opaquePieces(img)[0]!;
    const y = Math.round((piece.top + piece.bottom) / 2);
    const row: number[] = [];
    for (let x = 0; x < w / 2; x++) if (isOpaque(img, x, y)) row.push(lightness(img, x, y));
    expect(row.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...row)).toBeGreaterThan(row[0]! + 0.1);
    // The middle of the ring is open ground.
    expect(isOpaque(img, Math.round(w / 2), y)).toBe(false);
  });

  it("a water splash keeps every drop inside its frame, with air at both sides", () => {
    for (const seed of [7, 3]) {
      const img = renderPrompt("a water splash", "effect", 64, seed);
      for (let y = 0; y < img.height; y++) {
        for (const x of [0, 1, img.width - 2, img.width - 1]) {
          expect(isOpaque(img, x, y), `seed ${seed} at ${x},${y}`).toBe(false);
        }
      }
    }
  });

  it("a fire throws embers apart from the flame, each more than a speck", () => {
    const img = renderPrompt("fire", "effect");
    const embers = opaquePieces(img).slice(1);
    expect(embers.length).toBeGreaterThanOrEqual(2);
    for (const e of embers) expect(e.size).toBeGreaterThanOrEqual(5);
  });
});
