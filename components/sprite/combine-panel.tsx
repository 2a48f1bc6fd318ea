"use client";

import { useMemo, useState } from "react";
import { sourceProblem, TierField } from "@/components/jobs/job-fields";
import { JobPanel, useJobExtras } from "@/components/jobs/job-panel";
import { PromptField } from "@/components/ui/form-field";
import {
  COMBINE_PALETTE_EXTRAS_DEFAULT,
  COMBINE_PROMPT_MAX,
  JOB_COSTS,
  SOURCE_SIDES,
  type Tier,
} from "@/lib/client/constants";
import { useStartJob } from "@/lib/client/jobs";
import { requestSchemas } from "@/lib/client/schemas";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import type { SpriteRecord } from "@/lib/contract/sprites";
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
  const extras = useJobExtras();
  const start = useStartJob("combine", sprite.id);

  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      item_generation_id: item ?? "",
      prompt,
      tier,
      ...extras.body,
    }),
    [sprite.id, item, prompt, tier, extras.body],
  );
  const form = useCheckedForm(requestSchemas.CreateCombine, body);
  const { errors, touch } = form;
  const cost = JOB_COSTS.combine[tier];
  const problem = sourceProblem(sprite, "Combines", SOURCE_SIDES.combine);

  return (
    <JobPanel
      id="combine"
      kind="combine"
      sprite={sprite}
      title="Combine"
      intro="Puts an item from another of your sprites into this one: found, scaled and rotated for pixel art, placed at the hand and outlined. The result keeps this sprite's size and palettes."
      problem={problem}
      formLabel="Combine settings"
      onSubmit={form.submit(() =>
        start.mutate({ body, cost, label: `“${prompt.trim().slice(0, 40)}”, ${tier}` }),
      )}
      form={form}
      extras={extras}
      extrasDefault={COMBINE_PALETTE_EXTRAS_DEFAULT}
      extrasHint="Colors beyond the union of both sprites' palettes."
      start={start}
      cost={cost}
      jobsTitle="Combines into this sprite"
      renderResult={(record) => <StillJobResult source={sprite} record={record} what="combined" />}
    >
      <SpritePicker
        inline
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
      <PromptField
        label="Placement prompt"
        error={errors.prompt}
        hint="Where the item goes, not what it is: “in the right hand”, “on the back”."
        value={prompt}
        onChange={(value) => {
          setPrompt(value);
          touch();
        }}
        max={COMBINE_PROMPT_MAX}
      />
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
    </JobPanel>
  );
}
