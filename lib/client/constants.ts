/**
 * Plain values the browser needs from the contract: the zod-free module, so first-load
 * JavaScript carries no schema library. Values the contract keeps only inside zod schemas are
 * written out here and typed against the contract (`import type` is erased from the bundle);
 * `constants.test.ts` checks they still match the schemas.
 */

export {
  ASSET_TYPES,
  CAMERA_PERSPECTIVES,
  DIRECTIONS,
  IMPORT_MAX_SIDE,
  IMPORT_MIN_SIDE,
  IMPORT_TITLE_MAX,
  SPRITE_PROMPT_MAX,
} from "@/lib/contract/constants";

/** GenerateSpriteRequest: prompt 3 to 1500 characters, each side 32 to 400 px, default 64. */
export const SPRITE_PROMPT_MIN = 3;
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
