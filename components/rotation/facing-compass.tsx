"use client";

import { type KeyboardEvent, useId, useState } from "react";
import { FrameCanvas, frameZoom } from "@/components/strip-player/frame-canvas";
import { useBitmap } from "@/components/strip-player/use-bitmap";
import { Spinner } from "@/components/ui/spinner";
import { ROTATION_DIRECTIONS } from "@/lib/client/constants";
import type { StripLayout } from "@/lib/client/strip";

const NAMES: Record<string, string> = {
  s: "South",
  se: "South-east",
  e: "East",
  ne: "North-east",
  n: "North",
  nw: "North-west",
  w: "West",
  sw: "South-west",
};
export const facingName = (direction: string) => NAMES[direction] ?? direction.toUpperCase();

/** The compass rose, row by row; the middle cell holds the current facing, large. */
const ROSE = [
  ["nw", "n", "ne"],
  ["w", null, "e"],
  ["sw", "s", "se"],
] as const;

interface Props {
  base64: string;
  layout: StripLayout;
  /** Strip order, left to right: s, se, e, ne, n, nw, w, sw. */
  directions?: readonly string[];
  calibrationScore?: number;
  /** Facings not drawn for themselves (invented from the pixels, or a copy of another). */
  invented?: readonly string[];
  box?: number;
}

/**
 * A rotation's eight facings as a compass: each direction a button around the current facing,
 * shown large; "Previous facing" and "Next facing" spin through them in strip order, as do the
 * arrow keys on the large view.
 */
export function FacingCompass({
  base64,
  layout,
  directions = ROTATION_DIRECTIONS,
  calibrationScore,
  invented,
  box = 224,
}: Props) {
  const bitmap = useBitmap(base64);
  const [index, setIndex] = useState(0);
  const count = Math.min(directions.length, layout.frameCount);
  const spin = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const current = directions[index] ?? "s";
  const ready = bitmap.status === "ready" ? bitmap.bitmap : null;
  const big = frameZoom(layout, box);
  const small = frameZoom(layout, 40);

  const onKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key === "ArrowRight") spin(1);
    else if (event.key === "ArrowLeft") spin(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid w-fit grid-cols-[auto_auto_auto] items-center justify-items-center gap-2">
        {ROSE.flat().map((direction, cell) => {
          if (direction === null) {
            return (
              <div key="center" className="relative flex flex-col items-center gap-1 p-2">
                <FrameCanvas
                  bitmap={ready}
                  layout={layout}
                  frame={index}
                  zoom={big}
                  label={`Facing ${facingName(current)}`}
                  onKeyDown={onKey}
                />
                {bitmap.status === "loading" ? (
                  <span className="absolute inset-0 flex items-center justify-center">
                    <Spinner label="Decoding the facings" />
                  </span>
                ) : null}
              </div>
            );
          }
          const at = directions.indexOf(direction);
          if (at < 0 || at >= count) return <span key={`empty-${cell}`} />;
          return (
            <button
              key={direction}
              type="button"
              aria-label={facingName(direction)}
              aria-pressed={at === index}
              onClick={() => setIndex(at)}
              className="flex flex-col items-center gap-1 rounded-md border border-line p-1.5 text-[11px] font-mono uppercase text-zinc-400 hover:border-zinc-500 aria-pressed:border-accent aria-pressed:text-accent"
            >
              <FrameCanvas bitmap={ready} layout={layout} frame={at} zoom={small} />
              <span aria-hidden>{direction}</span>
            </button>
          );
        })}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => spin(-1)}
          className="h-8 rounded-md border border-line px-3 text-sm text-zinc-200 hover:border-zinc-500"
        >
          Previous facing
        </button>
        <button
          type="button"
          onClick={() => spin(1)}
          className="h-8 rounded-md border border-line px-3 text-sm text-zinc-200 hover:border-zinc-500"
        >
          Next facing
        </button>
        <output aria-label="Current facing" className="ml-1 text-sm text-zinc-100">
          {facingName(current)}{" "}
          <span className="font-mono text-xs text-zinc-400">
            ({index + 1} of {count})
          </span>
        </output>
      </div>

      {calibrationScore !== undefined ? (
        <Calibration score={calibrationScore} invented={invented?.map(facingName)} />
      ) : null}
    </div>
  );
}

/** The calibration score in words: how much of the facings was observed, not invented. */
export function Calibration({
  score,
  invented,
}: {
  score: number;
  /** Names of the facings not drawn for themselves. */
  invented?: readonly string[];
}) {
  const labelId = useId();
  const percent = Math.round(score * 100);
  const level =
    score >= 0.75
      ? { word: "High", tone: "text-emerald-300" }
      : score >= 0.5
        ? { word: "Moderate", tone: "text-amber-200" }
        : { word: "Low", tone: "text-red-300" };
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-line bg-ink/40 px-3 py-2">
      <div className="flex items-center gap-3 text-sm">
        <span id={labelId} className="text-zinc-300">
          Calibration score
        </span>
        <meter
          aria-labelledby={labelId}
          min={0}
          max={1}
          low={0.5}
          high={0.75}
          optimum={1}
          value={score}
          className="h-2 w-32"
        />
        <span className={`font-mono text-xs ${level.tone}`}>
          {score.toFixed(2)} · {level.word}
        </span>
      </div>
      <p className="text-xs text-zinc-400">
        How much of these facings was observed rather than invented: about {percent}% of what they
        show comes from the source sprite; the rest ({100 - percent}%) was inferred for the sides it
        does not show.
        {score < 0.5 ? " The unseen sides are mostly guesses: check them before use." : ""}
      </p>
      {invented && invented.length > 0 ? (
        <p className="text-xs text-zinc-400">Not drawn for their facing: {invented.join(", ")}.</p>
      ) : null}
    </div>
  );
}
