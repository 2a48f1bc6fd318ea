import { describe, expect, it } from "vitest";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { COSTS } from "./constants";
import {
  REROLL_COST,
  galleryRequest,
  redrawRequest,
  rerollRequest,
  SEED_MAX,
  VARIATION_COUNT,
  VARIATIONS_COST,
  variationSeeds,
} from "./variations";

const generated = {
  id: "0b6f3c1e-9a55-4d4e-8f0e-2a1d3c4b5a69",
  kind: "sprite",
  operation: "generate",
  prompt: "a red knight",
  width: 48,
  height: 40,
  assetType: "character",
  paletteId: null,
  seed: 77,
} as unknown as SpriteRecord;

describe("variations", () => {
  it("leave seeds to the service unless the artist picked one, then count on from it", () => {
    expect(variationSeeds(VARIATION_COUNT)).toEqual([undefined, undefined, undefined, undefined]);
    expect(variationSeeds(4, 10)).toEqual([10, 11, 12, 13]);
    expect(variationSeeds(3, SEED_MAX)).toEqual([SEED_MAX, 0, 1]);
  });

  it("cost one generation each, from the price book", () => {
    expect(REROLL_COST).toBe(COSTS.generate);
    expect(VARIATIONS_COST).toBe(COSTS.generate * VARIATION_COUNT);
  });

  it("re-roll a generation's own request without its seed, private", () => {
    expect(rerollRequest(generated)).toEqual({
      prompt: "a red knight",
      width: 48,
      height: 40,
      public: false,
      asset_type: "character",
    });
    const withPalette = { ...generated, paletteId: "1b6f3c1e-9a55-4d4e-8f0e-2a1d3c4b5a69" };
    expect(rerollRequest(withPalette)?.palette_id).toBe(withPalette.paletteId);
  });

  it("offer no re-roll for what was not generated from a prompt", () => {
    expect(rerollRequest({ ...generated, operation: "import" })).toBeNull();
    expect(rerollRequest({ ...generated, operation: "touch-up" })).toBeNull();
    expect(rerollRequest({ ...generated, kind: "animation" } as SpriteRecord)).toBeNull();
    expect(rerollRequest({ ...generated, prompt: null })).toBeNull();
  });
});

describe("a public sprite's requests", () => {
  const direction = { ...generated, direction: "east", cameraPerspective: "side" } as SpriteRecord;

  it("redraw it exactly: its request, facing, camera and seed, private", () => {
    expect(redrawRequest(direction)).toEqual({
      prompt: "a red knight",
      width: 48,
      height: 40,
      public: false,
      asset_type: "character",
      direction: "east",
      camera_perspective: "side",
      seed: 77,
    });
  });

  it("never send another account's palette; no exact redraw when one or a style was used", () => {
    const palette = { ...direction, paletteId: "1b6f3c1e-9a55-4d4e-8f0e-2a1d3c4b5a69" };
    expect(galleryRequest(palette)?.palette_id).toBeUndefined();
    expect(galleryRequest(palette)?.prompt).toBe("a red knight");
    expect(redrawRequest(palette)).toBeNull();
    expect(redrawRequest({ ...direction, parentId: palette.paletteId })).toBeNull();
    expect(redrawRequest({ ...direction, seed: undefined })).toBeNull();
    expect(redrawRequest({ ...direction, operation: "touch-up" })).toBeNull();
  });
});

describe("an exact redraw", () => {
  it("leaves out a type the reader found in the words, and keeps one the artist gave", () => {
    const reading = (assetTypeSource: string) =>
      ({
        ...generated,
        reading: {
          assetType: "character",
          assetTypeSource,
          subject: "knight",
          materials: [],
          colors: [],
          mood: [],
          unrecognized: [],
        },
      }) as SpriteRecord;
    expect(redrawRequest(reading("subject"))?.asset_type).toBeUndefined();
    expect(redrawRequest(reading("given"))?.asset_type).toBe("character");
  });
});
