/**
 * Animation strips (an animation record's image): one horizontal PNG of `frameCount` frames, each
 * `frameWidth × frameHeight`, left to right. Pure functions on RGBA bytes.
 */

export type Pixels = Uint8Array | Uint8ClampedArray;

export interface StripLayout {
  frameWidth: number;
  frameHeight: number;
  frameCount: number;
}

/**
 * The layout of a record's strip. A still (or a record missing the fields) is one frame; the
 * frame width falls back to an equal division of the strip.
 */
export function stripLayout(record: {
  width: number;
  height: number;
  frameCount?: number | null;
  frameWidth?: number;
  frameHeight?: number;
}): StripLayout {
  const frameCount = Math.max(1, record.frameCount ?? 1);
  return {
    frameCount,
    frameWidth: record.frameWidth ?? Math.floor(record.width / frameCount),
    frameHeight: record.frameHeight ?? record.height,
  };
}

/** Frame `index`'s box in the strip. */
export const frameBox = (index: number, { frameWidth, frameHeight }: StripLayout) => ({
  x: index * frameWidth,
  y: 0,
  w: frameWidth,
  h: frameHeight,
});

/** Cuts a strip's RGBA into one RGBA buffer per frame (rows copied, nothing resampled). */
export function sliceStrip(rgba: Pixels, stripWidth: number, layout: StripLayout): Uint8Array[] {
  const { frameWidth, frameHeight, frameCount } = layout;
  if (frameWidth * frameCount > stripWidth) {
    throw new Error(
      `A strip ${stripWidth} px wide cannot hold ${frameCount} frames of ${frameWidth} px.`,
    );
  }
  const frames: Uint8Array[] = [];
  const rowBytes = frameWidth * 4;
  for (let f = 0; f < frameCount; f++) {
    const frame = new Uint8Array(frameWidth * frameHeight * 4);
    for (let y = 0; y < frameHeight; y++) {
      const from = (y * stripWidth + f * frameWidth) * 4;
      frame.set(rgba.subarray(from, from + rowBytes), y * rowBytes);
    }
    frames.push(frame);
  }
  return frames;
}

/** Milliseconds a frame stays at a frame rate, at least 1. */
export const frameDuration = (fps: number) => Math.max(1, Math.round(1000 / Math.max(1, fps)));
