import type { RgbaImage } from "@/lib/engine";
import { encodePng } from "../../codec";

/** The pixels that differ between two images of one size, as the preview's mask carries them. */
export interface ChangeMaskBody {
  x: number;
  y: number;
  width: number;
  height: number;
  pixels: number;
  png_base64: string;
}

/**
 * Every pixel whose RGBA bytes differ between `before` and `after` (same size), as the bounding
 * box of those pixels and a PNG of that box: opaque white where a pixel changes, fully
 * transparent elsewhere. Null when nothing differs.
 */
export async function changeMask(
  before: RgbaImage,
  after: RgbaImage,
): Promise<ChangeMaskBody | null> {
  const { width, height } = before;
  const changed = new Uint8Array(width * height);
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  let pixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (
        before.data[o] === after.data[o] &&
        before.data[o + 1] === after.data[o + 1] &&
        before.data[o + 2] === after.data[o + 2] &&
        before.data[o + 3] === after.data[o + 3]
      ) {
        continue;
      }
      changed[y * width + x] = 1;
      pixels++;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  if (pixels === 0) return null;
  const box = { width: x1 - x0 + 1, height: y1 - y0 + 1 };
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      if (!changed[(y + y0) * width + x + x0]) continue;
      data.fill(255, (y * box.width + x) * 4, (y * box.width + x) * 4 + 4);
    }
  }
  const png = await encodePng({ ...box, data });
  return { x: x0, y: y0, ...box, pixels, png_base64: png.toString("base64") };
}
