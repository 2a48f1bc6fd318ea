/**
 * Plain values the browser needs from the contract: the zod-free module, so first-load
 * JavaScript carries no schema library. Values the contract keeps only inside zod schemas are
 * written out here and typed against the contract (`import type` is erased from the bundle);
 * `constants.test.ts` checks they still match the schemas.
 */

import type { ANIMATION_PRESETS } from "@/lib/contract/constants";

export {
  ANIMATION_PRESETS,
  FRAMING_ANCHORS,
  PRESET_FPS,
  ASSET_TYPES,
  CAMERA_PERSPECTIVES,
  DIRECTIONS,
  IMPORT_MAX_SIDE,
  IMPORT_MIN_SIDE,
  IMPORT_TITLE_MAX,
  SPRITE_PROMPT_MAX,
  SPRITE_PROMPT_MIN,
  textLength,
} from "@/lib/contract/constants";

/** GenerateSpriteRequest: each side 32 to 400 px, default 64. */
export const SPRITE_MIN_SIDE = 32;
export const SPRITE_MAX_SIDE = 400;
export const SPRITE_DEFAULT_SIDE = 64;

/** Token costs (spec: Limits). Generation is 1 for every asset type. */
export const COSTS = {
  generate: 1,
  backgroundRemoval: { standard: 0, refined: 1 },
  normalMapPerFrame: 1,
} as const;

/** GeneratePalettesRequest and the palette recipe. */
export const PALETTE_PROMPT_MIN = 3;
export const PALETTE_PROMPT_MAX = 200;
export const PALETTE_MIN_COLORS = 4;
export const PALETTE_MAX_COLORS = 64;
export const PALETTE_NAME_MAX = 80;
export const PALETTE_MAX_MOODS = 4;
export const HUE_SHIFT_MIN = -90;
export const HUE_SHIFT_MAX = 90;
/** SavePaletteRequest with explicit colors. */
export const SAVED_PALETTE_MIN_COLORS = 2;
export const SAVED_PALETTE_MAX_COLORS = 256;

/** BackgroundRemovalRequest. */
export const TOLERANCE_MAX = 300;
export const TOLERANCE_DEFAULT = 200;
export const MATTE_PALETTE_SIZE = { min: 16, max: 256, default: 64 } as const;
export const ALPHA_THRESHOLD = { min: 0.3, max: 0.9, default: 0.7 } as const;

/** NormalMapRequest. */
export const NORMAL_STRENGTH_MAX = 5;
export const SHEET_MAX_CELLS = 24;

/** Token costs of the jobs and the remaining edits (spec: Limits; DESIGN: animation cost). */
export const JOB_COSTS = {
  /** frame_count / 2 tokens. */
  animation: (frames: number) => Math.max(0, Math.floor(frames / 2)),
  restyle: { normal: 2, pro: 9 },
  combine: { normal: 3, pro: 9 },
  touchUp: 1,
  rotation: 12,
} as const;

export type AnimationPreset = (typeof ANIMATION_PRESETS)[number];

/** CreateAnimationRequest.frame_count: even, 4 to 16, default 8. */
export const ANIMATION_FRAMES = { min: 4, max: 16, default: 8 } as const;
export const ANIMATION_CUSTOM_PROMPT_MAX = 1500;
/** The fps each preset plays at (DESIGN: default fps). */

/** palette_extras when omitted (spec: Animations): 12 for Attack and Custom, else 0. */
export const PRESET_PALETTE_EXTRAS = (preset: AnimationPreset) =>
  preset === "Attack" || preset === "Custom" ? 12 : 0;

export const RESTYLE_PRESETS = [
  "fire",
  "ice",
  "gold",
  "zombie",
  "holy",
  "cursed",
  "poison",
  "royal",
  "shadow",
  "steampunk",
] as const;
export const RESTYLE_MODES = ["restyle", "pose", "item", "custom"] as const;
export type RestyleMode = (typeof RESTYLE_MODES)[number];
/** palette_extras when omitted, by restyle mode (spec: Restyles). */
export const RESTYLE_PALETTE_EXTRAS: Record<RestyleMode, number> = {
  restyle: 16,
  pose: 0,
  item: 12,
  custom: 12,
};
export const TIERS = ["normal", "pro"] as const;
export type Tier = (typeof TIERS)[number];
export const RESTYLE_PROMPT_MAX = 500;
export const COMBINE_PROMPT_MAX = 500;
export const COMBINE_PALETTE_EXTRAS_DEFAULT = 4;

export const FRAMING_MARGIN_MAX = 25;
export const PALETTE_EXTRAS_MAX = 256;

/** TouchUpRequest: prompt 1 to 300 characters; the region's ceiling per side. */
export const TOUCH_UP_PROMPT_MAX = 300;
export const TOUCH_UP_MAX_REGION = 200;

/** Source sizes per operation, per side (spec: Limits). */
export const SOURCE_SIDES = {
  animation: { min: 1, max: 256 },
  restyle: { min: 32, max: 256 },
  combine: { min: 32, max: 256 },
  touchUp: { min: 32, max: 1024 },
  rotation: { min: 32, max: 256 },
} as const;

/** Rotation strips: the facings in strip order (spec: Animation record). */
export const ROTATION_DIRECTIONS = ["s", "se", "e", "ne", "n", "nw", "w", "sw"] as const;
