"use client";

import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { useContainerWidth } from "@/components/pixel-editor/use-container-size";
import { Image as KonvaImage, Layer, Line, Rect, Stage } from "react-konva";
import { pngDataUrl } from "@/lib/client/format";
import { HANDLES, handleCursor, handlePoint, type Point } from "@/lib/client/region";
import { gestureAt } from "@/lib/client/region-editor";
import { fittedZoom } from "./fit";
import { useRegionEditor, useRegionEditorApi } from "./region-context";

/** Handles are squares this many CSS px wide; the grab area is a little larger. */
const HANDLE = 8;
const GRAB = 7;
const ACCENT = "#f5b942";
const INK = "#0d0e12";
/** The highlight of pixels a touch-up would change: a cyan no sprite pixel is mistaken for. */
const MASK_TINT = "#22d3ee";

function useImage(base64: string) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    const img = new window.Image();
    img.onload = () => live && setImage(img);
    img.src = pngDataUrl(base64);
    return () => {
      live = false;
    };
  }, [base64]);
  return image;
}

/** Pixels to highlight over the sprite: a box in sprite pixels and a PNG of it, opaque where marked. */
export interface CanvasMask {
  x: number;
  y: number;
  width: number;
  height: number;
  pngBase64: string;
  /** How many pixels it marks (kept on the canvas element for tests and tools). */
  pixels: number;
}

/** The mask's PNG painted in one flat colour where it is opaque, as a canvas Konva can draw. */
function useTintedMask(mask: CanvasMask | null | undefined, color: string) {
  const [tinted, setTinted] = useState<HTMLCanvasElement | null>(null);
  const png = mask?.pngBase64;
  useEffect(() => {
    setTinted(null);
    if (!png) return;
    let live = true;
    const img = new window.Image();
    img.onload = () => {
      if (!live) return;
      const out = document.createElement("canvas");
      out.width = img.naturalWidth;
      out.height = img.naturalHeight;
      const g = out.getContext("2d");
      if (!g) return;
      g.drawImage(img, 0, 0);
      // Keep the mask's shape, replace its colour.
      g.globalCompositeOperation = "source-in";
      g.fillStyle = color;
      g.fillRect(0, 0, out.width, out.height);
      setTinted(out);
    };
    img.src = pngDataUrl(png);
    return () => {
      live = false;
    };
  }, [png, color]);
  return tinted;
}

/**
 * The touch-up canvas (react-konva, loaded on demand): the sprite at nearest-neighbour zoom with
 * the region over it. A drag outside the region draws a new one, inside it moves it, on a handle
 * resizes it; every edge lands on a whole sprite pixel and no side passes 200. With the canvas
 * focused, arrows move the region 1 px and shift+arrows 10 px. Konva only draws: the gestures
 * are the editor store's, fed with sprite coordinates from pointer events captured here, so a
 * drag that leaves the canvas still ends cleanly.
 */
export default function RegionCanvas({
  base64,
  width,
  height,
  zoom: maxZoom,
  label,
  mask,
}: {
  base64: string;
  width: number;
  height: number;
  /** CSS px per sprite pixel at most; a narrower container (a phone) shrinks it to fit. */
  zoom: number;
  label: string;
  /** Pixels that a touch-up would change, shown as a semi-transparent highlight layer. */
  mask?: CanvasMask | null;
}) {
  const api = useRegionEditorApi();
  const [fit, measured] = useContainerWidth<HTMLDivElement>();
  const zoom = fittedZoom(maxZoom, width, measured);
  const region = useRegionEditor((s) => s.region);
  const gesture = useRegionEditor((s) => s.gesture);
  const image = useImage(base64);
  const tintedMask = useTintedMask(mask, MASK_TINT);
  const frame = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState("crosshair");
  const helpId = useId();
  const W = Math.round(width * zoom);
  const H = Math.round(height * zoom);

  const toSprite = (event: PointerEvent): Point => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return { x: (event.clientX - box.left) / zoom, y: (event.clientY - box.top) / zoom };
  };

  const cursorFor = (point: Point) => {
    const hit = gestureAt(region, point, GRAB / zoom);
    return hit.kind === "resize"
      ? handleCursor(hit.handle)
      : hit.kind === "move"
        ? "move"
        : "crosshair";
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toSprite(event);
    setHover(cursorFor(point));
    api.getState().begin(point, GRAB / zoom);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = toSprite(event);
    if (api.getState().gesture) api.getState().update(point);
    else setHover(cursorFor(point));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!api.getState().gesture) return;
    api.getState().update(toSprite(event));
    api.getState().end();
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (api.getState().nudge(event.key, event.shiftKey)) event.preventDefault();
  };

  const r = {
    x: region.x * zoom,
    y: region.y * zoom,
    w: region.width * zoom,
    h: region.height * zoom,
  };
  const shade = "rgba(8, 9, 12, 0.55)";
  // A pixel grid inside the region once pixels are big enough to count.
  const grid: number[][] = [];
  if (zoom >= 8) {
    for (let x = 1; x < region.width; x++)
      grid.push([r.x + x * zoom, r.y, r.x + x * zoom, r.y + r.h]);
    for (let y = 1; y < region.height; y++)
      grid.push([r.x, r.y + y * zoom, r.x + r.w, r.y + y * zoom]);
  }

  return (
    // As wide as the largest zoom asks, but never wider than its container: the measured width
    // picks the zoom, so the canvas fits a phone instead of being clipped.
    <div
      ref={fit}
      className="flex max-w-full flex-col gap-2"
      style={{ width: Math.round(width * maxZoom) }}
    >
      <div
        ref={frame}
        role="application"
        aria-label={label}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an editing surface: focused, the arrow keys move the region.
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        data-testid="region-canvas"
        data-mask-pixels={mask && tintedMask ? mask.pixels : 0}
        className="checkerboard relative shrink-0 touch-none select-none rounded-sm shadow-[0_0_0_1px_#2a2e39]"
        style={{
          width: W,
          height: H,
          cursor: gesture?.kind === "move" ? "grabbing" : hover,
          ["--cell" as string]: `${Math.max(4, Math.round(zoom * 2))}px`,
        }}
      >
        <Stage width={W} height={H} listening={false}>
          <Layer imageSmoothingEnabled={false} listening={false}>
            {image ? <KonvaImage image={image} x={0} y={0} width={W} height={H} /> : null}
            <Rect x={0} y={0} width={W} height={r.y} fill={shade} />
            <Rect x={0} y={r.y + r.h} width={W} height={H - r.y - r.h} fill={shade} />
            <Rect x={0} y={r.y} width={r.x} height={r.h} fill={shade} />
            <Rect x={r.x + r.w} y={r.y} width={W - r.x - r.w} height={r.h} fill={shade} />
            {grid.map((points, i) => (
              <Line key={i} points={points} stroke="rgba(255,255,255,0.12)" strokeWidth={1} />
            ))}
            <Rect x={r.x} y={r.y} width={r.w} height={r.h} stroke={INK} strokeWidth={3} />
            <Rect x={r.x} y={r.y} width={r.w} height={r.h} stroke={ACCENT} strokeWidth={1} />
            {HANDLES.map((handle) => {
              const at = handlePoint(region, handle);
              return (
                <Rect
                  key={handle}
                  x={at.x * zoom - HANDLE / 2}
                  y={at.y * zoom - HANDLE / 2}
                  width={HANDLE}
                  height={HANDLE}
                  fill={ACCENT}
                  stroke={INK}
                  strokeWidth={1}
                />
              );
            })}
          </Layer>
          {mask && tintedMask ? (
            <Layer imageSmoothingEnabled={false} listening={false}>
              <KonvaImage
                image={tintedMask}
                x={mask.x * zoom}
                y={mask.y * zoom}
                width={mask.width * zoom}
                height={mask.height * zoom}
                opacity={0.6}
              />
            </Layer>
          ) : null}
        </Stage>
      </div>
      <p id={helpId} className="text-xs text-zinc-400">
        Drag to draw the region; drag inside it to move it, or a handle to resize it. Arrow keys
        move it 1 px, shift+arrows 10 px.
      </p>
    </div>
  );
}
