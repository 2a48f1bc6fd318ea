import { describe, expect, it } from "vitest";
import { BackgroundRemovalRequest, NormalMapRequest } from "@/lib/contract/edits";
import {
  GeneratePalettesRequest,
  PaletteRecipe,
  SavePaletteRequest,
} from "@/lib/contract/palettes";
import { GenerateSpriteRequest } from "@/lib/contract/sprites";
import * as c from "./constants";

const ID = "00000000-0000-4000-8000-000000000000";
const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** The browser's copies of the contract's bounds must stay the contract's bounds. */
describe("client constants match the contract", () => {
  it("sprite generation bounds", () => {
    const body = (over: object) => ({ prompt: "a knight", ...over });
    expect(ok(GenerateSpriteRequest, body({ prompt: "x".repeat(c.SPRITE_PROMPT_MIN) }))).toBe(true);
    expect(ok(GenerateSpriteRequest, body({ prompt: "x".repeat(c.SPRITE_PROMPT_MIN - 1) }))).toBe(
      false,
    );
    expect(ok(GenerateSpriteRequest, body({ prompt: "x".repeat(c.SPRITE_PROMPT_MAX + 1) }))).toBe(
      false,
    );
    expect(ok(GenerateSpriteRequest, body({ width: c.SPRITE_MIN_SIDE }))).toBe(true);
    expect(ok(GenerateSpriteRequest, body({ width: c.SPRITE_MIN_SIDE - 1 }))).toBe(false);
    expect(ok(GenerateSpriteRequest, body({ height: c.SPRITE_MAX_SIDE }))).toBe(true);
    expect(ok(GenerateSpriteRequest, body({ height: c.SPRITE_MAX_SIDE + 1 }))).toBe(false);
    expect(GenerateSpriteRequest.parse(body({})).width).toBe(c.SPRITE_DEFAULT_SIDE);
  });

  it("palette bounds", () => {
    expect(ok(GeneratePalettesRequest, { prompt: "x".repeat(c.PALETTE_PROMPT_MAX) })).toBe(true);
    expect(ok(GeneratePalettesRequest, { prompt: "x".repeat(c.PALETTE_PROMPT_MAX + 1) })).toBe(
      false,
    );
    expect(ok(GeneratePalettesRequest, { prompt: "x".repeat(c.PALETTE_PROMPT_MIN - 1) })).toBe(
      false,
    );
    const recipe = (over: object) => ({ count: 8, seed: 1, ...over });
    expect(ok(PaletteRecipe, recipe({ count: c.PALETTE_MIN_COLORS }))).toBe(true);
    expect(ok(PaletteRecipe, recipe({ count: c.PALETTE_MIN_COLORS - 1 }))).toBe(false);
    expect(ok(PaletteRecipe, recipe({ count: c.PALETTE_MAX_COLORS + 1 }))).toBe(false);
    expect(ok(PaletteRecipe, recipe({ hueShift: c.HUE_SHIFT_MIN }))).toBe(true);
    expect(ok(PaletteRecipe, recipe({ hueShift: c.HUE_SHIFT_MAX + 1 }))).toBe(false);
    const moods = Array.from({ length: c.PALETTE_MAX_MOODS + 1 }, () => "warm");
    expect(ok(PaletteRecipe, recipe({ moods }))).toBe(false);
    const name = "n".repeat(c.PALETTE_NAME_MAX);
    const colors = (n: number) => Array.from({ length: n }, () => "#102030");
    expect(ok(SavePaletteRequest, { name, colors: colors(c.SAVED_PALETTE_MIN_COLORS) })).toBe(true);
    expect(ok(SavePaletteRequest, { name: `${name}n`, colors: colors(2) })).toBe(false);
    expect(ok(SavePaletteRequest, { name, colors: colors(c.SAVED_PALETTE_MIN_COLORS - 1) })).toBe(
      false,
    );
    expect(ok(SavePaletteRequest, { name, colors: colors(c.SAVED_PALETTE_MAX_COLORS + 1) })).toBe(
      false,
    );
  });

  it("edit bounds", () => {
    const removal = (over: object) => ({ source_generation_id: ID, ...over });
    expect(BackgroundRemovalRequest.parse(removal({})).tolerance).toBe(c.TOLERANCE_DEFAULT);
    expect(ok(BackgroundRemovalRequest, removal({ tolerance: c.TOLERANCE_MAX + 1 }))).toBe(false);
    const { min, max } = c.MATTE_PALETTE_SIZE;
    expect(BackgroundRemovalRequest.parse(removal({})).palette_size).toBe(
      c.MATTE_PALETTE_SIZE.default,
    );
    expect(ok(BackgroundRemovalRequest, removal({ palette_size: min - 1 }))).toBe(false);
    expect(ok(BackgroundRemovalRequest, removal({ palette_size: max + 1 }))).toBe(false);
    expect(BackgroundRemovalRequest.parse(removal({})).alpha_threshold).toBe(
      c.ALPHA_THRESHOLD.default,
    );
    expect(
      ok(BackgroundRemovalRequest, removal({ alpha_threshold: c.ALPHA_THRESHOLD.max + 0.01 })),
    ).toBe(false);
    const normal = (over: object) => ({ source_generation_id: ID, ...over });
    expect(ok(NormalMapRequest, normal({ strength: c.NORMAL_STRENGTH_MAX }))).toBe(true);
    expect(ok(NormalMapRequest, normal({ strength: c.NORMAL_STRENGTH_MAX + 0.1 }))).toBe(false);
    expect(ok(NormalMapRequest, normal({ columns: 4, rows: c.SHEET_MAX_CELLS / 4 }))).toBe(true);
    expect(ok(NormalMapRequest, normal({ columns: 5, rows: 5 }))).toBe(false);
  });
});
