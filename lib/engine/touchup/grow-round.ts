/**
 * A small round thing grown: an apple of two by two pixels or a cap's dot redrawn as a larger
 * disc in its own shades (lit from the top left, its darkest shade along the bottom right, a
 * one-pixel glint when it is big enough), rather than its pixels blown up into a cross or a
 * block. Grown discs keep a pixel of what they lie on between them, so neighbours never merge.
 */
import type { RegionCanvas } from "./region";

/** Pieces this many pixels across or fewer are redrawn as discs when they grow. */
export const ROUND_UP_TO = 5;

/** Luma of a packed pixel (red in the low byte), 0-255. */
const lum = (v: number) => 0.3 * (v & 255) + 0.59 * ((v >>> 8) & 255) + 0.11 * ((v >>> 16) & 255);
/** Darker than this is line work (outlines, eyes drawn in line colour). */
export const LINE_LUM = 60;

/** The piece's own colours, darkest first, with its most common one. */
function shadesOf(canvas: RegionCanvas, piece: Uint8Array) {
  const counts = new Map<number, number>();
  for (let i = 0; i < piece.length; i++)
    if (piece[i]) counts.set(canvas.before.data[i]!, (counts.get(canvas.before.data[i]!) ?? 0) + 1);
  const byLight = [...counts.keys()].sort((a, b) => lum(a) - lum(b));
  let body = byLight[0]!;
  for (const [v, n] of counts) if (n > (counts.get(body) ?? 0)) body = v;
  return { dark: byLight[0]!, body, light: byLight[byLight.length - 1]! };
}

/** How many pixels across a grown round piece `side` pixels across is drawn. */
export const discSize = (side: number): number => (side <= 2 ? side + 3 : side + 1);

/** Whether the piece is drawn in line colour (an eye), which grows as drawn, not as a disc. */
export function inLineColour(canvas: RegionCanvas, piece: Uint8Array): boolean {
  return lum(shadesOf(canvas, piece).body) < LINE_LUM;
}

/**
 * Paints the piece as a disc `size` pixels across centred at (cx, cy), never on a pixel of
 * `taken` or next to one (another grown disc). Returns the pixels it painted.
 */
export function paintDisc(
  canvas: RegionCanvas,
  piece: Uint8Array,
  cx: number,
  cy: number,
  size: number,
  taken: Uint8Array,
): number {
  const { width, height } = canvas.px;
  const { dark, body, light } = shadesOf(canvas, piece);
  const r = size / 2;
  const x0 = Math.round(cx - r + 0.5);
  const y0 = Math.round(cy - r + 0.5);
  const near = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && taken[ny * width + nx]) return true;
      }
    return false;
  };
  // The colours touching the piece (the canopy round an apple), line work left out.
  const surface = new Set<number>();
  for (let i = 0; i < piece.length; i++) {
    if (!piece[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || piece[ny * width + nx]) continue;
      const v = canvas.before.data[ny * width + nx]!;
      if (v !== 0 && lum(v) >= LINE_LUM) surface.add(v);
    }
  }
  const mine: number[] = [];
  for (let y = y0; y < y0 + size; y++) {
    for (let x = x0; x < x0 + size; x++) {
      // Distance from the disc's centre, measured to the pixel's centre.
      const dx = x + 0.5 - (x0 + r);
      const dy = y + 0.5 - (y0 + r);
      if (dx * dx + dy * dy > r * r + 0.25 || !canvas.inside(x, y) || near(x, y)) continue;
      // Only on the surface it lies on: never over the air, line work or another part.
      if (!piece[y * width + x] && !surface.has(canvas.before.data[y * width + x]!)) continue;
      const rim = dx + dy > r * 0.55;
      canvas.set(x, y, rim ? dark : body);
      mine.push(y * width + x);
    }
  }
  // A glint up and to the left of the centre, in the lightest shade, on discs of 4 and more.
  if (size >= 4 && light !== body) {
    const gx = x0 + Math.floor(r - r * 0.5);
    const gy = y0 + Math.floor(r - r * 0.5);
    if (mine.includes(gy * width + gx)) canvas.set(gx, gy, light);
  }
  for (const i of mine) taken[i] = 1;
  return mine.length;
}
