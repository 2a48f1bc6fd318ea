"use client";

import { countOf, previewSentence } from "@/lib/client/touch-up-words";
import type { TouchUpPreview } from "@/lib/contract/touch-up-preview";

/**
 * The free preview under the touch-up prompt: a polite status line saying what the touch-up
 * will do (or why it cannot), and the objects the region holds as chips that add their name to
 * the sentence.
 */
export function TouchUpPreviewNote({
  state,
  preview,
  error,
  onUse,
}: {
  /** idle: no sentence yet; reading: waiting for the preview of what is typed now. */
  state: "idle" | "reading" | "ready" | "error";
  preview: TouchUpPreview | undefined;
  error: Error | null;
  onUse: (name: string) => void;
}) {
  const text =
    state === "idle"
      ? "Write a sentence to see which pixels will change before you pay."
      : state === "reading"
        ? "Reading the sentence…"
        : state === "error"
          ? `No preview: ${error?.message ?? "the preview failed"}`
          : preview
            ? previewSentence(preview)
            : "";
  const objects = state === "ready" ? (preview?.objects ?? []) : [];
  return (
    <div className="-mt-2 flex flex-col gap-2">
      <p
        role="status"
        aria-label="Touch-up preview"
        data-refused={preview?.refused && state === "ready" ? "true" : undefined}
        className={`text-xs ${state === "ready" && preview?.refused ? "text-amber-300" : "text-zinc-300"}`}
      >
        {text}
      </p>
      {objects.length > 0 ? (
        <ul aria-label="In this region" className="flex flex-wrap gap-1.5">
          {objects.map((object) => (
            <li key={object.name}>
              <button
                type="button"
                aria-label={`Use ${object.name}`}
                title={`${object.name}: ${countOf(object.pixels, "pixel")}`}
                onClick={() => onUse(object.name)}
                className="inline-flex h-7 items-center gap-1.5 rounded-full border border-line bg-panel-2 px-2.5 text-xs text-zinc-100 hover:border-zinc-500"
              >
                <span
                  aria-hidden="true"
                  className="h-3 w-3 rounded-full border border-black/40"
                  style={{ backgroundColor: object.color }}
                />
                {object.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
