import { decodePng } from "../codec";
import { invalid } from "../errors";
import { requireBalance } from "../domain/ledger/require-balance";
import { getOwnedPalette } from "../domain/palettes/get-palette";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import { presentSprite } from "../domain/sprites/present";
import { storeDerived } from "../domain/edits/store-derived";
import { defineOperation } from "./define";

/**
 * POST /api/background-removals: keys out a flat background (flood from the border, so
 * enclosed areas of the key color survive). An animation is keyed as one strip and stays an
 * animation. Results are always private. Standard keying and refined matting are priced apart.
 */
export const backgroundRemovalOperation = defineOperation({
  endpoint: "removeBackground",
  serve: async (ctx, ownerId, input) => {
    const source = await getOwnedSprite(ctx.db, ownerId, input.source_generation_id);
    const cost = ctx.prices.backgroundRemoval({ method: input.method });
    await requireBalance(ctx, ownerId, cost);
    // A sprite held to a palette stays in it (refined edges may have un-mixed colors).
    const palette = source.paletteId
      ? (await getOwnedPalette(ctx.db, ownerId, source.paletteId)).colors
      : undefined;
    const result = await ctx.renderTask("removeBackground", {
      source: await decodePng(source.png),
      palette: palette ?? null,
      matteColor: input.matte_color ?? null,
      tolerance: input.tolerance,
      method: input.method,
      paletteSize: input.palette_size,
      alphaThreshold: input.alpha_threshold,
    });
    if (!result.ok) {
      throw invalid(
        "source_generation_id",
        "The sprite's four corners are already transparent: there is no flat background to remove.",
      );
    }
    const image = result.image;
    const animation =
      source.kind === "animation"
        ? {
            frameWidth: source.frameWidth ?? source.width,
            frameHeight: source.frameHeight ?? source.height,
            frameCount: source.frameCount ?? 1,
            fps: source.fps ?? 10,
          }
        : undefined;
    const row = await storeDerived(ctx, ownerId, {
      source,
      image,
      operation: "background-removal",
      cost,
      isPublic: false,
      paletteId: source.paletteId,
      meta: { method: input.method, matteColor: result.matteHex },
      animation,
    });
    return presentSprite(row);
  },
});
