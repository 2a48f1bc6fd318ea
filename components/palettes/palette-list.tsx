"use client";

import { useQuery } from "@tanstack/react-query";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/client/format";
import { paletteListQuery } from "@/lib/client/palettes";

/** GET /api/palettes as swatch strips. */
export function PaletteList() {
  const query = useQuery(paletteListQuery());
  if (query.isPending) return <Spinner label="Loading palettes" />;
  if (query.isError) return <ErrorMessage error={query.error} />;
  const palettes = query.data.palettes;
  if (palettes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-sm text-zinc-400">
        No saved palettes yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {palettes.map((palette) => (
        <li key={palette.id} className="rounded-xl border border-line bg-panel p-4">
          <div className="flex items-baseline justify-between gap-2">
            <h2 className="truncate text-sm font-semibold text-zinc-100">{palette.name}</h2>
            <span className="shrink-0 font-mono text-xs text-zinc-500">{palette.count} colors</span>
          </div>
          <ul aria-label={`Colors of ${palette.name}`} className="mt-3 flex flex-wrap">
            {palette.colors.map((color, index) => (
              <li
                key={`${color}-${index}`}
                title={color}
                aria-label={color}
                className="size-5"
                style={{ backgroundColor: color }}
              />
            ))}
          </ul>
          <p className="mt-3 text-xs text-zinc-500">
            {palette.source === "generated" ? "From a recipe" : "Custom colors"} ·{" "}
            {formatDate(palette.created_at)}
          </p>
        </li>
      ))}
    </ul>
  );
}
