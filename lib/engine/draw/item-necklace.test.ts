/**
 * A necklace and an amulet are different pictures: a necklace is a loop of separate round beads,
 * an amulet one big medallion on a chain.
 */
import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import { labelComponents } from "../raster";
import { lightness, renderPrompt } from "../testing";

/** Separate pale blobs of three or more pixels (beads, each ringed by its own outline). */
function paleBlobs(prompt: string): number {
  const img = renderPrompt(prompt, "item", 64);
  const { sizes } = labelComponents(
    img.width,
    img.height,
    (i) => img.data[i * 4 + 3]! > 0 && lightness(img, i % img.width, (i / img.width) | 0) > 0.72,
    4,
  );
  return sizes.filter((s) => s >= 3).length;
}

describe("a necklace is not an amulet", () => {
  it("reads 'a necklace' as the amulet's necklace variant", () => {
    expect(readSpritePrompt("a necklace", "item").variant).toBe("necklace");
    expect(readSpritePrompt("an amulet", "item").variant ?? null).toBeNull();
  });

  it("draws a necklace as a loop of a dozen or more beads, an amulet as a medallion", () => {
    expect(paleBlobs("a necklace")).toBeGreaterThanOrEqual(12);
    expect(paleBlobs("an amulet")).toBeLessThanOrEqual(4);
  });
});
