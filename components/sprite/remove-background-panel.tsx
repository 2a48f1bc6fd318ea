"use client";

import Link from "next/link";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { FormField, numberClass } from "@/components/ui/form-field";
import {
  ALPHA_THRESHOLD,
  COSTS,
  MATTE_PALETTE_SIZE,
  TOLERANCE_DEFAULT,
  TOLERANCE_MAX,
} from "@/lib/client/constants";
import { useRemoveBackground } from "@/lib/client/edits";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { cornerColor, cornersTransparent, decodePngBase64 } from "@/lib/client/image-data";
import { costLabel } from "@/lib/client/labels";
import { requestSchemas } from "@/lib/client/schemas";
import { checkWith, useSchemaCheck } from "@/lib/client/use-schema-check";
import { type FieldErrors, numberOrUndefined } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { BeforeAfter } from "./before-after";

type Method = "standard" | "refined";

const METHODS: { value: Method; label: string; detail: string }[] = [
  {
    value: "standard",
    label: "Standard",
    detail: "Chroma key, flooded from the border: enclosed areas of the key color survive.",
  },
  {
    value: "refined",
    label: "Refined",
    detail: "Palette matting: un-mixes edge colors, removes spill and stray islands.",
  },
];

/** What the corners of the source say, decoded in the browser before anything is sent. */
function useCornerCheck(base64: string) {
  const [state, setState] = useState<{ transparent: boolean; color: string } | null>(null);
  useEffect(() => {
    let live = true;
    decodePngBase64(base64)
      .then((image) => {
        if (live) setState({ transparent: cornersTransparent(image), color: cornerColor(image) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [base64]);
  return state;
}

/**
 * "Remove background": POST /api/background-removals. The matte is sampled from the corners
 * unless a color is given; the result is saved as a new private sprite, shown beside the source.
 */
export function RemoveBackgroundPanel({ sprite }: { sprite: SpriteRecord }) {
  const source = spritePngBase64(sprite.image);
  const corners = useCornerCheck(source);
  const [method, setMethod] = useState<Method>("standard");
  const [tolerance, setTolerance] = useState(TOLERANCE_DEFAULT);
  const [useMatte, setUseMatte] = useState(false);
  const [matte, setMatte] = useState<string | null>(null);
  const [paletteSize, setPaletteSize] = useState(String(MATTE_PALETTE_SIZE.default));
  const [alphaThreshold, setAlphaThreshold] = useState<number>(ALPHA_THRESHOLD.default);
  const [touched, setTouched] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | null>(null);
  const removal = useRemoveBackground();

  const matteColor = matte ?? corners?.color ?? "#ff00ff";
  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      method,
      ...(useMatte ? { matte_color: matteColor } : {}),
      ...(method === "standard"
        ? { tolerance }
        : { palette_size: numberOrUndefined(paletteSize), alpha_threshold: alphaThreshold }),
    }),
    [sprite.id, method, useMatte, matteColor, tolerance, paletteSize, alphaThreshold],
  );
  const live = useSchemaCheck(requestSchemas.BackgroundRemoval, body, touched);
  const errors = live ? (live.ok ? {} : live.errors) : (submitErrors ?? {});
  const touch = () => setTouched(true);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await checkWith(requestSchemas.BackgroundRemoval, body).catch(() => null);
    if (!result) {
      setSubmitErrors({ form: "Part of the studio failed to load: reload the page." });
      return;
    }
    if (!result.ok) {
      setSubmitErrors(result.errors);
      return;
    }
    setSubmitErrors(null);
    // What the artist set, checked; the server fills in its own defaults.
    removal.mutate(body);
  };

  const cost = COSTS.backgroundRemoval[method];
  const result = removal.data;
  return (
    <section
      id="remove-background-panel"
      aria-labelledby="remove-background-heading"
      className="flex flex-col gap-5 rounded-xl border border-line bg-panel p-4 sm:p-5"
    >
      <div>
        <h2 id="remove-background-heading" className="text-lg font-semibold text-zinc-50">
          Remove background
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          Keys out a flat single-color background. The result is saved as a new private sprite; this
          one is left as it is.
        </p>
      </div>

      {corners?.transparent ? (
        <p
          role="note"
          className="rounded-md border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100"
        >
          This sprite's corners are already transparent, so there is no flat background to sample:
          the service refuses such a source.
        </p>
      ) : null}

      <form
        aria-label="Background removal settings"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-zinc-300">Method</legend>
            {METHODS.map((m) => (
              <label
                key={m.value}
                className="flex cursor-pointer gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-accent"
              >
                <input
                  type="radio"
                  name="removal-method"
                  value={m.value}
                  checked={method === m.value}
                  onChange={() => {
                    setMethod(m.value);
                    touch();
                  }}
                  className="mt-1 accent-accent"
                />
                <span className="flex flex-col">
                  <span className="text-sm text-zinc-100">
                    {m.label} · {costLabel(COSTS.backgroundRemoval[m.value])}
                  </span>
                  <span className="text-xs text-zinc-500">{m.detail}</span>
                </span>
              </label>
            ))}
          </fieldset>

          {method === "standard" ? (
            <FormField
              label="Tolerance"
              error={errors.tolerance}
              hint="How far from the matte color a pixel may be and still be keyed out."
              aside={<output className="font-mono text-xs text-zinc-400">{tolerance}</output>}
            >
              {(control) => (
                <input
                  {...control}
                  type="range"
                  min={0}
                  max={TOLERANCE_MAX}
                  step={1}
                  value={tolerance}
                  onChange={(e) => {
                    setTolerance(Number(e.target.value));
                    touch();
                  }}
                  className="accent-accent"
                />
              )}
            </FormField>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Palette size" error={errors.palette_size}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={MATTE_PALETTE_SIZE.min}
                    max={MATTE_PALETTE_SIZE.max}
                    value={paletteSize}
                    onChange={(e) => {
                      setPaletteSize(e.target.value);
                      touch();
                    }}
                    className={numberClass}
                  />
                )}
              </FormField>
              <FormField
                label="Alpha threshold"
                error={errors.alpha_threshold}
                aside={
                  <output className="font-mono text-xs text-zinc-400">
                    {alphaThreshold.toFixed(2)}
                  </output>
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type="range"
                    min={ALPHA_THRESHOLD.min}
                    max={ALPHA_THRESHOLD.max}
                    step={0.05}
                    value={alphaThreshold}
                    onChange={(e) => {
                      setAlphaThreshold(Number(e.target.value));
                      touch();
                    }}
                    className="mt-3 accent-accent"
                  />
                )}
              </FormField>
            </div>
          )}

          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="checkbox"
                checked={useMatte}
                onChange={(e) => {
                  setUseMatte(e.target.checked);
                  touch();
                }}
                className="size-4 accent-accent"
              />
              Choose the matte color
            </label>
            {useMatte ? (
              <div className="flex items-center gap-2">
                <label htmlFor="matte-color" className="text-sm text-zinc-400">
                  Matte color
                </label>
                <input
                  id="matte-color"
                  type="color"
                  value={matteColor}
                  onChange={(e) => {
                    setMatte(e.target.value);
                    touch();
                  }}
                  className="h-8 w-12 cursor-pointer rounded border border-line bg-ink"
                />
                <code className="font-mono text-xs text-zinc-400">{matteColor}</code>
              </div>
            ) : (
              <p className="text-xs text-zinc-500">
                Sampled from the four corners
                {corners && !corners.transparent ? (
                  <>
                    {" "}
                    (top-left is{" "}
                    <span
                      aria-hidden
                      className="inline-block size-2.5 align-middle"
                      style={{ backgroundColor: corners.color }}
                    />{" "}
                    <code className="font-mono">{corners.color}</code>)
                  </>
                ) : null}
                .
              </p>
            )}
            {errors.matte_color ? (
              <p className="text-xs text-red-300">{errors.matte_color}</p>
            ) : null}
          </div>

          {submitErrors?.form ? <ErrorMessage error={new Error(submitErrors.form)} /> : null}
          <ErrorMessage error={removal.error} />
          <Button type="submit" variant="primary" disabled={removal.isPending}>
            {removal.isPending ? "Removing…" : `Apply removal · ${costLabel(cost)}`}
          </Button>
        </div>

        <div className="flex min-w-0 flex-col gap-3">
          <BeforeAfter
            width={sprite.width}
            height={sprite.height}
            before={{ label: "Before", base64: source, alt: `Before: ${spriteName(sprite)}` }}
            after={
              result
                ? {
                    label: "After",
                    base64: spritePngBase64(result.image),
                    alt: "After: background removed",
                  }
                : null
            }
          />
          {result ? (
            <div
              role="status"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-100"
            >
              <span>
                Saved as a new sprite
                {result.matteColor ? (
                  <>
                    {" "}
                    (matte <code className="font-mono text-xs">{result.matteColor}</code>,{" "}
                    {result.method ?? method}, {costLabel(result.tokensSpent)})
                  </>
                ) : null}
                .
              </span>
              <Link
                href={`/sprites/${result.id}`}
                className="font-medium text-accent underline-offset-4 hover:underline"
              >
                Open the new sprite
              </Link>
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
