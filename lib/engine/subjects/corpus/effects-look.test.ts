/**
 * Effects look like what they are, judged on rendered pixels as a person would: soft things
 * (smoke, dust) are broken clusters of puffs, not one solid mound; bubbles are hollow rings; a
 * splash throws up a crown, not one cone; sleep's Zs stand apart; a lightning bolt zig-zags and
 * forks inside its frame; an ice shard is a stubby crystal, not a blade; a laser is an even
 * beam, not an arrow.
 */
import { describe, expect, it } from "vitest";
import {
  biggestShare,
  enclosedPockets,
  horizontalTurns,
  lightness,
  isOpaque,
  opaquePieces,
  renderPrompt,
  rowRuns,
  topPeaks,
} from "../../testing";

describe("effects look like what they are", () => {
  it("a puff of smoke is a broken cluster of pale puffs, not one solid mass", () => {
    const img = renderPrompt("a puff of smoke", "effect");
    expect(opaquePieces(img).length).toBeGreaterThanOrEqual(3);
    expect(biggestShare(img)).toBeLessThan(0.75);
  });

  it("a dust cloud is low puffs apart from each other, not one mound", () => {
    const img = renderPrompt("a dust cloud", "effect");
    const all = opaquePieces(img);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(biggestShare(img)).toBeLessThan(0.6);
  });

  it("bubbles are hollow rings you see through", () => {
    const img = renderPrompt("bubbles", "effect");
    const hollow = enclosedPockets(img).filter((p) => p.length >= 4);
    expect(hollow.length).toBeGreaterThanOrEqual(2);
  });

  it("a water splash throws up a crown of several jets from its pool", () => {
    const img = renderPrompt("a water splash", "effect");
    const body = opaquePieces(img)[0]!;
    expect(topPeaks(img, body, 4)).toBeGreaterThanOrEqual(3);
  });

  it("sleeping zzz are three separate Zs growing in size", () => {
    const img = renderPrompt("sleeping zzz", "effect");
    const zs = opaquePieces(img).filter((p) => p.size >= 12);
    expect(zs.length).toBe(3);
    const heights = zs.map((p) => ({ x: p.left, h: p.bottom - p.top })).sort((a, b) => a.x - b.x);
    expect(heights[0]!.h).toBeLessThan(heights[2]!.h);
  });

  it("a lightning bolt zig-zags at least three times, forks, and fits its frame", () => {
    const img = renderPrompt("a lightning bolt", "effect");
    const bolt = opaquePieces(img)[0]!;
    expect(horizontalTurns(img, bolt, 4)).toBeGreaterThanOrEqual(3);
    // A branch: some row crosses the bolt twice.
    let forked = false;
    for (let y = bolt.top; y <= bolt.bottom; y++) if (rowRuns(img, y).length >= 2) forked = true;
    expect(forked).toBe(true);
    expect(bolt.top).toBeGreaterThan(0);
    expect(bolt.bottom).toBeLessThan(img.height - 1);
  });

  it("an ice shard is a stubby faceted crystal, not a long blade", () => {
    const img = renderPrompt("an ice shard", "effect");
    const shard = opaquePieces(img)[0]!;
    // Long and short axes of the biggest piece from its second moments.
    let n = 0;
    let sx = 0;
    let sy = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        if (shard.has(y * img.width + x)) {
          n++;
          sx += x;
          sy += y;
        }
    const mx = sx / n;
    const my = sy / n;
    let xx = 0;
    let yy = 0;
    let xy = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        if (shard.has(y * img.width + x)) {
          xx += (x - mx) ** 2;
          yy += (y - my) ** 2;
          xy += (x - mx) * (y - my);
        }
    const mean = (xx + yy) / 2;
    const spread = Math.sqrt(((xx - yy) / 2) ** 2 + xy ** 2);
    const ratio = Math.sqrt((mean + spread) / (mean - spread));
    expect(ratio).toBeLessThan(3);
    // Facets: at least three distinct tones of ice inside the crystal.
    const tones = new Set<number>();
    for (let i = 0; i < img.width * img.height; i++)
      if (shard.has(i))
        tones.add(Math.round(lightness(img, i % img.width, (i / img.width) | 0) * 20));
    expect(tones.size).toBeGreaterThanOrEqual(4);
  });

  it("a laser beam is an even straight beam with a glow, not an arrow", () => {
    const img = renderPrompt("a laser beam", "effect");
    const beam = opaquePieces(img)[0]!;
    const heights: number[] = [];
    for (let x = beam.left; x <= beam.right; x++) {
      let h = 0;
      for (let y = 0; y < img.height; y++) if (beam.has(y * img.width + x)) h++;
      heights.push(h);
    }
    expect(beam.right - beam.left).toBeGreaterThanOrEqual(img.width * 0.7);
    const sorted = [...heights].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1]!;
    expect(Math.max(...heights)).toBeLessThanOrEqual(median * 1.34);
    // Across its middle: a bright core inside a coloured band inside a glow.
    const mid = (beam.left + beam.right) >> 1;
    const tones = new Set<number>();
    for (let y = 0; y < img.height; y++)
      if (isOpaque(img, mid, y)) tones.add(Math.round(lightness(img, mid, y) * 20));
    expect(tones.size).toBeGreaterThanOrEqual(3);
  });
});
