"use client";

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { StripLayout } from "@/lib/client/strip";
import { FrameCanvas, frameZoom } from "./frame-canvas";
import { useBitmap } from "./use-bitmap";

export interface Playback {
  fps: number;
  loop: boolean;
}

interface Props {
  /** The strip PNG (an animation record's `spritesheetBase64`). */
  base64: string;
  layout: StripLayout;
  /** The record's playback rate: the FPS slider starts here. */
  fps: number;
  /** The largest side of the preview in CSS px. */
  box?: number;
  label?: string;
  /** Called when the artist changes the rate or looping (downloads follow them). */
  onPlaybackChange?: (playback: Playback) => void;
}

export const FPS_MIN = 1;
export const FPS_MAX = 30;

const prefersReducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Plays an animation strip: the frames drawn from the one strip image at a whole-number zoom,
 * with play/pause, frame stepping, an FPS slider, onion skin (the previous frame faintly under
 * the current one) and loop. It starts playing unless the system asks for reduced motion.
 */
export function StripPlayer({
  base64,
  layout,
  fps: initialFps,
  box = 320,
  label = "Animation preview",
  onPlaybackChange,
}: Props) {
  const bitmap = useBitmap(base64);
  const count = Math.max(1, layout.frameCount);
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(count > 1);
  // Read after hydration: a server render cannot know the system's motion setting, and the
  // first browser render must match it.
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const [fps, setFps] = useState(() => Math.min(FPS_MAX, Math.max(FPS_MIN, initialFps || 8)));
  const [onion, setOnion] = useState(false);
  const [loop, setLoop] = useState(true);
  const ids = useId();

  const report = useRef(onPlaybackChange);
  report.current = onPlaybackChange;
  useEffect(() => {
    report.current?.({ fps, loop });
  }, [fps, loop]);

  // Frames advance on animation frames by elapsed time, so a slow tab never speeds up later.
  useEffect(() => {
    if (!playing) return;
    const step = 1000 / fps;
    let last = performance.now();
    let carry = 0;
    let handle = requestAnimationFrame(function tick(now) {
      carry += now - last;
      last = now;
      let advance = 0;
      while (carry >= step) {
        carry -= step;
        advance++;
      }
      if (advance > 0) {
        setFrame((current) =>
          loop ? (current + advance) % count : Math.min(current + advance, count - 1),
        );
      }
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [playing, fps, loop, count]);

  // Without loop, playback stops on the last frame.
  useEffect(() => {
    if (playing && !loop && frame === count - 1) setPlaying(false);
  }, [playing, loop, frame, count]);

  const stepBy = (delta: number) => {
    setPlaying(false);
    setFrame((current) => (current + delta + count) % count);
  };
  const toggle = () => {
    // Play at the end of a run that does not loop starts over.
    if (!playing && !loop && frame === count - 1) setFrame(0);
    setPlaying(!playing);
  };
  const onKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === "ArrowRight") stepBy(1);
    else if (event.key === "ArrowLeft") stepBy(-1);
    else if (event.key === " " || event.key === "k") toggle();
    else return;
    event.preventDefault();
  };

  const zoom = frameZoom(layout, box);
  const ghost = onion ? (frame > 0 ? frame - 1 : loop ? count - 1 : null) : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative self-start">
        <FrameCanvas
          bitmap={bitmap.status === "ready" ? bitmap.bitmap : null}
          layout={layout}
          frame={frame}
          ghost={ghost}
          zoom={zoom}
          label={label}
          onKeyDown={onKey}
        />
        {bitmap.status === "loading" ? (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/60">
            <Spinner label="Decoding the frames" />
          </span>
        ) : null}
        {bitmap.status === "error" ? (
          <p className="absolute inset-0 flex items-center justify-center bg-ink/80 p-2 text-center text-xs text-red-300">
            The strip could not be decoded.
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Playback">
        <PlayerButton label="Previous frame" onClick={() => stepBy(-1)} flip />
        <button
          type="button"
          onClick={toggle}
          disabled={count < 2}
          className="h-8 min-w-20 rounded-md border border-line px-3 text-sm text-zinc-100 hover:border-zinc-500 disabled:opacity-40"
        >
          {playing ? "Pause" : "Play"}
        </button>
        <PlayerButton label="Next frame" onClick={() => stepBy(1)} />
        <output
          aria-label="Current frame"
          data-testid="frame-indicator"
          className="ml-1 font-mono text-xs text-zinc-300"
        >
          Frame {frame + 1} / {count}
        </output>
      </div>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-zinc-300">
        <span className="flex items-center gap-2">
          <label htmlFor={`${ids}-fps`}>FPS</label>
          <input
            id={`${ids}-fps`}
            type="range"
            min={FPS_MIN}
            max={FPS_MAX}
            step={1}
            value={fps}
            onChange={(e) => setFps(Number(e.target.value))}
            className="w-32 accent-accent"
          />
          <output htmlFor={`${ids}-fps`} className="w-12 font-mono text-xs text-zinc-400">
            {fps} fps
          </output>
        </span>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={onion}
            onChange={(e) => setOnion(e.target.checked)}
            className="size-4 accent-accent"
          />
          Onion skin
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={loop}
            onChange={(e) => setLoop(e.target.checked)}
            className="size-4 accent-accent"
          />
          Loop
        </label>
      </div>
    </div>
  );
}

function PlayerButton({
  label,
  onClick,
  flip = false,
}: {
  label: string;
  onClick: () => void;
  /** Points left (previous) instead of right. */
  flip?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-8 items-center justify-center rounded-md border border-line text-zinc-200 hover:border-zinc-500"
    >
      {/* A step icon: a triangle against a bar, drawn on the pixel grid. */}
      <svg
        aria-hidden
        viewBox="0 0 8 8"
        className={`size-3 ${flip ? "-scale-x-100" : ""}`}
        shapeRendering="crispEdges"
        fill="currentColor"
      >
        <path d="M1 1h1v6H1zM2 2h1v4H2zM3 3h1v2H3zM6 1h1v6H6z" />
      </svg>
    </button>
  );
}
