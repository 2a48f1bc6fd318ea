"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Swatches } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { fileStem, saveFile } from "@/lib/client/download";
import { formatDate } from "@/lib/client/format";
import { type Palette, paletteListQuery } from "@/lib/client/palettes";
import { type PaletteFormat, serializePalette } from "@/lib/engine/palette";

const FORMATS: { format: PaletteFormat; title: string }[] = [
  { format: "gpl", title: "GIMP palette (also Aseprite, Krita, Inkscape)" },
  { format: "hex", title: "One hex color per line (Lospec)" },
  { format: "pal", title: "JASC-PAL (Paint Shop Pro, Aseprite, Pyxel Edit)" },
];

function exportPalette(palette: Palette, format: PaletteFormat) {
  const text = serializePalette({ name: palette.name, colors: palette.colors }, format);
  saveFile(text, "text/plain", `${fileStem(palette.name, "palette")}.${format}`);
}

/** GET /api/palettes as swatch strips, each exportable and usable for generation. */
export function PaletteList() {
  const query = useQuery(paletteListQuery());
  if (query.isPending) return <Spinner label="Loading palettes" />;
  if (query.isError) return <ErrorMessage error={query.error} />;
  const palettes = query.data.palettes;
  if (palettes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-sm text-zinc-400">
        No saved palettes yet. Suggest one above, or import a palette file.
      </p>
    );
  }
  return (
    <ul aria-label="Saved palettes" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {palettes.map((palette) => (
        <li key={palette.id}>
          <article
            aria-labelledby={`palette-${palette.id}`}
            className="flex h-full flex-col gap-3 rounded-xl border border-line bg-panel p-4"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3
                id={`palette-${palette.id}`}
                className="truncate text-sm font-semibold text-zinc-100"
              >
                {palette.name}
              </h3>
              <span className="shrink-0 font-mono text-xs text-zinc-400">
                {palette.count} colors
              </span>
            </div>
            <Swatches
              colors={palette.colors}
              size="size-5"
              label={`Colors of ${palette.name}: ${palette.colors.join(", ")}`}
            />
            <p className="text-xs text-zinc-400">
              {palette.source === "generated" ? "From a recipe" : "Custom colors"} ·{" "}
              {formatDate(palette.created_at)}
            </p>
            <div className="mt-auto flex flex-wrap items-center gap-1.5">
              <Link
                href={`/create?palette=${palette.id}`}
                className="inline-flex h-8 items-center rounded-md bg-accent px-3 text-sm font-semibold text-ink hover:bg-accent-strong"
              >
                Use for generation
              </Link>
              <span className="ml-auto text-xs text-zinc-400" aria-hidden>
                Export
              </span>
              {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset. */}
              <div role="group" aria-label={`Export ${palette.name}`} className="flex gap-1">
                {FORMATS.map(({ format, title }) => (
                  <Button
                    key={format}
                    size="sm"
                    variant="ghost"
                    title={title}
                    className="font-mono"
                    onClick={() => exportPalette(palette, format)}
                  >
                    .{format}
                  </Button>
                ))}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
