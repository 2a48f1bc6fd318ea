/**
 * Framing: the canvas grows by a percentage before an animation, restyle or combine (the
 * request's `framing_margin`), so a jump, a pose or a held item has room, and the sprite sits
 * where `framing_anchor` says in the grown canvas.
 */
import { createImage, type RgbaImage } from "./image";

/** Where a picture sits when its canvas grows. */
export const FRAMING_ANCHORS = [
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
] as const;
export type FramingAnchor = (typeof FRAMING_ANCHORS)[number];

export interface Framed {
  readonly image: RgbaImage;
  /** Where the source's top-left pixel landed in the grown canvas. */
  readonly offsetX: number;
  readonly offsetY: number;
}

/** Grown size of one side: the side plus `percent` of it, rounded to whole pixels. */
export function grownSide(side: number, percent: number): number {
  return side + Math.round((side * percent) / 100);
}

/** Share of the free space left of / above the sprite: 0 (start), 0.5 (middle), 1 (end). */
function placement(anchor: FramingAnchor): { fx: number; fy: number } {
  const fx = anchor.endsWith("left") ? 0 : anchor.endsWith("right") ? 1 : 0.5;
  const fy = anchor.startsWith("top") ? 0 : anchor.startsWith("bottom") ? 1 : 0.5;
  return { fx, fy };
}

export function growCanvas(source: RgbaImage, percent: number, anchor: FramingAnchor): Framed {
  const width = grownSide(source.width, percent);
  const height = grownSide(source.height, percent);
  const { fx, fy } = placement(anchor);
  // Floor keeps a centered sprite's odd spare pixel on the right and bottom, the same every time.
  const offsetX = Math.floor((width - source.width) * fx);
  const offsetY = Math.floor((height - source.height) * fy);
  const image = createImage(width, height);
  for (let y = 0; y < source.height; y++) {
    const from = y * source.width * 4;
    image.data.set(
      source.data.subarray(from, from + source.width * 4),
      ((y + offsetY) * width + offsetX) * 4,
    );
  }
  return { image, offsetX, offsetY };
}
