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
