import type { RgbaImage } from "./png-encode";

/** The export scales offered: whole multiples, so every source pixel becomes a square block. */
export const EXPORT_SCALES = [1, 2, 4, 8] as const;
export type ExportScale = (typeof EXPORT_SCALES)[number];

/** Nearest-neighbour enlargement by a whole factor: no colour is blended or invented. */
export function scaleNearest(image: RgbaImage, factor: number): RgbaImage {
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error("The scale must be a whole number ≥ 1.");
  const { data, width, height } = image;
  const outWidth = width * factor;
  const out = new Uint8ClampedArray(outWidth * height * factor * 4);
  // Whole pixels are copied as 32-bit words; a view must start on a 4-byte boundary.
  const aligned = data.byteOffset % 4 === 0 ? data : new Uint8Array(data);
  const source = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const target = new Uint32Array(out.buffer);
  for (let y = 0; y < height * factor; y++) {
    const from = Math.floor(y / factor) * width;
    for (let x = 0; x < outWidth; x++)
      target[y * outWidth + x] = source[from + Math.floor(x / factor)]!;
  }
  return { data: out, width: outWidth, height: height * factor };
}
