/**
 * Fixtures for the animation and rotation tests (not used by the engine): a hand-made pixel
 * figure with head, eyes, arms, legs apart and an outline, and the generator's knight.
 */
import { hexToRgb } from "../color";
import { type GeneratedSprite, generateSprite } from "../generate";
import { createImage, type RgbaImage, setPixel } from "../raster";
import { type Direction, readSpritePrompt } from "../prompt";

const rgba = (hex: string): [number, number, number, number] => [...hexToRgb(hex), 255];

export const FIGURE_COLORS = {
  skin: "#f0c090",
  hair: "#6a3a1a",
  eye: "#202020",
  shirt: "#3a7ad0",
  pants: "#404860",
  boots: "#5a3020",
  outline: "#101018",
} as const;

/** A 40 × 48 front-facing figure standing on row 45, with an outline, in 7 colors. */
export function handMadeFigure(): RgbaImage {
  const image = createImage(40, 48);
  const fill = (x0: number, y0: number, x1: number, y1: number, hex: string) => {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) setPixel(image, x, y, rgba(hex));
  };
  const c = FIGURE_COLORS;
  for (let y = 3; y <= 15; y++) {
    for (let x = 13; x <= 27; x++) {
      if ((x - 20) ** 2 + (y - 9) ** 2 <= 42) setPixel(image, x, y, rgba(y <= 6 ? c.hair : c.skin));
    }
  }
  setPixel(image, 17, 10, rgba(c.eye));
  setPixel(image, 23, 10, rgba(c.eye));
  fill(19, 13, 21, 13, c.hair);
  fill(15, 16, 25, 30, c.shirt);
  fill(11, 17, 14, 28, c.shirt);
  fill(26, 17, 29, 28, c.shirt);
  fill(11, 29, 14, 30, c.skin);
  fill(26, 29, 29, 30, c.skin);
  fill(15, 31, 19, 41, c.pants);
  fill(21, 31, 25, 41, c.pants);
  fill(14, 42, 19, 44, c.boots);
  fill(21, 42, 26, 44, c.boots);
  // A one-pixel outline around everything, as the generator draws.
  const filled = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < 40 && y < 48 && image.data[(y * 40 + x) * 4 + 3] === 255;
  const rim: [number, number][] = [];
  for (let y = 0; y < 48; y++) {
    for (let x = 0; x < 40; x++) {
      if (filled(x, y)) continue;
      if (filled(x - 1, y) || filled(x + 1, y) || filled(x, y - 1) || filled(x, y + 1))
        rim.push([x, y]);
    }
  }
  for (const [x, y] of rim) setPixel(image, x, y, rgba(c.outline));
  return image;
}

export function generated(
  prompt: string,
  size = 64,
  direction: Direction = "none",
  seed = 7,
): GeneratedSprite {
  const reading = readSpritePrompt(prompt);
  return generateSprite({
    reading,
    assetType: reading.assetType,
    width: size,
    height: size,
    direction,
    camera: "none",
    seed,
  });
}
