"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useMemo, useRef, useState } from "react";
import {
  controlClass,
  FormField,
  numberClass,
  optionsOf,
  SelectField,
} from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { SubmitRow } from "@/components/ui/submit-row";
import { VariationGrid } from "@/components/variations/variation-grid";
import { balanceQuery } from "@/lib/client/account";
import {
  ASSET_TYPES,
  CAMERA_PERSPECTIVES,
  COSTS,
  DIRECTIONS,
  describePrice,
  SPRITE_DEFAULT_SIDE,
  SPRITE_MAX_SIDE,
  SPRITE_MIN_SIDE,
  SPRITE_PROMPT_MAX,
  textLength,
} from "@/lib/client/constants";
import { ApiClientError } from "@/lib/client/fetch";
import { filterLabel } from "@/lib/client/filters";
import { formatNumber } from "@/lib/client/format";
import { cameraLabel, costLabel, directionLabel } from "@/lib/client/labels";
import { requestSchemas } from "@/lib/client/schemas";
import { useGenerateSprite } from "@/lib/client/sprites";
import { useHydrated } from "@/lib/client/use-hydrated";
import {
  SEED_MAX,
  useVariations,
  VARIATION_COUNT,
  VARIATIONS_COST,
  variationSeeds,
} from "@/lib/client/variations";
import { checkWith, useSchemaCheck } from "@/lib/client/use-schema-check";
import { type FieldErrors, numberOrUndefined } from "@/lib/client/validation";
import { PaletteChooser } from "./palette-chooser";
import { ReferencePicker } from "./reference-picker";

interface Draft {
  prompt: string;
  assetType: string;
  width: string;
  height: string;
  direction: string;
  camera: string;
  isPublic: boolean;
  paletteId: string | null;
  referenceId: string | null;
  /** Blank: a fresh variation on every call. */
  seed: string;
}

type Field = keyof Draft;

const SIDES = [
  { field: "width", label: "Width" },
  { field: "height", label: "Height" },
] as const;

/** Request field → the draft field that shows its error. */
const FIELD_OF: Record<string, Field> = {
  prompt: "prompt",
  asset_type: "assetType",
  width: "width",
  height: "height",
  direction: "direction",
  camera_perspective: "camera",
  public: "isPublic",
  palette_id: "paletteId",
  reference_asset_id: "referenceId",
  seed: "seed",
};

/** The request body, exactly as the contract's GenerateSpriteRequest sees it. */
function toBody(draft: Draft) {
  return {
    prompt: draft.prompt,
    asset_type: draft.assetType || undefined,
    width: numberOrUndefined(draft.width),
    height: numberOrUndefined(draft.height),
    direction: draft.direction || undefined,
    camera_perspective: draft.camera || undefined,
    public: draft.isPublic,
    palette_id: draft.paletteId ?? undefined,
    reference_asset_id: draft.referenceId ?? undefined,
    seed: numberOrUndefined(draft.seed),
  };
}

function byField(errors: FieldErrors): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = FIELD_OF[key];
    if (field) out[field] ??= message;
  }
  return out;
}

/**
 * /create: every field of POST /api/sprites, checked against the contract's schema as the
 * artist types (the schema loads on the first keystroke), the cost on the button, and the new
 * sprite's page on success.
 */
export function CreateForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => ({
    prompt: params.get("prompt") ?? "",
    assetType: "",
    width: String(SPRITE_DEFAULT_SIDE),
    height: String(SPRITE_DEFAULT_SIDE),
    direction: "",
    camera: "",
    isPublic: false,
    paletteId: params.get("palette") || null,
    referenceId: params.get("reference") || null,
    seed: "",
  }));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const generate = useGenerateSprite();
  const variations = useVariations();
  const balance = useQuery(balanceQuery());
  // This form sits in a Suspense boundary that may hydrate after the header has fetched the
  // balance: render it as the server did until then. And no submitting before the handler.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  const body = useMemo(() => toBody(draft), [draft]);
  const live = useSchemaCheck(requestSchemas.GenerateSprite, body, touched.size > 0 || submitted);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | null>(null);

  // Client errors: the live check once it has loaded, else what submit found.
  const clientErrors = byField(live ? (live.ok ? {} : live.errors) : (submitErrors ?? {}));
  // The server's own validation details land next to the fields they name.
  const serverErrors =
    generate.error instanceof ApiClientError
      ? byField(
          Object.fromEntries(generate.error.issues.map((i) => [i.path.split(".")[0], i.message])),
        )
      : {};
  const errorFor = (field: Field) =>
    touched.has(field) || submitted ? (clientErrors[field] ?? serverErrors[field] ?? null) : null;

  const set = <K extends Field>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  };

  /** The request checked against the contract, or null after showing what to fix. */
  const checked = async () => {
    setSubmitted(true);
    generate.reset();
    const result = await checkWith(requestSchemas.GenerateSprite, body).catch(() => null);
    if (!result) {
      setSubmitErrors({ form: "Part of the studio failed to load: reload the page." });
      return null;
    }
    if (!result.ok) {
      setSubmitErrors(result.errors);
      // Bring the first field to fix into view and focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(),
      );
      return null;
    }
    setSubmitErrors(null);
    return result.data;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = await checked();
    if (!request) return;
    generate.mutate(request, {
      onSuccess: (sprite) => router.push(`/sprites/${sprite.id}`),
    });
  };

  // Four drawings of the request: from the picked seed onwards, or each with a fresh seed.
  const drawVariations = async () => {
    const request = await checked();
    if (!request) return;
    const { seed, ...rest } = request;
    void variations.draw(rest, variationSeeds(VARIATION_COUNT, seed));
  };

  const pending = generate.isPending || variations.pending;
  const cost = COSTS.generate;
  const total = hydrated ? balance.data?.total_token_balance : undefined;
  const short = total !== undefined && total < cost;

  return (
    <form
      ref={formRef}
      aria-label="Generate a sprite"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex min-w-0 flex-col gap-5">
        <FormField
          label="Prompt"
          error={errorFor("prompt")}
          hint="Describe one thing: “a knight with a red cape and a steel sword”. Words the engine does not understand are listed on the result."
          aside={
            <span className="font-mono text-xs text-zinc-400" aria-hidden>
              {textLength(draft.prompt)} / {formatNumber(SPRITE_PROMPT_MAX)}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              name="prompt"
              rows={3}
              value={draft.prompt}
              onChange={(e) => set("prompt", e.target.value)}
              placeholder="a mossy treasure chest with gold trim"
              className={`${controlClass} min-h-24 resize-y py-2`}
            />
          )}
        </FormField>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Asset type"
            error={errorFor("assetType")}
            hint={`Costs ${describePrice("generate")}.`}
            value={draft.assetType}
            onChange={(value) => set("assetType", value)}
            empty="Infer from prompt"
            options={optionsOf(ASSET_TYPES, filterLabel)}
          />
          <div className="grid grid-cols-2 gap-3">
            {SIDES.map(({ field, label }) => (
              <FormField key={field} label={label} error={errorFor(field)}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={SPRITE_MIN_SIDE}
                    max={SPRITE_MAX_SIDE}
                    step={1}
                    value={draft[field]}
                    onChange={(e) => set(field, e.target.value)}
                    className={numberClass}
                  />
                )}
              </FormField>
            ))}
            <p className="col-span-2 -mt-1 text-xs text-zinc-400">
              {SPRITE_MIN_SIDE} to {SPRITE_MAX_SIDE} px per side.
            </p>
          </div>
          <SelectField
            label="Direction"
            error={errorFor("direction")}
            hint="West facings are mirrors of east ones."
            value={draft.direction}
            onChange={(value) => set("direction", value)}
            empty="From the prompt"
            options={optionsOf(DIRECTIONS, directionLabel)}
          />
          <SelectField
            label="Camera"
            error={errorFor("camera")}
            hint="Isometric draws 2:1 lines."
            value={draft.camera}
            onChange={(value) => set("camera", value)}
            empty="From the prompt"
            options={optionsOf(CAMERA_PERSPECTIVES, cameraLabel)}
          />
          <FormField
            label="Seed (optional)"
            error={errorFor("seed")}
            hint="Blank draws a fresh variation each time; a seed redraws the same pixels."
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={SEED_MAX}
                step={1}
                value={draft.seed}
                onChange={(e) => set("seed", e.target.value)}
                className={numberClass}
              />
            )}
          </FormField>
        </div>

        <div className="flex flex-col gap-0.5 rounded-lg border border-line px-3 py-2.5">
          <label className="flex items-center gap-3 text-sm text-zinc-200">
            <input
              type="checkbox"
              checked={draft.isPublic}
              onChange={(e) => set("isPublic", e.target.checked)}
              aria-describedby="public-hint"
              className="size-4 accent-accent"
            />
            Public
          </label>
          <p id="public-hint" className="pl-7 text-xs text-zinc-400">
            Adds the sprite to the public gallery, without your name.
          </p>
        </div>

        <ReferencePicker
          value={draft.referenceId}
          onChange={(id) => set("referenceId", id)}
          error={errorFor("referenceId")}
        />
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <PaletteChooser value={draft.paletteId} onChange={(id) => set("paletteId", id)} />
        {errorFor("paletteId") ? (
          <p className="-mt-3 text-xs text-red-300">{errorFor("paletteId")}</p>
        ) : null}

        <div className="flex flex-col gap-3 rounded-xl border border-line bg-panel p-4">
          <SubmitRow
            formError={submitErrors?.form ?? null}
            error={generate.error}
            pending={pending}
            disabled={!hydrated}
            label="Generate"
            pendingLabel="Generating…"
            cost={cost}
            className="w-full"
          />
          <Button
            disabled={pending || !hydrated}
            onClick={() => void drawVariations()}
            className="w-full"
          >
            {VARIATION_COUNT} variations · {costLabel(VARIATIONS_COST)}
          </Button>
          <p className="text-xs text-zinc-400" aria-live="polite">
            {total === undefined
              ? "Checking your balance…"
              : short
                ? `Your balance is ${formatNumber(total)} tokens: not enough for this.`
                : `Balance: ${formatNumber(total)} tokens. Same request, same pixels.`}
          </p>
        </div>
      </div>
      <div className="lg:col-span-2">
        <VariationGrid
          slots={variations.slots}
          onPick={(sprite) => router.push(`/sprites/${sprite.id}`)}
          onReroll={(index) => void variations.reroll(index)}
          onClose={variations.clear}
        />
      </div>
    </form>
  );
}
