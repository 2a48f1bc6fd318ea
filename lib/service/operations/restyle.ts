import { z } from "zod";
import { CreateRestyleRequest } from "@/lib/contract/jobs";
import { BOUNDS, PALETTE_EXTRAS_DEFAULTS } from "@/lib/contract/operations";
import { accountFromUnrecognized } from "@/lib/engine/prompt";
import { growCanvas, type RgbaImage } from "@/lib/engine/raster";
import { hashString } from "@/lib/engine/random";
import { readAppearance, refuseRestyle } from "@/lib/engine/restyle";
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
import { type RedrawAsk, readRedraw, refuseForParts } from "./restyle-redraw";
import { savedPalette } from "../domain/palettes/saved-palette";
import { derivedFields, jobSource, step } from "./job-sources";

/**
 * POST /api/restyles: a sprite you own, redrawn in a preset's look or from a prompt, keeping
 * its character. Priced by tier. A preset always means mode `restyle`.
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
    if (!input.preset && input.custom_prompt) {
      await refuseDishonestRestyle(ctx, ownerId, row, input.custom_prompt, mode);
    }
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

/**
 * A restyle sentence that would change nothing, asks for another subject, or asks for an
 * appearance change (a beard, older) the character cannot be drawn again with, is refused
 * here, before the job is charged, naming the words.
 */
async function refuseDishonestRestyle(
  ctx: ServiceContext,
  ownerId: string,
  row: SpriteRow,
  prompt: string,
  mode: string,
): Promise<void> {
  const appearance = readAppearance(prompt);
  const ask = appearance ? readRedraw(prompt, mode) : null;
  const redrawn = ask ? await redrawn_(ctx, ownerId, row, ask) : null;
  const redraw = await redrawRecipe(ctx, ownerId, row);
  const parts = await ctx.renderTask("spriteParts", { source: await decodePng(row.png), redraw });
  const refusal =
    refuseRestyle(prompt, mode, redrawn !== null) ?? refuseForParts(prompt, mode, parts);
  if (refusal) {
    throw new ApiError("invalid_request", refusal.message, [
      { path: "custom_prompt", message: refusal.message, words: refusal.words },
    ]);
  }
}

/** The character drawn again as asked, or null when that cannot be done or shows nothing. */
async function redrawn_(
  ctx: ServiceContext,
  ownerId: string,
  row: SpriteRow,
  ask: RedrawAsk,
): Promise<RgbaImage | null> {
  const redraw = await redrawRecipe(ctx, ownerId, row);
  if (!redraw) return null;
  const source = await decodePng(row.png);
  const { traits, held, pose } = ask;
  return (await ctx.renderTask("restyleRedraw", { source, redraw, traits, held, pose })).image;
}

/** A character drawn again as asked: only the words asking for it changed the result. */
function redrawnResult(image: RgbaImage, prompt: string, used: readonly string[]) {
  const { used: known, ignored } = accountFromUnrecognized(prompt, []);
  const all = [...known, ...ignored];
  const asked = new Set(used);
  return {
    image,
    unrecognized: [] as string[],
    words: { used: all.filter((w) => asked.has(w)), ignored: all.filter((w) => !asked.has(w)) },
  };
}

/** What a restyle job stores: the request with its mode and palette allowance decided. */
const RestyleParams = CreateRestyleRequest.safeExtend({ palette_extras: z.number().int() });
type RestyleParams = z.output<typeof RestyleParams>;

export const restyleRenderer = defineJobRenderer({
  params: RestyleParams,
  render: async (ctx, job, params, run) => {
    const row = await jobSource(ctx, job.ownerId, params.source_generation_id);
    const source = await decodePng(row.png);
    await step(run, 0.1);
    const ask =
      !params.preset && params.custom_prompt ? readRedraw(params.custom_prompt, params.mode) : null;
    const redrawn = ask ? await redrawn_(ctx, job.ownerId, row, ask) : null;
    const result =
      redrawn && ask
        ? redrawnResult(
            // Framed like any restyle: the margin asked for, the sprite at the anchor.
            growCanvas(redrawn, params.framing_margin ?? 0, params.framing_anchor ?? "center")
              .image,
            params.custom_prompt ?? "",
            ask.used,
          )
        : await ctx.renderTask("restyle", {
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
