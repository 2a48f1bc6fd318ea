import { BOUNDS } from "@/lib/contract/operations";
import { decodePng } from "../codec";
import { requireBalance } from "../domain/ledger/require-balance";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import { presentSprite } from "../domain/sprites/present";
import { layoutOf, requireFrameSize } from "../domain/edits/source-frames";
import { storeDerived } from "../domain/edits/store-derived";
import { defineOperation } from "./define";

/**
 * POST /api/normal-maps: a tangent-space normal map per frame (an animation's strip, or a
 * still's `columns`×`rows` sheet), alpha equal to the source silhouette. 1 token per frame.
 * OpenGL convention (+Y up) unless `flip_green`.
 */
export const normalMapOperation = defineOperation({
  endpoint: "normalMap",
  serve: async (ctx, ownerId, input) => {
    const source = await getOwnedSprite(ctx.db, ownerId, input.source_generation_id);
    // Columns and rows describe a still that is a sheet; an animation keeps its own layout.
    const layout = layoutOf(source, { columns: input.columns, rows: input.rows });
    requireFrameSize(layout, BOUNDS.normalMap.frame.min, BOUNDS.normalMap.frame.max);
    const cost = ctx.prices.normalMap({ frames: layout.frames });
    await requireBalance(ctx, ownerId, cost);
    const image = await ctx.renderTask("normalMap", {
      source: await decodePng(source.png),
      strength: input.strength,
      flipGreen: input.flip_green,
      columns: layout.columns,
      rows: layout.rows,
    });
    const row = await storeDerived(ctx, ownerId, {
      source,
      image,
      operation: "normal-map",
      cost,
      isPublic: false,
      // A normal map is data, not colors: it is not held to the source's palette.
      paletteId: null,
      meta: {
        strength: input.strength,
        flipGreen: input.flip_green,
        columns: layout.columns,
        rows: layout.rows,
      },
      animation:
        source.kind === "animation"
          ? {
              frameWidth: layout.frameWidth,
              frameHeight: layout.frameHeight,
              frameCount: layout.frames,
              fps: source.fps ?? 10,
            }
          : undefined,
    });
    return presentSprite(row);
  },
});
