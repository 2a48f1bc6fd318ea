/**
 * A little red mage drawn by hand, one character per pixel, the way an artist's import arrives:
 * no layers, no parts, just pixels. Tests of the cut-out path (imports) pose it.
 */
import { createImage, type RgbaImage } from "../raster";

const MAGE = [
  "......kk......",
  ".....krrk.....",
  "....krrrrk....",
  "...krrrrrrk...",
  "..kkkkkkkkkk..",
  "....kssssk....",
  "....kskskk....",
  "....kssssk....",
  "...krrrrrrk...",
  "..krrrrrrrrk..",
  "..ksrrrrrrsk..",
  "..kkrrrrrrkk..",
  "...krrrrrrk...",
  "...krrkkrrk...",
  "...kbbk.kbbk..",
  "...kkkk.kkkk..",
];

/** Its colours: outline, robe red, skin, boot blue. */
export const MAGE_COLORS: Record<string, readonly [number, number, number]> = {
  k: [0x1a, 0x1c, 0x2c],
  r: [0xb1, 0x3e, 0x53],
  s: [0xff, 0xcd, 0x75],
  b: [0x3b, 0x5d, 0xc9],
};

/** The mage at 3 px per drawn pixel, centred on a 64×64 canvas, standing 2 px above its foot. */
export function drawnMage(): RgbaImage {
  const image = createImage(64, 64);
  const k = 3;
  const ox = Math.floor((64 - MAGE[0]!.length * k) / 2);
  const oy = 64 - MAGE.length * k - 2;
  MAGE.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const c = MAGE_COLORS[ch];
      if (!c) return;
      for (let dy = 0; dy < k; dy++)
        for (let dx = 0; dx < k; dx++)
          image.data.set([...c, 255], ((oy + y * k + dy) * 64 + ox + x * k + dx) * 4);
    });
  });
  return image;
}
