import { createDocument, type EditorDocument, frameOf, indexOfColour, packRgba } from "./document";

/**
 * Between RGBA bytes (a PNG's pixels, frames side by side) and the indexed document. Any pixel
 * with alpha 0 is transparent (index 0) whatever its colour bytes say.
 */
export function fromRgba(
  data: Uint8Array | Uint8ClampedArray,
  stripWidth: number,
  height: number,
  frameCount = 1,
): EditorDocument {
  const width = Math.floor(stripWidth / frameCount);
  const doc = createDocument(width, height, frameCount);
  for (let f = 0; f < frameCount; f++) {
    const frame = frameOf(doc, f);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * stripWidth + f * width + x) * 4;
        const packed = packRgba(data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0, data[o + 3] ?? 0);
        const index = indexOfColour(doc, packed);
        if (index === null) throw new RangeError("The picture has more than 255 colours.");
        frame[y * width + x] = index;
      }
    }
  }
  return doc;
}

/** The whole strip as RGBA bytes, frames left to right. */
export function toRgba(doc: EditorDocument): Uint8ClampedArray<ArrayBuffer> {
  const stripWidth = doc.width * doc.frames.length;
  const out = new Uint8ClampedArray(stripWidth * doc.height * 4);
  doc.frames.forEach((frame, f) => {
    for (let y = 0; y < doc.height; y++) {
      for (let x = 0; x < doc.width; x++) {
        const packed = doc.palette[frame[y * doc.width + x] ?? 0] ?? 0;
        const o = (y * stripWidth + f * doc.width + x) * 4;
        out[o] = packed & 255;
        out[o + 1] = (packed >>> 8) & 255;
        out[o + 2] = (packed >>> 16) & 255;
        out[o + 3] = packed >>> 24;
      }
    }
  });
  return out;
}

/** Writes the RGBA of some pixels of one frame into an ImageData-shaped buffer of that frame. */
export function paintOffsets(
  doc: EditorDocument,
  frame: number,
  offsets: Iterable<number>,
  into: Uint8ClampedArray,
): void {
  const buffer = frameOf(doc, frame);
  for (const offset of offsets) {
    const packed = doc.palette[buffer[offset] ?? 0] ?? 0;
    const o = offset * 4;
    into[o] = packed & 255;
    into[o + 1] = (packed >>> 8) & 255;
    into[o + 2] = (packed >>> 16) & 255;
    into[o + 3] = packed >>> 24;
  }
}
