/** Whether two images have the same pixels. */
import { type RgbaImage, samePixels, toPixels } from "../../raster";

export function same(a: RgbaImage, b: RgbaImage): boolean {
  return samePixels(toPixels(a), toPixels(b));
}
