import { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE, type ImportSpriteRequest } from "@/lib/contract/sprites";
import { encodePng } from "../../codec";
import type { ServiceContext } from "../../context";
import { getOwnedPalette } from "../palettes/get-palette";
import { insertSprite } from "./insert-sprite";
import { presentSprite } from "./present";
import { readUploadedImage } from "./uploaded-image";

/**
 * Adds an existing PNG, JPEG or WebP as a private sprite, free. The header is checked first
 * (format, one frame, 16 to 256 px per side), so an oversized image or a decompression bomb is
 * refused without decoding; only then is it decoded, with a pixel limit, and stored as PNG.
 */
export async function importSprite(
  ctx: ServiceContext,
  ownerId: string,
  input: ImportSpriteRequest,
) {
  const image = await readUploadedImage(input.image, {
    field: "image",
    maxPixels: IMPORT_MAX_SIDE * IMPORT_MAX_SIDE,
    checkSize: (width, height) =>
      [width, height].every((side) => side >= IMPORT_MIN_SIDE && side <= IMPORT_MAX_SIDE)
        ? null
        : `The image is ${width}×${height} px; each side must be ${IMPORT_MIN_SIDE} to ${IMPORT_MAX_SIDE} px.`,
  });
  if (input.palette_id) await getOwnedPalette(ctx.db, ownerId, input.palette_id);
  const png = await encodePng(image);
  // One transaction: the storage quota's count and the row commit together.
  const row = await ctx.db.transaction((tx) =>
    insertSprite(tx, {
      ownerId,
      kind: "sprite",
      operation: "import",
      status: "completed",
      width: image.width,
      height: image.height,
      assetType: input.asset_type ?? null,
      title: input.title?.trim() || "Imported sprite",
      prompt: null,
      parentId: null,
      paletteId: input.palette_id ?? null,
      isPublic: false,
      slug: null,
      tokensSpent: 0,
      frameCount: null,
      png,
      createdAt: ctx.now(),
    }),
  );
  return presentSprite(row);
}
