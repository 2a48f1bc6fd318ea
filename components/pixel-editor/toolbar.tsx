"use client";

import { useState } from "react";
import { useEditor } from "./editor-context";
import { TOOLS } from "./tools";

const toggleClass =
  "inline-flex h-9 items-center justify-center gap-1 rounded-md border border-line bg-panel-2 px-3 text-sm text-zinc-100 hover:border-zinc-500 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-accent aria-pressed:text-accent";

/** Tools, their options, undo/redo and the selection's transforms. */
export function Toolbar() {
  const tool = useEditor((s) => s.tool);
  const setTool = useEditor((s) => s.setTool);
  return (
    <div className="flex flex-col gap-3">
      <div role="toolbar" aria-label="Drawing tools" className="flex flex-wrap gap-1.5">
        {TOOLS.map((t) => (
          <button
            key={t.id}
            type="button"
            aria-pressed={tool === t.id}
            title={t.key ? `${t.label} (${t.key})` : t.label}
            aria-keyshortcuts={t.key}
            onClick={() => setTool(t.id)}
            className={toggleClass}
          >
            {t.label}
            {t.key ? <kbd className="font-mono text-xs text-zinc-500">{t.key}</kbd> : null}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <UndoRedo />
        <ToolOptions />
      </div>
      <SelectionActions />
    </div>
  );
}

function UndoRedo() {
  const history = useEditor((s) => s.history);
  const undo = useEditor((s) => s.undo);
  const redo = useEditor((s) => s.redo);
  const last = history.past.at(-1)?.name;
  const next = history.future.at(-1)?.name;
  return (
    <>
      <button
        type="button"
        className={toggleClass}
        disabled={!last}
        aria-label={last ? `Undo ${last}` : "Undo"}
        title={last ? `Undo ${last} (Ctrl+Z)` : "Nothing to undo"}
        aria-keyshortcuts="Control+Z"
        onClick={undo}
      >
        Undo
      </button>
      <button
        type="button"
        className={toggleClass}
        disabled={!next}
        aria-label={next ? `Redo ${next}` : "Redo"}
        title={next ? `Redo ${next} (Ctrl+Shift+Z)` : "Nothing to redo"}
        aria-keyshortcuts="Control+Shift+Z"
        onClick={redo}
      >
        Redo
      </button>
    </>
  );
}

function ToolOptions() {
  const tool = useEditor((s) => s.tool);
  const mirror = useEditor((s) => s.mirror);
  const contiguous = useEditor((s) => s.contiguous);
  const filled = useEditor((s) => s.filledRectangle);
  const toggle = useEditor((s) => s.toggle);
  const swapColour = useEditor((s) => s.swapColour);
  return (
    <>
      {tool === "pencil" || tool === "eraser" || tool === "dither" ? (
        <button
          type="button"
          className={toggleClass}
          aria-pressed={mirror}
          title="Every stroke is also drawn mirrored across the vertical centre"
          onClick={() => toggle("mirror")}
        >
          Mirror
        </button>
      ) : null}
      {tool === "fill" ? (
        <button
          type="button"
          className={toggleClass}
          aria-pressed={!contiguous}
          title="Off: fill the connected area. On: replace that colour everywhere in the frame"
          onClick={() => toggle("contiguous")}
        >
          Fill all of the colour
        </button>
      ) : null}
      {tool === "rectangle" ? (
        <button
          type="button"
          className={toggleClass}
          aria-pressed={filled}
          onClick={() => toggle("filledRectangle")}
        >
          Filled rectangle
        </button>
      ) : null}
      <button
        type="button"
        className={toggleClass}
        title="Every pixel of the primary colour becomes the secondary colour, in every frame"
        onClick={swapColour}
      >
        Swap colour
      </button>
    </>
  );
}

function SelectionActions() {
  const selection = useEditor((s) => s.selection);
  const rotate = useEditor((s) => s.rotateSelection);
  const scale = useEditor((s) => s.scaleSelection);
  const [degrees, setDegrees] = useState("90");
  const [factor, setFactor] = useState("2");
  const angle = Number(degrees);
  const times = Number(factor);
  const disabled = !selection;
  const field =
    "h-9 w-20 rounded-md border border-line bg-ink px-2 text-sm text-zinc-100 focus:border-accent focus:outline-none";
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5" disabled={disabled}>
      <legend className="sr-only">Selection</legend>
      <span className="text-xs text-zinc-500">
        {selection
          ? `Selection ${selection.width}×${selection.height} at ${selection.x}, ${selection.y}`
          : "Selection: drag with the selection tool (M)"}
      </span>
      <label className="flex items-center gap-1 text-sm text-zinc-300">
        Angle
        <input
          type="number"
          inputMode="decimal"
          step={1}
          value={degrees}
          onChange={(e) => setDegrees(e.target.value)}
          className={field}
        />
        °
      </label>
      <button
        type="button"
        className={toggleClass}
        disabled={disabled || !Number.isFinite(angle)}
        onClick={() => rotate(angle)}
      >
        Rotate
      </button>
      <label className="flex items-center gap-1 text-sm text-zinc-300">
        Factor
        <input
          type="number"
          inputMode="decimal"
          step={0.25}
          min={0.05}
          value={factor}
          onChange={(e) => setFactor(e.target.value)}
          className={field}
        />
      </label>
      <button
        type="button"
        className={toggleClass}
        disabled={disabled || !(times > 0)}
        onClick={() => scale(times)}
      >
        Scale
      </button>
    </fieldset>
  );
}
