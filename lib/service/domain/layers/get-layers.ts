import type { z } from "zod";
import type { SpriteLayers } from "@/lib/contract/layers";
import { encodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { ApiError } from "../../errors";
import { getOwnedSprite } from "../sprites/get-sprite";
import { layeredDocOfRow } from "./layered-doc";

/**
 * GET /api/sprites/{id}/layers: one of the caller's sprites as the parts it was drawn from (404
 * for anyone else's, as every sprite read). A sprite without layers (an import, an animation,
 * an edit of one, a restyle or combine) is 404 `not_found`, saying so.
 */
export async function getSpriteLayers(
  ctx: ServiceContext,
  ownerId: string,
  id: string,
): Promise<z.input<typeof SpriteLayers>> {
  const row = await getOwnedSprite(ctx.db, ownerId, id);
  const doc = await layeredDocOfRow(ctx, row);
  if (!doc) {
    throw new ApiError(
      "not_found",
      "This sprite has no layers: only sprites the engine drew, and hand edits and touch-ups of them, keep the parts they were drawn from (an import, an animation or a restyle has none).",
    );
  }
  const { layers, finish } = await ctx.renderTask("layerPictures", { doc });
  const flipX = (x: number) => (doc.mirrored ? doc.width - x : x);
  return {
    id: row.id,
    width: doc.width,
    height: doc.height,
    rig: doc.rig,
    anchors: Object.fromEntries(
      Object.entries(doc.sprite.anchors)
        .filter(([, at]) => at !== undefined)
        .map(([name, at]) => [name, Array.isArray(at) ? [...at] : at]),
    ),
    layers: await Promise.all(
      layers.map(async ({ layer, x, y, image }) => ({
        name: layer.name,
        role: layer.role,
        z: layer.z,
        joint: { x: flipX(layer.joint.x), y: layer.joint.y },
        parent: layer.parent,
        side: layer.side,
        x,
        y,
        width: layer.width,
        height: layer.height,
        kind: layer.kind ?? null,
        pngBase64: image.width ? Buffer.from(await encodePng(image)).toString("base64") : "",
      })),
    ),
    finishPngBase64: Buffer.from(await encodePng(finish)).toString("base64"),
  };
}
