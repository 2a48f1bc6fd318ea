import { BOUNDS } from "@/lib/contract/operations";
import type { TouchUpRequest } from "@/lib/contract/edits";
import type { RgbaImage } from "@/lib/engine";
import { hashString } from "@/lib/engine/random";
import type { TouchUpOptions, TouchUpResult } from "@/lib/engine/touchup";
import { decodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { savedPalette } from "../palettes/saved-palette";
import type { SpriteRow } from "../sprites/present";
import { redrawRecipe } from "../sprites/redraw-recipe";
import { requireSource } from "../sprites/require-source";
import type { Region } from "./region";

/** The caller's source of a touch-up, checked as the touch-up checks it (404 for another's). */
export function requireTouchUpSource(
  ctx: ServiceContext,
  ownerId: string,
  input: Pick<TouchUpRequest, "source_generation_id" | "public">,
): Promise<SpriteRow> {
  return requireSource(ctx.db, ownerId, input.source_generation_id, {
    ...BOUNDS.touchUp.source,
    still: true,
    what: "Touch-up",
    public: input.public,
  });
}

/**
 * Draws a touch-up of `source` in `region` (already clipped to it with `clipRegion`) without
 * storing or charging anything. The seed is a function of
 * the source, the sentence (trimmed, any case) and the clipped region only, so the free preview
 * and the paid touch-up of the same request draw exactly the same pixels. `extendToObject` (the
 * request's `extend_to_object`) lets a recolour cut by the region follow its object past it.
 */
export async function renderTouchUp(
  ctx: ServiceContext,
  ownerId: string,
  source: SpriteRow,
  prompt: string,
  region: Region,
  extendToObject = false,
): Promise<{ image: RgbaImage; result: TouchUpResult }> {
  const seed = hashString(
    `${source.id}|${prompt.trim().toLowerCase()}|${region.x},${region.y},${region.width},${region.height}`,
  );
  const image = await decodePng(source.png);
  const result = await ctx.renderTask("touchUp", {
    source: image,
    region,
    prompt,
    seed,
    anchors: (source.meta as { anchors?: TouchUpOptions["anchors"] }).anchors,
    // How the generator drew it names its parts ("the shield", "the beard"); a saved palette
    // holds every written colour.
    redraw: await redrawRecipe(ctx, ownerId, source),
    palette: await savedPalette(ctx, source),
    ...(extendToObject ? { extendToObject } : {}),
  });
  return { image, result };
}
