import { z } from "zod";
import { Uuid } from "@/lib/contract/common";
import { BOUNDS } from "@/lib/contract/operations";
import { hashString } from "@/lib/engine/random";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import { requireBalance } from "../domain/ledger/require-balance";
import { requireSource } from "../domain/sprites/require-source";
import { presentSprite, type SpriteRow } from "../domain/sprites/present";
import { derivedTitle } from "../domain/sprites/titles";
import { storeDerived } from "../domain/edits/store-derived";
import { defineJobRenderer, defineOperation } from "./define";
import { derivedFields, jobSource, step } from "./job-sources";
import { redrawRecipe } from "../domain/sprites/redraw-recipe";
import { layeredDocOfRow } from "../domain/layers/layered-doc";

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
    const drawn = await drawRotation(ctx, ownerId, source);
    const row = await storeDerived(ctx, ownerId, {
      source,
      image: drawn.image,
      operation: "rotation",
      cost,
      isPublic: input.public,
      paletteId: source.paletteId,
      meta: drawn.meta,
      animation: drawn.animation,
    });
    return presentSprite(row);
  },
});

/** The eight facings of a source, with what its record says about how they were made. */
async function drawRotation(ctx: ServiceContext, ownerId: string, source: SpriteRow) {
  const redraw = await redrawRecipe(ctx, ownerId, source);
  // A hand-edited version or touch-up of a generated sprite has no recipe of its own, but its
  // stored layers do: each facing is drawn from them with the edit carried onto its parts.
  const layered = redraw ? null : await layeredDocOfRow(ctx, source);
  const result = await ctx.renderTask("rotation", {
    source: await decodePng(source.png),
    seed: hashString(source.id),
    redraw,
    layered,
  });
  return {
    image: result.strip,
    meta: {
      directions: result.directions,
      calibrationScore: round(result.calibrationScore),
      // Redrawn by the generator (an edited version from its stored layers, the edit carried
      // onto each facing), or (no recipe, no layers: an import) invented from the pixels, with
      // the facings that were made up rather than drawn.
      method: redraw || layered ? "redrawn" : "invented",
      ...(layered ? { layers: "carried" } : {}),
      invented: result.directions.filter((_, i) => !result.observed[i]),
      attempts: result.attempts,
    },
    animation: {
      frameWidth: source.width,
      frameHeight: source.height,
      frameCount: 8,
      fps: ROTATION_FPS,
    },
  };
}

/**
 * What a rotation job stores. Rotations are synchronous; they are jobs only when an older
 * version's rotation is redone on a newer one (`redo_of` names it), so a batch charges at once
 * and each redo ends and refunds on its own.
 */
export const RotationJobParams = z.object({
  source_generation_id: Uuid,
  public: z.boolean(),
  redo_of: Uuid,
});

export const rotationRenderer = defineJobRenderer({
  params: RotationJobParams,
  render: async (ctx, job, params, run) => {
    const source = await jobSource(ctx, job.ownerId, params.source_generation_id);
    await step(run, 0.05);
    const drawn = await drawRotation(ctx, job.ownerId, source);
    await step(run, 0.9);
    return {
      ...derivedFields(source, params.public, job.id),
      kind: "animation",
      title: derivedTitle(source, "rotation"),
      width: drawn.image.width,
      height: drawn.image.height,
      ...drawn.animation,
      meta: { ...drawn.meta, redoOf: params.redo_of },
      png: await encodePng(drawn.image),
    };
  },
});

const round = (value: number) => Math.round(value * 1000) / 1000;
