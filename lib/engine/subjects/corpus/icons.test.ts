/**
 * Icons that read as themselves, judged on rendered pixels as a person would see them: a
 * dagger's blade is shorter than a sword's, an axe is mostly head, a round shield is a disc, a
 * play button holds a light triangle, a crate is braced, a chair has a seat and a back, a desk
 * has drawers, a jewel named by colour is that colour and the crown is not. Each is drawn at
 * 64 px from an artist's prompt with the seed fixed.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../../color";
import { generateSprite } from "../../generate";
import { type AssetType, readSpritePrompt } from "../../prompt";
import type { RgbaImage } from "../../raster";
import { alpha, bounds } from "../../testing";

function draw(prompt: string, type: AssetType, seed = 7): RgbaImage {
  const reading = readSpritePrompt(prompt, type);
  return generateSprite({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed,
  }).image;
}

interface Px {
  readonly x: number;
  readonly y: number;
  readonly L: number;
  readonly C: number;
  readonly h: number;
}

/** Every opaque pixel with its lightness, chroma and hue. */
function opaque(img: RgbaImage): Px[] {
  const out: Px[] = [];
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const o = (y * img.width + x) * 4;
      if (!img.data[o + 3]) continue;
      const { L, C, h } = oklabToOklch(
        rgbToOklab([img.data[o]!, img.data[o + 1]!, img.data[o + 2]!]),
      );
      out.push({ x, y, L, C, h });
    }
  }
  return out;
}

/** Metal grey: neither dark outline nor coloured. */
const steel = (p: Px) => p.C < 0.04 && p.L > 0.45;

/** The diagonal of the box around the pixels that pass `test`. */
function spanOf(px: readonly Px[], test: (p: Px) => boolean): number {
  const hits = px.filter(test);
  if (hits.length === 0) return 0;
  const xs = hits.map((p) => p.x);
  const ys = hits.map((p) => p.y);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

const shareOf = (px: readonly Px[], test: (p: Px) => boolean) =>
  px.filter(test).length / Math.max(1, px.length);

describe("weapons read as their kind", () => {
  it("a dagger's blade is much shorter than a sword's", () => {
    for (const seed of [1, 7, 12]) {
      const sword = spanOf(opaque(draw("an iron sword", "weapon", seed)), steel);
      const dagger = spanOf(opaque(draw("a dagger", "weapon", seed)), steel);
      expect(dagger, `seed ${seed}`).toBeLessThanOrEqual(sword * 0.7);
    }
  });

  it("an axe is mostly head, a spear and a mace have heads to see", () => {
    // [prompt, least share of the picture in steel, least diagonal of the steel in pixels]
    const heads = [
      ["a battle axe", 0.46, 32],
      ["a spear", 0.28, 19],
      ["a spiked mace", 0.38, 30],
    ] as const;
    for (const seed of [1, 7, 12]) {
      for (const [prompt, share, span] of heads) {
        const px = opaque(draw(prompt, "weapon", seed));
        expect(shareOf(px, steel), `${prompt} ${seed}`).toBeGreaterThanOrEqual(share);
        expect(spanOf(px, steel), `${prompt} ${seed}`).toBeGreaterThanOrEqual(span);
      }
    }
  });

  it("a round shield is a disc; a shield without the word keeps its point", () => {
    for (const prompt of ["a round wooden shield", "a buckler"]) {
      const img = draw(prompt, "weapon");
      const b = bounds(img);
      const w = b.right - b.left + 1;
      const h = b.bottom - b.top + 1;
      expect(w / h, prompt).toBeGreaterThan(0.9);
      expect(w / h, prompt).toBeLessThan(1.1);
      // A disc leaves all four corners of its box empty; a heater's top corners are filled.
      for (const [x, y] of [
        [b.left + 2, b.top + 2],
        [b.right - 2, b.top + 2],
        [b.left + 2, b.bottom - 2],
        [b.right - 2, b.bottom - 2],
      ] as const)
        expect(alpha(img, x, y), `${prompt} corner ${x},${y}`).toBe(0);
    }
    const heater = draw("a shield", "weapon");
    const b = bounds(heater);
    expect(alpha(heater, b.left + 2, b.top + 2)).toBeGreaterThan(0);
  });
});
