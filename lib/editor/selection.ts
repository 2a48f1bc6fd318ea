import type { Pixels } from "@/lib/engine/raster";
import { TRANSPARENT } from "./document";
import type { Recorder } from "./history";
import { rotSprite } from "./rotsprite";
import type { Box } from "./shapes";

/**
 * Rectangular-selection transforms. Each lifts the selected pixels, clears the box to
 * transparent and puts the transformed pixels back; transparent pixels of the selection never
 * cover what lies under them. Indices travel as they are, so no transform can make a colour the
 * palette does not have.
 */

/** The selection box cut to the picture; null when nothing of it is inside. */
export function clipBox(box: Box, width: number, height: number): Box | null {
  const x0 = Math.max(0, box.x);
  const y0 = Math.max(0, box.y);
  const x1 = Math.min(width, box.x + box.width);
  const y1 = Math.min(height, box.y + box.height);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/** Copies the box's indices out and clears the box. */
function lift(rec: Recorder, box: Box): Pixels {
  const data = new Uint32Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      data[y * box.width + x] = rec.get(box.x + x, box.y + y);
      rec.set(box.x + x, box.y + y, TRANSPARENT);
    }
  }
  return { width: box.width, height: box.height, data };
}

function paste(rec: Recorder, src: Pixels, at: { x: number; y: number }): void {
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) {
      const v = src.data[y * src.width + x] ?? TRANSPARENT;
      if (v !== TRANSPARENT) rec.set(at.x + x, at.y + y, v);
    }
  }
}

/** "Move selection": returns where the selection box now sits. */
export function moveSelection(rec: Recorder, box: Box, dx: number, dy: number): Box {
  const lifted = lift(rec, box);
  paste(rec, lifted, { x: box.x + dx, y: box.y + dy });
  return { ...box, x: box.x + dx, y: box.y + dy };
}

/** Nearest-neighbour resampling to any whole size, factors whole or fractional. */
export function scaleNearest(src: Pixels, width: number, height: number): Pixels {
  const data = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(src.height - 1, Math.floor(((y + 0.5) * src.height) / height));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(src.width - 1, Math.floor(((x + 0.5) * src.width) / width));
      data[y * width + x] = src.data[sy * src.width + sx] ?? TRANSPARENT;
    }
  }
  return { width, height, data };
}

/** "Scale selection": to `width × height` (at least 1 × 1), top-left corner kept. */
export function scaleSelection(rec: Recorder, box: Box, width: number, height: number): Box {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  paste(rec, scaleNearest(lift(rec, box), w, h), box);
  return { ...box, width: w, height: h };
}

/**
 * "Rotate selection" by `degrees` clockwise about the box's centre, the RotSprite way (see
 * rotsprite.ts): edges stay crisp and no colour is invented. Returns the box the turned pixels
 * occupy, which may spill past the picture's edge (the edge cuts them).
 */
export function rotateSelection(rec: Recorder, box: Box, degrees: number): Box {
  const turned = rotSprite(lift(rec, box), box, degrees);
  paste(rec, turned.pixels, turned);
  return { x: turned.x, y: turned.y, width: turned.pixels.width, height: turned.pixels.height };
}
