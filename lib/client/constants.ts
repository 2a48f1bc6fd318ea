/**
 * Plain values the browser needs from the contract: the zod-free module, so first-load
 * JavaScript carries no schema library. Values the contract keeps only inside zod schemas are
 * written out here and typed against the contract (`import type` is erased from the bundle);
 * `constants.test.ts` checks they still match the schemas.
 */

import {
  type ANIMATION_PRESETS,
  BOUNDS,
  PALETTE_EXTRAS_DEFAULTS,
  PRICES,
  type RESTYLE_MODES,
} from "@/lib/contract/constants";

export {
  ANIMATION_PRESETS,
  describePrice,
  FRAMING_ANCHORS,
  PRESET_FPS,
  ASSET_TYPES,
  CAMERA_PERSPECTIVES,
  DIRECTIONS,
  IMPORT_MAX_SIDE,
  IMPORT_MIN_SIDE,
  IMPORT_TITLE_MAX,
  RESTYLE_MODES,
  RESTYLE_PRESETS,
  SPRITE_PROMPT_MAX,
  SPRITE_PROMPT_MIN,
  textLength,
} from "@/lib/contract/constants";

/** GenerateSpriteRequest: each side's bounds and default. */
export const SPRITE_MIN_SIDE = BOUNDS.generate.side.min;
export const SPRITE_MAX_SIDE = BOUNDS.generate.side.max;
export const SPRITE_DEFAULT_SIDE = BOUNDS.generate.side.default;

/** Token costs of generation and the free-or-cheap edits, read from the one price book. */
export const COSTS = {
  generate: PRICES.generate({}),
  backgroundRemoval: {
    standard: PRICES.backgroundRemoval({ method: "standard" }),
    refined: PRICES.backgroundRemoval({ method: "refined" }),
  },
  normalMap: (frames: number) => PRICES.normalMap({ frames }),
} as const;

/** GeneratePalettesRequest and the palette recipe. */
export const PALETTE_PROMPT_MIN = BOUNDS.paletteGeneration.prompt.min;
export const PALETTE_PROMPT_MAX = BOUNDS.paletteGeneration.prompt.max;
export const PALETTE_MIN_COLORS = BOUNDS.paletteGeneration.colors.min;
export const PALETTE_MAX_COLORS = BOUNDS.paletteGeneration.colors.max;
export const PALETTE_NAME_MAX = BOUNDS.paletteSave.nameMax;
export const PALETTE_MAX_MOODS = 4;
export const HUE_SHIFT_MIN = -90;
export const HUE_SHIFT_MAX = 90;
/** SavePaletteRequest with explicit colors. */
export const SAVED_PALETTE_MIN_COLORS = BOUNDS.paletteSave.colors.min;
export const SAVED_PALETTE_MAX_COLORS = BOUNDS.paletteSave.colors.max;

/** BackgroundRemovalRequest. */
export const TOLERANCE_MAX = 300;
export const TOLERANCE_DEFAULT = 200;
export const MATTE_PALETTE_SIZE = { min: 16, max: 256, default: 64 } as const;
export const ALPHA_THRESHOLD = { min: 0.3, max: 0.9, default: 0.7 } as const;

/** NormalMapRequest. */
export const NORMAL_STRENGTH_MAX = BOUNDS.normalMap.strengthMax;
export const SHEET_MAX_CELLS = BOUNDS.normalMap.maxCells;
/** Each frame (a still, a sheet's cell, an animation's frame) of a normal map's source, per side. */
export const NORMAL_MAP_FRAME = BOUNDS.normalMap.frame;

/** Token costs of the jobs and the remaining edits, read from the one price book. */
export const JOB_COSTS = {
  animation: (frames: number) => PRICES.animation({ frame_count: frames }),
  restyle: { normal: PRICES.restyle({ tier: "normal" }), pro: PRICES.restyle({ tier: "pro" }) },
  combine: { normal: PRICES.combine({ tier: "normal" }), pro: PRICES.combine({ tier: "pro" }) },
  touchUp: PRICES.touchUp(),
  rotation: PRICES.rotation(),
} as const;

export type AnimationPreset = (typeof ANIMATION_PRESETS)[number];

/** CreateAnimationRequest.frame_count: even, 4 to 16, default 8. */
export const ANIMATION_FRAMES = BOUNDS.animation.frames;
export const ANIMATION_CUSTOM_PROMPT_MAX = BOUNDS.animation.customPromptMax;

/** palette_extras when omitted, by animation preset. */
export const PRESET_PALETTE_EXTRAS = (preset: AnimationPreset) =>
  PALETTE_EXTRAS_DEFAULTS.animation(preset);

export type RestyleMode = (typeof RESTYLE_MODES)[number];
/** palette_extras when omitted, by restyle mode. */
export const RESTYLE_PALETTE_EXTRAS: Record<RestyleMode, number> = PALETTE_EXTRAS_DEFAULTS.restyle;
export const TIERS = ["normal", "pro"] as const;
export type Tier = (typeof TIERS)[number];
export const RESTYLE_PROMPT_MAX = BOUNDS.restyle.promptMax;
export const COMBINE_PROMPT_MAX = BOUNDS.combine.promptMax;
export const COMBINE_PALETTE_EXTRAS_DEFAULT = PALETTE_EXTRAS_DEFAULTS.combine;

export const FRAMING_MARGIN_MAX = 25;
export const PALETTE_EXTRAS_MAX = 256;

/** TouchUpRequest: the prompt's length and the region's ceiling per side. */
export const TOUCH_UP_PROMPT_MAX = BOUNDS.touchUp.prompt.max;
export const TOUCH_UP_MAX_REGION = BOUNDS.touchUp.regionMax;

/** Source sizes per operation, per side. */
export const SOURCE_SIDES = {
  animation: BOUNDS.animation.source,
  restyle: BOUNDS.restyle.source,
  combine: BOUNDS.combine.source,
  touchUp: BOUNDS.touchUp.source,
  rotation: BOUNDS.rotation.source,
} as const;

/** Rotation strips: the facings in strip order, left to right. */
export const ROTATION_DIRECTIONS = ["s", "se", "e", "ne", "n", "nw", "w", "sw"] as const;
