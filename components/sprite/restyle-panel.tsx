"use client";

import { useMemo, useState } from "react";
import { sourceProblem, TierField } from "@/components/jobs/job-fields";
import { JobPanel, useJobExtras } from "@/components/jobs/job-panel";
import { optionsOf, PromptField, SelectField, selectClass } from "@/components/ui/form-field";
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
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import type { SpriteRecord } from "@/lib/contract/sprites";
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
  const extras = useJobExtras();
  const start = useStartJob("restyle", sprite.id);

  // A preset always means mode restyle.
  const effectiveMode: RestyleMode = preset ? "restyle" : mode;
  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      ...(preset ? { preset } : {}),
      ...(prompt.trim() ? { custom_prompt: prompt } : {}),
      mode: effectiveMode,
      tier,
      ...extras.body,
    }),
    [sprite.id, preset, prompt, effectiveMode, tier, extras.body],
  );
  const form = useCheckedForm(requestSchemas.CreateRestyle, body);
  const { errors, touch } = form;
  const cost = JOB_COSTS.restyle[tier];
  const problem = sourceProblem(sprite, "Restyles", SOURCE_SIDES.restyle);

  return (
    <JobPanel
      id="restyle"
      kind="restyle"
      sprite={sprite}
      title="Restyle"
      intro="Changes this sprite and keeps the character: a preset theme, or your own words read with a mode. Saved as a new sprite at the same size."
      problem={problem}
      formLabel="Restyle settings"
      onSubmit={form.submit(() => {
        const what = preset ? capital(preset) : `“${prompt.trim().slice(0, 40)}”`;
        start.mutate({ body, cost, label: `${what}, ${effectiveMode}, ${tier}` });
      })}
      form={form}
      extras={extras}
      extrasDefault={RESTYLE_PALETTE_EXTRAS[effectiveMode]}
      extrasHint="Colors the restyle may add beyond the sprite's own."
      start={start}
      cost={cost}
      jobsTitle="Restyles of this sprite"
      renderResult={(record) => <StillJobResult source={sprite} record={record} what="restyled" />}
    >
      <SelectField
        label="Preset"
        error={errors.preset}
        hint="A theme as a value-preserving gradient map and its effects."
        value={preset}
        onChange={(value) => {
          setPreset(value);
          touch();
        }}
        empty="None: use the prompt"
        options={optionsOf<Preset | "">(RESTYLE_PRESETS, capital)}
      />
      <SelectField
        label="Mode"
        error={errors.mode}
        hint={preset ? "A preset always restyles." : MODE_HINTS[mode]}
        value={effectiveMode}
        disabled={Boolean(preset)}
        onChange={(value) => {
          setMode(value);
          touch();
        }}
        options={optionsOf(RESTYLE_MODES, capital)}
        className={`${selectClass} disabled:opacity-60`}
      />
      <PromptField
        label="Restyle prompt"
        error={errors.custom_prompt}
        hint={
          preset
            ? "Optional with a preset."
            : "Required without a preset: “frozen solid”, “raise the sword”, “swap the axe for a torch”."
        }
        value={prompt}
        onChange={(value) => {
          setPrompt(value);
          touch();
        }}
        max={RESTYLE_PROMPT_MAX}
      />
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
    </JobPanel>
  );
}
