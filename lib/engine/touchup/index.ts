/**
 * Touch-up (spec: POST /api/touch-ups): one region of a sprite redrawn from a sentence, in the
 * sprite's own colors. The sentence is read into one action (recolor, add, remove, detail; see
 * read-touchup-prompt). Guarantees, tested: every byte outside the region equals the source's;
 * every opaque color of the result is already a color of the source; the size is unchanged.
 * Pure and deterministic for a given source, region, prompt and seed.
 */
import { toPixels } from "../animate/pixels";
import { cloneImage, type RgbaImage } from "../image";
import { createRandom } from "../random";
import { outlineInk } from "../restyle/color-stats";
import { addDetail } from "./detail";
import { addMotif } from "./motifs";
import { readTouchUpPrompt, type TouchUpAction } from "./read-touchup-prompt";
import { recolor } from "./recolor";
import { clip, type Region, regionCanvas } from "./region";
import { removeRegion } from "./remove";
import { spritePalette } from "./sprite-palette";

export type { TouchUpAction } from "./read-touchup-prompt";
export type { Region } from "./region";

export interface TouchUpResult {
  readonly image: RgbaImage;
  readonly action: TouchUpAction;
  /** Prompt words nothing understood. */
  readonly unrecognized: string[];
}

/**
 * Redraws `region` (clipped to the image by the caller; clipped again here for safety) as
 * `prompt` says.
 */
export function touchUp(
  source: RgbaImage,
  region: Region,
  prompt: string,
  options: { seed: number },
): TouchUpResult {
  const reading = readTouchUpPrompt(prompt);
  const image = cloneImage(source);
  const r = clip(region, source.width, source.height);
  const result = { image, action: reading.action, unrecognized: reading.unrecognized };
  if (r.width === 0 || r.height === 0) return result;
  const before = toPixels(source);
  const px = { width: before.width, height: before.height, data: new Uint32Array(before.data) };
  const canvas = regionCanvas(px, before, r);
  const palette = spritePalette(before);
  if (palette.colors.length === 0 && reading.action !== "remove") return result;
  const ink = outlineInk(before, palette.lab);
  switch (reading.action) {
    case "recolor":
      if (reading.color) recolor(canvas, palette, reading.color, reading.trim);
      break;
    case "add":
      addMotif(
        canvas,
        palette,
        reading.motif ?? "gem",
        reading.color,
        ink,
        createRandom(`${options.seed}|touch-up|${prompt}`),
      );
      break;
    case "remove":
      removeRegion(canvas, ink, (v) => palette.lab(v).L >= 0.35);
      break;
    case "detail":
      addDetail(canvas, palette);
      break;
  }
  // Only changed pixels are written back, so untouched bytes (even of transparent pixels whose
  // color channels are not zero) stay exactly as they were.
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * px.width + x;
      const v = px.data[i]!;
      if (v === before.data[i]) continue;
      const o = i * 4;
      image.data[o] = v & 255;
      image.data[o + 1] = (v >>> 8) & 255;
      image.data[o + 2] = (v >>> 16) & 255;
      image.data[o + 3] = v >>> 24;
    }
  }
  return result;
}
