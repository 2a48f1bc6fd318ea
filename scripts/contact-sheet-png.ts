/**
 * Writes a contact sheet: raw RGBA pixels with its captions (SVG `<text>` elements) laid over
 * them, as a PNG at `out` (its folder made when missing). Every sheet page ends this way.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";

export async function writeSheet(
  out: string,
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  texts: readonly string[],
): Promise<void> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join("")}</svg>`,
  );
  mkdirSync(dirname(out), { recursive: true });
  await sharp(pixels, { raw: { width, height, channels: 4 } })
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toFile(out);
}
