/**
 * The engine's one picture type: 8-bit straight (non-premultiplied) RGBA, row-major, origin
 * top-left. Every engine function takes and returns these; codecs live at the edges.
 */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Alpha at or above which a pixel counts as opaque (palettes, mattes, islands). */
export const OPAQUE_ALPHA = 128;

export function createImage(width: number, height: number): RgbaImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

export function cloneImage(image: RgbaImage): RgbaImage {
  return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
}

/** Byte offset of pixel (x, y). Callers keep x and y in bounds. */
export function offsetOf(image: RgbaImage, x: number, y: number): number {
  return (y * image.width + x) * 4;
}

export function inBounds(image: RgbaImage, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < image.width && y < image.height;
}

/** Packs a pixel as 0xRRGGBBAA for cheap comparison and set membership. */
export function pixelKey(image: RgbaImage, x: number, y: number): number {
  const o = offsetOf(image, x, y);
  const d = image.data;
  return ((d[o]! << 24) | (d[o + 1]! << 16) | (d[o + 2]! << 8) | d[o + 3]!) >>> 0;
}

export function setPixel(
  image: RgbaImage,
  x: number,
  y: number,
  rgba: readonly [number, number, number, number],
): void {
  if (!inBounds(image, x, y)) return;
  const o = offsetOf(image, x, y);
  image.data[o] = rgba[0];
  image.data[o + 1] = rgba[1];
  image.data[o + 2] = rgba[2];
  image.data[o + 3] = rgba[3];
}

export function alphaAt(image: RgbaImage, x: number, y: number): number {
  return inBounds(image, x, y) ? image.data[offsetOf(image, x, y) + 3]! : 0;
}

/** The picture mirrored left to right, exactly (a west facing is the east one flipped). */
export function flipImage(image: RgbaImage): RgbaImage {
  const out = createImage(image.width, image.height);
  const w = image.width;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < w; x++) {
      const from = (y * w + x) * 4;
      const to = (y * w + (w - 1 - x)) * 4;
      out.data[to] = image.data[from]!;
      out.data[to + 1] = image.data[from + 1]!;
      out.data[to + 2] = image.data[from + 2]!;
      out.data[to + 3] = image.data[from + 3]!;
    }
  }
  return out;
}

/** Copies one frame into cell `index` of a strip of equal frames laid side by side. */
export function placeInStrip(strip: RgbaImage, frame: RgbaImage, index: number): void {
  const row = frame.width * 4;
  for (let y = 0; y < frame.height; y++) {
    strip.data.set(
      frame.data.subarray(y * row, (y + 1) * row),
      (y * strip.width + index * frame.width) * 4,
    );
  }
}
