import { describe, expect, it } from "vitest";
import { RestyleMode, RestylePreset, Tier } from "@/lib/contract/common";
import {
  BackgroundRemovalRequest,
  NormalMapRequest,
  TOUCH_UP_MAX_REGION,
  TouchUpRequest,
} from "@/lib/contract/edits";
import {
  CreateAnimationRequest,
  CreateCombineRequest,
  CreateRestyleRequest,
} from "@/lib/contract/jobs";
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

  it("job enumerations and bounds", () => {
    expect([...c.RESTYLE_PRESETS]).toEqual(RestylePreset.options);
    expect([...c.RESTYLE_MODES]).toEqual(RestyleMode.options);
    expect([...c.TIERS]).toEqual(Tier.options);

    const animation = (over: object) => ({ source_generation_id: ID, preset: "Idle", ...over });
    const { min, max } = c.ANIMATION_FRAMES;
    expect(CreateAnimationRequest.parse(animation({})).frame_count).toBe(
      c.ANIMATION_FRAMES.default,
    );
    expect(ok(CreateAnimationRequest, animation({ frame_count: min }))).toBe(true);
    expect(ok(CreateAnimationRequest, animation({ frame_count: max }))).toBe(true);
    expect(ok(CreateAnimationRequest, animation({ frame_count: min - 2 }))).toBe(false);
    expect(ok(CreateAnimationRequest, animation({ frame_count: max + 2 }))).toBe(false);
    expect(ok(CreateAnimationRequest, animation({ frame_count: 7 }))).toBe(false);
    expect(ok(CreateAnimationRequest, animation({ preset: "Custom" }))).toBe(false);
    const custom = "x".repeat(c.ANIMATION_CUSTOM_PROMPT_MAX);
    expect(ok(CreateAnimationRequest, animation({ preset: "Custom", custom_prompt: custom }))).toBe(
      true,
    );
    expect(
      ok(CreateAnimationRequest, animation({ preset: "Custom", custom_prompt: `${custom}x` })),
    ).toBe(false);
    expect(ok(CreateAnimationRequest, animation({ framing_margin: c.FRAMING_MARGIN_MAX }))).toBe(
      true,
    );
    expect(
      ok(CreateAnimationRequest, animation({ framing_margin: c.FRAMING_MARGIN_MAX + 1 })),
    ).toBe(false);
    expect(ok(CreateAnimationRequest, animation({ palette_extras: c.PALETTE_EXTRAS_MAX }))).toBe(
      true,
    );
    expect(
      ok(CreateAnimationRequest, animation({ palette_extras: c.PALETTE_EXTRAS_MAX + 1 })),
    ).toBe(false);

    const restyle = (over: object) => ({ source_generation_id: ID, ...over });
    expect(ok(CreateRestyleRequest, restyle({}))).toBe(false);
    const long = "x".repeat(c.RESTYLE_PROMPT_MAX);
    expect(ok(CreateRestyleRequest, restyle({ custom_prompt: long }))).toBe(true);
    expect(ok(CreateRestyleRequest, restyle({ custom_prompt: `${long}x` }))).toBe(false);

    const combine = (over: object) => ({
      source_generation_id: ID,
      item_generation_id: "00000000-0000-4000-8000-000000000001",
      prompt: "in the right hand",
      ...over,
    });
    expect(CreateCombineRequest.parse(combine({})).palette_extras).toBe(
      c.COMBINE_PALETTE_EXTRAS_DEFAULT,
    );
    expect(ok(CreateCombineRequest, combine({ item_generation_id: ID }))).toBe(false);
    expect(
      ok(CreateCombineRequest, combine({ prompt: "x".repeat(c.COMBINE_PROMPT_MAX + 1) })),
    ).toBe(false);

    expect(c.TOUCH_UP_MAX_REGION).toBe(TOUCH_UP_MAX_REGION);
    const region = { x: 0, y: 0, width: 8, height: 8 };
    const touch = (prompt: string) => ({ source_generation_id: ID, prompt, region });
    expect(ok(TouchUpRequest, touch("x".repeat(c.TOUCH_UP_PROMPT_MAX)))).toBe(true);
    expect(ok(TouchUpRequest, touch("x".repeat(c.TOUCH_UP_PROMPT_MAX + 1)))).toBe(false);
  });
});
