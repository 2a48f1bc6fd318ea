"use client";

import { useEffect, useMemo, useState } from "react";
import { OptionCards } from "@/components/jobs/job-fields";
import { FormField, numberClass } from "@/components/ui/form-field";
import { SavedNote, SubmitRow } from "@/components/ui/submit-row";
import {
  ALPHA_THRESHOLD,
  COSTS,
  MATTE_PALETTE_SIZE,
  TOLERANCE_DEFAULT,
  TOLERANCE_MAX,
} from "@/lib/client/constants";
import { useRemoveBackground } from "@/lib/client/edits";
import { ApiClientError } from "@/lib/client/fetch";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { cornerColor, cornersTransparent, decodePngBase64 } from "@/lib/client/image-data";
import { costLabel } from "@/lib/client/labels";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import { numberOrUndefined } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { BeforeAfter } from "./before-after";
import { PanelFrame, SourceNote } from "./job-panel-frame";

type Method = "standard" | "refined";

const METHODS: readonly { value: Method; label: string; detail: string }[] = [
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

/**
 * Whether an error is the service refusing this request as sent (validation, content), which
 * sending it again cannot change; not a busy service or a lost connection.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiClientError &&
    (error.code === "invalid_request" || error.code === "nsfw_prompt")
  );
}

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
  const form = useCheckedForm(requestSchemas.BackgroundRemoval, body);
  const { errors, touch } = form;
  // A refusal stands for the settings it answered: Apply stays off until one of them changes
  // (the same request would only be refused again), and the refusal goes with the change.
  const bodyKey = JSON.stringify(body);
  const [refused, setRefused] = useState<string | null>(null);
  const standing = refused === bodyKey && removal.isError;
  const resetRemoval = removal.reset;
  useEffect(() => {
    if (refused !== null && refused !== bodyKey) {
      setRefused(null);
      resetRemoval();
    }
  }, [refused, bodyKey, resetRemoval]);
  // What the artist set, checked; the server fills in its own defaults.
  const onSubmit = form.submit(() =>
    removal.mutate(body, {
      onError: (error) => {
        if (isRefusal(error)) setRefused(bodyKey);
      },
    }),
  );

  const cost = COSTS.backgroundRemoval[method];
  const result = removal.data;
  return (
    <PanelFrame
      id="remove-background"
      title="Remove background"
      intro="Keys out a flat single-color background. The result is saved as a new private sprite; this one is left as it is."
    >
      <SourceNote
        problem={
          corners?.transparent
            ? "This sprite's corners are already transparent, so there is no flat background to sample: the service refuses such a source."
            : null
        }
      />

      <form
        aria-label="Background removal settings"
        noValidate
        onSubmit={onSubmit}
        className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-4">
          <OptionCards
            legend="Method"
            name="removal-method"
            options={METHODS.map((m) => ({ ...m, cost: COSTS.backgroundRemoval[m.value] }))}
            value={method}
            onChange={(m) => {
              setMethod(m);
              touch();
            }}
          />

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
              <p className="text-xs text-zinc-400">
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

          <SubmitRow
            formError={form.formError}
            error={removal.error}
            pending={removal.isPending}
            disabled={standing}
            label="Apply removal"
            pendingLabel="Removing…"
            cost={cost}
          />
          {standing ? (
            <p className="text-xs text-zinc-400">
              Change a setting above to try again: these settings were refused.
            </p>
          ) : null}
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
            <SavedNote href={`/sprites/${result.id}`} linkText="Open the new sprite">
              Saved as a new sprite
              {result.matteColor ? (
                <>
                  {" "}
                  (matte <code className="font-mono text-xs">{result.matteColor}</code>,{" "}
                  {result.method ?? method}, {costLabel(result.tokensSpent)})
                </>
              ) : null}
              .
            </SavedNote>
          ) : null}
        </div>
      </form>
    </PanelFrame>
  );
}
