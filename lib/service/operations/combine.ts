import { randomInt } from "node:crypto";
import { z } from "zod";
import { CreateCombineRequest } from "@/lib/contract/jobs";
import { BOUNDS } from "@/lib/contract/operations";
import { PLACEMENT_WORDS, readPlacement } from "@/lib/engine/combine";
import { contentWords } from "@/lib/engine/prompt";
import { hashString } from "@/lib/engine/random";
import { decodePng, encodePng } from "../codec";
import type { ServiceContext } from "../context";
import type { SpriteRow } from "../domain/sprites/present";
import { ApiError } from "../errors";
import { requireSource } from "../domain/sprites/require-source";
import { derivedTitle, lineName } from "../domain/sprites/titles";
import { enqueueJob } from "../jobs/enqueue";
import { JobFailure } from "../jobs/types";
import type { RenderParams } from "../render/tasks";
import { combineRefusal, HANDLESS_MESSAGE } from "../render/combine-refusals";
import { defineJobRenderer, defineOperation } from "./define";
import { redrawRecipe } from "../domain/sprites/redraw-recipe";
import { savedPalette } from "../domain/palettes/saved-palette";
import { derivedFields, jobSource, step } from "./job-sources";
import { layeredDocOfRow } from "../domain/layers/layered-doc";

/**
 * POST /api/combines: the item in one sprite you own is placed into another (two different
 * sprites). Priced by tier. The result is held to the union of both sprites' palettes plus
 * `palette_extras` more colours.
 *
 * The combine is made once here, before anything is charged, with the seed the job will use:
 * an item sprite with no item in it, or an item that would change nothing on the sprite (a
 * red cape on a knight already wearing one), is refused naming why. The job makes the same
 * picture again from the same seed.
 */
export const combineOperation = defineOperation({
  endpoint: "createCombine",
  serve: async (ctx, ownerId, input) => {
    const sources = [
      ["source_generation_id", "the sprite to combine into"],
      ["item_generation_id", "the item sprite"],
    ] as const;
    const rows = [];
    for (const [field, label] of sources) {
      const row = await requireSource(ctx.db, ownerId, input[field], {
        ...BOUNDS.combine.source,
        field,
        label,
        still: true,
        what: "Combine",
        public: input.public,
      });
      rows.push(row);
    }
    const [base, item] = [rows[0]!, rows[1]!];
    await refuseHandless(ctx, ownerId, base, item, input.prompt);
    const params: CombineParams = { ...input, seed: randomInt(2 ** 31 - 1) };
    const made = await makeCombine(ctx, ownerId, base, item, params, params.seed ?? 0);
    if (!made.ok) {
      const { path, message } = combineRefusal(made.refusal, nameOf(item), input.prompt);
      const words = path === "prompt" ? contentWords(input.prompt) : [];
      throw new ApiError("invalid_request", message, [
        { path, message, ...(words.length > 0 ? { words } : {}) },
      ]);
    }
    return enqueueJob(ctx, {
      ownerId,
      type: "combine",
      cost: ctx.prices.combine({ tier: input.tier }),
      params,
    });
  },
});

/**
 * An item for the hand of a sprite without hands (a slime, a wolf: its drawer's layers say so;
 * a blob: its pixels do) is refused before anything is charged, naming the placement words,
 * rather than stuck to its side. Back, head and belt placements are not refused here.
 */
async function refuseHandless(
  ctx: ServiceContext,
  ownerId: string,
  base: SpriteRow,
  item: SpriteRow,
  prompt: string,
): Promise<void> {
  const placement = readPlacement(prompt, item.prompt ?? item.title ?? "");
  if (placement.kind !== "hand") return;
  const redraw = await redrawRecipe(ctx, ownerId, base);
  const parts = await ctx.renderTask("spriteParts", { source: await decodePng(base.png), redraw });
  if (parts.body !== "other") return;
  const named = contentWords(prompt).filter((w) => PLACEMENT_WORDS.has(w));
  const words = named.length > 0 ? named : contentWords(prompt);
  const message = HANDLESS_MESSAGE;
  throw new ApiError("invalid_request", message, [{ path: "prompt", message, words }]);
}

/**
 * What a combine job stores: the request with the seed its picture was checked with (jobs
 * stored before the seed was kept take it from their id).
 */
const CombineParams = CreateCombineRequest.safeExtend({ seed: z.number().int().optional() });
type CombineParams = z.output<typeof CombineParams>;

/** The sprite's name for a message: its title, else its prompt. */
const nameOf = (row: SpriteRow) => row.title ?? row.prompt ?? "";

/** The combine made in the render threads, as the request and its job both do. */
async function makeCombine(
  ctx: ServiceContext,
  ownerId: string,
  base: SpriteRow,
  item: SpriteRow,
  params: CombineParams,
  seed: number,
) {
  const [baseImage, itemImage] = await Promise.all([decodePng(base.png), decodePng(item.png)]);
  type Anchors = RenderParams<"combine">["baseAnchors"];
  return ctx.renderTask("combine", {
    base: baseImage,
    baseRedraw: await redrawRecipe(ctx, ownerId, base),
    // The base's layers (a hand edit included) take the item as a layer of its own.
    baseLayered: await layeredDocOfRow(ctx, base),
    item: itemImage,
    prompt: params.prompt,
    // What the item is sizes it (a shield is body-sized, a sword hand-sized).
    itemName: item.prompt ?? item.title ?? "",
    baseAnchors: (base.meta as { anchors?: Anchors }).anchors,
    itemAnchors: (item.meta as { anchors?: Anchors }).anchors,
    tier: params.tier,
    framingMargin: params.framing_margin,
    framingAnchor: params.framing_anchor,
    seed,
    basePalette: await savedPalette(ctx, base),
    itemPalette: await savedPalette(ctx, item),
    paletteExtras: params.palette_extras,
  });
}

export const combineRenderer = defineJobRenderer({
  params: CombineParams,
  render: async (ctx, job, params, run) => {
    const [base, item] = await Promise.all([
      jobSource(ctx, job.ownerId, params.source_generation_id),
      jobSource(ctx, job.ownerId, params.item_generation_id),
    ]);
    await step(run, 0.1);
    const result = await makeCombine(
      ctx,
      job.ownerId,
      base,
      item,
      params,
      params.seed ?? hashString(job.id),
    );
    if (!result.ok) {
      // Only when a sprite changed since the request was checked; the job is refunded.
      const { message } = combineRefusal(result.refusal, nameOf(item), params.prompt);
      throw new JobFailure(
        "invalid_request",
        `${message.replace(/: nothing is made or charged\./, ".")} Tokens were refunded.`,
      );
    }
    await step(run, 0.8);
    const out = result.image;
    return {
      ...derivedFields(base, params.public, job.id),
      itemSourceId: item.id,
      kind: "sprite",
      title: derivedTitle(base, `with ${lineName(item)}`),
      width: out.width,
      height: out.height,
      meta: {
        placement: result.placement,
        itemId: item.id,
        tier: params.tier,
        // The words the combine acted on: a side word the item did not go to (the named hand
        // held something else and the free hand took it) is reported ignored, not used.
        reading: { used: [...result.words.used], ignored: [...result.words.ignored] },
        ...(result.replaced ? { replaced: result.replaced } : {}),
      },
      png: await encodePng(out),
      layers: result.layered,
    };
  },
});
