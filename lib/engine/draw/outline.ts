/**
 * The one-pixel outline around the silhouette, added outside the painted shapes on the
 * 4-neighbour rule (so corners stay clean and the line is never two pixels thick).
 *
 * - `dark`: one dark, cool color all round.
 * - `selective` (sel-out): on the lit top-left side the line takes the darkest level of the fill
 *   it borders, which softens the edge toward the light; elsewhere it stays dark.
 * - `none`: no outline.
 */
import {
  EMPTY,
  FLAG_LIGHT,
  FLAG_THIN,
  type InkCanvas,
  inkOf,
  OUTLINE_INK,
  put,
  rampOf,
} from "./canvas";
import type { OutlineStyle } from "./types";

/** With `tint`, every outline pixel takes the darkest shade of the fill it borders. */
export function drawOutline(canvas: InkCanvas, style: OutlineStyle, tint = false): void {
  if (style === "none") return;
  const { width, height, ink } = canvas;
  const snapshot = Int16Array.from(ink);
  // Light (FLAG_LIGHT) is not a surface and a thin line (FLAG_THIN) is its own edge: neither
  // takes an outline round it.
  const filled = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < width &&
    y < height &&
    snapshot[y * width + x] !== EMPTY &&
    !(canvas.flags[y * width + x]! & (FLAG_LIGHT | FLAG_THIN));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (snapshot[y * width + x] !== EMPTY) continue;
      // Right or below filled: this pixel sits on the shape's top-left, lit side.
      const litSide = filled(x + 1, y)
        ? x + 1 + y * width
        : filled(x, y + 1)
          ? x + (y + 1) * width
          : -1;
      const otherSide = filled(x - 1, y)
        ? x - 1 + y * width
        : filled(x, y - 1)
          ? x + (y - 1) * width
          : -1;
      if (litSide < 0 && otherSide < 0) continue;
      let color = OUTLINE_INK;
      const from = tint
        ? litSide >= 0
          ? litSide
          : otherSide
        : style === "selective"
          ? litSide
          : -1;
      if (from >= 0) {
        const neighbour = snapshot[from]!;
        if (neighbour !== OUTLINE_INK) color = inkOf(rampOf(neighbour), 0);
      }
      put(canvas, x, y, color, 0);
    }
  }
}
