"use client";

import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { decodePngBase64 } from "@/lib/client/image-data";
import { diffPixels, insideRegion, type PixelDiff } from "@/lib/client/pixel-diff";
import type { Rect } from "@/lib/client/region";

/**
 * The result with every changed pixel highlighted: the after image, dimmed, each pixel that
 * differs from the before image painted over, and the region outlined. Says how many changed and
 * whether all of them are inside the region (a touch-up promises to change nothing outside it).
 */
export function ChangeView({
  beforeBase64,
  afterBase64,
  width,
  height,
  region,
  zoom,
}: {
  beforeBase64: string;
  afterBase64: string;
  width: number;
  height: number;
  region: Rect | null;
  zoom: number;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<
    | { status: "loading" }
    | { status: "error" }
    | { status: "ready"; after: ImageData; diff: PixelDiff }
  >({ status: "loading" });

  useEffect(() => {
    let live = true;
    Promise.all([decodePngBase64(beforeBase64), decodePngBase64(afterBase64)])
      .then(([before, after]) => {
        if (!live) return;
        if (before.width !== after.width || before.height !== after.height) {
          setState({ status: "error" });
          return;
        }
        setState({
          status: "ready",
          after,
          diff: diffPixels(before.data, after.data, after.width, after.height),
        });
      })
      .catch(() => live && setState({ status: "error" }));
    return () => {
      live = false;
    };
  }, [beforeBase64, afterBase64]);

  useEffect(() => {
    const context = ref.current?.getContext("2d");
    if (!context || state.status !== "ready") return;
    const native = document.createElement("canvas");
    native.width = width;
    native.height = height;
    native.getContext("2d")?.putImageData(state.after, 0, 0);
    context.imageSmoothingEnabled = false;
    context.clearRect(0, 0, width * zoom, height * zoom);
    context.globalAlpha = 0.45;
    context.drawImage(native, 0, 0, width * zoom, height * zoom);
    context.globalAlpha = 1;
    context.fillStyle = "rgba(255, 64, 200, 0.85)";
    const { mask } = state.diff;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (mask[y * width + x]) context.fillRect(x * zoom, y * zoom, zoom, zoom);
      }
    }
    if (region) {
      context.strokeStyle = "#f5b942";
      context.lineWidth = 1;
      context.setLineDash([4, 3]);
      context.strokeRect(
        region.x * zoom + 0.5,
        region.y * zoom + 0.5,
        region.width * zoom - 1,
        region.height * zoom - 1,
      );
    }
  }, [state, width, height, zoom, region]);

  const diff = state.status === "ready" ? state.diff : null;
  const inside = diff && region ? insideRegion(diff.bounds, region) : null;
  const summary = diff
    ? `${diff.changed} ${diff.changed === 1 ? "pixel" : "pixels"} changed${
        inside === null ? "" : inside ? ", all inside the region" : ", some outside the region"
      }`
    : "";

  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="text-xs font-medium uppercase tracking-wide text-zinc-400">
        Changed pixels
      </figcaption>
      <div
        className="checkerboard relative flex items-center justify-center overflow-auto rounded-lg border border-line p-2"
        style={{ minHeight: height * zoom + 16 }}
      >
        <canvas
          ref={ref}
          width={width * zoom}
          height={height * zoom}
          role="img"
          aria-label={diff ? `Changed pixels highlighted: ${summary}` : "Changed pixels"}
          className="pixelated block"
        />
        {state.status === "loading" ? (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/60">
            <Spinner label="Comparing" />
          </span>
        ) : null}
      </div>
      {diff ? (
        <p className={`text-xs ${inside === false ? "text-amber-200" : "text-zinc-400"}`}>
          {summary}.
        </p>
      ) : state.status === "error" ? (
        <p className="text-xs text-red-300">The two images could not be compared.</p>
      ) : null}
    </figure>
  );
}
