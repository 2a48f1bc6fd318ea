import { randomInt } from "node:crypto";
import { z } from "zod";
import { CreateRestyleRequest } from "@/lib/contract/jobs";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { hashString } from "@/lib/engine/random";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import type { SpriteRow } from "../domain/sprites/present";
import { requireSource } from "../domain/sprites/require-source";
import { derivedTitle } from "../domain/sprites/titles";
import { ApiError } from "../errors";
import { enqueueJob } from "../jobs/enqueue";
import { JobFailure } from "../jobs/types";
import type { RenderParams } from "../render/tasks";
import { defineJobRenderer, defineOperation } from "./define";
import { redrawRecipe } from "../domain/sprites/redraw-recipe";
import { savedPalette } from "../domain/palettes/saved-palette";
import { layeredDocOfRow } from "../domain/layers/layered-doc";
import { derivedFields, jobSource, step } from "./job-sources";

/**
 * POST /api/restyles: a sprite you own, redrawn in a preset's look or from a prompt, keeping
 * its character. Priced by tier. A preset always means mode `restyle`.
 *
 * The restyle is made once here, before anything is charged, with the seed the job will use:
 * a result that leaves the sprite unchanged or barely changed, or a word that would change
 * nothing on it ("cape" on a slime), is refused naming the words. The job makes the same
 * picture again from the same seed.
 */
export const restyleOperation = defineOperation({
  endpoint: "createRestyle",
  serve: async (ctx, ownerId, input) => {
    const row = await requireSource(ctx.db, ownerId, input.source_generation_id, {
      ...BOUNDS.restyle.source,
      still: true,
      what: "Restyle",
      public: input.public,
    });
    const mode = input.preset ? "restyle" : input.mode;
    const params: RestyleParams = {
      ...input,
      mode,
      palette_extras: input.palette_extras ?? PALETTE_EXTRAS_DEFAULTS.restyle[mode],
      seed: randomInt(2 ** 31 - 1),
    };
    const checked = await makeRestyle(ctx, ownerId, row, params);
    if (!checked.ok) {
      const { words, message } = checked.refusal;
      const path = input.preset && !input.custom_prompt ? "preset" : "custom_prompt";
      throw new ApiError("invalid_request", message, [{ path, message, words }]);
    }
    return enqueueJob(ctx, {
      ownerId,
      type: "restyle",
      cost: ctx.prices.restyle({ tier: input.tier }),
      params,
    });
  },
});

/** The restyle made and checked in the render threads, as the request and its job both do. */
async function makeRestyle(
  ctx: ServiceContext,
  ownerId: string,
  row: SpriteRow,
  params: RestyleParams,
  seed = params.seed ?? 0,
) {
  return ctx.renderTask("restyleChecked", {
    source: await decodePng(row.png),
    redraw: await redrawRecipe(ctx, ownerId, row),
    // An edited sprite's stored layers carry its edit into a redrawn restyle.
    layered: await layeredDocOfRow(ctx, row),
    preset: params.preset,
    customPrompt: params.custom_prompt,
    mode: params.mode,
    tier: params.tier,
    anchors: (row.meta as { anchors?: RenderParams<"restyle">["anchors"] }).anchors,
    framingMargin: params.framing_margin,
    framingAnchor: params.framing_anchor,
    seed,
    basePalette: await savedPalette(ctx, row),
    paletteExtras: params.palette_extras,
  });
}

/**
 * What a restyle job stores: the request with its mode, palette allowance and seed decided
 * (jobs stored before the seed was kept take it from their id).
 */
const RestyleParams = CreateRestyleRequest.safeExtend({
  palette_extras: z.number().int(),
  seed: z.number().int().optional(),
});
type RestyleParams = z.output<typeof RestyleParams>;

export const restyleRenderer = defineJobRenderer({
  params: RestyleParams,
  render: async (ctx, job, params, run) => {
    const row = await jobSource(ctx, job.ownerId, params.source_generation_id);
    await step(run, 0.1);
    const result = await makeRestyle(
      ctx,
      job.ownerId,
      row,
      params,
      params.seed ?? hashString(job.id),
    );
    if (!result.ok) {
      // Only when the source changed since the request was checked; the job is refunded.
      throw new JobFailure("invalid_request", `${result.refusal.message} Tokens were refunded.`);
    }
    await step(run, 0.8);
    const out = result.image;
    const what = params.preset ?? params.mode;
    return {
      ...derivedFields(row, params.public, job.id),
      kind: "sprite",
      title: derivedTitle(row, `${what.toLowerCase()} restyle`),
      width: out.width,
      height: out.height,
      meta: {
        preset: params.preset ?? null,
        mode: params.mode,
        tier: params.tier,
        unrecognized: [...result.unrecognized],
        ...(params.custom_prompt
          ? { reading: { used: [...result.words.used], ignored: [...result.words.ignored] } }
          : {}),
        // An added held item took the place of this (both hands were full).
        ...(result.replaced ? { replaced: result.replaced } : {}),
      },
      png: await encodePng(out),
    };
  },
});
