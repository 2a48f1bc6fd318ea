import sharp from "sharp";
import type { RgbaImage } from "@/lib/engine";

/**
 * The one place images are decoded and encoded (sharp/libvips). The engine works on raw RGBA;
 * everything that crosses the API is PNG.
 */

// Nothing we accept is larger than this; libvips refuses bigger images from their header alone.
export const MAX_DECODE_PIXELS = 1024 * 1024 * 24;

export interface ProbedImage {
  format: string;
  width: number;
  height: number;
  pages: number;
}

/** Reads only the header: cheap even for a decompression bomb. */
export async function probeImage(bytes: Uint8Array): Promise<ProbedImage> {
  const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  return {
    format: meta.format ?? "unknown",
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    pages: meta.pages ?? 1,
  };
}

/** Decodes the first frame to RGBA, refusing more than `maxPixels` before decoding. */
export async function decodeToRgba(
  bytes: Uint8Array,
  maxPixels = MAX_DECODE_PIXELS,
): Promise<RgbaImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
  };
}

export async function encodePng(image: RgbaImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

export async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  return decodeToRgba(bytes);
}
