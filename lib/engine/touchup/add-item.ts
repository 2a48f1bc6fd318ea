/**
 * Add a thing from the engine's own vocabulary ("a yellow star", "a sword", "a flower"): the
 * procedural drawer draws it in the sprite's own colors (the asked color picks which of them);
 * when the sprite has no color of the asked hue, the thing's ramp is mapped onto the asked
 * color's (see the figure layer's rampMapping), so "a yellow star" is yellow. It is cut to its
 * bounds, scaled down to fit the region (pixel-art downscale, no new colors)
 * and drawn at the region's middle. Returns false when nothing could be drawn there.
 */
import { isLineColor, type Oklch, rgbToHex } from "../color";
import { rampMapping } from "../figure";
import { drawSprite } from "../draw";
import { type AssetType, readSpritePrompt } from "../prompt";
import { boundsOf, createPixels, type Pixels, scalePixels, toPixels } from "../raster";
import type { RegionCanvas } from "./region";
import type { SpritePalette } from "./sprite-palette";

/** The drawer's smallest and largest canvas for a touch-up item. */
const MIN_DRAW = 32;
const MAX_DRAW = 128;
/** Share of the region's shorter side the item fills. */
const FILL = 0.85;

function cropToContent(px: Pixels): Pixels | null {
  const b = boundsOf(px);
  if (!b) return null;
  const w = b.right - b.left + 1;
  const h = b.bottom - b.top + 1;
  const out = createPixels(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) out.data[y * w + x] = px.data[(y + b.top) * px.width + x + b.left]!;
  }
  return out;
}

export interface ItemToAdd {
  readonly subject: string;
  readonly type: AssetType;
  /** The color words asked for it ("yellow"), or empty. */
  readonly colorWords: string;
  /** The asked color, or null. */
  readonly color: Oklch | null;
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** True when some chromatic color of the sprite is within 30° of the asked hue. */
function spriteHasHue(palette: SpritePalette, color: Oklch): boolean {
  if (color.C < 0.04) return true;
  return palette.colors.some((c) => c.family > 0 && hueDistance(c.lch.h, color.h) <= 30);
}

export function addItem(
  canvas: RegionCanvas,
  palette: SpritePalette,
  item: ItemToAdd,
  seed: number,
): boolean {
  const { region } = canvas;
  const side = Math.min(region.width, region.height);
  const target = Math.max(3, Math.floor(side * FILL));
  const colors = palette.colors.filter((c) => c.v >>> 24 === 255);
  if (colors.length === 0) return false;
  const hexes = colors.map((c) => rgbToHex([c.v & 255, (c.v >>> 8) & 255, (c.v >>> 16) & 255]));
  const size = Math.min(MAX_DRAW, Math.max(MIN_DRAW, target));
  const drawn = drawSprite({
    reading: readSpritePrompt(`${item.colorWords} ${item.subject}`.trim(), item.type),
    assetType: item.type,
    width: size,
    height: size,
    direction: "none",
    camera: "none",
    seed,
    palette: hexes,
  });
  let px = cropToContent(toPixels(drawn.image));
  if (!px) return false;
  const longest = Math.max(px.width, px.height);
  if (longest > target) px = scalePixels(px, target / longest, isLineColor(palette.lab));
  if (item.color && !spriteHasHue(palette, item.color)) {
    const counts = new Map<number, number>();
    for (const v of px.data) if (v !== 0) counts.set(v, (counts.get(v) ?? 0) + 1);
    const mapping = rampMapping(counts, item.color, palette.lab);
    px = { ...px, data: px.data.map((v) => mapping.get(v) ?? v) };
  }
  const x0 = region.x + Math.floor((region.width - px.width) / 2);
  const y0 = region.y + Math.floor((region.height - px.height) / 2);
  let drew = false;
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++) {
      const v = px.data[y * px.width + x]!;
      if (v === 0) continue;
      canvas.set(x0 + x, y0 + y, v);
      drew = true;
    }
  }
  return drew;
}
