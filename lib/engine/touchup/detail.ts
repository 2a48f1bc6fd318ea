/**
 * Detail: shading in the sprite's own ramps (each color's family only, so no foreign hue creeps
 * in), light from the top-left. Pixels against the outline or the air on the lit side (up, left)
 * step one shade lighter, on the far side (down, right) one shade darker, and flat areas get an
 * ordered (Bayer) dither toward the next darker shade, starting halfway across the region and
 * thickening toward its bottom-right, the way a pixel artist blends two ramp steps.
 */
import type { RegionCanvas } from "./region";
import { shadeOf, type SpritePalette } from "./sprite-palette";

const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

/** Shades the region, or only the pixels of `part` when a part was named. */
export function addDetail(
  canvas: RegionCanvas,
  palette: SpritePalette,
  part: Uint8Array | null,
): void {
  const { region } = canvas;
  const line = (v: number) => {
    const c = palette.byValue.get(v);
    return v === 0 || !c || c.family < 0;
  };
  const span = Math.max(1, region.width + region.height - 2);
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const v = canvas.get(x, y);
      if (line(v) || (part && !part[y * canvas.px.width + x])) continue;
      const lit = line(canvas.get(x - 1, y)) || line(canvas.get(x, y - 1));
      const away = line(canvas.get(x + 1, y)) || line(canvas.get(x, y + 1));
      if (lit !== away) {
        const shade = shadeOf(palette, v, lit ? 1 : -1, true);
        if (shade !== null) canvas.set(x, y, shade);
        continue;
      }
      let flat = true;
      for (let dy = -1; dy <= 1 && flat; dy++) {
        for (let dx = -1; dx <= 1 && flat; dx++) flat = canvas.get(x + dx, y + dy) === v;
      }
      if (!flat) continue;
      const t = (x - region.x + (y - region.y)) / span;
      if (t > 0.5 && BAYER[(y & 3) * 4 + (x & 3)]! / 16 < (t - 0.5) * 1.2) {
        const down = shadeOf(palette, v, -1, true);
        if (down !== null) canvas.set(x, y, down);
      }
    }
  }
}
