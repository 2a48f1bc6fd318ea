import { paletteMatcher } from "../color";
import type { RgbaImage } from "../raster";
import type { RegionCanvas } from "./region";

/**
 * Writes the region's changed pixels into `image` and counts them. Only changed pixels are
 * written back, so untouched bytes (even of transparent pixels whose color channels are not
 * zero) stay exactly as they were. With a saved palette, each written colour is the palette's
 * nearest.
 */
export function writeBack(
  canvas: Pick<RegionCanvas, "region" | "px">,
  before: { data: Uint32Array },
  image: RgbaImage,
  held: readonly string[] | undefined,
): number {
  const { region: r, px } = canvas;
  const match = held && held.length > 0 ? paletteMatcher(held) : null;
  let changed = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * px.width + x;
      let v = px.data[i]!;
      if (v === before.data[i]) continue;
      if (match && v >>> 24 !== 0) {
        const [cr, cg, cb] = match.nearest([v & 255, (v >>> 8) & 255, (v >>> 16) & 255]);
        v = (cr | (cg << 8) | (cb << 16) | ((v >>> 24) << 24)) >>> 0;
        if (v === before.data[i]) continue;
      }
      changed++;
      const o = i * 4;
      image.data[o] = v & 255;
      image.data[o + 1] = (v >>> 8) & 255;
      image.data[o + 2] = (v >>> 16) & 255;
      image.data[o + 3] = v >>> 24;
    }
  }
  return changed;
}
