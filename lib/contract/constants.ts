/**
 * Plain values of the contract, with no zod: the browser imports these without pulling the
 * schema library into first-load JavaScript. The schemas in this folder are built from them.
 */

// The engine defines these enumerations (it imports nothing outside lib/engine); the contract
// re-exports them so each list is written once. Both modules are zod-free and light.
export { ASSET_TYPES, CAMERAS as CAMERA_PERSPECTIVES, DIRECTIONS } from "@/lib/engine";
export {
  ANIMATION_PRESETS,
  DEFAULT_FPS as PRESET_FPS,
  FRAMING_ANCHORS,
  RESTYLE_MODES,
  RESTYLE_PRESETS,
} from "@/lib/engine";

import { BOUNDS } from "./operations";

export {
  BOUNDS,
  describePrice,
  PALETTE_EXTRAS_DEFAULTS,
  PRICES,
  type PriceBook,
  withPrices,
} from "./operations";
export {
  PROMPT_MAX_LENGTH as SPRITE_PROMPT_MAX,
  PROMPT_MIN_LENGTH as SPRITE_PROMPT_MIN,
  textLength,
} from "@/lib/engine";
export const IMPORT_MIN_SIDE = BOUNDS.import.side.min;
export const IMPORT_MAX_SIDE = BOUNDS.import.side.max;
export const IMPORT_TITLE_MAX = BOUNDS.import.titleMax;

/** Request bodies are capped at 2 MiB, refused before they are parsed. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** An `Idempotency-Key` is 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = "^[!-~]{1,255}$";

/**
 * Active (not revoked) keys one account may hold. The rate limit counts per key, so without a
 * cap one account could multiply its limit by making keys. Creating one more is 400
 * `invalid_request`: revoke one first.
 */
export const MAX_ACTIVE_KEYS_PER_ACCOUNT = 10;
