"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { paletteListQuery } from "@/lib/client/palettes";
import { colourToHex, hexToColour, MAX_PALETTE, TRANSPARENT } from "@/lib/editor/document";
import { useEditor, useEditorApi } from "./editor-context";

type Slot = "primary" | "secondary";

const swatchClass =
  "checkerboard relative h-7 w-7 shrink-0 rounded-sm shadow-[0_0_0_1px_#2a2e39] aria-pressed:shadow-[0_0_0_2px_#f5b942] [--cell:4px]";

/**
 * Colours: the two slots (primary draws; secondary is the dither partner and the swap target),
 * the picture's own palette and a colour picker. A click puts a colour in the active slot. Kept
 * compact on a narrow screen (the sprite's colours in one row that scrolls sideways), where it
 * stays on screen while drawing. After it, one saved palette of the artist's choosing.
 */
export function PalettePanel({ className = "" }: { className?: string }) {
  const api = useEditorApi();
  const primary = useEditor((s) => s.primary);
  const secondary = useEditor((s) => s.secondary);
  // The palette only grows: its length changes exactly when a colour is added.
  const size = useEditor((s) => s.doc.palette.length);
  const palette = useEditor((s) => s.doc.palette);
  const [slot, setSlot] = useState<Slot>("primary");
  const [full, setFull] = useState(false);
  const active = slot === "primary" ? primary : secondary;

  const put = (index: number) =>
    slot === "primary" ? api.getState().setPrimary(index) : api.getState().setSecondary(index);
  const choose = (hex: string) => {
    const packed = hexToColour(hex);
    if (packed === null) return;
    setFull(!api.getState().chooseColour(packed, slot));
  };

  // Two boxes side by side in the editor's layout: the colours (kept on screen on a phone) and
  // the saved palette.
  return (
    <>
      <section
        aria-labelledby="editor-colours"
        className={`flex min-w-0 flex-col gap-3 max-lg:gap-2 ${className}`}
      >
        <h3 id="editor-colours" className="text-sm font-semibold text-zinc-100 max-lg:sr-only">
          Colours
        </h3>
        <div className="flex flex-wrap items-center gap-2 lg:flex-col lg:items-start lg:gap-3">
          <div role="radiogroup" aria-label="Colour slot" className="flex flex-wrap gap-2">
            {(["primary", "secondary"] as const).map((s) => {
              const index = s === "primary" ? primary : secondary;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a radio styled as a swatch card.
                <button
                  key={s}
                  type="button"
                  role="radio"
                  aria-checked={slot === s}
                  onClick={() => setSlot(s)}
                  className="flex items-center gap-2 rounded-md border border-line px-2 py-1 text-xs text-zinc-300 aria-checked:border-accent"
                >
                  <Swatch packed={palette[index] ?? 0} />
                  {s === "primary" ? "Primary" : "Secondary"}
                  {/* Left out on a phone, so the slots and the picker share one row. */}
                  <span className="font-mono text-zinc-500 max-lg:sr-only">
                    {nameOf(palette[index] ?? 0)}
                  </span>
                </button>
              );
            })}
          </div>
          <label className="flex items-center gap-2 text-sm text-zinc-300">
            <input
              type="color"
              aria-label="New colour"
              className="h-8 w-10 cursor-pointer rounded border border-line bg-ink"
              onChange={(e) => choose(e.target.value)}
            />
            <span className="max-lg:sr-only">Add a colour</span>
          </label>
        </div>
        <fieldset className="flex min-w-0 flex-wrap gap-1 max-lg:flex-nowrap max-lg:overflow-x-auto max-lg:p-0.5">
          <legend className="sr-only">Sprite colours ({size - 1})</legend>
          {palette.map((packed, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Colour ${nameOf(packed)}`}
              aria-pressed={index === active}
              title={nameOf(packed)}
              onClick={() => put(index)}
              className={swatchClass}
            >
              <Swatch packed={packed} fill />
            </button>
          ))}
        </fieldset>
        {full ? (
          <p role="alert" className="text-xs text-amber-200">
            The picture already uses {MAX_PALETTE - 1} colours, the most a version may hold; pick
            one of them.
          </p>
        ) : null}
      </section>
      <SavedPalette onChoose={choose} />
    </>
  );
}

const nameOf = (packed: number) =>
  packed === TRANSPARENT ? "transparent" : colourToHex(packed).toLowerCase();

function Swatch({ packed, fill = false }: { packed: number; fill?: boolean }) {
  const style = packed === TRANSPARENT ? undefined : { backgroundColor: colourToHex(packed) };
  return (
    <span
      aria-hidden
      className={fill ? "absolute inset-0 rounded-sm" : `${swatchClass} inline-block h-5 w-5`}
      style={style}
    />
  );
}

/** One saved palette of the artist's choosing, its colours a click from the active slot. */
function SavedPalette({ onChoose }: { onChoose: (hex: string) => void }) {
  const query = useQuery(paletteListQuery());
  const [id, setId] = useState("");
  const palettes = query.data?.palettes ?? [];
  const chosen = palettes.find((p) => p.id === id);
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm text-zinc-300">
        Saved palette
        <select
          value={id}
          onChange={(e) => setId(e.target.value)}
          className="h-9 w-full min-w-0 rounded-md border border-line bg-ink px-2 text-sm text-zinc-100"
        >
          <option value="">{query.isPending ? "Loading…" : "None"}</option>
          {palettes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.colors.length})
            </option>
          ))}
        </select>
      </label>
      {query.isError ? <p className="text-xs text-red-300">Saved palettes did not load.</p> : null}
      {chosen ? (
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{chosen.name} colours</legend>
          {chosen.colors.map((hex) => (
            <button
              key={hex}
              type="button"
              aria-label={`Saved colour ${hex.toLowerCase()}`}
              title={hex}
              onClick={() => onChoose(hex)}
              className={swatchClass}
            >
              <span
                aria-hidden
                className="absolute inset-0 rounded-sm"
                style={{ backgroundColor: hex }}
              />
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
