/**
 * A little red mage drawn by hand, one character per pixel, the way an artist's import arrives:
 * no layers, no parts, just pixels. Tests of the cut-out path (imports) pose it, and the words
 * contact sheet shows it.
 */
import { hexToRgb } from "../color";
import type { RgbaImage } from "../raster";
import { type DrawnGrid, paintGrid } from "./drawn-imports";

/** The mage: outline, robe red, skin, boot blue. */
export const DRAWN_MAGE: DrawnGrid = {
  colors: { k: "#1a1c2c", r: "#b13e53", s: "#ffcd75", b: "#3b5dc9" },
  rows: [
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
  ],
};

/** Its colours as RGB, for tests that look for them in rendered frames. */
export const MAGE_COLORS: Record<string, readonly [number, number, number]> = Object.fromEntries(
  Object.entries(DRAWN_MAGE.colors).map(([ch, hex]) => [ch, hexToRgb(hex)]),
);

/** The mage at 3 px per drawn pixel, centred on a 64×64 canvas, standing 2 px above its foot. */
export function drawnMage(): RgbaImage {
  return paintGrid(DRAWN_MAGE);
}
