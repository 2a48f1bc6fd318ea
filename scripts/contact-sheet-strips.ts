/**
 * One sheet of strips to judge by eye: each row is a label, the strip at 1×, then each of its
 * frames at `zoom`× on a checkerboard, so motion and turns read at both sizes side by side.
 */
import type { RgbaImage } from "../lib/engine/raster";
import { writeSheet } from "./contact-sheet-png";

export interface StripRow {
  readonly label: string;
  readonly strip: RgbaImage;
  /** One frame's size; the strip holds `frames` of them left to right. */
  readonly fw: number;
  readonly fh: number;
}

export async function writeStripSheet(
  out: string,
  rows: readonly StripRow[],
  frames: number,
  zoom: number,
): Promise<void> {
  const pad = 8;
  const label = 16;
  const fw = rows[0]!.fw;
  const fh = rows[0]!.fh;
  const rowH = label + Math.max(fh, fh * zoom) + pad;
  const width = pad + fw * frames + pad * 2 + frames * (fw * zoom + 4) + pad;
  const height = pad + rows.length * rowH;
  const sheet = Buffer.alloc(width * height * 4, 250);
  const texts: string[] = [];
  rows.forEach((row, r) => {
    const top = pad + r * rowH + label;
    texts.push(
      `<text x="${pad}" y="${top - 4}" font-family="DejaVu Sans Mono, monospace" font-size="11" fill="#222">${row.label}</text>`,
    );
    const blit = (ox: number, oy: number, sx0: number, w: number, h: number, scale: number) => {
      for (let y = 0; y < h * scale; y++) {
        for (let x = 0; x < w * scale; x++) {
          const sx = sx0 + Math.floor(x / scale);
          const sy = Math.floor(y / scale);
          const o = (sy * row.strip.width + sx) * 4;
          const t = ((oy + y) * width + ox + x) * 4;
          const checker = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? 214 : 236;
          const a = row.strip.data[o + 3]!;
          sheet[t] = a ? row.strip.data[o]! : checker;
          sheet[t + 1] = a ? row.strip.data[o + 1]! : checker;
          sheet[t + 2] = a ? row.strip.data[o + 2]! : checker;
          sheet[t + 3] = 255;
        }
      }
    };
    blit(pad, top, 0, fw * frames, fh, 1);
    for (let f = 0; f < frames; f++) {
      blit(pad + fw * frames + pad * 2 + f * (fw * zoom + 4), top, f * fw, fw, fh, zoom);
    }
  });
  await writeSheet(out, sheet, width, height, texts);
}
