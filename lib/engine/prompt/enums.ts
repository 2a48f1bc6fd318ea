/**
 * The request enumerations the engine understands (asset_type, direction, camera_perspective),
 * mirrored from the contract's (lib/contract/common.ts). They live here, not in lib/contract,
 * because the engine imports nothing outside lib/engine; the values are the same strings.
 */

export { ASSET_TYPES, type AssetType, isAssetType } from "../subjects";

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
export type Direction = (typeof DIRECTIONS)[number];

export const CAMERAS = ["none", "front", "side", "top_down", "three_quarter", "isometric"] as const;
export type Camera = (typeof CAMERAS)[number];
