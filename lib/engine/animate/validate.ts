/**
 * The checks every animation entry makes on its options before drawing a frame.
 */
import type { RgbaImage } from "../raster";
import { type AnimateOptions, MAX_FRAMES, MAX_FRAMING_MARGIN, MIN_FRAMES } from "./types";

export function validate(source: RgbaImage, options: AnimateOptions): void {
  const { frameCount, framingMargin = 0 } = options;
  if (
    !Number.isInteger(frameCount) ||
    frameCount < MIN_FRAMES ||
    frameCount > MAX_FRAMES ||
    frameCount % 2 !== 0
  ) {
    throw new RangeError(
      `frameCount must be even, ${MIN_FRAMES} to ${MAX_FRAMES}, got ${frameCount}`,
    );
  }
  if (!Number.isInteger(framingMargin) || framingMargin < 0 || framingMargin > MAX_FRAMING_MARGIN) {
    throw new RangeError(`framingMargin must be an integer from 0 to ${MAX_FRAMING_MARGIN}`);
  }
  if (source.width < 1 || source.height < 1) throw new RangeError("source is empty");
  if (options.preset === "Custom" && !options.customPrompt?.trim()) {
    throw new RangeError("customPrompt is required for the Custom preset");
  }
}
