/**
 * Writes a contact sheet: raw RGBA pixels with its captions (SVG `<text>` elements) laid over
 * them, as a PNG at `out` (its folder made when missing). Every sheet page ends this way.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";

export async function writeSheet(
  out: string,
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  texts: readonly string[],
): Promise<void> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join("")}</svg>`,
  );
  mkdirSync(dirname(out), { recursive: true });
  await sharp(pixels, { raw: { width, height, channels: 4 } })
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toFile(out);
}

/**
 * Paints `image` scaled `zoom`× (nearest neighbour) onto a sheet of `sheetWidth` ×
 * `sheetHeight` RGBA pixels with its top-left at (`left`, `top`), transparent pixels shown as a
 * grey checkerboard of 8 px squares; what falls off the sheet is left out.
 */
export function paintOnChecker(
  sheet: Uint8Array,
  sheetWidth: number,
  sheetHeight: number,
  image: {
    readonly width: number;
    readonly height: number;
    readonly data: Uint8ClampedArray | Uint8Array;
  },
  left: number,
  top: number,
  zoom: number,
): void {
  for (let y = 0; y < image.height * zoom; y++) {
    for (let x = 0; x < image.width * zoom; x++) {
      const tx = left + x;
      const ty = top + y;
      if (tx >= sheetWidth || ty >= sheetHeight) continue;
      const o = (Math.floor(y / zoom) * image.width + Math.floor(x / zoom)) * 4;
      const t = (ty * sheetWidth + tx) * 4;
      const checker = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? 214 : 238;
      const a = image.data[o + 3]!;
      sheet[t] = a ? image.data[o]! : checker;
      sheet[t + 1] = a ? image.data[o + 1]! : checker;
      sheet[t + 2] = a ? image.data[o + 2]! : checker;
      sheet[t + 3] = 255;
    }
  }
}

/** `text` broken at spaces into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
