/**
 * Turning and mirroring items without new colors. Turns use the engine's one RotSprite
 * implementation (rotsprite.ts: Scale2x ×3, nearest-neighbour turn, block-vote downsample);
 * this wrapper sizes the result to hold the whole turned sprite and reports where the pivot
 * went. Mirrors are exact.
 */
import { createPixels, type Pixels } from "./pixels";
import { drawTurned } from "./rotsprite";
import type { Point } from "./geometry";

export function mirrorX(px: Pixels): Pixels {
  const out = createPixels(px.width, px.height);
  for (let y = 0; y < px.height; y++) {
    for (let x = 0; x < px.width; x++)
      out.data[y * px.width + (px.width - 1 - x)] = px.data[y * px.width + x]!;
  }
  return out;
}

export interface Rotated {
  readonly px: Pixels;
  /** Where the pivot pixel ended up in the rotated image. */
  readonly pivot: Point;
}

/** Turns `px` by `degrees` clockwise on screen (y down) about the centre of pixel `pivot`. */
export function rotatePixels(px: Pixels, degrees: number, pivot: Point): Rotated {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = pivot.x + 0.5;
  const cy = pivot.y + 0.5;
  const corners = [
    [0, 0],
    [px.width, 0],
    [0, px.height],
    [px.width, px.height],
  ].map(([x, y]) => [
    cx + (x! - cx) * cos - (y! - cy) * sin,
    cy + (x! - cx) * sin + (y! - cy) * cos,
  ]);
  const minX = Math.floor(Math.min(...corners.map((c) => c[0]!)) + 1e-6);
  const minY = Math.floor(Math.min(...corners.map((c) => c[1]!)) + 1e-6);
  const maxX = Math.ceil(Math.max(...corners.map((c) => c[0]!)) - 1e-6);
  const maxY = Math.ceil(Math.max(...corners.map((c) => c[1]!)) - 1e-6);
  const out = createPixels(Math.max(1, maxX - minX), Math.max(1, maxY - minY));
  drawTurned(out, px, {
    x0: -minX,
    y0: -minY,
    pivot: { x: cx - minX, y: cy - minY },
    angle,
    dx: 0,
    dy: 0,
  });
  return { px: out, pivot: { x: pivot.x - minX, y: pivot.y - minY } };
}
