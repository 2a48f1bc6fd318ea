import { pngDataUrl } from "@/lib/client/format";

export interface PixelImageProps {
  base64: string;
  width: number;
  height: number;
  /** Display scale; integers keep every source pixel the same size on screen. */
  scale: number;
  alt: string;
  className?: string;
  /**
   * `async` (the default) keeps a large sprite's decode off the frame; `sync` suits small
   * thumbnails that come with the HTML: decoded with the frame that lays them out, they are in
   * the first paint rather than a later frame queued behind the page's startup script.
   */
  decoding?: "sync" | "async";
}

/** A sprite drawn at nearest-neighbour zoom; the checkerboard is the caller's frame. */
export function PixelImage({
  base64,
  width,
  height,
  scale,
  alt,
  className = "",
  decoding = "async",
}: PixelImageProps) {
  return (
    // biome-ignore lint/performance/noImgElement: data-URL pixel art; next/image would resample it.
    <img
      src={pngDataUrl(base64)}
      alt={alt}
      width={Math.max(1, Math.round(width * scale))}
      height={Math.max(1, Math.round(height * scale))}
      draggable={false}
      decoding={decoding}
      className={`pixelated block max-w-none ${className}`}
    />
  );
}

/** The largest whole-number zoom that fits `box`, or a fractional shrink for oversized art. */
export function fitScale(width: number, height: number, box: number): number {
  const ratio = box / Math.max(width, height, 1);
  return ratio >= 1 ? Math.floor(ratio) : ratio;
}
