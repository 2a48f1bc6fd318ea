/**
 * Plain values of the contract, with no zod: the browser imports these without pulling the
 * schema library into first-load JavaScript. The schemas in this folder are built from them.
 */

// The engine defines these enumerations (it imports nothing outside lib/engine); the contract
// re-exports them so each list is written once. Both modules are zod-free and light.
export { ASSET_TYPES, CAMERAS as CAMERA_PERSPECTIVES, DIRECTIONS } from "@/lib/engine/prompt/enums";
export {
  ANIMATION_PRESETS,
  DEFAULT_FPS as PRESET_FPS,
  FRAMING_ANCHORS,
} from "@/lib/engine/animate/types";

export const SPRITE_PROMPT_MAX = 1500;
export const IMPORT_MIN_SIDE = 16;
export const IMPORT_MAX_SIDE = 256;
export const IMPORT_TITLE_MAX = 200;
