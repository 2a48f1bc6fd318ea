import { describe, expect, it } from "vitest";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { COSTS } from "./constants";
import {
  REROLL_COST,
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
