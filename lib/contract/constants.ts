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

export const DIRECTIONS = [
  "none",
  "south",
  "south-west",
  "west",
  "north-west",
  "north",
  "north-east",
  "east",
  "south-east",
] as const;

export const CAMERA_PERSPECTIVES = [
  "none",
  "front",
  "side",
  "top_down",
  "three_quarter",
  "isometric",
] as const;

export const SPRITE_PROMPT_MAX = 1500;
export const IMPORT_MIN_SIDE = 16;
export const IMPORT_MAX_SIDE = 256;
export const IMPORT_TITLE_MAX = 200;
