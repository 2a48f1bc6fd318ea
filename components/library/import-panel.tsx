"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { TextField } from "@/components/ui/field";
import { fitScale } from "@/components/ui/pixel-image";
import { Spinner } from "@/components/ui/spinner";
import { ASSET_TYPES } from "@/lib/client/constants";
import { IMPORT_TITLE_MAX } from "@/lib/client/constants";
import { filterLabel } from "@/lib/client/filters";
import { spriteName } from "@/lib/client/format";
import type { InspectedFile } from "@/lib/client/image-checks";
import type { ImportFlow } from "./use-import-flow";

/** The step between choosing a file and sending it: each rule checked, then a confirm. */
export function ImportPanel({ flow }: { flow: ImportFlow }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens after a file is chosen: bring keyboard and screen-reader focus to it.
  useEffect(() => {
    if (flow.inspected) heading.current?.focus();
  }, [flow.inspected]);

  if (flow.inspecting) {
    return (
      <div className="rounded-xl border border-line bg-panel p-4">
        <Spinner label="Checking the image" />
      </div>
    );
  }
  if (flow.imported) {
    return (
      <div
        role="status"
        className="flex items-center justify-between gap-4 rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100"
      >
        <p>
          Imported “{spriteName(flow.imported)}” ({flow.imported.width} × {flow.imported.height}{" "}
          px). It is first in the library.
        </p>
        <Button size="sm" variant="ghost" onClick={flow.dismissImported}>
          Dismiss
        </Button>
      </div>
    );
  }
  const inspected = flow.inspected;
  if (!inspected) return null;

  const sending = flow.mutation.isPending;
  return (
    <section
      aria-labelledby="import-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-4 sm:flex-row"
    >
      <Preview inspected={inspected} />
      <form
        className="flex min-w-0 flex-1 flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.submit();
        }}
      >
        <div>
          <h2
            ref={heading}
            id="import-heading"
            tabIndex={-1}
            className="text-base font-semibold text-zinc-50 focus:outline-none"
          >
            Import a sprite
          </h2>
          <p className="truncate font-mono text-xs text-zinc-400">{inspected.file.name}</p>
        </div>
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="Import checks">
          {inspected.checks.map((check) => (
            <li key={check.id} className="flex gap-2">
              <span
                aria-hidden
                className={`mt-1.5 size-2 shrink-0 ${check.ok ? "bg-emerald-400" : "bg-red-400"}`}
              />
              <span>
                <span className="sr-only">{check.ok ? "Passed: " : "Failed: "}</span>
                <span className={check.ok ? "text-zinc-200" : "text-red-200"}>{check.label}</span>
                <span className="block text-xs text-zinc-400">{check.detail}</span>
              </span>
            </li>
          ))}
        </ul>
        {inspected.ok ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Title"
              value={flow.title}
              onChange={(event) => flow.setTitle(event.target.value)}
              maxLength={IMPORT_TITLE_MAX}
              placeholder="Imported sprite"
              hint="Optional. Names the sprite in your library."
            />
            <CategorySelect value={flow.category} onChange={flow.setCategory} />
          </div>
        ) : (
          <p className="text-sm text-red-200">
            This file cannot be imported as it is. Fix what is marked above and choose it again.
          </p>
        )}
        <ErrorMessage error={flow.mutation.error} />
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={!inspected.ok || sending}>
            {sending ? "Adding…" : "Add to library"}
          </Button>
          <Button variant="ghost" onClick={flow.discard} disabled={sending}>
            Discard
          </Button>
        </div>
      </form>
    </section>
  );
}

function CategorySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  // Not named "Asset type": that name belongs to the library filter on the same page.
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="import-category" className="text-sm font-medium text-zinc-300">
        Category
      </label>
      <select
        id="import-category"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="import-category-hint"
        className="h-10 rounded-md border border-line bg-ink px-3 text-sm text-zinc-100 focus:border-accent focus:outline-none"
      >
        <option value="">None</option>
        {ASSET_TYPES.map((type) => (
          <option key={type} value={type}>
            {filterLabel(type)}
          </option>
        ))}
      </select>
      <p id="import-category-hint" className="text-xs text-zinc-400">
        Optional. Stored as the sprite's asset type for filtering.
      </p>
    </div>
  );
}

/** The chosen file itself, at whole-pixel zoom on the checkerboard, before it is sent. */
function Preview({ inspected }: { inspected: InspectedFile }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!inspected.format || inspected.width === null) return;
    const objectUrl = URL.createObjectURL(inspected.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [inspected]);

  const box = 160;
  const scale =
    inspected.width && inspected.height ? fitScale(inspected.width, inspected.height, box) : 1;
  return (
    <div
      className="checkerboard flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line"
      style={{ width: box, height: box }}
    >
      {url && inspected.width && inspected.height ? (
        // biome-ignore lint/performance/noImgElement: a local object URL of pixel art.
        <img
          src={url}
          alt="Preview of the chosen file"
          width={Math.round(inspected.width * scale)}
          height={Math.round(inspected.height * scale)}
          className="pixelated"
        />
      ) : (
        <span className="px-3 text-center text-xs text-zinc-400">No preview</span>
      )}
    </div>
  );
}
