/**
 * The pixel editor's document: a palette-indexed picture of one or more frames (an animation
 * strip is frames laid left to right). Index 0 is always transparent; every other index names a
 * colour of `palette`, packed r | g<<8 | b<<16 | a<<24 like the engine's pixels. A palette holds
 * at most 256 entries (transparent included), the most a saved version may use.
 */
export interface EditorDocument {
  readonly width: number;
  readonly height: number;
  /** Packed RGBA per index; entry 0 is 0 (transparent). Only ever grows. */
  readonly palette: number[];
  /** One index buffer per frame, row-major, `width × height` entries. */
  readonly frames: Uint8Array[];
}

export const TRANSPARENT = 0;
export const MAX_PALETTE = 256;

export function createDocument(width: number, height: number, frameCount = 1): EditorDocument {
  return {
    width,
    height,
    palette: [TRANSPARENT],
    frames: Array.from({ length: frameCount }, () => new Uint8Array(width * height)),
  };
}

export const inside = (doc: EditorDocument, x: number, y: number) =>
  x >= 0 && y >= 0 && x < doc.width && y < doc.height;

export function frameOf(doc: EditorDocument, frame: number): Uint8Array {
  const buffer = doc.frames[frame];
  if (!buffer) throw new RangeError(`No frame ${frame} in a ${doc.frames.length}-frame document.`);
  return buffer;
}

/** The index at (x, y), or transparent outside the picture. */
export function indexAt(doc: EditorDocument, frame: number, x: number, y: number): number {
  return inside(doc, x, y) ? (frameOf(doc, frame)[y * doc.width + x] ?? TRANSPARENT) : TRANSPARENT;
}

export function packRgba(r: number, g: number, b: number, a: number): number {
  return a === 0 ? 0 : (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
}

export function unpackRgba(packed: number): [number, number, number, number] {
  return [packed & 255, (packed >>> 8) & 255, (packed >>> 16) & 255, packed >>> 24];
}

/** "#rrggbb" (opaque) or "#rrggbbaa" for a packed colour. */
export function colourToHex(packed: number): string {
  const [r, g, b, a] = unpackRgba(packed);
  const hex = (v: number) => v.toString(16).padStart(2, "0");
  return `#${hex(r)}${hex(g)}${hex(b)}${a === 255 ? "" : hex(a)}`;
}

/** Parses "#rgb", "#rrggbb" or "#rrggbbaa"; null for anything else. */
export function hexToColour(text: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  const digits = m?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const v = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
  return packRgba(v(0), v(2), v(4), full.length === 8 ? v(6) : 255);
}

/**
 * The index of a colour, added to the palette when new. Returns null when the palette is full
 * (a new colour would take the picture past what a saved version may hold).
 */
export function indexOfColour(doc: EditorDocument, packed: number): number | null {
  if (packed === 0) return TRANSPARENT;
  const found = doc.palette.indexOf(packed);
  if (found > 0) return found;
  if (doc.palette.length >= MAX_PALETTE) return null;
  doc.palette.push(packed);
  return doc.palette.length - 1;
}
