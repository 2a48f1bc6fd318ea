import type { BackgroundRemovalRequest } from "@/lib/contract/edits";
import { removeBackground as keyOut, TransparentCornersError } from "@/lib/engine/matte";
import { lockToPalette } from "@/lib/engine/palette/lock";
import { decodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { invalid } from "../../errors";
import { requireBalance } from "../ledger/require-balance";
import { getOwnedPalette } from "../palettes/get-palette";
import { getOwnedSprite } from "../sprites/get-sprite";
import { presentSprite } from "../sprites/present";
import { storeDerived } from "./store-derived";

/**
 * POST /api/background-removals: keys out a flat background (flood from the border, so
 * enclosed areas of the key color survive). An animation is keyed as one strip and stays an
 * animation. Results are always private. Standard is free, refined costs 1 token.
 */
export async function removeBackground(
  ctx: ServiceContext,
  ownerId: string,
  input: BackgroundRemovalRequest,
) {
  const source = await getOwnedSprite(ctx.db, ownerId, input.source_generation_id);
  const cost = input.method === "refined" ? 1 : 0;
  await requireBalance(ctx, ownerId, cost);
  // A sprite held to a palette stays in it (refined edges may have un-mixed colors).
  const palette = source.paletteId
    ? (await getOwnedPalette(ctx.db, ownerId, source.paletteId)).colors
    : undefined;
  const result = await ctx.render("background removal", async () => {
    try {
      const keyed = keyOut(await decodePng(source.png), {
        matteColor: input.matte_color ?? null,
        tolerance: input.tolerance,
        method: input.method,
        paletteSize: input.palette_size,
        alphaThreshold: input.alpha_threshold,
      });
      return { ...keyed, image: palette ? lockToPalette(keyed.image, palette) : keyed.image };
    } catch (error) {
      if (error instanceof TransparentCornersError) {
        throw invalid(
          "source_generation_id",
          "The sprite's four corners are already transparent: there is no flat background to remove.",
        );
      }
      throw error;
    }
  });
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
}
