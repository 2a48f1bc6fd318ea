"use client";

import { type KeyboardEvent, useEffect, useRef } from "react";
import type { StripLayout } from "@/lib/client/strip";

interface Props {
  bitmap: ImageBitmap | null;
  layout: StripLayout;
  frame: number;
  /** A frame drawn faintly underneath (onion skin), or null. */
  ghost?: number | null;
  ghostOpacity?: number;
  zoom: number;
  /** The accessible name; omitted, the canvas is decorative (inside a labelled button, say). */
  label?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLCanvasElement>) => void;
  className?: string;
}

/**
 * One frame of a strip at a whole-number zoom with nearest-neighbour scaling, on the
 * checkerboard. Drawing from the decoded strip directly: no per-frame images are made.
 */
export function FrameCanvas({
  bitmap,
  layout,
  frame,
  ghost = null,
  ghostOpacity = 0.3,
  zoom,
  label,
  onKeyDown,
  className = "",
}: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { frameWidth: w, frameHeight: h } = layout;

  useEffect(() => {
    const context = ref.current?.getContext("2d");
    if (!context) return;
    context.imageSmoothingEnabled = false;
    context.clearRect(0, 0, w * zoom, h * zoom);
    if (!bitmap) return;
    const draw = (index: number) =>
      context.drawImage(bitmap, index * w, 0, w, h, 0, 0, w * zoom, h * zoom);
    if (ghost !== null && ghost !== frame) {
      context.globalAlpha = ghostOpacity;
      draw(ghost);
      context.globalAlpha = 1;
    }
    draw(frame);
  }, [bitmap, frame, ghost, ghostOpacity, w, h, zoom]);

  return (
    <div
      className="checkerboard shrink-0 rounded-md shadow-[0_0_0_1px_#2a2e39]"
      style={{
        width: w * zoom,
        height: h * zoom,
        ["--cell" as string]: `${Math.max(4, zoom * 2)}px`,
      }}
    >
      <canvas
        ref={ref}
        width={w * zoom}
        height={h * zoom}
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        tabIndex={onKeyDown ? 0 : undefined}
        onKeyDown={onKeyDown}
        data-frame={frame}
        className={`pixelated block ${className}`}
      />
    </div>
  );
}

/** The largest whole-number zoom that fits a frame in `box` CSS px (at least 1). */
export const frameZoom = (layout: StripLayout, box: number) =>
  Math.max(1, Math.floor(box / Math.max(layout.frameWidth, layout.frameHeight, 1)));
