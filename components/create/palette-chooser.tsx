"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ErrorMessage } from "@/components/ui/error-message";
import { Swatches } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { paletteListQuery } from "@/lib/client/palettes";

const rowClass =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 hover:border-zinc-500 has-[:checked]:border-accent has-[:checked]:bg-accent/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

/**
 * Saved palettes as swatch rows, one radio each; "Engine's own colors" is no palette. A chosen
 * palette locks the sprite to its colors, and later operations keep them.
 */
export function PaletteChooser({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const query = useQuery(paletteListQuery());
  const palettes = query.data?.palettes ?? [];
  const missing = value !== null && query.isSuccess && !palettes.some((p) => p.id === value);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">Palette</legend>
      <div className="flex max-h-72 flex-col gap-1.5 overflow-y-auto pr-1">
        <label className={rowClass}>
          <input
            type="radio"
            name="palette"
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="accent-accent"
          />
          <span className="text-sm text-zinc-200">Engine's own colors</span>
          <span className="ml-auto text-xs text-zinc-400">a hue-shifted palette of its own</span>
        </label>
        {palettes.map((palette) => (
          <label key={palette.id} className={rowClass}>
            <input
              type="radio"
              name="palette"
              value={palette.id}
              checked={value === palette.id}
              onChange={() => onChange(palette.id)}
              className="accent-accent"
            />
            <span className="w-32 shrink-0 truncate text-sm text-zinc-200">{palette.name}</span>
            <Swatches colors={palette.colors} size="size-3.5" className="min-w-0 flex-1" />
            <span className="shrink-0 font-mono text-xs text-zinc-400">
              {palette.count}
              <span className="sr-only"> colors</span>
            </span>
          </label>
        ))}
      </div>
      {query.isPending ? <Spinner label="Loading your palettes" /> : null}
      {query.isError ? <ErrorMessage error={query.error} /> : null}
      {missing ? (
        <p role="alert" className="text-xs text-red-300">
          The palette in the link is not among your saved palettes; pick another.
        </p>
      ) : null}
      <p className="text-xs text-zinc-400">
        The sprite is drawn in the chosen palette and held to it.{" "}
        <Link href="/palettes" className="text-accent underline underline-offset-4">
          Make a palette
        </Link>
      </p>
    </fieldset>
  );
}
