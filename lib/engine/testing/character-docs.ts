/**
 * A character drawn as its layered document at 64 px, seed 7, from a prompt, and the colour
 * of one of its finished pixels: what the tests of faces and tells read.
 */
import { type Oklch, oklabToOklch, rgbToOklab } from "../color";
import { drawLayered, type LayeredSprite } from "../draw";
import { readSpritePrompt } from "../prompt";

export function characterDoc(prompt: string): LayeredSprite {
  return drawLayered({
    reading: readSpritePrompt(prompt, "character"),
    assetType: "character",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 7,
  });
}

/** The finished pixel's colour at (x, y), or null off the canvas or where it is clear. */
export function colourAt(d: LayeredSprite, x: number, y: number): Oklch | null {
  const img = d.sprite.image;
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return null;
  const i = (y * img.width + x) * 4;
  if (img.data[i + 3] === 0) return null;
  return oklabToOklch(rgbToOklab([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]));
}
