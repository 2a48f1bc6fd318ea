/**
 * Back to the base sprite's size after composing on a grown canvas. When everything drawn fits
 * in a base-sized window, that window is cut out (no resampling), as close to where the base
 * was as the content allows. When it does not fit, the normal tier shrinks the drawn content to
 * fit (pixel-art downscale, no new colors) and places it by the framing anchor; the pro tier
 * keeps the figure untouched and cuts the base's own window, clipping the item.
 */
import { boundsOf, createPixels, type FramingAnchor, type Pixels, scalePixels } from "../raster";
import { isLineColor, type LabOf } from "../color";
import type { Tier } from "../figure";

function crop(px: Pixels, x0: number, y0: number, width: number, height: number): Pixels {
  const out = createPixels(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x + x0;
      const sy = y + y0;
      if (sx < 0 || sy < 0 || sx >= px.width || sy >= px.height) continue;
      out.data[y * width + x] = px.data[sy * px.width + sx]!;
    }
  }
  return out;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function fitToBase(
  canvas: Pixels,
  width: number,
  height: number,
  origin: { x: number; y: number },
  anchor: FramingAnchor,
  tier: Tier,
  lab: LabOf,
): Pixels {
  if (canvas.width === width && canvas.height === height) return canvas;
  const content = boundsOf(canvas);
  if (!content) return createPixels(width, height);
  const cw = content.right - content.left + 1;
  const ch = content.bottom - content.top + 1;
  if (tier === "pro" || (cw <= width && ch <= height)) {
    const x = cw <= width ? clamp(origin.x, content.right - width + 1, content.left) : origin.x;
    const y = ch <= height ? clamp(origin.y, content.bottom - height + 1, content.top) : origin.y;
    return crop(canvas, x, y, width, height);
  }
  const factor = Math.min(width / cw, height / ch);
  const shrunk = scalePixels(
    crop(canvas, content.left, content.top, cw, ch),
    factor,
    isLineColor(lab),
  );
  const fx = anchor.endsWith("left") ? 0 : anchor.endsWith("right") ? 1 : 0.5;
  const fy = anchor.startsWith("top") ? 0 : anchor.startsWith("bottom") ? 1 : 0.5;
  const ox = Math.floor((width - shrunk.width) * fx);
  const oy = Math.floor((height - shrunk.height) * fy);
  return crop(shrunk, -ox, -oy, width, height);
}
