/**
 * How a label (read from the prompt by `readLabel`) is set on the canvas in a pixel font.
 */
import { FLAG_DETAIL, type InkCanvas, put } from "./canvas";
import { fontThatFits, type PixelFont, setText, textWidth } from "./pixel-font";

export interface SetLabel {
  readonly font: PixelFont;
  /** Top-left of the first glyph. */
  readonly x: number;
  readonly y: number;
}

/**
 * Sets `label` centered in the rectangle (x0, y0)–(x1, y1), inclusive, in the largest font that
 * fits, with a one-pixel drop shadow below. Letter pixels are marked as details so cleanup
 * keeps every stroke. Returns where it was set, or null when no font fits.
 */
export function stampLabel(
  canvas: InkCanvas,
  part: number,
  label: string,
  area: { x0: number; y0: number; x1: number; y1: number },
  ink: number,
  shadowInk: number,
): SetLabel | null {
  const w = area.x1 - area.x0 + 1;
  const h = area.y1 - area.y0 + 1;
  // One row is kept for the shadow.
  const font = fontThatFits(label, w, h - 1);
  if (!font) return null;
  const x = area.x0 + Math.floor((w - textWidth(font, label)) / 2);
  const y = area.y0 + Math.floor((h - 1 - font.height) / 2);
  const mark = (px: number, py: number, color: number) =>
    put(canvas, px, py, color, part, FLAG_DETAIL);
  setText(font, label, x, y + 1, (px, py) => mark(px, py, shadowInk));
  setText(font, label, x, y, (px, py) => mark(px, py, ink));
  return { font, x, y };
}
