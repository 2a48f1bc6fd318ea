/**
 * The skull and crossbones a pirate ship flies, stamped pixel by pixel on its flag: a 5×5 skull
 * with two eye holes above splayed bones where the flag is at least 7 px across and tall, and a
 * 3×3 pair of crossed bones on smaller flags. Single pixels are deliberate here, so they are
 * marked as details the cleanup keeps.
 */
import { FLAG_DETAIL, type InkCanvas, inkOf, newPart, put } from "./canvas";

/** Emblem bitmaps, rows top to bottom; `#` is a lit pixel. */
export const JOLLY_ROGER = {
  large: [".###.", "#.#.#", ".###.", ".#.#.", "#...#"],
  small: ["#.#", ".#.", "#.#"],
} as const;

/** The emblem that fits a flag of `w`×`h` pixels, or null when even the small one does not. */
export function emblemFor(w: number, h: number): readonly string[] | null {
  if (w >= 7 && h >= 7) return JOLLY_ROGER.large;
  if (w >= 4 && h >= 4) return JOLLY_ROGER.small;
  return null;
}

/** Stamps the emblem centred on the flag whose pixel box is given, in the ramp's lightest level. */
export function stampEmblem(
  canvas: InkCanvas,
  ramp: number,
  flag: { x: number; y: number; w: number; h: number },
): void {
  const rows = emblemFor(flag.w, flag.h);
  if (!rows) return;
  const size = rows.length;
  const x0 = Math.round(flag.x + (flag.w - size) / 2);
  const y0 = Math.round(flag.y + (flag.h - size) / 2);
  const part = newPart(canvas, { innerLine: false });
  rows.forEach((row, dy) => {
    for (let dx = 0; dx < row.length; dx++)
      if (row[dx] === "#") put(canvas, x0 + dx, y0 + dy, inkOf(ramp, 4), part, FLAG_DETAIL);
  });
}
