import { z } from "zod";
import { Uuid } from "@/lib/contract/common";
import { CreateAnimationRequest } from "@/lib/contract/jobs";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { refuseMotion } from "@/lib/engine/animate";
import { accountFromUnrecognized } from "@/lib/engine/prompt";
import { hashString } from "@/lib/engine/random";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import type { SpriteRow } from "../domain/sprites/present";
import { requireSource } from "../domain/sprites/require-source";
import { derivedTitle } from "../domain/sprites/titles";
import { ApiError } from "../errors";
import { enqueueJob } from "../jobs/enqueue";
import type { RenderParams } from "../render/tasks";
import { defineJobRenderer, defineOperation } from "./define";
import { redrawRecipe } from "../domain/sprites/redraw-recipe";
import { layeredDocOfRow } from "../domain/layers/layered-doc";
import { savedPalette } from "../domain/palettes/saved-palette";
import { JobFailure } from "../jobs/types";
import { derivedFields, jobSource, step } from "./job-sources";

/**
 * POST /api/animations: a still you own becomes a horizontal strip of `frame_count` frames.
 * Priced by the frame count; one animation runs at a time per account (the queue's claim
 * rule), later ones wait.
 */
export const animationOperation = defineOperation({
  endpoint: "createAnimation",
  serve: async (ctx, ownerId, input) => {
    const row = await requireSource(ctx.db, ownerId, input.source_generation_id, {
      ...BOUNDS.animation.source,
      still: true,
      what: "Animation",
      public: input.public,
    });
    if (input.preset === "Custom")
      await refuseDishonestMotion(ctx, ownerId, row, input.custom_prompt);
    const params: AnimationParams = {
      ...input,
      palette_extras: input.palette_extras ?? PALETTE_EXTRAS_DEFAULTS.animation(input.preset),
    };
    return enqueueJob(ctx, {
      ownerId,
      type: "animation",
      cost: ctx.prices.animation({ frame_count: input.frame_count }),
      params,
    });
  },
});

/**
 * A custom motion the sprite cannot do (no motion named, or a part it lacks: a sword swing on a
 * slime, a wave with both hands full) is refused here, before the job is charged, naming the
 * words. What the sprite has is read from its layered document in a render task (stored with a
 * generation and its edits); for any other sprite only the words are checked.
 */
export async function refuseDishonestMotion(
  ctx: ServiceContext,
  ownerId: string,
  row: SpriteRow,
  prompt: string | undefined,
): Promise<void> {
  const redraw = await redrawRecipe(ctx, ownerId, row);
  const parts = await ctx.renderTask("spriteParts", {
    source: await decodePng(row.png),
    redraw,
    layered: await layeredDocOfRow(ctx, row),
  });
  const refusal = refuseMotion(prompt ?? "", parts);
  if (refusal) {
    throw new ApiError("invalid_request", refusal.message, [
      { path: "custom_prompt", message: refusal.message, words: refusal.words },
    ]);
  }
}

/**
 * What an animation job stores: the request with its palette allowance decided, and, for an
 * animation redone on a newer version, the animation it makes again (`redo_of`).
 */
export const AnimationParams = CreateAnimationRequest.safeExtend({
  palette_extras: z.number().int(),
  redo_of: Uuid.optional(),
});
export type AnimationParams = z.output<typeof AnimationParams>;

/** The custom prompt's content words, split by whether the animation understood them. */
function wordsRead(prompt: string, unrecognized: readonly string[]) {
  const { used, ignored } = accountFromUnrecognized(prompt, unrecognized);
  return { used: [...used], ignored: [...ignored] };
}

export const animationRenderer = defineJobRenderer({
  params: AnimationParams,
  render: async (ctx, job, params, run) => {
    const row = await jobSource(ctx, job.ownerId, params.source_generation_id);
    const source = await decodePng(row.png);
    const redraw = await redrawRecipe(ctx, job.ownerId, row);
    await step(run, 0.05);
    const result = await ctx.renderTask("animation", {
      source,
      preset: params.preset,
      frameCount: params.frame_count,
      customPrompt: params.custom_prompt,
      anchors: (row.meta as { anchors?: RenderParams<"animation">["anchors"] }).anchors,
      framingMargin: params.framing_margin,
      framingAnchor: params.framing_anchor,
      seed: hashString(job.id),
      basePalette: await savedPalette(ctx, row),
      paletteExtras: params.palette_extras,
      // A sprite with a layered document (a generation, or a hand edit or touch-up of one, the
      // edit written into its layers) is posed by its rig; anything else is cut from its pixels.
      layered: await layeredDocOfRow(ctx, row),
    });
    const strip = result.strip;
    // A custom motion whose frames are all the same picture did nothing: the job fails (its
    // charge refunded) rather than delivering a still labelled as the motion asked for.
    if (params.custom_prompt && framesAllAlike(strip, result.frameCount, result.frameWidth)) {
      throw new JobFailure(
        "invalid_request",
        `The motion “${params.custom_prompt}” moves nothing on this sprite; the charge is refunded.`,
      );
    }
    await step(run, 0.9);
    return {
      ...derivedFields(row, params.public, job.id),
      kind: "animation",
      title: derivedTitle(row, params.preset.toLowerCase()),
      width: strip.width,
      height: strip.height,
      frameCount: result.frameCount,
      frameWidth: result.frameWidth,
      frameHeight: result.frameHeight,
      fps: result.fps,
      meta: {
        preset: params.preset,
        // How the frames were made: posed from the drawer's layers, or cut from the pixels.
        rig: result.rig ?? "cut-out",
        // Cut from the pixels: the record says so (`method`), and whether that is because the
        // sprite has no rig of its own (no recipe: an import, a hand-edited version).
        ...(result.rig ? {} : { method: "cut-out", ownRig: redraw !== null }),
        motions: result.motions,
        unrecognized: result.unrecognized,
        ...(params.custom_prompt
          ? { reading: wordsRead(params.custom_prompt, result.unrecognized) }
          : {}),
        ...(params.redo_of ? { redoOf: params.redo_of } : {}),
      },
      png: await encodePng(strip),
    };
  },
});

/** Whether every frame of a strip (frames side by side) is the first one, pixel for pixel. */
export function framesAllAlike(
  strip: { width: number; height: number; data: Uint8ClampedArray },
  frameCount: number,
  frameWidth: number,
): boolean {
  for (let f = 1; f < frameCount; f++) {
    for (let y = 0; y < strip.height; y++) {
      const row = y * strip.width;
      for (let x = 0; x < frameWidth; x++) {
        const a = (row + x) * 4;
        const b = (row + f * frameWidth + x) * 4;
        for (let c = 0; c < 4; c++) if (strip.data[a + c] !== strip.data[b + c]) return false;
      }
    }
  }
  return true;
}
