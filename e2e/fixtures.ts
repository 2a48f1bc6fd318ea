import sharp from "sharp";

/**
 * A small pixel-art PNG made at test time: a framed, two-tone tile with a transparent border, so
 * the import has real alpha and colors to carry. `size` lets a test make one that is too small.
 */
export async function makeSpritePng(path: string, size = 32): Promise<string> {
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      const edge = Math.min(x, y, size - 1 - x, size - 1 - y);
      if (edge < 2) continue; // transparent margin
      const outline = edge === 2;
      const light = x + y < size;
      pixels[at] = outline ? 0x1b : light ? 0xf5 : 0xc9;
      pixels[at + 1] = outline ? 0x14 : light ? 0xb9 : 0x79;
      pixels[at + 2] = outline ? 0x2b : light ? 0x42 : 0x2b;
      pixels[at + 3] = 255;
    }
  }
  await sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toFile(path);
  return path;
}

/**
 * A sprite on an opaque flat background, as an artist exports one from an editor without
 * alpha: a `matte` field (magenta by default) with a shaded, outlined shape in the middle, so a
 * background removal has a key color to take out and a normal map has relief to find.
 */
export async function makeMattedPng(
  path: string,
  size = 48,
  matte: readonly [number, number, number] = [255, 0, 255],
): Promise<string> {
  const pixels = Buffer.alloc(size * size * 4);
  const center = (size - 1) / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 4;
      const d = Math.hypot(x - center, y - center);
      let rgb: readonly [number, number, number] = matte;
      if (d <= radius) {
        // A lit ball: brighter toward the top-left, a one-pixel dark outline at the rim.
        const light =
          1 - Math.hypot(x - center + radius / 3, y - center + radius / 3) / (radius * 2);
        rgb =
          d > radius - 1 ? [24, 32, 40] : [40 + 150 * light, 120 + 100 * light, 60 + 60 * light];
      }
      pixels[at] = Math.round(rgb[0]);
      pixels[at + 1] = Math.round(rgb[1]);
      pixels[at + 2] = Math.round(rgb[2]);
      pixels[at + 3] = 255;
    }
  }
  await sharp(pixels, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toFile(path);
  return path;
}
