import { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE, type ImportSpriteRequest } from "@/lib/contract/sprites";
import { decodeToRgba, encodePng, probeImage } from "../../codec";
import type { ServiceContext } from "../../context";
import { ApiError, invalid } from "../../errors";
import { getOwnedPalette } from "../palettes/get-palette";
import { insertSprite } from "./insert-sprite";
import { presentSprite } from "./present";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const DATA_URL = /^data:image\/([a-z0-9.+-]+);base64,/i;

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
  const bytes = decodeImageField(input.image);
  let probe: Awaited<ReturnType<typeof probeImage>>;
  try {
    probe = await probeImage(bytes);
  } catch {
    throw invalid(
      "image",
      "The image could not be read: send a PNG, JPEG or WebP file, base64-encoded.",
    );
  }
  if (!ACCEPTED_FORMATS.has(probe.format)) {
    throw invalid("image", `Images must be PNG, JPEG or WebP; this one is ${probe.format}.`);
  }
  if (probe.pages > 1) {
    throw invalid(
      "image",
      "Send a single sprite: animated or multi-frame images are not accepted.",
    );
  }
  for (const [side, size] of [
    ["width", probe.width],
    ["height", probe.height],
  ] as const) {
    if (size < IMPORT_MIN_SIDE || size > IMPORT_MAX_SIDE) {
      throw invalid(
        "image",
        `The image is ${probe.width}×${probe.height} px; each side must be ${IMPORT_MIN_SIDE} to ${IMPORT_MAX_SIDE} px (${side} is ${size}).`,
      );
    }
  }
  if (input.palette_id) await getOwnedPalette(ctx.db, ownerId, input.palette_id);
  let png: Buffer;
  try {
    png = await encodePng(await decodeToRgba(bytes, IMPORT_MAX_SIDE * IMPORT_MAX_SIDE));
  } catch {
    throw invalid("image", "The image data is damaged and could not be decoded.");
  }
  const row = await insertSprite(ctx.db, {
    ownerId,
    kind: "sprite",
    operation: "import",
    status: "completed",
    width: probe.width,
    height: probe.height,
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
  });
  return presentSprite(row);
}

function decodeImageField(field: string): Buffer {
  const match = field.match(DATA_URL);
  const mime = match?.[1]?.toLowerCase();
  if (match && mime && !["png", "jpeg", "jpg", "webp"].includes(mime)) {
    throw invalid("image", `The data URL says image/${mime}; images must be PNG, JPEG or WebP.`);
  }
  const base64 = (match ? field.slice(match[0].length) : field).replace(/\s+/g, "");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0)
    throw new ApiError("invalid_request", "The image is empty.", [
      { path: "image", message: "empty" },
    ]);
  return bytes;
}
