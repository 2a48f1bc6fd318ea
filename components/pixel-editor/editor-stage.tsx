"use client";

import type Konva from "konva";
import { type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Group, Image as KonvaImage, Layer, Rect, Shape, Stage } from "react-konva";
import type { Cell } from "@/lib/editor/shapes";
import { fitView, GRID_MIN_ZOOM, pinchView, stepZoom, type View } from "@/lib/editor/view";
import { useEditor, useEditorApi } from "./editor-context";
import { checkerTile, createFrameCanvas, paintAll, paintSome } from "./paint";
import { useContainerSize } from "./use-container-size";

type Point = { x: number; y: number };

/** What the pointers on the canvas are doing. */
type Mode =
  | { kind: "idle" }
  | { kind: "draw"; pointerId: number }
  | { kind: "pan"; pointerId: number; start: Point; origin: Point }
  | { kind: "pinch"; start: View; from: { mid: Point; distance: number } };

const CHECKER_CELL = 8;
const ONION_OPACITY = 0.3;

/**
 * Keeps a drag's events coming here after it leaves the canvas. A pointer the browser does not
 * know as active (an event made by a script) cannot be captured; the drag then works unless it
 * leaves the canvas.
 */
function capture(e: PointerEvent<HTMLElement>) {
  try {
    e.currentTarget.setPointerCapture(e.pointerId);
  } catch {
    // Nothing to do: see above.
  }
}

function twoFingers(points: Point[]) {
  const [a, b] = points as [Point, Point];
  return {
    mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    distance: Math.hypot(a.x - b.x, a.y - b.y),
  };
}

/**
 * The editing canvas (react-konva, loaded on demand). The frame is one Konva.Image of an
 * offscreen canvas redrawn only where pixels changed; the previous frame shows under it at low
 * opacity (onion skin). Mouse, pen and touch share one path (pointer events, `touch-action:
 * none`): one pointer draws with the current tool, a second finger turns the gesture into a
 * pinch (zoom and pan; the stroke it interrupted is taken back), the middle button or a drag
 * with space held pans, and the wheel zooms about the pointer. Screen points become pixels
 * through the inverse of the picture group's transform. The stage follows its container's size.
 */
export default function EditorStage({ label }: { label: string }) {
  const api = useEditorApi();
  const doc = useEditor((s) => s.doc);
  const zoom = useEditor((s) => s.zoom);
  const pan = useEditor((s) => s.pan);
  const frame = useEditor((s) => s.frame);
  const onionSkin = useEditor((s) => s.onionSkin);
  const selection = useEditor((s) => s.selection);
  const tool = useEditor((s) => s.tool);
  const [containerRef, size] = useContainerSize<HTMLDivElement>();
  const container = useRef<HTMLDivElement | null>(null);
  const layer = useRef<Konva.Layer>(null);
  const picture = useRef<Konva.Group>(null);
  const [canvases] = useState(() => ({
    current: createFrameCanvas(doc),
    onion: createFrameCanvas(doc),
  }));
  const [checker] = useState(() => checkerTile(CHECKER_CELL));
  const mode = useRef<Mode>({ kind: "idle" });
  const pointers = useRef(new Map<number, Point>());
  const spaceHeld = useRef(false);
  const [panning, setPanning] = useState(false);
  const fitted = useRef(false);
  const helpId = useId();

  // Pixels: redraw what the store reports as touched, outside React's render cycle.
  useEffect(() => {
    const paint = () => {
      const s = api.getState();
      const dirty = s.takeDirty();
      if (dirty === "all") {
        paintAll(canvases.current, s.doc, s.frame);
        paintAll(canvases.onion, s.doc, s.frame - 1);
      } else {
        paintSome(canvases.current, s.doc, s.frame, dirty);
      }
      layer.current?.batchDraw();
    };
    paint();
    return api.subscribe((s, old) => {
      if (s.revision !== old.revision || s.frame !== old.frame) paint();
    });
  }, [api, canvases]);

  // The first measurement fits the picture; later resizes keep the artist's zoom.
  useEffect(() => {
    if (!size || fitted.current || size.width === 0) return;
    fitted.current = true;
    api.setState(fitView(doc, size));
  }, [api, doc, size]);

  // Space held: a drag pans. The wheel zooms (a native listener, so it may cancel scrolling).
  useEffect(() => {
    const node = container.current;
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLElement && target.closest("input, textarea, select") !== null;
    const down = (e: KeyboardEvent) => {
      if (e.code === "Space" && !typing(e.target)) {
        spaceHeld.current = true;
        setPanning(true);
        if (e.target === node) e.preventDefault();
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.code === "Space") {
        spaceHeld.current = false;
        setPanning(false);
      }
    };
    const wheel = (e: WheelEvent) => {
      if (!node) return;
      e.preventDefault();
      const box = node.getBoundingClientRect();
      const at = { x: e.clientX - box.left, y: e.clientY - box.top };
      const current = api.getState().zoom;
      // A trackpad pinch arrives as a wheel with ctrl: follow it smoothly; a wheel steps.
      const next = e.ctrlKey
        ? current * Math.exp(-e.deltaY / 100)
        : stepZoom(current, e.deltaY < 0 ? 1 : -1);
      api.getState().setZoom(next, at);
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    node?.addEventListener("wheel", wheel, { passive: false });
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      node?.removeEventListener("wheel", wheel);
    };
  }, [api]);

  const screenPoint = (e: { clientX: number; clientY: number }): Point => {
    const box = container.current?.getBoundingClientRect();
    return box ? { x: e.clientX - box.left, y: e.clientY - box.top } : { x: 0, y: 0 };
  };
  const cellOf = (point: Point): Cell => {
    const group = picture.current;
    const at = group ? group.getAbsoluteTransform().copy().invert().point(point) : point;
    return { x: Math.floor(at.x), y: Math.floor(at.y) };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const point = screenPoint(e);
    e.currentTarget.focus({ preventScroll: true });
    capture(e);
    pointers.current.set(e.pointerId, point);
    const s = api.getState();
    if (e.pointerType === "touch" && pointers.current.size === 2) {
      if (mode.current.kind === "draw") s.cancelGesture();
      mode.current = {
        kind: "pinch",
        start: { zoom: s.zoom, pan: s.pan },
        from: twoFingers([...pointers.current.values()]),
      };
      return;
    }
    if (pointers.current.size > 1) return;
    if (e.button === 1 || (e.button === 0 && spaceHeld.current)) {
      e.preventDefault();
      mode.current = { kind: "pan", pointerId: e.pointerId, start: point, origin: s.pan };
      setPanning(true);
      return;
    }
    if (e.button !== 0) return;
    mode.current = { kind: "draw", pointerId: e.pointerId };
    s.pointerDown(cellOf(point));
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const point = screenPoint(e);
    pointers.current.set(e.pointerId, point);
    const m = mode.current;
    const s = api.getState();
    if (m.kind === "pinch" && pointers.current.size >= 2) {
      api.setState(pinchView(m.start, m.from, twoFingers([...pointers.current.values()])));
    } else if (m.kind === "pan" && m.pointerId === e.pointerId) {
      s.setPan({ x: m.origin.x + point.x - m.start.x, y: m.origin.y + point.y - m.start.y });
    } else if (m.kind === "draw" && m.pointerId === e.pointerId) {
      // A pen or a fast mouse reports several positions per frame: draw through each.
      const samples = e.nativeEvent.getCoalescedEvents?.() ?? [];
      for (const sample of samples.length > 0 ? samples : [e.nativeEvent]) {
        s.pointerMove(cellOf(screenPoint(sample)));
      }
    }
  };

  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) {
      e.currentTarget.releasePointerCapture(e.pointerId);
    }
    const m = mode.current;
    if (m.kind === "draw" && m.pointerId === e.pointerId) {
      if (e.type === "pointercancel") api.getState().cancelGesture();
      else {
        api.getState().pointerMove(cellOf(screenPoint(e)));
        api.getState().pointerUp();
      }
      mode.current = { kind: "idle" };
    } else if (m.kind === "pan" && m.pointerId === e.pointerId) {
      mode.current = { kind: "idle" };
      setPanning(spaceHeld.current);
    } else if (m.kind === "pinch" && pointers.current.size === 0) {
      // The fingers of a pinch never draw, even the one lifted last.
      mode.current = { kind: "idle" };
    }
  };

  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const showGrid = zoom >= GRID_MIN_ZOOM;
  const cursor = panning ? "grab" : tool === "eyedropper" ? "copy" : "crosshair";

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div
        ref={(node) => {
          container.current = node;
          containerRef(node);
        }}
        role="application"
        aria-label={label}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a drawing surface; focused, it takes the editor's shortcuts and space-drag.
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onContextMenu={(e) => e.preventDefault()}
        data-testid="pixel-canvas"
        data-zoom={zoom}
        data-pan-x={pan.x}
        data-pan-y={pan.y}
        className="relative h-[min(65dvh,36rem)] min-h-64 w-full touch-none select-none overflow-hidden rounded-md bg-ink shadow-[0_0_0_1px_#2a2e39] focus:outline-none focus-visible:shadow-[0_0_0_2px_#f5b942]"
        style={{ cursor }}
      >
        {width > 0 ? (
          <Stage width={width} height={height} listening={false}>
            <Layer ref={layer} imageSmoothingEnabled={false} listening={false}>
              <Rect
                x={pan.x}
                y={pan.y}
                width={doc.width * zoom}
                height={doc.height * zoom}
                fillPatternImage={checker as unknown as HTMLImageElement}
                fillPatternRepeat="repeat"
              />
              <Group ref={picture} x={pan.x} y={pan.y} scaleX={zoom} scaleY={zoom}>
                {onionSkin && frame > 0 ? (
                  <KonvaImage image={canvases.onion.canvas} opacity={ONION_OPACITY} />
                ) : null}
                <KonvaImage image={canvases.current.canvas} />
              </Group>
              {showGrid ? (
                <Shape
                  stroke="rgba(255,255,255,0.12)"
                  strokeWidth={1}
                  sceneFunc={(context, shape) => {
                    // Only the lines on screen: a 256 px sprite at 32× would be 16k px wide.
                    const x0 = Math.max(0, Math.ceil(-pan.x / zoom));
                    const x1 = Math.min(doc.width, Math.floor((width - pan.x) / zoom));
                    const y0 = Math.max(0, Math.ceil(-pan.y / zoom));
                    const y1 = Math.min(doc.height, Math.floor((height - pan.y) / zoom));
                    const top = Math.max(0, pan.y);
                    const bottom = Math.min(height, pan.y + doc.height * zoom);
                    const left = Math.max(0, pan.x);
                    const right = Math.min(width, pan.x + doc.width * zoom);
                    context.beginPath();
                    for (let x = x0; x <= x1; x++) {
                      const sx = Math.round(pan.x + x * zoom) + 0.5;
                      context.moveTo(sx, top);
                      context.lineTo(sx, bottom);
                    }
                    for (let y = y0; y <= y1; y++) {
                      const sy = Math.round(pan.y + y * zoom) + 0.5;
                      context.moveTo(left, sy);
                      context.lineTo(right, sy);
                    }
                    context.strokeShape(shape);
                  }}
                />
              ) : null}
              {selection ? (
                <>
                  <Rect
                    x={pan.x + selection.x * zoom}
                    y={pan.y + selection.y * zoom}
                    width={selection.width * zoom}
                    height={selection.height * zoom}
                    stroke="#0d0e12"
                    strokeWidth={1}
                  />
                  <Rect
                    x={pan.x + selection.x * zoom}
                    y={pan.y + selection.y * zoom}
                    width={selection.width * zoom}
                    height={selection.height * zoom}
                    stroke="#f5b942"
                    strokeWidth={1}
                    dash={[4, 4]}
                  />
                </>
              ) : null}
            </Layer>
          </Stage>
        ) : null}
      </div>
      <ZoomBar
        onFit={() => {
          if (size) api.setState(fitView(doc, size));
        }}
        centre={{ x: width / 2, y: height / 2 }}
      />
      <p id={helpId} className="text-xs text-zinc-500">
        Draw with one finger, the pen or the mouse. Two fingers pinch to zoom and pan; with a mouse,
        the wheel zooms and the middle button or space-drag pans.
      </p>
    </div>
  );
}

function ZoomBar({ onFit, centre }: { onFit: () => void; centre: Point }) {
  const zoom = useEditor((s) => s.zoom);
  const setZoom = useEditor((s) => s.setZoom);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        className="h-8 w-8 rounded-md border border-line bg-panel-2 text-zinc-100 disabled:opacity-50"
        aria-label="Zoom out"
        disabled={zoom <= 1}
        onClick={() => setZoom(stepZoom(zoom, -1), centre)}
      >
        −
      </button>
      <output aria-live="polite" className="w-14 text-center tabular-nums text-zinc-300">
        {Math.round(zoom * 10) / 10}×
      </output>
      <button
        type="button"
        className="h-8 w-8 rounded-md border border-line bg-panel-2 text-zinc-100 disabled:opacity-50"
        aria-label="Zoom in"
        disabled={zoom >= 32}
        onClick={() => setZoom(stepZoom(zoom, 1), centre)}
      >
        +
      </button>
      <button
        type="button"
        className="h-8 rounded-md border border-line bg-panel-2 px-3 text-zinc-100"
        onClick={onFit}
      >
        Fit
      </button>
    </div>
  );
}
