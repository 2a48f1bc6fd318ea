import { BOUNDS } from "@/lib/contract/operations";
import { hashString } from "@/lib/engine/random";
import { decodePng } from "../codec";
import { requireBalance } from "../domain/ledger/require-balance";
import { requireSource } from "../domain/sprites/require-source";
import { presentSprite } from "../domain/sprites/present";
import { storeDerived } from "../domain/edits/store-derived";
import { defineOperation } from "./define";
import { redrawRecipe } from "../domain/sprites/redraw-recipe";

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
    const redraw = await redrawRecipe(ctx, ownerId, source);
    const result = await ctx.renderTask("rotation", {
      source: await decodePng(source.png),
      seed: hashString(source.id),
      redraw,
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
        // Redrawn by the generator, or (no recipe: an import, an edited version) invented from
        // the pixels, with the facings that were made up rather than drawn.
        method: redraw ? "redrawn" : "invented",
        invented: result.directions.filter((_, i) => !result.observed[i]),
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
