import { describe, expect, it } from "vitest";
import { labelComponents } from "../raster";
import { BIRD, HERO, SHIELD, SLIME } from "./corpus/fixtures";
import type { Fixture } from "./corpus/draw";
import { inFamily, oklch } from "./corpus/judge";
import { touchUp } from ".";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Indices of the pixels whose four bytes differ. */
function changed(a: Uint8ClampedArray, b: Uint8ClampedArray): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length / 4; i++)
    if ([0, 1, 2, 3].some((k) => a[i * 4 + k] !== b[i * 4 + k])) out.push(i);
  return out;
}

/** The topmost opaque row of the fixture's pixels drawn as `part` or its outline above it. */
function topRow(f: Fixture): number {
  const d = f.image.data;
  for (let i = 0; i < d.length / 4; i++)
    if (d[i * 4 + 3] !== 0) return Math.floor(i / f.image.width);
  return -1;
}

/**
 * Tips of a drawn thing: with the pixels it covers, the pieces left once a disc about its
 * centroid (60% of its farthest pixel's distance) is taken out, counted 4-connected.
 */
function tips(pixels: number[], width: number, height: number): number {
  let sx = 0;
  let sy = 0;
  for (const i of pixels) {
    sx += i % width;
    sy += Math.floor(i / width);
  }
  const cx = sx / pixels.length;
  const cy = sy / pixels.length;
  const dist = (i: number) => Math.hypot((i % width) - cx, Math.floor(i / width) - cy);
  const far = Math.max(...pixels.map(dist));
  const keep = new Uint8Array(width * height);
  for (const i of pixels) if (dist(i) > far * 0.6) keep[i] = 1;
  const comps = labelComponents(width, height, (i) => keep[i] === 1, 4);
  return comps.sizes.length;
}

describe("added things read", () => {
  it("a star added on the shield's gold cross is ringed in the sprite's outline colour", () => {
    const region = { x: 3, y: 2, width: 10, height: 9 };
    const out = touchUp(SHIELD.image, region, "add a star", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const { width } = SHIELD.image;
    const star = changed(out.image.data, SHIELD.image.data);
    // The star covers its own pixels: drawn, outline included, inside the region.
    const d = out.image.data;
    const mine = new Set<number>();
    for (let y = region.y; y < region.y + region.height; y++)
      for (let x = region.x; x < region.x + region.width; x++) mine.add(y * width + x);
    expect(star.every((i) => mine.has(i))).toBe(true);
    // The outline: the sprite's own outline colour (its first opaque pixel's) rings the star.
    const first =
      topRow(SHIELD) * width +
      [...Array(width).keys()].find((x) => d[(topRow(SHIELD) * width + x) * 4 + 3] !== 0)!;
    const dark = (i: number) => [0, 1, 2].every((k) => d[i * 4 + k] === d[first * 4 + k]);

    expect(star.filter(dark).length).toBeGreaterThan(8);
  });

  it("a star added on the slime's body has five tips", () => {
    const region = { x: 4, y: 2, width: 10, height: 9 };
    const out = touchUp(SLIME.image, region, "add a star", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const { width, height } = SLIME.image;
    const d = out.image.data;
    // Its body: the changed pixels that are yellow (red and green both high, blue low).
    const body = changed(d, SLIME.image.data).filter(
      (i) => d[i * 4]! > 150 && d[i * 4 + 1]! > 120 && d[i * 4 + 2]! < 120,
    );
    expect(tips(body, width, height)).toBe(5);
  });

  it("a crown's points rise above the hero's head, its band over the head's outline", () => {
    const region: Box = { x: 4, y: 0, width: 10, height: 4 };
    const out = touchUp(HERO.image, region, "add a gold crown", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const head = topRow(HERO);
    const rows = changed(out.image.data, HERO.image.data).map((i) =>
      Math.floor(i / HERO.image.width),
    );
    expect(Math.min(...rows)).toBeLessThan(head);
    // Nothing sinks into the head below its outline row.
    expect(Math.max(...rows)).toBeLessThanOrEqual(head);
  });

  it("a hat sits on the bird's head: nothing below the head's top row changes", () => {
    // The bird with nine rows of air above it.
    const pad = 9;
    const src = BIRD.image;
    const image = {
      width: src.width,
      height: src.height + pad,
      data: new Uint8ClampedArray(src.width * (src.height + pad) * 4),
    };
    image.data.set(src.data, src.width * pad * 4);
    const out = touchUp(image, { x: 2, y: 0, width: 14, height: pad + 4 }, "add a hat", {
      seed: 1,
    });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const head = pad + topRow(BIRD);
    const rows = changed(out.image.data, image.data).map((i) => Math.floor(i / src.width));
    expect(Math.max(...rows)).toBeLessThanOrEqual(head);
    expect(Math.min(...rows)).toBeLessThanOrEqual(head - 6);
    // Without any air above (the region starts on the head's top row), no hat: refused before
    // any charge, saying why.
    const none = touchUp(src, { x: 2, y: topRow(BIRD), width: 14, height: 8 }, "add a hat", {
      seed: 1,
    });
    expect(none.kind).toBe("refused");
    if (none.kind === "refused") expect(none.reason).toMatch(/a hat needs at least 7×7 px/);
  });

  it("a hat over a head with one row of air is the smallest cap: two rows, on the head's outline", () => {
    const region = { x: 4, y: 0, width: 10, height: 3 };
    const out = touchUp(BIRD.image, region, "add a hat", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const w = BIRD.image.width;
    const changedRows = new Set<number>();
    for (let i = 0; i < w * BIRD.image.height; i++) {
      const same = [0, 1, 2, 3].every(
        (k) => out.image.data[i * 4 + k] === BIRD.image.data[i * 4 + k],
      );
      if (!same) changedRows.add(Math.floor(i / w));
    }
    // The air row and the head's top outline row take the cap; the head below stays as drawn.
    expect([...changedRows].sort()).toEqual([0, 1]);
    // The brim covers the head's top outline from end to end.
    BIRD.mask("outline").forEach((v, i) => {
      if (v && Math.floor(i / w) === 1)
        expect(out.image.data[i * 4 + 3], `brim over ${i % w}`).toBe(255);
    });
  });

  it("sinks a small crown into a head whose top is the image's top row (the slime's dome)", () => {
    const region = { x: 4, y: 0, width: 10, height: 4 };
    const out = touchUp(SLIME.image, region, "add a gold crown", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    // Gold on the top row (its points) and on the row under it (its band), nothing lower.
    const w = SLIME.image.width;
    const d = out.image.data;
    const gold = (i: number) => {
      const c = oklch(d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!);
      return d[i * 4 + 3]! > 0 && inFamily(c, "gold");
    };
    const goldIn = (y: number) =>
      Array.from({ length: region.width }, (_, k) => y * w + region.x + k).filter(gold).length;
    expect(goldIn(0)).toBeGreaterThanOrEqual(3);
    expect(goldIn(1)).toBeGreaterThanOrEqual(5);
    for (let y = 2; y < SLIME.image.height; y++) expect(goldIn(y), `row ${y}`).toBe(0);
  });

  it("a bee added at its minimum shows its stripes: yellow and dark alternate along its body", () => {
    const region = { x: 4, y: 2, width: 10, height: 7 };
    const out = touchUp(SLIME.image, region, "add a bee", { seed: 1 });
    expect(out.kind).toBe("edited");
    if (out.kind !== "edited") return;
    const d = out.image.data;
    const w = SLIME.image.width;
    const yellow = (i: number) => d[i * 4]! > 150 && d[i * 4 + 1]! > 120 && d[i * 4 + 2]! < 120;
    // The most alternations between yellow and not along any row of the region.
    let best = 0;
    for (let y = region.y; y < region.y + region.height; y++) {
      let flips = 0;
      for (let x = region.x + 1; x < region.x + region.width; x++)
        if (yellow(y * w + x) !== yellow(y * w + x - 1)) flips++;
      best = Math.max(best, flips);
    }
    // Outline, yellow, stripe, yellow, stripe, yellow, outline: at least six changes.
    expect(best).toBeGreaterThanOrEqual(6);
  });

  it("refuses a bee in a region under 5×5, and draws the smallest bee from 5×5", () => {
    const small = touchUp(SHIELD.image, { x: 3, y: 2, width: 4, height: 6 }, "add a bee", {
      seed: 1,
    });
    expect(small.kind).toBe("refused");
    if (small.kind === "refused") expect(small.reason).toMatch(/needs at least 5×5 px/);
    for (const region of [
      { x: 3, y: 2, width: 5, height: 5 },
      { x: 3, y: 2, width: 9, height: 6 },
    ]) {
      const fits = touchUp(SHIELD.image, region, "add a bee", { seed: 1 });
      expect(fits.kind, `${region.width}×${region.height}`).toBe("edited");
      if (fits.kind !== "edited") continue;
      // The smallest bee still shows yellow beside its dark head or stripe on one row.
      const d = fits.image.data;
      const w = SHIELD.image.width;
      const yellow = (i: number) => d[i * 4]! > 150 && d[i * 4 + 1]! > 120 && d[i * 4 + 2]! < 120;
      const dark = (i: number) =>
        d[i * 4 + 3]! > 0 && d[i * 4]! + d[i * 4 + 1]! + d[i * 4 + 2]! < 200;
      let striped = false;
      for (let y = region.y; y < region.y + region.height; y++)
        for (let x = region.x + 1; x < region.x + region.width; x++) {
          const [a, b] = [y * w + x - 1, y * w + x];
          if ((yellow(a) && dark(b)) || (dark(a) && yellow(b))) striped = true;
        }
      expect(striped, `${region.width}×${region.height}`).toBe(true);
    }
  });
});
