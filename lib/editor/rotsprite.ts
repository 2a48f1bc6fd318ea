import { type Pixels, UPSCALE, upscale8 } from "@/lib/engine/raster";
import { TRANSPARENT } from "./document";

/**
 * Pixel-art rotation for the editor's selection, the RotSprite way: the selection is upscaled 8×
 * with the engine's edge-aware Scale2x (EPX) passes, turned by nearest-neighbour sampling, and
 * scaled back down by taking, for each output pixel, the most common index among the 8 × 8
 * samples that fall inside it (the sample at its centre wins a tie). Nothing is blended, so every
 * output index is one the selection had; transparency is counted like a colour, so a turn does
 * not grow or thin the outline.
 *
 * Turns by a multiple of 90° move pixels exactly (a quarter turn is a permutation: the upscale
 * could otherwise let a busy neighbourhood outvote a lone pixel). Angles are degrees, clockwise
 * on screen (y points down).
 */

/** Pixels with where their top-left corner lands in the document. */
export interface Placed {
  readonly x: number;
  readonly y: number;
  readonly pixels: Pixels;
}

/** `src`, whose top-left sits at `at`, turned by `degrees` about its centre. */
export function rotSprite(src: Pixels, at: { x: number; y: number }, degrees: number): Placed {
  const normal = ((degrees % 360) + 360) % 360;
  const quarters = Math.round(normal / 90);
  if (Math.abs(normal - quarters * 90) < 1e-9) return quarterTurn(src, at, quarters % 4);
  return sampledTurn(src, at, (normal * Math.PI) / 180);
}

/** An exact turn by `quarters` × 90° clockwise, centred where the source was. */
function quarterTurn(src: Pixels, at: { x: number; y: number }, quarters: number): Placed {
  const { width: w, height: h } = src;
  const upright = quarters % 2 === 0;
  const width = upright ? w : h;
  const height = upright ? h : w;
  const data = new Uint32Array(width * height);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [tx, ty] =
        quarters === 0
          ? [x, y]
          : quarters === 1
            ? [h - 1 - y, x]
            : quarters === 2
              ? [w - 1 - x, h - 1 - y]
              : [y, w - 1 - x];
      data[ty * width + tx] = src.data[y * w + x] ?? TRANSPARENT;
    }
  }
  return {
    x: at.x + Math.floor((w - width) / 2),
    y: at.y + Math.floor((h - height) / 2),
    pixels: { width, height, data },
  };
}

function sampledTurn(src: Pixels, at: { x: number; y: number }, angle: number): Placed {
  const { width: w, height: h } = src;
  const up = upscale8(src);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = at.x + w / 2;
  const cy = at.y + h / 2;
  const halfW = (w * Math.abs(cos) + h * Math.abs(sin)) / 2;
  const halfH = (w * Math.abs(sin) + h * Math.abs(cos)) / 2;
  const x0 = Math.floor(cx - halfW);
  const y0 = Math.floor(cy - halfH);
  const width = Math.ceil(cx + halfW) - x0;
  const height = Math.ceil(cy + halfH) - y0;

  const uw = up.width;
  const uh = up.height;
  const u = up.data;
  // Upscaled source coordinates of a document point, by the inverse turn. Samples lie on a grid
  // 1/8 px apart, so between neighbours the source point moves by fixed steps.
  const sourceX = (px: number, py: number) => (cos * (px - cx) + sin * (py - cy) + w / 2) * UPSCALE;
  const sourceY = (px: number, py: number) =>
    (-sin * (px - cx) + cos * (py - cy) + h / 2) * UPSCALE;
  const indexAt = (sx: number, sy: number) => {
    const ux = Math.floor(sx);
    const uy = Math.floor(sy);
    return ux < 0 || uy < 0 || ux >= uw || uy >= uh ? TRANSPARENT : (u[uy * uw + ux] ?? 0);
  };

  const data = new Uint32Array(width * height);
  const counts = new Uint8Array(256);
  const seen = new Uint32Array(UPSCALE * UPSCALE);
  const step = 1 / UPSCALE;
  // A pixel whose centre maps farther than this outside the source has no sample inside it.
  const reach = Math.SQRT1_2 * UPSCALE;
  for (let oy = 0; oy < height; oy++) {
    for (let ox = 0; ox < width; ox++) {
      const px = x0 + ox;
      const py = y0 + oy;
      const centreX = sourceX(px + 0.5, py + 0.5);
      const centreY = sourceY(px + 0.5, py + 0.5);
      if (centreX < -reach || centreY < -reach || centreX > uw + reach || centreY > uh + reach)
        continue;
      let distinct = 0;
      for (let j = 0; j < UPSCALE; j++) {
        let sx = sourceX(px + step / 2, py + (j + 0.5) * step);
        let sy = sourceY(px + step / 2, py + (j + 0.5) * step);
        for (let i = 0; i < UPSCALE; i++, sx += cos, sy -= sin) {
          const v = indexAt(sx, sy);
          if (counts[v] === 0) seen[distinct++] = v;
          counts[v] = (counts[v] ?? 0) + 1;
        }
      }
      let best = indexAt(centreX, centreY);
      let bestCount = counts[best] ?? 0;
      for (let k = 0; k < distinct; k++) {
        const v = seen[k] ?? 0;
        const count = counts[v] ?? 0;
        if (count > bestCount) {
          best = v;
          bestCount = count;
        }
        counts[v] = 0;
      }
      data[oy * width + ox] = best;
    }
  }
  return { x: x0, y: y0, pixels: { width, height, data } };
}
