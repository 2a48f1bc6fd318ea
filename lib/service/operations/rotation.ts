import { BOUNDS } from "@/lib/contract/operations";
import { hashString } from "@/lib/engine/random";
import { decodePng } from "../codec";
import type { ServiceContext } from "../context";
import { requireBalance } from "../domain/ledger/require-balance";
import { getOwnedPalette } from "../domain/palettes/get-palette";
import { requireSource } from "../domain/sprites/require-source";
import type { SpriteRow } from "../domain/sprites/present";
import { presentSprite } from "../domain/sprites/present";
import { storeDerived } from "../domain/edits/store-derived";
import type { RedrawRecipe } from "../render/tasks";
import { defineOperation } from "./define";

const ROTATION_FPS = 4;

/**
 * POST /api/rotations: 8 facings (S, SE, E, NE, N, NW, W, SW) as one strip stored as an
 * animation, W-side facings mirrored from the E side, with a calibration score that says how
 * much of it was observed rather than invented. For a sprite the engine drew, the generator
 * redraws the same character (same seed) in each facing: observed. An imported sprite's other
 * facings can only be invented from its pixels, and the score says so.
 */
export const rotationOperation = defineOperation({
  endpoint: "rotate",
  serve: async (ctx, ownerId, input) => {
    const source = await requireSource(ctx.db, ownerId, input.source_generation_id, {
      ...BOUNDS.rotation.source,
      still: true,
      what: "Rotation",
      public: input.public,
    });
    const cost = ctx.prices.rotation();
    await requireBalance(ctx, ownerId, cost);
    const result = await ctx.renderTask("rotation", {
      source: await decodePng(source.png),
      seed: hashString(source.id),
      redraw: await redrawRecipe(ctx, ownerId, source),
    });
    const row = await storeDerived(ctx, ownerId, {
      source,
      image: result.strip,
      operation: "rotation",
      cost,
      isPublic: input.public,
      paletteId: source.paletteId,
      meta: {
        directions: result.directions,
        calibrationScore: round(result.calibrationScore),
        attempts: result.attempts,
      },
      animation: {
        frameWidth: source.width,
        frameHeight: source.height,
        frameCount: 8,
        fps: ROTATION_FPS,
      },
    });
    return presentSprite(row);
  },
});

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * How the generator draws a generated sprite again in another facing (the same seed, as
 * data for the render thread); null for sprites it did not draw, whose other facings are
 * invented from their pixels.
 */
async function redrawRecipe(
  ctx: ServiceContext,
  ownerId: string,
  source: SpriteRow,
): Promise<RedrawRecipe | null> {
  const meta = source.meta as {
    seed?: number;
    camera?: string;
    direction?: string;
    reference?: RedrawRecipe["reference"] | null;
  };
  if (
    source.operation !== "generate" ||
    !source.prompt ||
    typeof meta.seed !== "number" ||
    !source.assetType
  )
    return null;
  const palette = source.paletteId
    ? (await getOwnedPalette(ctx.db, ownerId, source.paletteId)).colors
    : undefined;
  return {
    prompt: source.prompt,
    assetType: source.assetType as RedrawRecipe["assetType"],
    width: source.width,
    height: source.height,
    facing: (meta.direction ?? "none") as RedrawRecipe["facing"],
    camera: (meta.camera ?? "none") as RedrawRecipe["camera"],
    seed: meta.seed,
    palette,
    reference: meta.reference ?? undefined,
  };
}
