"use client";

import { type FormEvent, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { controlClass, FormField, Swatches } from "@/components/ui/form-field";
import { SavedNote } from "@/components/ui/submit-row";
import {
  PALETTE_NAME_MAX,
  SAVED_PALETTE_MAX_COLORS,
  SAVED_PALETTE_MIN_COLORS,
} from "@/lib/client/constants";
import { useSavePalette } from "@/lib/client/palettes";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import { type PaletteFormat, paletteFormatOf, parsePalette } from "@/lib/engine/palette";

/** The format by extension, else by the header inside (a `.txt` export is common). */
function formatOf(fileName: string, text: string): PaletteFormat {
  const byName = paletteFormatOf(fileName);
  if (byName) return byName;
  const head = text.replace(/^\uFEFF/, "").trimStart();
  if (head.startsWith("GIMP Palette")) return "gpl";
  if (head.startsWith("JASC-PAL")) return "pal";
  return "hex";
}

interface Parsed {
  fileName: string;
  format: PaletteFormat;
  colors: string[];
}

const MAX_FILE_BYTES = 256_000;

/** Import a `.gpl`, `.hex` or `.pal` file and save its colors as an explicit palette. */
export function PaletteImport() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const save = useSavePalette();

  const body = useMemo(
    () => (parsed ? { name: name.trim(), colors: parsed.colors } : null),
    [parsed, name],
  );
  const form = useCheckedForm(requestSchemas.SavePalette, body, body !== null);
  const { errors } = form;

  const choose = async (file: File) => {
    save.reset();
    form.reset();
    setParsed(null);
    if (file.size > MAX_FILE_BYTES) {
      setReadError(`${file.name} is too large to be a palette file.`);
      return;
    }
    try {
      const text = await file.text();
      const format = formatOf(file.name, text);
      const palette = parsePalette(text, format);
      setParsed({ fileName: file.name, format, colors: palette.colors });
      setName((palette.name ?? file.name.replace(/\.[a-z]+$/i, "")).slice(0, PALETTE_NAME_MAX));
      setReadError(null);
    } catch (error) {
      setReadError(
        `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}.`,
      );
    }
  };

  const submit = form.submit(() => {
    if (!body) return;
    save.mutate(
      { name: body.name, colors: body.colors },
      {
        onSuccess: () => {
          setParsed(null);
          if (inputRef.current) inputRef.current.value = "";
        },
      },
    );
  });
  const onSubmit = (event: FormEvent) => {
    if (body) void submit(event);
    else event.preventDefault();
  };

  const colorCount = parsed?.colors.length ?? 0;
  const countProblem =
    parsed && (colorCount < SAVED_PALETTE_MIN_COLORS || colorCount > SAVED_PALETTE_MAX_COLORS)
      ? `A saved palette has ${SAVED_PALETTE_MIN_COLORS} to ${SAVED_PALETTE_MAX_COLORS} colors; this file has ${colorCount}.`
      : (errors.colors ?? null);

  return (
    <section
      aria-labelledby="import-palette-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-panel p-4"
    >
      <div>
        <h2 id="import-palette-heading" className="text-lg font-semibold text-zinc-50">
          Import a palette file
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          GIMP <code className="font-mono text-xs">.gpl</code>, Lospec{" "}
          <code className="font-mono text-xs">.hex</code> or JASC{" "}
          <code className="font-mono text-xs">.pal</code>; saved as explicit colors.
        </p>
      </div>
      <div>
        <label htmlFor="palette-file" className="sr-only">
          Palette file
        </label>
        <input
          ref={inputRef}
          id="palette-file"
          type="file"
          accept=".gpl,.hex,.pal,.txt,text/plain"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void choose(file);
          }}
        />
        <Button onClick={() => inputRef.current?.click()}>Import palette file</Button>
      </div>
      {readError ? (
        <p role="alert" className="text-sm text-red-300">
          {readError}
        </p>
      ) : null}

      {parsed ? (
        <form
          aria-label="Save the imported palette"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 border-t border-line pt-3"
        >
          <p className="text-xs text-zinc-400">
            <span className="font-mono">{parsed.fileName}</span> · .{parsed.format} · {colorCount}{" "}
            colors
          </p>
          <Swatches
            colors={parsed.colors}
            size="size-5"
            label={`Imported colors: ${parsed.colors.join(", ")}`}
          />
          {countProblem ? <p className="text-xs text-red-300">{countProblem}</p> : null}
          <FormField label="Imported palette name" error={errors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={name}
                onChange={(e) => setName(e.target.value)}
                className={`h-10 ${controlClass}`}
              />
            )}
          </FormField>
          {form.formError ? <ErrorMessage error={new Error(form.formError)} /> : null}
          <ErrorMessage error={save.error} />
          <div className="flex gap-2">
            <Button
              type="submit"
              variant="primary"
              disabled={save.isPending || countProblem !== null}
            >
              {save.isPending ? "Saving…" : "Save imported palette"}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setParsed(null);
                if (inputRef.current) inputRef.current.value = "";
              }}
            >
              Discard
            </Button>
          </div>
        </form>
      ) : null}

      {save.data && !parsed ? (
        <SavedNote href={`/create?palette=${save.data.id}`} linkText="Use for generation">
          Saved “{save.data.name}” ({save.data.count} colors).
        </SavedNote>
      ) : null}
    </section>
  );
}
