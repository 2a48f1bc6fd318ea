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
  COMBINE_PALETTE_EXTRAS_DEFAULT,
  COMBINE_PROMPT_MAX,
  JOB_COSTS,
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
import { SpritePicker } from "./sprite-picker";

const { min, max } = SOURCE_SIDES.combine;

/**
 * "Combine": POST /api/combines. This sprite keeps its identity and size; the item comes from a
 * second sprite of the library; the prompt says where it goes.
 */
export function CombinePanel({ sprite }: { sprite: SpriteRecord }) {
  const [item, setItem] = useState<string | null>(null);
  const [prompt, setPrompt] = useState("");
  const [tier, setTier] = useState<Tier>("normal");
  const [advanced, setAdvanced] = useState<AdvancedValues>(ADVANCED_DEFAULTS);
  const [isPublic, setPublic] = useState(false);
  const [touched, setTouched] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | null>(null);
  const start = useStartJob("combine", sprite.id);

  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      item_generation_id: item ?? "",
      prompt,
      tier,
      ...advancedBody(advanced),
      public: isPublic,
    }),
    [sprite.id, item, prompt, tier, advanced, isPublic],
  );
  const live = useSchemaCheck(requestSchemas.CreateCombine, body, touched);
  const errors = live ? (live.ok ? {} : live.errors) : (submitErrors ?? {});
  const touch = () => setTouched(true);
  const cost = JOB_COSTS.combine[tier];
  const problem = sourceProblem(sprite, "Combines", SOURCE_SIDES.combine);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await checkWith(requestSchemas.CreateCombine, body).catch(() => null);
    if (!result) {
      setSubmitErrors({ form: "Part of the studio failed to load: reload the page." });
      return;
    }
    if (!result.ok) {
      setSubmitErrors(result.errors);
      return;
    }
    setSubmitErrors(null);
    start.mutate({ body, cost, label: `“${prompt.trim().slice(0, 40)}”, ${tier}` });
  };

  return (
    <PanelFrame
      id="combine"
      title="Combine"
      intro="Puts an item from another of your sprites into this one: found, scaled and rotated for pixel art, placed at the hand and outlined. The result keeps this sprite's size and palettes."
    >
      <SourceNote problem={problem} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <form
          aria-label="Combine settings"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <SpritePicker
            legend="Item sprite"
            value={item}
            onChange={(id) => {
              setItem(id);
              touch();
            }}
            accept={(s) =>
              s.id !== sprite.id &&
              s.kind === "sprite" &&
              s.operation !== "normal-map" &&
              [s.width, s.height].every((side) => side >= min && side <= max)
            }
            error={errors.item_generation_id ? "Choose the sprite that holds the item." : null}
            hint={`A still of your library, ${min} to ${max} px per side, other than this one.`}
          />
          <FormField
            label="Placement prompt"
            error={errors.prompt}
            hint="Where the item goes, not what it is: “in the right hand”, “on the back”."
            aside={
              <span className="font-mono text-xs text-zinc-500">
                {prompt.length}/{COMBINE_PROMPT_MAX}
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
            name="combine-tier"
            value={tier}
            onChange={(t) => {
              setTier(t);
              touch();
            }}
            costs={JOB_COSTS.combine}
            hints={{
              normal: "Puts the item in the character's hands.",
              pro: "Holds the character closer; places the item less well.",
            }}
          />
          <AdvancedFields
            values={advanced}
            onChange={(next) => {
              setAdvanced((v) => ({ ...v, ...next }));
              touch();
            }}
            errors={errors}
            extrasDefault={COMBINE_PALETTE_EXTRAS_DEFAULT}
            extrasHint="Colors beyond the union of both sprites' palettes."
          />
          <PublicField checked={isPublic} onChange={setPublic} />

          {submitErrors?.form ? <ErrorMessage error={new Error(submitErrors.form)} /> : null}
          <ErrorMessage error={start.error} />
          <Button type="submit" variant="primary" disabled={start.isPending || problem !== null}>
            {start.isPending ? "Starting…" : `Start combine · ${costLabel(cost)}`}
          </Button>
        </form>

        <div className="min-w-0">
          <TrackedJobs
            sourceId={sprite.id}
            kind="combine"
            title="Combines into this sprite"
            renderResult={(record) => (
              <StillJobResult source={sprite} record={record} what="combined" />
            )}
          />
        </div>
      </div>
    </PanelFrame>
  );
}
