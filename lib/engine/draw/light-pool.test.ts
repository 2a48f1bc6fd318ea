import { describe, expect, it } from "vitest";
import { createCanvas, inkOf, levelOf } from "./canvas";
import { lightPool, type PoolStrength, torchPoolRadius } from "./light-pool";

/** Pools a 40×40 canvas of level-1 scenery at its centre; returns each pixel's levels gained. */
function gains(r: number, strength: PoolStrength): { x: number; y: number; gain: number }[] {
  const canvas = createCanvas(40, 40);
  canvas.ink.fill(inkOf(3, 1));
  lightPool(canvas, 20, 20, r, strength);
  const out: { x: number; y: number; gain: number }[] = [];
  for (let y = 0; y < 40; y++)
    for (let x = 0; x < 40; x++) out.push({ x, y, gain: levelOf(canvas.ink[y * 40 + x]!) - 1 });
  return out;
}

describe("light pools", () => {
  it("a torch's pool is sized to its flame: 2 to 3 flame heights across its radius", () => {
    for (const fh of [3, 4, 6, 9]) {
      expect(torchPoolRadius(fh)).toBeGreaterThanOrEqual(2 * fh);
      expect(torchPoolRadius(fh)).toBeLessThanOrEqual(3 * fh);
    }
  });

  it("lights only within its radius, and never darkens", () => {
    for (const strength of ["wall", "open"] as const) {
      for (const p of gains(8, strength)) {
        expect(p.gain).toBeGreaterThanOrEqual(0);
        if (Math.hypot(p.x - 20, p.y - 20) > 8) expect(p.gain).toBe(0);
      }
    }
  });

  it("outdoors the pool is faint: one level at most, over at most 60% of its disc", () => {
    const open = gains(10, "open");
    const disc = open.filter((p) => Math.hypot(p.x - 20, p.y - 20) <= 10);
    expect(Math.max(...open.map((p) => p.gain))).toBe(1);
    const lit = disc.filter((p) => p.gain > 0).length;
    expect(lit / disc.length).toBeLessThanOrEqual(0.6);
    // Still a pool: its heart is lit solid.
    expect(disc.filter((p) => Math.hypot(p.x - 20, p.y - 20) < 3).every((p) => p.gain === 1)).toBe(
      true,
    );
  });

  it("on a wall the pool is brighter than outdoors: two levels at its heart, more pixels lit", () => {
    const wall = gains(10, "wall");
    const open = gains(10, "open");
    const total = (ps: { gain: number }[]) => ps.reduce((sum, p) => sum + p.gain, 0);
    expect(Math.max(...wall.map((p) => p.gain))).toBe(2);
    expect(total(wall)).toBeGreaterThan(total(open) * 2);
  });
});
