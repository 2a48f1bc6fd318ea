"use client";

import { useMemo, useState } from "react";
import { sourceProblem } from "@/components/jobs/job-fields";
import { JobPanel, useJobExtras } from "@/components/jobs/job-panel";
import { StripPlayer } from "@/components/strip-player/strip-player";
import {
  FormField,
  numberClass,
  optionsOf,
  PromptField,
  SelectField,
} from "@/components/ui/form-field";
import { SavedNote } from "@/components/ui/submit-row";
import {
  ANIMATION_CUSTOM_PROMPT_MAX,
  ANIMATION_FRAMES,
  ANIMATION_PRESETS,
  type AnimationPreset,
  describePrice,
  JOB_COSTS,
  PRESET_FPS,
  PRESET_PALETTE_EXTRAS,
  SOURCE_SIDES,
} from "@/lib/client/constants";
import { spritePngBase64 } from "@/lib/client/format";
import { useStartJob } from "@/lib/client/jobs";
import { requestSchemas } from "@/lib/client/schemas";
import { stripLayout } from "@/lib/client/strip";
import { useCheckedForm } from "@/lib/client/use-schema-check";
import { numberOrUndefined } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";

const PRESET_HINTS: Record<AnimationPreset, string> = {
  Idle: "Breathing in place; feet planted.",
  Walk: "A walk cycle in place, legs alternating.",
  Jump: "Crouch, rise, land.",
  Run: "A faster cycle with a lean.",
  Attack: "Wind-up and strike.",
  Hurt: "A recoil and recovery.",
  Death: "A fall that ends still.",
  Custom: "Describe the motion in your own words.",
};

/**
 * "Animate": POST /api/animations, then polling until the strip is ready. The job keeps
 * running if the page is left; coming back to this sprite finds it again.
 */
export function AnimationPanel({ sprite }: { sprite: SpriteRecord }) {
  const [preset, setPreset] = useState<AnimationPreset>("Idle");
  const [frames, setFrames] = useState(String(ANIMATION_FRAMES.default));
  const [customPrompt, setCustomPrompt] = useState("");
  const extras = useJobExtras();
  const start = useStartJob("animation", sprite.id);

  const frameCount = numberOrUndefined(frames);
  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      preset,
      frame_count: frameCount,
      ...(preset === "Custom" ? { custom_prompt: customPrompt } : {}),
      ...extras.body,
    }),
    [sprite.id, preset, frameCount, customPrompt, extras.body],
  );
  const form = useCheckedForm(requestSchemas.CreateAnimation, body);
  const { errors, touch } = form;

  const validFrames =
    frameCount !== undefined &&
    Number.isInteger(frameCount) &&
    frameCount % 2 === 0 &&
    frameCount >= ANIMATION_FRAMES.min &&
    frameCount <= ANIMATION_FRAMES.max
      ? frameCount
      : ANIMATION_FRAMES.default;
  const cost = JOB_COSTS.animation(validFrames);
  const problem = sourceProblem(sprite, "Animations", SOURCE_SIDES.animation);

  return (
    <JobPanel
      id="animate"
      kind="animation"
      sprite={sprite}
      title="Animate"
      intro="Frames made by moving this sprite's own pixels, so the character stays the same across them. The job runs in the background; it is saved as a new animation."
      problem={problem}
      formLabel="Animation settings"
      onSubmit={form.submit(() =>
        start.mutate({ body, cost, label: `${preset}, ${validFrames} frames` }),
      )}
      form={form}
      extras={extras}
      extrasDefault={PRESET_PALETTE_EXTRAS(preset)}
      extrasHint="Colors the animation may add beyond the sprite's own."
      start={start}
      cost={cost}
      jobsTitle="Animations from this sprite"
      renderResult={(record) => <AnimationResult record={record} />}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <SelectField
          label="Preset"
          error={errors.preset}
          hint={PRESET_HINTS[preset]}
          value={preset}
          onChange={(value) => {
            setPreset(value);
            touch();
          }}
          options={optionsOf(ANIMATION_PRESETS, (p) => p)}
        />
        <FormField label="Frames" error={errors.frame_count}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={ANIMATION_FRAMES.min}
              max={ANIMATION_FRAMES.max}
              step={2}
              value={frames}
              onChange={(e) => {
                setFrames(e.target.value);
                touch();
              }}
              className={numberClass}
            />
          )}
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-zinc-400">
        An even number, {ANIMATION_FRAMES.min} to {ANIMATION_FRAMES.max};{" "}
        {describePrice("animation")}. Plays at {PRESET_FPS[preset]} fps.
      </p>

      {preset === "Custom" ? (
        <PromptField
          label="Custom prompt"
          error={errors.custom_prompt}
          hint="The motion in words: “waves the left arm twice”, “bobs up and down”."
          value={customPrompt}
          onChange={(value) => {
            setCustomPrompt(value);
            touch();
          }}
          max={ANIMATION_CUSTOM_PROMPT_MAX}
          rows={3}
          className="min-h-20 w-full rounded-md border border-line bg-ink px-3 py-2 text-sm text-zinc-100 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400/70"
        />
      ) : null}
    </JobPanel>
  );
}

function AnimationResult({ record }: { record: SpriteRecord }) {
  const layout = stripLayout(record);
  return (
    <div className="flex flex-col gap-3">
      <StripPlayer
        base64={spritePngBase64(record.image)}
        layout={layout}
        fps={record.fps ?? 8}
        box={256}
      />
      <SavedNote href={`/sprites/${record.id}`} linkText="Open the animation">
        Saved as a new animation: {layout.frameCount} frames of {layout.frameWidth} ×{" "}
        {layout.frameHeight} px at {record.fps ?? "?"} fps.
      </SavedNote>
    </div>
  );
}
