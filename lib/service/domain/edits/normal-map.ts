import type { NormalMapRequest } from "@/lib/contract/edits";
import { normalMap as mapNormals } from "@/lib/engine/normal-map";
import { decodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { requireBalance } from "../ledger/require-balance";
import { getOwnedSprite } from "../sprites/get-sprite";
import { presentSprite } from "../sprites/present";
import { layoutOf, requireFrameSize } from "./source-frames";
import { storeDerived } from "./store-derived";

/**
 * POST /api/normal-maps: a tangent-space normal map per frame (an animation's strip, or a
 * still's `columns`×`rows` sheet), alpha equal to the source silhouette. 1 token per frame.
 * OpenGL convention (+Y up) unless `flip_green`.
 */
export async function makeNormalMap(ctx: ServiceContext, ownerId: string, input: NormalMapRequest) {
  const source = await getOwnedSprite(ctx.db, ownerId, input.source_generation_id);
  // Spec: columns and rows are for a still that is a sheet; ignored for animations.
  const layout = layoutOf(source, { columns: input.columns, rows: input.rows });
  requireFrameSize(layout, 32, 256);
  const cost = layout.frames;
  await requireBalance(ctx, ownerId, cost);
  const image = await ctx.render("normal map", async () =>
    mapNormals(await decodePng(source.png), {
      strength: input.strength,
      flipGreen: input.flip_green,
      columns: layout.columns,
      rows: layout.rows,
    }),
  );
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
}
