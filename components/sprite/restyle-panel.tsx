"use client";

import { type FormEvent, useMemo, useState } from "react";
import { TrackedJobs } from "@/components/jobs/job-card";
import {
  ADVANCED_DEFAULTS,
  AdvancedFields,
  type AdvancedValues,
  advancedBody,
  PublicField,
  sourceProblem,
  TierField,
} from "@/components/jobs/job-fields";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { FormField, selectClass } from "@/components/ui/form-field";
import {
  JOB_COSTS,
  RESTYLE_MODES,
  RESTYLE_PALETTE_EXTRAS,
  RESTYLE_PRESETS,
  RESTYLE_PROMPT_MAX,
  type RestyleMode,
  SOURCE_SIDES,
  type Tier,
} from "@/lib/client/constants";
import { useStartJob } from "@/lib/client/jobs";
import { costLabel } from "@/lib/client/labels";
import { requestSchemas } from "@/lib/client/schemas";
import { checkWith, useSchemaCheck } from "@/lib/client/use-schema-check";
import type { FieldErrors } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { PanelFrame, SourceNote } from "./job-panel-frame";
import { StillJobResult } from "./job-result";

type Preset = (typeof RESTYLE_PRESETS)[number];

const MODE_HINTS: Record<RestyleMode, string> = {
  restyle: "Repaint: the colors may change, the shapes stay.",
  pose: "Move the character; keep everything else.",
  item: "Swap one named object for another.",
  custom: "Anything else, read from the prompt.",
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Restyle": POST /api/restyles (a preset or a prompt, with a mode and a tier), polled. */
export function RestylePanel({ sprite }: { sprite: SpriteRecord }) {
  const [preset, setPreset] = useState<Preset | "">("fire");
  const [mode, setMode] = useState<RestyleMode>("restyle");
  const [prompt, setPrompt] = useState("");
  const [tier, setTier] = useState<Tier>("normal");
  const [advanced, setAdvanced] = useState<AdvancedValues>(ADVANCED_DEFAULTS);
  const [isPublic, setPublic] = useState(false);
  const [touched, setTouched] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | null>(null);
  const start = useStartJob("restyle", sprite.id);

  // A preset always means mode restyle (spec: Restyles).
  const effectiveMode: RestyleMode = preset ? "restyle" : mode;
  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      ...(preset ? { preset } : {}),
      ...(prompt.trim() ? { custom_prompt: prompt } : {}),
      mode: effectiveMode,
      tier,
      ...advancedBody(advanced),
      public: isPublic,
    }),
    [sprite.id, preset, prompt, effectiveMode, tier, advanced, isPublic],
  );
  const live = useSchemaCheck(requestSchemas.CreateRestyle, body, touched);
  const errors = live ? (live.ok ? {} : live.errors) : (submitErrors ?? {});
  const touch = () => setTouched(true);
  const cost = JOB_COSTS.restyle[tier];
  const problem = sourceProblem(sprite, "Restyles", SOURCE_SIDES.restyle);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await checkWith(requestSchemas.CreateRestyle, body).catch(() => null);
    if (!result) {
      setSubmitErrors({ form: "Part of the studio failed to load: reload the page." });
      return;
    }
    if (!result.ok) {
      setSubmitErrors(result.errors);
      return;
    }
    setSubmitErrors(null);
    const what = preset ? capital(preset) : `“${prompt.trim().slice(0, 40)}”`;
    start.mutate({ body, cost, label: `${what}, ${effectiveMode}, ${tier}` });
  };

  return (
    <PanelFrame
      id="restyle"
      title="Restyle"
      intro="Changes this sprite and keeps the character: a preset theme, or your own words read with a mode. Saved as a new sprite at the same size."
    >
      <SourceNote problem={problem} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <form
          aria-label="Restyle settings"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <FormField
            label="Preset"
            error={errors.preset}
            hint="A theme as a value-preserving gradient map and its effects."
          >
            {(control) => (
              <select
                {...control}
                value={preset}
                onChange={(e) => {
                  setPreset(e.target.value as Preset | "");
                  touch();
                }}
                className={selectClass}
              >
                <option value="">None: use the prompt</option>
                {RESTYLE_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {capital(p)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Mode"
            error={errors.mode}
            hint={preset ? "A preset always restyles." : MODE_HINTS[mode]}
          >
            {(control) => (
              <select
                {...control}
                value={effectiveMode}
                disabled={Boolean(preset)}
                onChange={(e) => {
                  setMode(e.target.value as RestyleMode);
                  touch();
                }}
                className={`${selectClass} disabled:opacity-60`}
              >
                {RESTYLE_MODES.map((m) => (
                  <option key={m} value={m}>
                    {capital(m)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Restyle prompt"
            error={errors.custom_prompt}
            hint={
              preset
                ? "Optional with a preset."
                : "Required without a preset: “frozen solid”, “raise the sword”, “swap the axe for a torch”."
            }
            aside={
              <span className="font-mono text-xs text-zinc-500">
                {prompt.length}/{RESTYLE_PROMPT_MAX}
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
                className={selectClass}
              />
            )}
          </FormField>
          <TierField
            name="restyle-tier"
            value={tier}
            onChange={(t) => {
              setTier(t);
              touch();
            }}
            costs={JOB_COSTS.restyle}
            hints={{
              normal: "Wins poses. About 15 s on a hosted service.",
              pro: "Holds the character closer; wins item swaps. Slower.",
            }}
          />
          <AdvancedFields
            values={advanced}
            onChange={(next) => {
              setAdvanced((v) => ({ ...v, ...next }));
              touch();
            }}
            errors={errors}
            extrasDefault={RESTYLE_PALETTE_EXTRAS[effectiveMode]}
            extrasHint="Colors the restyle may add beyond the sprite's own."
          />
          <PublicField checked={isPublic} onChange={setPublic} />

          {submitErrors?.form ? <ErrorMessage error={new Error(submitErrors.form)} /> : null}
          <ErrorMessage error={start.error} />
          <Button type="submit" variant="primary" disabled={start.isPending || problem !== null}>
            {start.isPending ? "Starting…" : `Start restyle · ${costLabel(cost)}`}
          </Button>
        </form>

        <div className="min-w-0">
          <TrackedJobs
            sourceId={sprite.id}
            kind="restyle"
            title="Restyles of this sprite"
            renderResult={(record) => (
              <StillJobResult source={sprite} record={record} what="restyled" />
            )}
          />
        </div>
      </div>
    </PanelFrame>
  );
}
