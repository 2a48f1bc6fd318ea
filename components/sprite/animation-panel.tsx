"use client";

import Link from "next/link";
import { type FormEvent, useMemo, useState } from "react";
import {
  ADVANCED_DEFAULTS,
  AdvancedFields,
  type AdvancedValues,
  advancedBody,
  PublicField,
  sourceProblem,
} from "@/components/jobs/job-fields";
import { TrackedJobs } from "@/components/jobs/job-card";
import { StripPlayer } from "@/components/strip-player/strip-player";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { FormField, numberClass, selectClass } from "@/components/ui/form-field";
import {
  ANIMATION_CUSTOM_PROMPT_MAX,
  ANIMATION_FRAMES,
  ANIMATION_PRESETS,
  type AnimationPreset,
  JOB_COSTS,
  PRESET_FPS,
  PRESET_PALETTE_EXTRAS,
  SOURCE_SIDES,
} from "@/lib/client/constants";
import { spritePngBase64 } from "@/lib/client/format";
import { useStartJob } from "@/lib/client/jobs";
import { costLabel } from "@/lib/client/labels";
import { requestSchemas } from "@/lib/client/schemas";
import { stripLayout } from "@/lib/client/strip";
import { checkWith, useSchemaCheck } from "@/lib/client/use-schema-check";
import { type FieldErrors, numberOrUndefined } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { PanelFrame, SourceNote } from "./job-panel-frame";

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
  const [advanced, setAdvanced] = useState<AdvancedValues>(ADVANCED_DEFAULTS);
  const [isPublic, setPublic] = useState(false);
  const [touched, setTouched] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | null>(null);
  const start = useStartJob("animation", sprite.id);

  const frameCount = numberOrUndefined(frames);
  const body = useMemo(
    () => ({
      source_generation_id: sprite.id,
      preset,
      frame_count: frameCount,
      ...(preset === "Custom" ? { custom_prompt: customPrompt } : {}),
      ...advancedBody(advanced),
      public: isPublic,
    }),
    [sprite.id, preset, frameCount, customPrompt, advanced, isPublic],
  );
  const live = useSchemaCheck(requestSchemas.CreateAnimation, body, touched);
  const errors = live ? (live.ok ? {} : live.errors) : (submitErrors ?? {});
  const touch = () => setTouched(true);

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await checkWith(requestSchemas.CreateAnimation, body).catch(() => null);
    if (!result) {
      setSubmitErrors({ form: "Part of the studio failed to load: reload the page." });
      return;
    }
    if (!result.ok) {
      setSubmitErrors(result.errors);
      return;
    }
    setSubmitErrors(null);
    start.mutate({ body, cost, label: `${preset}, ${validFrames} frames` });
  };

  return (
    <PanelFrame
      id="animate"
      title="Animate"
      intro="Frames made by moving this sprite's own pixels, so the character stays the same across them. The job runs in the background; it is saved as a new animation."
    >
      <SourceNote problem={problem} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <form
          aria-label="Animation settings"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
            <FormField label="Preset" error={errors.preset} hint={PRESET_HINTS[preset]}>
              {(control) => (
                <select
                  {...control}
                  value={preset}
                  onChange={(e) => {
                    setPreset(e.target.value as AnimationPreset);
                    touch();
                  }}
                  className={selectClass}
                >
                  {ANIMATION_PRESETS.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
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
          <p className="-mt-2 text-xs text-zinc-500">
            An even number, {ANIMATION_FRAMES.min} to {ANIMATION_FRAMES.max}; 1 token per 2 frames.
            Plays at {PRESET_FPS[preset]} fps.
          </p>

          {preset === "Custom" ? (
            <FormField
              label="Custom prompt"
              error={errors.custom_prompt}
              hint="The motion in words: “waves the left arm twice”, “bobs up and down”."
              aside={
                <span className="font-mono text-xs text-zinc-500">
                  {customPrompt.length}/{ANIMATION_CUSTOM_PROMPT_MAX}
                </span>
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={customPrompt}
                  onChange={(e) => {
                    setCustomPrompt(e.target.value);
                    touch();
                  }}
                  className="min-h-20 w-full rounded-md border border-line bg-ink px-3 py-2 text-sm text-zinc-100 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400/70"
                />
              )}
            </FormField>
          ) : null}

          <AdvancedFields
            values={advanced}
            onChange={(next) => {
              setAdvanced((v) => ({ ...v, ...next }));
              touch();
            }}
            errors={errors}
            extrasDefault={PRESET_PALETTE_EXTRAS(preset)}
            extrasHint="Colors the animation may add beyond the sprite's own."
          />
          <PublicField checked={isPublic} onChange={setPublic} />

          {submitErrors?.form ? <ErrorMessage error={new Error(submitErrors.form)} /> : null}
          <ErrorMessage error={start.error} />
          <Button type="submit" variant="primary" disabled={start.isPending || problem !== null}>
            {start.isPending ? "Starting…" : `Start animation · ${costLabel(cost)}`}
          </Button>
        </form>

        <div className="min-w-0">
          <TrackedJobs
            sourceId={sprite.id}
            kind="animation"
            title="Animations from this sprite"
            renderResult={(record) => <AnimationResult record={record} />}
          />
        </div>
      </div>
    </PanelFrame>
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
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-100"
      >
        <span>
          Saved as a new animation: {layout.frameCount} frames of {layout.frameWidth} ×{" "}
          {layout.frameHeight} px at {record.fps ?? "?"} fps.
        </span>
        <Link
          href={`/sprites/${record.id}`}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Open the animation
        </Link>
      </p>
    </div>
  );
}
