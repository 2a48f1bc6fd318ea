/**
 * Plain values of the contract, with no zod: the browser imports these without pulling the
 * schema library into first-load JavaScript. The schemas in this folder are built from them.
 */

export const ASSET_TYPES = [
  "character",
  "creature",
  "prop",
  "weapon",
  "vehicle",
  "tile",
  "background",
  "ui",
  "effect",
  "item",
] as const;

export const SPRITE_PROMPT_MAX = 1500;
export const IMPORT_MIN_SIDE = 16;
export const IMPORT_MAX_SIDE = 256;
export const IMPORT_TITLE_MAX = 200;
