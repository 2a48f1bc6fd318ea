import { z } from "zod";
import { CreateRestyleRequest } from "@/lib/contract/jobs";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { hashString } from "@/lib/engine/random";
import { decodePng, encodePng } from "../codec";
import { requireSource } from "../domain/sprites/require-source";
import { derivedTitle } from "../domain/sprites/titles";
import { enqueueJob } from "../jobs/enqueue";
import type { RenderParams } from "../render/tasks";
import { defineJobRenderer, defineOperation } from "./define";
import { derivedFields, jobSource, savedPalette, step } from "./job-sources";

/**
 * POST /api/restyles: a sprite you own, redrawn in a preset's look or from a prompt, keeping
 * its character. Priced by tier. A preset always means mode `restyle`.
 */
export const restyleOperation = defineOperation({
  endpoint: "createRestyle",
  serve: async (ctx, ownerId, input) => {
    await requireSource(ctx.db, ownerId, input.source_generation_id, {
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
    };
    return enqueueJob(ctx, {
      ownerId,
      type: "restyle",
      cost: ctx.prices.restyle({ tier: input.tier }),
      params,
    });
  },
});

/** What a restyle job stores: the request with its mode and palette allowance decided. */
const RestyleParams = CreateRestyleRequest.safeExtend({ palette_extras: z.number().int() });
type RestyleParams = z.output<typeof RestyleParams>;

export const restyleRenderer = defineJobRenderer({
  params: RestyleParams,
  render: async (ctx, job, params, run) => {
    const row = await jobSource(ctx, job.ownerId, params.source_generation_id);
    const source = await decodePng(row.png);
    await step(run, 0.1);
    const result = await ctx.renderTask("restyle", {
      source,
      preset: params.preset,
      customPrompt: params.custom_prompt,
      mode: params.mode,
      tier: params.tier,
      anchors: (row.meta as { anchors?: RenderParams<"restyle">["anchors"] }).anchors,
      framingMargin: params.framing_margin,
      framingAnchor: params.framing_anchor,
      seed: hashString(job.id),
      basePalette: await savedPalette(ctx, row),
      paletteExtras: params.palette_extras,
    });
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
        unrecognized: result.unrecognized,
        ...(params.custom_prompt
          ? { reading: { used: [...result.words.used], ignored: [...result.words.ignored] } }
          : {}),
      },
      png: await encodePng(out),
    };
  },
});
