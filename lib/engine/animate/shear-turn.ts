/**
 * A turn of a figure of few pixels by three shears (rows slid, then columns, then rows again),
 * each by whole pixels: every pixel of the figure lands on exactly one pixel of the frame, so a
 * one-pixel cork, an eye or a line of outline is never dropped or doubled as resampling drops
 * them. Seen on a bottle twelve pixels tall, a resampled tip broke the cork into a spike and the
 * neck's outline; sheared, the bottle keeps every pixel and leans as one piece. A quarter turn
 * comes out exact.
 */
import { createPixels, type Pixels, type Point } from "../raster";

/** `angle` in radians, clockwise on screen, about `pivot` (canvas coordinates), then shifted. */
export function shearTurned(
  frame: Pixels,
  angle: number,
  pivot: Point,
  dx: number,
  dy: number,
): Pixels {
  const { width, height, data } = frame;
  const out = createPixels(width, height);
  const a = -Math.tan(angle / 2);
  const b = Math.sin(angle);
  // Pixel centres measured from the pivot; each shear slides a whole row or column.
  const slideRow = (y: number) => Math.round(a * (y + 0.5 - pivot.y));
  const slideColumn = (x: number) => Math.round(b * (x + 0.5 - pivot.x));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (v === 0) continue;
      const x1 = x + slideRow(y);
      const y1 = y + slideColumn(x1);
      const x2 = x1 + slideRow(y1) + dx;
      const y2 = y1 + dy;
      if (x2 < 0 || x2 >= width || y2 < 0 || y2 >= height) continue;
      out.data[y2 * width + x2] = v;
    }
  }
  return out;
}
