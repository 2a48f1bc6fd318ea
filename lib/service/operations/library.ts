import { and, eq, isNull } from "drizzle-orm";
import { BOUNDS } from "@/lib/contract/operations";
import { decodePng, encodePng } from "../codec";
import { carriedLayers } from "../domain/layers/layered-doc";
import { dropLayers } from "../domain/layers/store-layers";
import { ApiError, invalid, notFound } from "../errors";
import { countSprite, insertSprite, listScopes } from "../domain/sprites/insert-sprite";
import { countLine, lockLine } from "../domain/sprites/line-counts";
import { uncountStored } from "../domain/storage/quota";
import { presentSprite, type SpriteRow } from "../domain/sprites/present";
import { slugFor } from "../domain/sprites/slug";
import { derivedTitle } from "../domain/sprites/titles";
import { readUploadedImage } from "../domain/sprites/uploaded-image";
import { getOwnedSprite } from "../domain/sprites/get-sprite";
import { getOwnedPalette } from "../domain/palettes/get-palette";
import type { ServiceContext } from "../context";
import { sprites } from "../store/schema";
import type { Executor } from "../store/db";
import { defineOperation } from "./define";

/** Results that are always private: uploads, background removals and normal maps (data). */
const ALWAYS_PRIVATE = new Set(["import", "background-removal", "normal-map"]);

/** A hand-edited version holds at most this many distinct colours: it is pixel art. */
export const VERSION_MAX_COLORS = 256;

/** The caller's live sprite, locked for the rest of the transaction. */
async function lockOwned(tx: Executor, ownerId: string, id: string): Promise<SpriteRow> {
  const [row] = await tx
    .select()
    .from(sprites)
    .where(and(eq(sprites.id, id), eq(sprites.ownerId, ownerId), isNull(sprites.deletedAt)))
    .for("update");
  if (!row) throw notFound("Sprite");
  return row;
}

/** PATCH /api/sprites/{id}: a new name (its title), and publishing to or leaving the gallery. */
export const updateSpriteOperation = defineOperation({
  endpoint: "updateSprite",
  serve: (ctx, ownerId, input, params) =>
    ctx.db.transaction(async (tx) => {
      const row = await lockOwned(tx, ownerId, params.id!);
      if (input.public && ALWAYS_PRIVATE.has(row.operation)) {
        throw invalid("public", `A ${row.operation} result is always private.`);
      }
      if (input.public && row.fromUpload) {
        throw invalid(
          "public",
          "This sprite's line of edits starts with an uploaded image (an import), and what comes from an upload stays private.",
        );
      }
      const isPublic = input.public ?? row.isPublic;
      const title = input.name ?? row.title;
      const [updated] = await tx
        .update(sprites)
        .set({
          title,
          isPublic,
          slug: isPublic ? (row.slug ?? slugFor(title ?? row.prompt, row.id)) : null,
        })
        .where(eq(sprites.id, row.id))
        .returning();
      if (isPublic !== row.isPublic) await countSprite(tx, row, ["public"], isPublic ? 1 : -1);
      return presentSprite(updated!);
    }),
});

/**
 * DELETE /api/sprites/{id}: the sprite leaves every read, list and the gallery. Its row stays as
 * a tombstone, so what was made from it keeps it as its source (`parentId` is unchanged); jobs
 * still queued on it fail and are refunded. Deleting twice is 404.
 */
export const deleteSpriteOperation = defineOperation({
  endpoint: "deleteSprite",
  serve: (ctx, ownerId, _input, params) =>
    ctx.db.transaction(async (tx) => {
      const row = await lockOwned(tx, ownerId, params.id!);
      await lockLine(tx, row.rootId ?? row.id);
      // The pixels go with it (nothing reads a tombstone's image), so a delete frees the disk
      // space it gives back to the storage quota.
      await tx
        .update(sprites)
        .set({ deletedAt: ctx.now(), isPublic: false, slug: null, png: new Uint8Array(0) })
        .where(eq(sprites.id, row.id));
      const layerBytes = await dropLayers(tx, row.id);
      await countSprite(tx, row, listScopes(row), -1);
      await countLine(tx, row, -1);
      await uncountStored(tx, ownerId, row.png.byteLength + layerBytes);
      return { id: row.id, deleted: true as const };
    }),
});

/**
 * POST /api/sprites/{id}/versions: a hand-edited image of one of your sprites, saved as a new
 * sprite derived from it (free). Checked like an import (PNG, JPEG or WebP, one frame), at the
 * source's exact size, with at most 256 colours. It keeps the source's kind and frame layout,
 * and its palette only when every colour is still in it.
 */
export const createVersionOperation = defineOperation({
  endpoint: "createVersion",
  serve: async (ctx, ownerId, input, params) => {
    const source = await getOwnedSprite(ctx.db, ownerId, params.id!);
    const image = await readUploadedImage(input.image, {
      field: "image",
      maxPixels: source.width * source.height,
      checkSize: (width, height) =>
        width === source.width && height === source.height
          ? null
          : `A version keeps its sprite's size, ${source.width}×${source.height} px; this image is ${width}×${height}.`,
    });
    const colors = opaqueColors(image.data);
    if (colors.size > VERSION_MAX_COLORS) {
      throw invalid(
        "image",
        `The image has ${colors.size} colours; a version holds at most ${VERSION_MAX_COLORS}.`,
      );
    }
    const paletteId =
      source.paletteId && (await keepsPalette(ctx, source, colors)) ? source.paletteId : null;
    // The edited pixels go into the source's layers (when it has them), so animations and
    // other transforms of this version carry the edit with its part.
    const layers =
      source.kind === "sprite"
        ? await carriedLayers(ctx, source, await decodePng(source.png), image)
        : null;
    const row = await insertSprite(ctx.db, {
      ownerId,
      kind: source.kind,
      operation: "version",
      status: "completed",
      width: image.width,
      height: image.height,
      assetType: source.assetType,
      title: input.title ?? derivedTitle(source, "edit").slice(0, BOUNDS.import.titleMax),
      prompt: source.prompt,
      parentId: source.id,
      paletteId,
      isPublic: false,
      slug: null,
      tokensSpent: 0,
      frameCount: source.frameCount,
      frameWidth: source.frameWidth,
      frameHeight: source.frameHeight,
      fps: source.fps,
      // A hand-edited animation still shows the motion it was drawn with.
      meta:
        source.kind === "animation"
          ? { preset: source.meta.preset, motions: source.meta.motions }
          : {},
      png: await encodePng(image),
      layers,
      createdAt: ctx.now(),
    });
    return presentSprite(row);
  },
});

function opaqueColors(data: Uint8ClampedArray): Set<number> {
  const colors = new Set<number>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! === 0) continue;
    colors.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  }
  return colors;
}

async function keepsPalette(
  ctx: ServiceContext,
  source: SpriteRow,
  colors: Set<number>,
): Promise<boolean> {
  try {
    const palette = await getOwnedPalette(ctx.db, source.ownerId, source.paletteId!);
    const allowed = new Set(palette.colors.map((hex) => Number.parseInt(hex.slice(1), 16)));
    return [...colors].every((color) => allowed.has(color));
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return false;
    throw error;
  }
}
