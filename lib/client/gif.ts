import { applyPalette, GIFEncoder, type GifPalette, quantize } from "gifenc";
import { frameDuration, type Pixels } from "./strip";

/**
 * Animated GIF from RGBA frames, in the browser. Pixel art rarely has more than a few dozen
 * colors, so the palette is the frames' exact colors (no quantizing, no dithering: every pixel
 * keeps its color); only art with more than 255 opaque colors falls back to gifenc's quantizer.
 * GIF has 1-bit transparency: index 0 is transparent, and a pixel is transparent when its alpha
 * is under `alphaThreshold` (128: alpha 0 always is).
 */
export interface GifOptions {
  fps: number;
  /** Loop forever (default) or play once. */
  loop?: boolean;
  alphaThreshold?: number;
}

/** Slot 0 of every palette: the transparent color (its RGB is never shown). */
const TRANSPARENT_INDEX = 0;
const MAX_OPAQUE = 255;

const rgbKey = (data: Pixels, at: number) =>
  (data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!;

/**
 * The exact opaque colors of all frames in first-seen order, or null when there are more than
 * `max` (then the caller quantizes).
 */
export function exactColors(frames: readonly Pixels[], alphaThreshold = 128, max = MAX_OPAQUE) {
  const colors = new Map<number, number>();
  for (const frame of frames) {
    for (let at = 0; at < frame.length; at += 4) {
      if (frame[at + 3]! < alphaThreshold) continue;
      const key = rgbKey(frame, at);
      if (colors.has(key)) continue;
      if (colors.size >= max) return null;
      colors.set(key, colors.size + 1);
    }
  }
  return colors;
}

interface Indexed {
  palette: GifPalette;
  indexFrame: (frame: Pixels) => Uint8Array;
}

function exactIndexer(colors: Map<number, number>, alphaThreshold: number): Indexed {
  const palette: GifPalette = [[0, 0, 0]];
  for (const key of colors.keys()) palette.push([(key >> 16) & 255, (key >> 8) & 255, key & 255]);
  return {
    palette,
    indexFrame: (frame) => {
      const index = new Uint8Array(frame.length / 4);
      for (let i = 0, at = 0; at < frame.length; i++, at += 4) {
        index[i] =
          frame[at + 3]! < alphaThreshold ? TRANSPARENT_INDEX : colors.get(rgbKey(frame, at))!;
      }
      return index;
    },
  };
}

function quantizedIndexer(frames: readonly Pixels[], alphaThreshold: number): Indexed {
  // Quantize the opaque pixels of every frame together: one palette for the whole animation.
  let opaque = 0;
  for (const frame of frames) {
    for (let at = 3; at < frame.length; at += 4) if (frame[at]! >= alphaThreshold) opaque++;
  }
  const sample = new Uint8Array(Math.max(1, opaque) * 4);
  let o = 0;
  for (const frame of frames) {
    for (let at = 0; at < frame.length; at += 4) {
      if (frame[at + 3]! < alphaThreshold) continue;
      sample.set(frame.subarray(at, at + 3), o);
      sample[o + 3] = 255;
      o += 4;
    }
  }
  const colors = quantize(sample, MAX_OPAQUE, { format: "rgb565" });
  return {
    palette: [[0, 0, 0], ...colors],
    indexFrame: (frame) => {
      const nearest = applyPalette(frame, colors, "rgb565");
      const index = new Uint8Array(nearest.length);
      for (let i = 0; i < nearest.length; i++) {
        index[i] = frame[i * 4 + 3]! < alphaThreshold ? TRANSPARENT_INDEX : nearest[i]! + 1;
      }
      return index;
    },
  };
}

export function encodeGif(
  frames: readonly Pixels[],
  width: number,
  height: number,
  { fps, loop = true, alphaThreshold = 128 }: GifOptions,
): Uint8Array {
  if (frames.length === 0) throw new Error("A GIF needs at least one frame.");
  for (const frame of frames) {
    if (frame.length !== width * height * 4) {
      throw new Error(`Every frame must be ${width} × ${height} RGBA.`);
    }
  }
  const colors = exactColors(frames, alphaThreshold);
  const { palette, indexFrame } = colors
    ? exactIndexer(colors, alphaThreshold)
    : quantizedIndexer(frames, alphaThreshold);
  const gif = GIFEncoder();
  const delay = frameDuration(fps);
  frames.forEach((frame, i) => {
    gif.writeFrame(indexFrame(frame), width, height, {
      // The global color table comes with the first frame; the others share it.
      palette: i === 0 ? palette : undefined,
      transparent: true,
      transparentIndex: TRANSPARENT_INDEX,
      delay,
      repeat: loop ? 0 : -1,
      // Restore to background: a transparent pixel shows the page, not the previous frame.
      dispose: 2,
    });
  });
  gif.finish();
  return gif.bytes();
}
