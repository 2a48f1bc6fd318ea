import { invalid } from "../errors";
import { requireBalance } from "../domain/ledger/require-balance";
import { presentSprite } from "../domain/sprites/present";
import { clipRegion } from "../domain/edits/region";
import { renderTouchUp, requireTouchUpSource } from "../domain/edits/render-touch-up";
import { storeDerived } from "../domain/edits/store-derived";
import { carriedLayers } from "../domain/layers/layered-doc";
import { defineOperation } from "./define";

/**
 * POST /api/touch-ups: redraws one region from a sentence, in the sprite's own colors. Every
 * pixel outside the clipped region is byte-identical to the source. One price whatever the
 * sprite's size; the region is clipped to the sprite, then capped per side. A touch-up the
 * engine refuses (nothing in the region it could change as asked) is 400 `invalid_request`
 * naming `prompt`; it renders before it charges, so a refusal costs nothing. With
 * `extend_to_object` a recolour whose region cuts its object follows the object past the edge
 * (the region grows to the object's box), as the free preview offered.
 */
export const touchUpOperation = defineOperation({
  endpoint: "touchUp",
  serve: async (ctx, ownerId, input) => {
    const source = await requireTouchUpSource(ctx, ownerId, input);
    const region = clipRegion(input.region, source.width, source.height);
    const cost = ctx.prices.touchUp();
    await requireBalance(ctx, ownerId, cost);
    const { image: before, result } = await renderTouchUp(
      ctx,
      ownerId,
      source,
      input.prompt,
      region,
      input.extend_to_object === true,
    );
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
      // The touched-up pixels go into the source's layers, so animations carry them.
      layers: await carriedLayers(ctx, source, before, result.image),
      meta: {
        // The region as written: grown to the object's box when extended to the whole object.
        region: result.region,
        action: result.action,
        touchUpPrompt: input.prompt,
        reading: { used: [...result.words.used], ignored: [...result.words.ignored] },
      },
    });
    return { ...presentSprite(row), action: result.action, unrecognized: result.unrecognized };
  },
});
