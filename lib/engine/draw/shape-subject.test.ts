import { describe, expect, it } from "vitest";
import { type AssetType, readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawSprite, type GeneratedSprite } from ".";

function draw(prompt: string, type?: AssetType, size = 64): GeneratedSprite {
  const reading = readSpritePrompt(prompt, type);
  return drawSprite({
    reading,
    assetType: type ?? reading.assetType,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed: 3,
  });
}

const opaque = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]! > 0;

/** Separate runs of opaque pixels along row `y`. */
function runs(img: RgbaImage, y: number): number {
  let count = 0;
  for (let x = 0; x < img.width; x++)
    if (opaque(img, x, y) && !(x > 0 && opaque(img, x - 1, y))) count++;
  return count;
}

function rows(img: RgbaImage): { top: number; bottom: number } {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (!opaque(img, x, y)) continue;
      if (top < 0) top = y;
      bottom = y;
    }
  }
  return { top, bottom };
}

describe("subjects drawn from the shape language", () => {
  it.each(["item", "prop", undefined] as const)(
    "a golden crown (%s) has three points over a solid band",
    (type) => {
      const sprite = draw("a golden crown", type);
      expect(sprite.plan).toBe("shape");
      const { top, bottom } = rows(sprite.image);
      const height = bottom - top;
      // Near the top: the three points stand apart; lower down, the band is one solid run.
      expect(runs(sprite.image, top + Math.round(height * 0.2))).toBe(3);
      expect(runs(sprite.image, top + Math.round(height * 0.85))).toBe(1);
    },
  );

  it("a crystal cluster is several crystals rising from one rock", () => {
    const sprite = draw("a purple crystal cluster");
    const { top, bottom } = rows(sprite.image);
    const height = bottom - top;
    expect(runs(sprite.image, top + Math.round(height * 0.5))).toBe(3);
    expect(runs(sprite.image, bottom - 1)).toBe(1);
  });

  it("kelp is drawn as two stalks rising side by side", () => {
    const sprite = draw("kelp", "prop");
    const { top, bottom } = rows(sprite.image);
    expect(sprite.plan).toBe("shape");
    expect(runs(sprite.image, top + Math.round((bottom - top) * 0.75))).toBe(2);
  });
});
