import { crc32 } from "./crc32";

/**
 * A small PNG writer for exports made in the browser. Pixels are straight (not premultiplied)
 * RGBA, so the colours written are exactly the sprite's: a canvas round trip could shift them.
 * An image of at most 256 distinct colours is written indexed (colour type 3, 8 bits per index)
 * with its palette in PLTE and the palette's alpha in tRNS; anything else as RGBA (type 6).
 * Every fully transparent pixel is one palette entry whatever its RGB, as nothing shows of it.
 */

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export const MAX_PALETTE = 256;

/** The image's colours in first-seen order as packed RGBA (alpha-0 pixels as 0), or null past 256. */
export function paletteOf({ data }: RgbaImage): Uint32Array | null {
  const seen = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const color = packed(data, i);
    if (seen.has(color)) continue;
    if (seen.size === MAX_PALETTE) return null;
    seen.set(color, seen.size);
  }
  return Uint32Array.from(seen.keys());
}

/** PNG bytes: indexed when the image has at most 256 colours, RGBA otherwise. */
export async function encodePng(image: RgbaImage): Promise<Uint8Array<ArrayBuffer>> {
  const palette = paletteOf(image);
  return palette ? encodeIndexed(image, palette) : encodeRgba(image);
}

/** Indexed PNG keeping the sprite's own palette; refuses an image of more than 256 colours. */
export async function encodeIndexedPng(image: RgbaImage): Promise<Uint8Array<ArrayBuffer>> {
  const palette = paletteOf(image);
  if (!palette)
    throw new Error("The sprite has more than 256 colours: indexed PNG cannot hold it.");
  return encodeIndexed(image, palette);
}

async function encodeIndexed(image: RgbaImage, palette: Uint32Array) {
  const { data, width, height } = image;
  const index = new Map<number, number>();
  for (const [i, color] of palette.entries()) index.set(color, i);
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1); // byte 0 of each row: filter type 0 (none)
    for (let x = 0; x < width; x++)
      rows[row + 1 + x] = index.get(packed(data, (y * width + x) * 4))!;
  }
  const plte = new Uint8Array(palette.length * 3);
  const alpha = new Uint8Array(palette.length);
  palette.forEach((color, i) => {
    plte.set([color >>> 24, (color >>> 16) & 0xff, (color >>> 8) & 0xff], i * 3);
    alpha[i] = color & 0xff;
  });
  // tRNS may stop at the last entry that is not opaque; the rest default to 255.
  const lastClear = alpha.findLastIndex((a) => a !== 255);
  return assemble([
    chunk("IHDR", header(width, height, 3)),
    chunk("PLTE", plte),
    ...(lastClear >= 0 ? [chunk("tRNS", alpha.slice(0, lastClear + 1))] : []),
    chunk("IDAT", await deflate(rows)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

async function encodeRgba({ data, width, height }: RgbaImage) {
  const stride = width * 4;
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    rows.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return assemble([
    chunk("IHDR", header(width, height, 6)),
    chunk("IDAT", await deflate(rows)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

function packed(data: RgbaImage["data"], i: number): number {
  const a = data[i + 3]!;
  if (a === 0) return 0;
  return ((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | a) >>> 0;
}

function header(width: number, height: number, colorType: 3 | 6): Uint8Array {
  const bytes = new Uint8Array(13);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  bytes[8] = 8; // bit depth
  bytes[9] = colorType; // compression, filter and interlace stay 0
  return bytes;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  const name = new TextEncoder().encode(type);
  out.set(name, 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(name, body));
  return out;
}

/** zlib (RFC 1950) stream, as PNG's IDAT requires: `CompressionStream("deflate")` writes one. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function assemble(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(SIGNATURE.length + chunks.reduce((n, c) => n + c.length, 0));
  out.set(SIGNATURE, 0);
  let at = SIGNATURE.length;
  for (const part of chunks) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
