import { describe, expect, it } from "vitest";
import { hexToRgb, labCache, lchOf, type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { generateSprite } from "../generate";
import { COLOR_WORDS, readSpritePrompt } from "../prompt";
import { toPixels } from "../raster";

const SEEDS = [1, 2, 3, 4, 5, 6];
const lab = labCache();
const named = (word: string): Oklch => oklabToOklch(rgbToOklab(hexToRgb(COLOR_WORDS[word]!)));

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Pixels of `target`'s color (hue within 20°, at least half its chroma): count and mean row. */
function colored(prompt: string, target: Oklch, seed: number) {
  const image = generateSprite({
    reading: readSpritePrompt(prompt, "creature"),
    assetType: "creature",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed,
  }).image;
  const px = toPixels(image);
  let count = 0;
  let rows = 0;
  for (let i = 0; i < px.data.length; i++) {
    const v = px.data[i]!;
    if (v === 0) continue;
    const c = lchOf(lab(v));
    if (c.C < Math.min(0.08, target.C / 2) || hueDistance(c.h, target.h) > 20) continue;
    count++;
    rows += Math.floor(i / px.width);
  }
  return { count, meanRow: count > 0 ? rows / count : Number.NaN };
}

describe("a creature's colors bound to its parts", () => {
  it("a green dragon with red wings: green body, red wings raised above it", () => {
    const p = "a green dragon with red wings";
    for (const seed of SEEDS) {
      const red = colored(p, named("red"), seed);
      const green = colored(p, named("green"), seed);
      expect(red.count, `seed ${seed}`).toBeGreaterThanOrEqual(30);
      expect(green.count, `seed ${seed}`).toBeGreaterThan(red.count);
      // The second loose color would be the belly, under the body; wings rise above it.
      expect(red.meanRow, `seed ${seed}`).toBeLessThan(green.meanRow);
    }
  });

  it("a cat with blue eyes: blue eyes only, the coat keeps its own color", () => {
    for (const seed of SEEDS) {
      const blue = colored("a cat with blue eyes", named("blue"), seed);
      expect(blue.count, `seed ${seed}`).toBeGreaterThanOrEqual(1);
      expect(blue.count, `seed ${seed}`).toBeLessThanOrEqual(16);
    }
  });

  it("a color bound to the fur is the body; the loose one moves to the belly", () => {
    for (const seed of SEEDS) {
      const blue = colored("a red cat with blue fur", named("blue"), seed);
      const red = colored("a red cat with blue fur", named("red"), seed);
      expect(blue.count, `seed ${seed}`).toBeGreaterThan(200);
      expect(blue.count, `seed ${seed}`).toBeGreaterThan(red.count);
    }
  });

  it("a loose color is still the body's", () => {
    for (const seed of SEEDS) {
      expect(colored("a blue cat", named("blue"), seed).count, `seed ${seed}`).toBeGreaterThan(200);
    }
  });
});
