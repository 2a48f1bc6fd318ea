import { eq } from "drizzle-orm";
import type { RgbaImage } from "@/lib/engine";
import type { LayeredSprite } from "@/lib/engine/draw";
import { decodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { redrawRecipe } from "../sprites/redraw-recipe";
import { spriteLayers } from "../../store/schema";
import { getOwnedSprite } from "../sprites/get-sprite";
import type { SpriteRow } from "../sprites/present";
import { decodeLayered, LAYERS_FORMAT } from "./codec";

/**
 * The layered document of one of `ownerId`'s sprites (404 `not_found` for anyone else's), or
 * null when it has none (an import, an animation, an edit that is not carried in layers).
 * See `layeredDocOfRow`.
 */
export async function layeredDocOf(
  ctx: ServiceContext,
  ownerId: string,
  spriteId: string,
): Promise<LayeredSprite | null> {
  return layeredDocOfRow(ctx, await getOwnedSprite(ctx.db, ownerId, spriteId));
}

/**
 * The layered document of a sprite already read (and its ownership checked): the one stored
 * with it (a generation, or a hand edit or touch-up of a sprite that had one, the edit written
 * into its layers); for a generation made before layers were stored, its recipe's drawing when
 * that is still exactly its pixels; otherwise null. Its flat sprite is the stored pixels.
 */
export async function layeredDocOfRow(
  ctx: ServiceContext,
  row: SpriteRow,
): Promise<LayeredSprite | null> {
  if (row.kind !== "sprite" || row.deletedAt) return null;
  const [stored] = await ctx.db
    .select({ format: spriteLayers.format, doc: spriteLayers.doc })
    .from(spriteLayers)
    .where(eq(spriteLayers.spriteId, row.id));
  if (stored && stored.format === LAYERS_FORMAT) {
    return decodeLayered(stored.doc, await decodePng(row.png));
  }
  const redraw = await redrawRecipe(ctx, row.ownerId, row);
  if (!redraw) return null;
  const { doc } = await ctx.renderTask("layeredDoc", { source: await decodePng(row.png), redraw });
  return doc;
}

/**
 * The layered document of an edit of `source` whose flat picture went from `before` (the
 * source's pixels) to `after`: the source's document with each changed pixel written into the
 * layer that shows there. Null when the source has no document or the sizes differ.
 */
export async function carriedLayers(
  ctx: ServiceContext,
  source: SpriteRow,
  before: RgbaImage,
  after: RgbaImage,
): Promise<LayeredSprite | null> {
  const doc = await layeredDocOfRow(ctx, source);
  if (!doc) return null;
  // Copies: a render task may take the buffers it is given (moved to its thread).
  const copy = (image: RgbaImage) => ({ ...image, data: image.data.slice() });
  return (await ctx.renderTask("carryEdit", { doc, before: copy(before), after: copy(after) })).doc;
}
