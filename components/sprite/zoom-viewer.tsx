"use client";

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { PixelImage } from "@/components/ui/pixel-image";

/** Whole-number steps keep every source pixel the same size on screen; fractions only shrink. */
const LEVELS = [0.25, 0.5, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 48, 64];
const PADDING = 48;

function fitZoom(width: number, height: number, boxW: number, boxH: number) {
  const ratio = Math.min((boxW - PADDING) / width, (boxH - PADDING) / height);
  if (ratio >= 1) return Math.min(Math.floor(ratio), LEVELS[LEVELS.length - 1]!);
  return LEVELS.filter((level) => level <= ratio).pop() ?? LEVELS[0]!;
}

interface Props {
  base64: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The sprite large, at nearest-neighbour zoom on a checkerboard. It starts fitted to the frame
 * and follows resizes until the artist picks a zoom; "Fit" returns to that.
 */
export function ZoomViewer({ base64, width, height, alt }: Props) {
  const frame = useRef<HTMLElement>(null);
  const [fit, setFit] = useState(true);
  const [zoom, setZoom] = useState(1);

  const measure = useCallback(() => {
    const node = frame.current;
    if (!node) return 1;
    return fitZoom(width, height, node.clientWidth, node.clientHeight);
  }, [width, height]);

  useEffect(() => {
    if (!fit) return;
    const node = frame.current;
    if (!node) return;
    setZoom(measure());
    const observer = new ResizeObserver(() => setZoom(measure()));
    observer.observe(node);
    return () => observer.disconnect();
  }, [fit, measure]);

  const step = (direction: 1 | -1) => {
    setFit(false);
    setZoom((current) => {
      if (direction > 0) return LEVELS.find((level) => level > current) ?? current;
      return [...LEVELS].reverse().find((level) => level < current) ?? current;
    });
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "+" || event.key === "=") step(1);
    else if (event.key === "-") step(-1);
    else if (event.key === "0") setFit(true);
    else return;
    event.preventDefault();
  };

  const max = LEVELS[LEVELS.length - 1]!;
  const min = LEVELS[0]!;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-1" role="toolbar" aria-label="Zoom">
        <ToolButton label="Zoom out" onClick={() => step(-1)} disabled={zoom <= min}>
          −
        </ToolButton>
        <output
          aria-live="polite"
          aria-label="Zoom level"
          className="w-16 text-center font-mono text-xs text-zinc-300"
        >
          {Math.round(zoom * 100)}%
        </output>
        <ToolButton label="Zoom in" onClick={() => step(1)} disabled={zoom >= max}>
          +
        </ToolButton>
        <button
          type="button"
          aria-pressed={fit}
          onClick={() => setFit(true)}
          className="ml-1 h-8 rounded-md border border-line px-3 text-xs text-zinc-300 hover:border-zinc-500 aria-pressed:border-accent aria-pressed:text-accent"
        >
          Fit
        </button>
        <button
          type="button"
          onClick={() => {
            setFit(false);
            setZoom(1);
          }}
          className="h-8 rounded-md border border-line px-3 text-xs text-zinc-300 hover:border-zinc-500"
        >
          Actual size
        </button>
        <span className="ml-auto font-mono text-xs text-zinc-400">
          {width} × {height}
        </span>
      </div>
      <section
        ref={frame}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so +, - and 0 zoom and arrows scroll a zoomed sprite.
        tabIndex={0}
        onKeyDown={onKey}
        aria-label="Sprite viewer: plus and minus zoom, 0 fits"
        className="grid h-[60vh] min-h-80 overflow-auto rounded-xl border border-line bg-[#111217]"
      >
        <div className="checkerboard m-auto shadow-[0_0_0_1px_#2a2e39]" style={{ margin: "auto" }}>
          <PixelImage base64={base64} width={width} height={height} scale={zoom} alt={alt} />
        </div>
      </section>
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="size-8 rounded-md border border-line text-base text-zinc-200 hover:border-zinc-500 disabled:opacity-40"
    >
      {children}
    </button>
  );
}
