/**
 * The engine's root entry: the plain facts the rest of the app shares with the engine (request
 * enumerations, prompt length rules, animation presets, framing anchors, the picture type). It
 * imports only light leaf modules, so the browser can use these lists without pulling in any
 * algorithm. Each operation and shared layer has its own entry, `@/lib/engine/<folder>`.
 */
export {
  ANIMATION_PRESETS,
  type AnimationPreset,
  DEFAULT_FPS,
  MAX_FRAMES,
  MAX_FRAMING_MARGIN,
  MIN_FRAMES,
} from "./animate/types";
export { CAMERAS, type Camera, DIRECTIONS, type Direction } from "./prompt/enums";
export { ASSET_TYPES, type AssetType, isAssetType } from "./subjects/types";
export { PROMPT_MAX_LENGTH, PROMPT_MIN_LENGTH, textLength } from "./prompt/limits";
export { FRAMING_ANCHORS, type FramingAnchor } from "./raster/framing";
export {
  RESTYLE_MODES,
  RESTYLE_PRESETS,
  type RestyleMode,
  type RestylePreset,
} from "./restyle/presets";
export type { RgbaImage } from "./raster/image";
