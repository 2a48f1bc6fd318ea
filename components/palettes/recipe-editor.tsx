"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { controlClass, FormField, numberClass } from "@/components/ui/form-field";
import { SavedNote } from "@/components/ui/submit-row";
import {
  HUE_SHIFT_MAX,
  HUE_SHIFT_MIN,
  PALETTE_MAX_COLORS,
  PALETTE_MAX_MOODS,
  PALETTE_MIN_COLORS,
  PALETTE_NAME_MAX,
} from "@/lib/client/constants";
import { type PaletteOption, type PaletteRecipe, useSavePalette } from "@/lib/client/palettes";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import { numberOrUndefined } from "@/lib/client/validation";
// Pure TypeScript with no dependencies: the browser runs the same function the server saves
// with, so the preview shows exactly the colors a save will store.
import { generatePalette, MOODS } from "@/lib/engine/palette";

const MOOD_NAMES = Object.keys(MOODS);
/** The drift the engine draws when a recipe leaves it null, roughly; only the slider's start. */
const DEFAULT_SHIFT = 25;

/** A color count typed into the spinbutton, when it is one the recipe accepts. */
function parseCount(text: string): number | null {
  const n = numberOrUndefined(text);
  return n !== undefined &&
    Number.isInteger(n) &&
    n >= PALETTE_MIN_COLORS &&
    n <= PALETTE_MAX_COLORS
    ? n
    : null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A name from the prompt: "misty forest, 16 colors" → "Misty forest". */
export function nameFromPrompt(prompt: string): string {
  const words = prompt
    .replace(/\b\d+\s*colou?rs?\b/gi, "")
    .split(/[,.;]/)[0]!
    .trim()
    .replace(/\s+/g, " ");
  return capitalise(words).slice(0, PALETTE_NAME_MAX);
}

/**
 * Tweak the chosen option's recipe (hue shift, color count, moods) and see it update at once,
 * computed in the browser; then save the recipe under a name. The server regenerates the recipe
 * with the same function, so the saved colors are the ones shown.
 */
export function RecipeEditor({ option, prompt }: { option: PaletteOption; prompt: string }) {
  const base = option.recipe;
  const [hueShift, setHueShift] = useState<number>(base.hueShift ?? DEFAULT_SHIFT);
  const [count, setCount] = useState(String(base.count));
  const [moods, setMoods] = useState<string[]>([...(base.moods ?? [])]);
  const [name, setName] = useState(() => nameFromPrompt(prompt));
  const save = useSavePalette();

  // The preview follows the last valid count while a new one is being typed.
  const [validCount, setValidCount] = useState(base.count);
  const countOk = parseCount(count) !== null;
  const recipe: PaletteRecipe = useMemo(
    () => ({ ...base, hueShift, count: validCount, moods }),
    [base, hueShift, validCount, moods],
  );
  const shown = useMemo(() => generatePalette(recipe), [recipe]);

  const body = useMemo(() => ({ name: name.trim(), recipe }), [name, recipe]);
  const form = useCheckedForm(requestSchemas.SavePalette, body);
  const { errors, touched, touch } = form;
  // Recipe issues are about the count or moods: show them by those controls.
  const recipeError = errors.recipe;
  const countError =
    count.trim() === ""
      ? touched
        ? "Enter a number."
        : undefined
      : !countOk && touched
        ? `Must be a whole number from ${PALETTE_MIN_COLORS} to ${PALETTE_MAX_COLORS}.`
        : undefined;

  const edited =
    hueShift !== (base.hueShift ?? DEFAULT_SHIFT) ||
    validCount !== base.count ||
    moods.join() !== (base.moods ?? []).join();

  const toggleMood = (mood: string) => {
    touch();
    setMoods((current) =>
      current.includes(mood) ? current.filter((m) => m !== mood) : [...current, mood],
    );
  };

  const reset = () => {
    setHueShift(base.hueShift ?? DEFAULT_SHIFT);
    setCount(String(base.count));
    setValidCount(base.count);
    setMoods([...(base.moods ?? [])]);
  };

  // The recipe exactly as shown: the server regenerates it to these colors.
  const onSubmit = form.submit(() => save.mutate({ name: body.name, recipe }));

  const saved = save.data;
  return (
    <section
      aria-labelledby="tweak-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="tweak-heading" className="text-lg font-semibold text-zinc-50">
          Option {option.option}: tweak and save
        </h2>
        <Button size="sm" variant="ghost" onClick={reset} disabled={!edited}>
          Reset tweaks
        </Button>
      </div>

      <div>
        <div
          role="img"
          aria-label={`Preview: ${shown.length} colors`}
          data-testid="palette-preview"
          data-colors={shown.join(" ")}
          className="grid overflow-hidden rounded-lg border border-line"
          style={{ gridTemplateColumns: `repeat(${Math.min(shown.length, 16)}, minmax(0, 1fr))` }}
        >
          {shown.map((color, index) => (
            <span
              key={`${color}-${index}`}
              title={color}
              className="h-10"
              style={{ backgroundColor: color }}
            />
          ))}
        </div>
        <p className="mt-1.5 text-xs text-zinc-400">
          {shown.length} colors, dark to light by ramp. Hover a swatch for its hex.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField
          label="Hue shift"
          hint="How far hues drift along each ramp: lights lean warm, darks lean cool; negative reverses it."
          aside={
            <output className="font-mono text-xs text-zinc-400">
              {hueShift > 0 ? "+" : ""}
              {hueShift}°
            </output>
          }
        >
          {(control) => (
            <input
              {...control}
              type="range"
              min={HUE_SHIFT_MIN}
              max={HUE_SHIFT_MAX}
              step={1}
              value={hueShift}
              onChange={(e) => {
                setHueShift(Number(e.target.value));
                touch();
              }}
              className="mt-2 accent-accent"
            />
          )}
        </FormField>
        <FormField label="Color count" error={countError}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={PALETTE_MIN_COLORS}
              max={PALETTE_MAX_COLORS}
              step={1}
              value={count}
              onChange={(e) => {
                setCount(e.target.value);
                touch();
                const next = parseCount(e.target.value);
                if (next !== null) setValidCount(next);
              }}
              className={numberClass}
            />
          )}
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-zinc-300">
          Moods{" "}
          <span className="font-normal text-zinc-400">
            ({moods.length} of at most {PALETTE_MAX_MOODS})
          </span>
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {MOOD_NAMES.map((mood) => {
            const on = moods.includes(mood);
            return (
              <label
                key={mood}
                className="flex cursor-pointer items-center gap-1.5 rounded-full border border-line px-2.5 py-1 text-xs text-zinc-300 has-[:checked]:border-accent has-[:checked]:text-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && moods.length >= PALETTE_MAX_MOODS}
                  onChange={() => toggleMood(mood)}
                  className="sr-only"
                />
                {mood}
              </label>
            );
          })}
        </div>
        {recipeError ? <p className="mt-1.5 text-xs text-red-300">{recipeError}</p> : null}
      </fieldset>

      <form
        aria-label="Save the palette"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 border-t border-line pt-4"
      >
        <FormField label="Palette name" error={touched ? errors.name : undefined}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={name}
              maxLength={PALETTE_NAME_MAX + 20}
              onChange={(e) => {
                setName(e.target.value);
                touch();
              }}
              className={`h-10 ${controlClass}`}
            />
          )}
        </FormField>
        {form.formError ? <ErrorMessage error={new Error(form.formError)} /> : null}
        <ErrorMessage error={save.error} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={save.isPending || !countOk}>
            {save.isPending ? "Saving…" : "Save palette"}
          </Button>
          <span className="text-xs text-zinc-400">Free.</span>
        </div>
        {saved ? (
          <SavedNote href={`/create?palette=${saved.id}`} linkText="Use for generation">
            Saved “{saved.name}” ({saved.count} colors
            {saved.colors.join() === shown.join() ? ", exactly as shown" : ""}).
          </SavedNote>
        ) : null}
      </form>
    </section>
  );
}
