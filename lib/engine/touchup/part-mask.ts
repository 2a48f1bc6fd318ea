/**
 * The part a touch-up acts on inside its region, as a mask: never the region's rectangle.
 *
 * - A region that reaches the air (a transparent pixel inside it or on the ring just outside)
 *   holds something at the silhouette's edge: the part is every opaque pixel in the region.
 * - A region wholly inside the figure lies on a surface: the surface is the color family most
 *   common on the ring around the region, and the part is what differs from it (other
 *   families, and the line pixels that touch them). Nothing differing means no part.
 *
 * Transparent pixels are never in the mask, so empty air inside the region never changes.
 */
import { SIDE_STEPS } from "../raster";
import type { RegionCanvas } from "./region";
import type { SpritePalette } from "./sprite-palette";

/** The family a color belongs to: -1 for line colors, -2 for air or a color not in the sprite. */
function familyOf(palette: SpritePalette, v: number): number {
  if (v === 0) return -2;
  return palette.byValue.get(v)?.family ?? -2;
}

function ringFamilies(canvas: RegionCanvas, palette: SpritePalette): Map<number, number> {
  const { region, before } = canvas;
  const counts = new Map<number, number>();
  const visit = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= before.width || y >= before.height) return;
    const f = familyOf(palette, canvas.get(x, y));
    counts.set(f, (counts.get(f) ?? 0) + 1);
  };
  for (let x = region.x - 1; x <= region.x + region.width; x++) {
    visit(x, region.y - 1);
    visit(x, region.y + region.height);
  }
  for (let y = region.y; y < region.y + region.height; y++) {
    visit(region.x - 1, y);
    visit(region.x + region.width, y);
  }
  return counts;
}

/** One byte per image pixel, 1 where the part is; null when the region holds no part. */
export function partMask(canvas: RegionCanvas, palette: SpritePalette): Uint8Array | null {
  const { region, px } = canvas;
  const mask = new Uint8Array(px.width * px.height);
  const ring = ringFamilies(canvas, palette);
  let airInside = false;
  for (let y = region.y; y < region.y + region.height && !airInside; y++) {
    for (let x = region.x; x < region.x + region.width && !airInside; x++)
      airInside = canvas.get(x, y) === 0;
  }
  const atEdge = airInside || (ring.get(-2) ?? 0) > 0;
  let surface = -3;
  if (!atEdge) {
    let best = 0;
    for (const [f, n] of ring) {
      if (f >= 0 && (n > best || (n === best && f < surface))) {
        surface = f;
        best = n;
      }
    }
  }
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const f = familyOf(palette, canvas.get(x, y));
      if (f === -2 && canvas.get(x, y) === 0) continue;
      if (atEdge || (f >= 0 && f !== surface)) {
        mask[y * px.width + x] = 1;
        count++;
      }
    }
  }
  if (!atEdge && count > 0) {
    // The part's own outline goes with it: line pixels in the region touching the part.
    const lines: number[] = [];
    for (let y = region.y; y < region.y + region.height; y++) {
      for (let x = region.x; x < region.x + region.width; x++) {
        const i = y * px.width + x;
        if (mask[i] || familyOf(palette, canvas.get(x, y)) !== -1) continue;
        const touches = SIDE_STEPS.some(
          ([dx, dy]) => canvas.inside(x + dx, y + dy) && mask[(y + dy) * px.width + x + dx] === 1,
        );
        if (touches) lines.push(i);
      }
    }
    for (const i of lines) mask[i] = 1;
  }
  return count === 0 ? null : mask;
}
