/**
 * A hat worn by a figure with pointed ears (the elf archer) takes away the head above its brim;
 * what of the ears that leaves cut off beside the brim goes too: no piece of the figure is left
 * floating there.
 */
import { describe, expect, it } from "vitest";
import { generateSprite } from "../generate";
import { readSpritePrompt } from "../prompt";
import { labelComponents, toPixels } from "../raster";
import { sprite } from "../testing";
import { combineSprites } from ".";

const SIZE = 64;

/** The sizes of the 8-connected pieces of an image's opaque pixels. */
function pieces(data: Uint32Array): readonly number[] {
  return labelComponents(SIZE, SIZE, (i) => data[i] !== 0, 8).sizes;
}

describe("a hat on the elf archer's head", () => {
  const prompt = "an elf archer with a bow";
  const archer = generateSprite({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: SIZE,
    height: SIZE,
    direction: "south",
    camera: "none",
    seed: 7,
  });
  const hat = sprite("hat", SIZE, "item", 7).image;
  const made = combineSprites(archer.image, hat, {
    prompt: "on her head",
    itemName: "hat",
    baseAnchors: archer.anchors,
    seed: 7,
  });

  it("leaves no detached fragment of a pixel or two that the archer did not have", () => {
    const small = (sizes: readonly number[]) => sizes.filter((n) => n <= 2).length;
    const before = toPixels(archer.image).data;
    const after = toPixels(made.image).data;
    expect(after.some((v, i) => v !== before[i])).toBe(true);
    expect(small(pieces(after))).toBeLessThanOrEqual(small(pieces(before)));
  });
});
