/**
 * Weapons built as a smith would: a scythe's blade is fixed to its snath (one piece), a
 * halberd's head is small on a long pole, a war hammer's head is a rectangular block set
 * square across the end of its haft, the haft through its middle (not a wedge flaring off one
 * side like an axe).
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite } from ".";

function image(prompt: string): RgbaImage {
  const reading = readSpritePrompt(prompt, "weapon");
  return drawSprite({
    reading,
    assetType: "weapon",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 7,
  }).image;
}

type Lch = { L: number; C: number; h: number };
function colour(img: RgbaImage, x: number, y: number): Lch | null {
  const i = (y * img.width + x) * 4;
  if (img.data[i + 3]! === 0) return null;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}
const wood = (c: Lch) => c.C >= 0.04 && c.h > 35 && c.h < 90 && c.L > 0.3;
const metal = (c: Lch) => c.C < 0.04 && c.L > 0.45;

function where(img: RgbaImage, test: (c: Lch) => boolean): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const c = colour(img, x, y);
      if (c && test(c)) out.push([x, y]);
    }
  return out;
}

/** Separate 8-connected pieces of opaque pixels. */
function pieces(img: RgbaImage): number {
  const seen = new Uint8Array(img.width * img.height);
  let n = 0;
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || img.data[start * 4 + 3]! === 0) continue;
    n++;
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % img.width;
      const y = (p - x) / img.width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const u = x + dx;
          const v = y + dy;
          if (u < 0 || v < 0 || u >= img.width || v >= img.height) continue;
          const q = v * img.width + u;
          if (!seen[q] && img.data[q * 4 + 3]! > 0) {
            seen[q] = 1;
            stack.push(q);
          }
        }
    }
  }
  return n;
}

describe("weapon forms", () => {
  it("a scythe's blade is fixed to its snath: the weapon is one piece", () => {
    expect(pieces(image("a scythe"))).toBe(1);
  });

  it("a halberd is a long pole with a small head: its metal stays in the top 40%", () => {
    const img = image("a halberd");
    const all = where(img, () => true).map(([, y]) => y);
    const top = Math.min(...all);
    const height = Math.max(...all) - top + 1;
    const steel = where(img, metal).map(([, y]) => y);
    expect(Math.max(...steel)).toBeLessThanOrEqual(top + height * 0.4);
  });

  it("a war hammer's head is a steel block square across its haft, the haft through its middle", () => {
    const img = image("a war hammer");
    const shaft = where(img, wood);
    // The haft's line: the principal axis of the wood pixels through their mean.
    const n = shaft.length;
    const mx = shaft.reduce((s, [x]) => s + x, 0) / n;
    const my = shaft.reduce((s, [, y]) => s + y, 0) / n;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    for (const [x, y] of shaft) {
      sxx += (x - mx) ** 2;
      syy += (y - my) ** 2;
      sxy += (x - mx) * (y - my);
    }
    const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    const along = [Math.cos(angle), Math.sin(angle)] as const;
    const across = [-along[1], along[0]] as const;
    const steel = where(img, metal);
    const range = (axis: readonly [number, number]) => {
      const ds = steel.map(([x, y]) => x * axis[0] + y * axis[1]);
      return [Math.min(...ds), Math.max(...ds)] as const;
    };
    const [a0, a1] = range(along);
    const [c0, c1] = range(across);
    // Long side across the haft: a block square to it, not a blade along it.
    expect(c1 - c0 + 1).toBeGreaterThanOrEqual((a1 - a0 + 1) * 1.8);
    // A rectangle fills the box its sides make; a wedge flaring to an edge (an axe) leaves
    // its corners empty. Opaque pixels count, so the block's shading and lines are part of it.
    let inside = 0;
    let filled = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++) {
        const u = x * along[0] + y * along[1];
        const v = x * across[0] + y * across[1];
        if (u < a0 + 1 || u > a1 - 1 || v < c0 + 1 || v > c1 - 1) continue;
        inside++;
        if (colour(img, x, y)) filled++;
      }
    expect(filled / inside).toBeGreaterThanOrEqual(0.95);
    // The haft runs through the block's middle: as much steel on each side of its line.
    const side = steel.map(([x, y]) => (x - mx) * across[0] + (y - my) * across[1]);
    const left = side.filter((d) => d < 0).length / steel.length;
    expect(left).toBeGreaterThan(0.35);
    expect(left).toBeLessThan(0.65);
  });
});

describe("a flail", () => {
  it("hangs its ball off the handle by a chain: a thin run of links, 14 px and more, between them", () => {
    const img = image("a flail");
    const handle = where(img, wood);
    const steel = where(img, metal);
    const mean = (ps: [number, number][]) =>
      [
        ps.reduce((s, [x]) => s + x, 0) / ps.length,
        ps.reduce((s, [, y]) => s + y, 0) / ps.length,
      ] as const;
    // The axis from the handle's middle to the ball's (the steel far from the handle).
    const [hx, hy] = mean(handle);
    const far = [...steel]
      .sort((a, b) => Math.hypot(b[0] - hx, b[1] - hy) - Math.hypot(a[0] - hx, a[1] - hy))
      .slice(0, Math.ceil(steel.length / 2));
    const [bx, by] = mean(far);
    const len = Math.hypot(bx - hx, by - hy);
    const ux = (bx - hx) / len;
    const uy = (by - hy) / len;
    // Across the axis at each step along it: how many opaque pixels, and whether any is wood.
    const width = new Map<number, number>();
    const woody = new Set<number>();
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++) {
        const c = colour(img, x, y);
        if (!c) continue;
        // Two pixels a step: a diagonal's rows fall unevenly on single steps.
        const t = Math.floor(((x - hx) * ux + (y - hy) * uy) / 2);
        width.set(t, (width.get(t) ?? 0) + 1);
        if (wood(c)) woody.add(t);
      }
    let run = 0;
    let longest = 0;
    for (let t = 0; t <= len / 2; t++) {
      run = (width.get(t) ?? 0) <= 12 && !woody.has(t) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeGreaterThanOrEqual(7);
  });
});
