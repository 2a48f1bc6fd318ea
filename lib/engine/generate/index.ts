/**
 * Text-to-sprite (POST /api/sprites): `generateSprite` checks the
 * request, then the procedural drawer (the draw layer) paints it. Pure and deterministic: the
 * same request gives the same pixels. `referenceStyle` reads what a generation borrows from a
 * reference sprite.
 */
import {
  drawLayered,
  drawSprite,
  drawSpriteSided,
  type GeneratedSprite,
  type LayeredSprite,
  type SpriteRequest,
} from "../draw";
import type { AssetType } from "../prompt";

export type {
  Anchors,
  GeneratedSprite,
  LayeredSprite,
  NineSlice,
  OutlineStyle,
  Point,
  SpriteRequest,
} from "../draw";
export { opaqueColors, type ReferenceStyle, referenceStyle } from "./style";

export const MAX_SIDE = 400;

/** Sprites are 32 to 400 px per side; tiles, backgrounds, ui and effects go down to 8. */
export function minSide(type: AssetType): number {
  return type === "tile" || type === "background" || type === "ui" || type === "effect" ? 8 : 32;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function validate(request: SpriteRequest): void {
  const min = minSide(request.assetType);
  for (const [name, value] of [
    ["width", request.width],
    ["height", request.height],
  ] as const) {
    if (!Number.isInteger(value) || value < min || value > MAX_SIDE) {
      throw new RangeError(`${name} must be an integer from ${min} to ${MAX_SIDE}, got ${value}`);
    }
  }
  if (!Number.isSafeInteger(request.seed)) throw new RangeError("seed must be a safe integer");
  const palette = request.palette ?? request.reference?.palette;
  if (palette) {
    if (palette.length === 0) throw new RangeError("palette must hold at least one color");
    for (const hex of palette)
      if (!HEX.test(hex)) throw new RangeError(`not a #rrggbb color: ${hex}`);
  }
}

/** A sprite drawn from a checked request; throws RangeError for sizes, seed or palette out of bounds. */
export function generateSprite(request: SpriteRequest): GeneratedSprite {
  validate(request);
  return drawSprite(request);
}

/**
 * generateSprite, and `symmetric`: the drawer ignored which side it drew for, so the W-side twin
 * of this facing (west for east, south-west for south-east, north-west for north-east) is
 * exactly this picture flipped. Same checks.
 */
export function generateSided(request: SpriteRequest): {
  sprite: GeneratedSprite;
  symmetric: boolean;
} {
  validate(request);
  return drawSpriteSided(request);
}

/**
 * The same sprite as a layered document: each part the drawer painted kept whole, with its
 * joint and rig, and `sprite` pixel for pixel what generateSprite gives. Same checks.
 */
export function generateLayered(request: SpriteRequest): LayeredSprite {
  validate(request);
  return drawLayered(request);
}
