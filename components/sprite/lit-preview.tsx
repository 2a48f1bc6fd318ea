"use client";

import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { decodePngBase64 } from "@/lib/client/image-data";
import { type PointLight, shade } from "@/lib/client/lighting";

interface Props {
  /** The sprite's own colors. */
  albedoBase64: string;
  /** Its tangent-space normal map, the same size. */
  normalBase64: string;
  width: number;
  height: number;
  /** The map stores +Y down (made with `flip_green`). */
  flipGreen: boolean;
  /** The largest side the canvas may take on screen, in CSS px. */
  box?: number;
}

interface Decoded {
  albedo: ImageData;
  normal: ImageData;
}

/**
 * The sprite shaded by its normal map under a point light that follows the pointer (Lambert).
 * Shading runs at the sprite's own resolution and is drawn at a whole-number zoom with
 * nearest-neighbour scaling, so each texel stays a crisp square. Arrow keys move the light too.
 * Loaded on demand: none of this is in the sprite page's first load.
 */
export default function LitPreview({
  albedoBase64,
  normalBase64,
  width,
  height,
  flipGreen,
  box = 320,
}: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const zoom = Math.max(1, Math.floor(box / Math.max(width, height)));
  const [light, setLight] = useState<PointLight>(() => ({
    x: width * 0.2,
    y: height * 0.2,
    z: Math.max(4, Math.round(Math.max(width, height) / 3)),
  }));

  useEffect(() => {
    let live = true;
    setDecoded(null);
    Promise.all([decodePngBase64(albedoBase64), decodePngBase64(normalBase64)])
      .then(([albedo, normal]) => {
        if (!live) return;
        if (albedo.width !== normal.width || albedo.height !== normal.height) {
          setFailure("The normal map is not the same size as the sprite.");
          return;
        }
        setDecoded({ albedo, normal });
      })
      .catch(() => live && setFailure("The images could not be decoded for the preview."));
    return () => {
      live = false;
    };
  }, [albedoBase64, normalBase64]);

  // One offscreen canvas at native size; the visible one scales it without smoothing.
  const native = useRef<{ canvas: HTMLCanvasElement; image: ImageData } | null>(null);
  useEffect(() => {
    if (!decoded) return;
    const canvas = document.createElement("canvas");
    canvas.width = decoded.albedo.width;
    canvas.height = decoded.albedo.height;
    native.current = {
      canvas,
      image: new ImageData(decoded.albedo.width, decoded.albedo.height),
    };
  }, [decoded]);

  useEffect(() => {
    const target = canvasRef.current;
    const buffers = native.current;
    if (!decoded || !target || !buffers) return;
    const frame = requestAnimationFrame(() => {
      const { albedo, normal } = decoded;
      shade(
        albedo.data,
        normal.data,
        albedo.width,
        albedo.height,
        light,
        { flipGreen },
        buffers.image.data,
      );
      buffers.canvas.getContext("2d")?.putImageData(buffers.image, 0, 0);
      const context = target.getContext("2d");
      if (!context) return;
      context.imageSmoothingEnabled = false;
      context.clearRect(0, 0, target.width, target.height);
      context.drawImage(buffers.canvas, 0, 0, target.width, target.height);
    });
    return () => cancelAnimationFrame(frame);
  }, [decoded, light, flipGreen]);

  const follow = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setLight((l) => ({
      ...l,
      x: ((event.clientX - rect.left) / rect.width) * width,
      y: ((event.clientY - rect.top) / rect.height) * height,
    }));
  };

  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 8 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setLight((l) => ({ ...l, x: l.x + move[0], y: l.y + move[1] }));
  };

  if (failure) return <p className="text-sm text-red-300">{failure}</p>;

  const maxHeight = Math.max(8, Math.max(width, height) * 2);
  return (
    <div className="flex flex-col gap-2">
      <div
        className="checkerboard relative self-start overflow-hidden rounded-lg border border-line"
        style={{ width: width * zoom, height: height * zoom, ["--cell" as string]: "8px" }}
      >
        <canvas
          ref={canvasRef}
          width={width * zoom}
          height={height * zoom}
          role="img"
          aria-label="Lit preview: the light follows the pointer; arrow keys move it"
          // Focusable so the arrow keys can move the light.
          tabIndex={0}
          onPointerMove={follow}
          onPointerDown={follow}
          onKeyDown={onKey}
          className="pixelated block cursor-crosshair touch-none"
        />
        {decoded ? (
          <span
            aria-hidden
            className="pointer-events-none absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ink bg-amber-200 shadow-[0_0_12px_4px_rgba(253,230,138,0.6)]"
            style={{ left: light.x * zoom, top: light.y * zoom }}
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/60">
            <Spinner label="Preparing the preview" />
          </span>
        )}
      </div>
      <label className="flex items-center gap-3 text-sm text-zinc-300">
        <span className="shrink-0">Light height</span>
        <input
          type="range"
          min={1}
          max={maxHeight}
          step={1}
          value={light.z}
          onChange={(e) => setLight((l) => ({ ...l, z: Number(e.target.value) }))}
          className="min-w-0 flex-1 accent-accent"
        />
        <output className="w-14 text-right font-mono text-xs text-zinc-400">{light.z} px</output>
      </label>
    </div>
  );
}
