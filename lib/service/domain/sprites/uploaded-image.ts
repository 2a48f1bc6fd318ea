import type { RgbaImage } from "@/lib/engine";
import { decodeToRgba, probeImage } from "../../codec";
import { ApiError, invalid } from "../../errors";

const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const DATA_URL = /^data:image\/([a-z0-9.+-]+);base64,/i;

/**
 * Reads an uploaded image (base64 or a data URL) the way every upload is read: the header
 * first (format PNG, JPEG or WebP; a single frame; the size `checkSize` allows), so an
 * oversized image or a decompression bomb is refused without decoding; only then is it
 * decoded, within `maxPixels`. Every refusal is 400 naming `field`.
 */
export async function readUploadedImage(
  text: string,
  options: {
    field: string;
    maxPixels: number;
    /** Why this width × height is refused, or null when it is fine. */
    checkSize: (width: number, height: number) => string | null;
  },
): Promise<RgbaImage> {
  const { field } = options;
  const bytes = decodeImageField(text, field);
  let probe: Awaited<ReturnType<typeof probeImage>>;
  try {
    probe = await probeImage(bytes);
  } catch {
    throw invalid(
      field,
      "The image could not be read: send a PNG, JPEG or WebP file, base64-encoded.",
    );
  }
  if (!ACCEPTED_FORMATS.has(probe.format)) {
    throw invalid(field, `Images must be PNG, JPEG or WebP; this one is ${probe.format}.`);
  }
  if (probe.pages > 1) {
    throw invalid(field, "Send a single sprite: animated or multi-frame images are not accepted.");
  }
  const refusal = options.checkSize(probe.width, probe.height);
  if (refusal) throw invalid(field, refusal);
  try {
    return await decodeToRgba(bytes, options.maxPixels);
  } catch {
    throw invalid(field, "The image data is damaged and could not be decoded.");
  }
}

function decodeImageField(text: string, field: string): Buffer {
  const match = text.match(DATA_URL);
  const mime = match?.[1]?.toLowerCase();
  if (match && mime && !["png", "jpeg", "jpg", "webp"].includes(mime)) {
    throw invalid(field, `The data URL says image/${mime}; images must be PNG, JPEG or WebP.`);
  }
  const base64 = (match ? text.slice(match[0].length) : text).replace(/\s+/g, "");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) {
    throw new ApiError("invalid_request", "The image is empty.", [
      { path: field, message: "empty" },
    ]);
  }
  return bytes;
}
