"use client";

import { useEditor } from "./editor-context";

/** For strips: which frame is edited, and the onion skin (the previous frame, faint, beneath). */
export function FramePicker() {
  const count = useEditor((s) => s.doc.frames.length);
  const frame = useEditor((s) => s.frame);
  const onionSkin = useEditor((s) => s.onionSkin);
  const setFrame = useEditor((s) => s.setFrame);
  const toggle = useEditor((s) => s.toggle);
  if (count < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">Frames</legend>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-pressed={frame === i}
            aria-label={`Frame ${i + 1}`}
            onClick={() => setFrame(i)}
            className="h-8 min-w-8 rounded-md border border-line bg-panel-2 px-2 text-sm tabular-nums text-zinc-100 aria-pressed:border-accent aria-pressed:text-accent"
          >
            {i + 1}
          </button>
        ))}
      </fieldset>
      <label className="ml-2 flex items-center gap-2 text-sm text-zinc-300">
        <input type="checkbox" checked={onionSkin} onChange={() => toggle("onionSkin")} />
        Onion skin
      </label>
    </div>
  );
}
