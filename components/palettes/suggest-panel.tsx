"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { controlClass, FormField, numberClass, Swatches } from "@/components/ui/form-field";
import { PALETTE_MAX_COLORS, PALETTE_MIN_COLORS, PALETTE_PROMPT_MAX } from "@/lib/client/constants";
import type { PaletteOption } from "@/lib/client/palettes";
import { useSuggestPalettes } from "@/lib/client/palettes";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import { numberOrUndefined } from "@/lib/client/validation";

const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-ink/40 px-3 py-2.5 hover:border-zinc-500 has-[:checked]:border-accent has-[:checked]:bg-accent/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

/**
 * Suggest palettes from a prompt (POST /api/palettes/generate, free, nothing saved) and pick one
 * of the options. Picking hands the option's recipe to the tweak panel.
 */
export function SuggestPanel({
  chosen,
  onChoose,
}: {
  chosen: PaletteOption | null;
  onChoose: (option: PaletteOption, prompt: string) => void;
}) {
  const [prompt, setPrompt] = useState("");
  const [count, setCount] = useState("");
  const suggest = useSuggestPalettes();

  const body = useMemo(
    () => ({ prompt, ...(count.trim() ? { count: numberOrUndefined(count) } : {}) }),
    [prompt, count],
  );
  const form = useCheckedForm(requestSchemas.GeneratePalettes, body);
  const { errors, touch } = form;

  const onSubmit = form.submit((checked) =>
    suggest.mutate(checked, {
      // The first option is chosen at once, so the tweak panel has something to show.
      onSuccess: (data) => {
        const first = data.options[0];
        if (first) onChoose(first, data.prompt);
      },
    }),
  );

  const data = suggest.data;
  return (
    <section aria-labelledby="suggest-heading" className="flex flex-col gap-4">
      <h2 id="suggest-heading" className="text-lg font-semibold text-zinc-50">
        Suggest from a prompt
      </h2>
      <form
        aria-label="Suggest palettes"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-xl border border-line bg-panel p-4"
      >
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <FormField
            label="Palette prompt"
            error={errors.prompt}
            hint="A theme, a main color, moods; a number sets the color count: “misty forest, moss green, 16 colors”."
            aside={
              <span aria-hidden className="font-mono text-xs text-zinc-400">
                {prompt.length} / {PALETTE_PROMPT_MAX}
              </span>
            }
          >
            {(control) => (
              <input
                {...control}
                type="text"
                value={prompt}
                onChange={(e) => {
                  setPrompt(e.target.value);
                  touch();
                }}
                placeholder="warm desert at dusk"
                className={`h-10 ${controlClass}`}
              />
            )}
          </FormField>
          <FormField
            label="Colors"
            error={errors.count}
            hint={`Optional, ${PALETTE_MIN_COLORS} to ${PALETTE_MAX_COLORS}.`}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                min={PALETTE_MIN_COLORS}
                max={PALETTE_MAX_COLORS}
                value={count}
                placeholder="auto"
                onChange={(e) => {
                  setCount(e.target.value);
                  touch();
                }}
                className={numberClass}
              />
            )}
          </FormField>
        </div>
        {form.formError ? <ErrorMessage error={new Error(form.formError)} /> : null}
        <ErrorMessage error={suggest.error} />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="primary" disabled={suggest.isPending}>
            {suggest.isPending ? "Suggesting…" : "Suggest palettes"}
          </Button>
          <span className="text-xs text-zinc-400">Free. Nothing is saved until you say so.</span>
        </div>
      </form>

      {data ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-zinc-300">
            <span className="text-zinc-400">Read as: </span>
            <span data-testid="read-as">{data.read_as}</span>
          </p>
          <div role="radiogroup" aria-label="Palette options" className="flex flex-col gap-2">
            {data.options.map((option) => (
              <label key={option.option} className={optionClass}>
                <input
                  type="radio"
                  name="palette-option"
                  checked={chosen === option}
                  onChange={() => onChoose(option, data.prompt)}
                  className="accent-accent"
                />
                <span className="w-36 shrink-0 text-sm text-zinc-100">
                  Option {option.option} · {option.colors.length} colors
                </span>
                <Swatches colors={option.colors} size="size-5" className="min-w-0 flex-1" />
              </label>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
