import { BOUNDS } from "@/lib/contract/operations";
import { hashString } from "@/lib/engine/random";
import type { TouchUpOptions } from "@/lib/engine/touchup";
import { decodePng } from "../codec";
import { invalid } from "../errors";
import { requireBalance } from "../domain/ledger/require-balance";
import { requireSource } from "../domain/sprites/require-source";
import { presentSprite } from "../domain/sprites/present";
import { clipRegion } from "../domain/edits/region";
import { storeDerived } from "../domain/edits/store-derived";
import { defineOperation } from "./define";
import { savedPalette } from "./job-sources";
import { redrawRecipe } from "./redraw-recipe";

/**
 * POST /api/touch-ups: redraws one region from a sentence, in the sprite's own colors. Every
 * pixel outside the clipped region is byte-identical to the source. One price whatever the
 * sprite's size; the region is clipped to the sprite, then capped per side. A touch-up the
 * engine refuses (nothing in the region it could change as asked) is 400 `invalid_request`
 * naming `prompt`; it renders before it charges, so a refusal costs nothing.
 */
export const touchUpOperation = defineOperation({
  endpoint: "touchUp",
  serve: async (ctx, ownerId, input) => {
    const source = await requireSource(ctx.db, ownerId, input.source_generation_id, {
      ...BOUNDS.touchUp.source,
      still: true,
      what: "Touch-up",
      public: input.public,
    });
    const region = clipRegion(input.region, source.width, source.height);
    const cost = ctx.prices.touchUp();
    await requireBalance(ctx, ownerId, cost);
    const seed = hashString(
      `${source.id}|${input.prompt.trim().toLowerCase()}|${region.x},${region.y},${region.width},${region.height}`,
    );
    const result = await ctx.renderTask("touchUp", {
      source: await decodePng(source.png),
      region,
      prompt: input.prompt,
      seed,
      anchors: (source.meta as { anchors?: TouchUpOptions["anchors"] }).anchors,
      redraw: await redrawRecipe(ctx, ownerId, source),
      palette: await savedPalette(ctx, source),
    });
    if (result.kind === "refused") {
      throw invalid("prompt", `The touch-up cannot do that here: ${result.reason}.`);
    }
    const row = await storeDerived(ctx, ownerId, {
      source,
      image: result.image,
      operation: "touch-up",
      cost,
      isPublic: input.public,
      paletteId: source.paletteId,
      meta: {
        region,
        action: result.action,
        touchUpPrompt: input.prompt,
        reading: { used: [...result.words.used], ignored: [...result.words.ignored] },
      },
    });
    return { ...presentSprite(row), action: result.action, unrecognized: result.unrecognized };
  },
});
