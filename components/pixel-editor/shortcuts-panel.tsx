"use client";

import { useId } from "react";
import { SHORTCUTS } from "./tools";

/** The "?" button and the list of shortcuts it opens (also opened by the ? key). */
export function ShortcutsButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <div className="relative shrink-0">
      <button
        type="button"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="h-9 w-9 rounded-full border border-line bg-panel-2 text-sm font-semibold text-zinc-100 hover:border-zinc-500 aria-expanded:border-accent"
      >
        ?
      </button>
      {open ? (
        <section
          id={id}
          aria-label="Keyboard shortcuts"
          className="absolute right-0 top-11 z-20 w-[min(22rem,calc(100vw-3rem))] rounded-lg border border-line bg-panel p-3 shadow-xl"
        >
          <dl className="grid grid-cols-[minmax(0,9rem)_1fr] gap-x-3 gap-y-1 text-sm">
            {SHORTCUTS.map(({ keys, does }) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="font-mono text-xs text-accent">{keys}</kbd>
                </dt>
                <dd className="text-zinc-300">{does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
