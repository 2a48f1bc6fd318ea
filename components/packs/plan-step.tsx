"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ANIMATION_FRAMES, ANIMATION_PRESETS, JOB_COSTS } from "@/lib/client/constants";
import { costLabel } from "@/lib/client/labels";
import type { PackStep, PackStepEdit } from "@/lib/client/packs";

/** Presets a pack step can take: a custom motion needs words a pack step does not carry. */
const STEP_PRESETS = ANIMATION_PRESETS.filter((preset) => preset !== "Custom");
const FRAME_CHOICES = Array.from(
  { length: (ANIMATION_FRAMES.max - ANIMATION_FRAMES.min) / ANIMATION_FRAMES.step + 1 },
  (_, i) => ANIMATION_FRAMES.min + i * ANIMATION_FRAMES.step,
);

/**
 * One step of a pack plan. While the pack is only planned, the step can be removed or changed
 * (a sprite's prompt; an animation's preset and frame count) before anything is paid.
 */
export function PlanStep({
  step,
  editable,
  busy,
  onEdit,
}: {
  step: PackStep;
  editable: boolean;
  busy: boolean;
  onEdit: (edit: PackStepEdit, done: () => void) => void;
}) {
  const [editing, setEditing] = useState(false);
  const number = step.index + 1;
  return (
    <li className="flex flex-col gap-2 rounded-md bg-panel-2 px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="min-w-0 break-words text-zinc-100">
          {number}. {step.description}
          {step.frame_count ? `, ${step.frame_count} frames` : ""}
        </span>
        <span className="flex flex-wrap items-center gap-3 text-xs text-zinc-400">
          <span>{costLabel(step.cost)}</span>
          <span data-testid="step-status">{step.status}</span>
          {step.result_id ? (
            <Link href={`/sprites/${step.result_id}`} className="text-accent underline">
              Open
            </Link>
          ) : null}
          {editable ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={editing}
                aria-label={`Change step ${number}`}
                disabled={busy}
                onClick={() => setEditing((open) => !open)}
              >
                Change
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove step ${number}`}
                disabled={busy}
                onClick={() => onEdit({ index: step.index, remove: true }, () => undefined)}
              >
                Remove
              </Button>
            </>
          ) : null}
        </span>
      </div>
      {editable && editing ? (
        <StepForm
          step={step}
          busy={busy}
          onSave={(edit) => onEdit(edit, () => setEditing(false))}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </li>
  );
}

function StepForm({
  step,
  busy,
  onSave,
  onClose,
}: {
  step: PackStep;
  busy: boolean;
  onSave: (edit: PackStepEdit) => void;
  onClose: () => void;
}) {
  const number = step.index + 1;
  const [prompt, setPrompt] = useState(step.prompt ?? "");
  const [preset, setPreset] = useState(step.preset ?? "Idle");
  const [frames, setFrames] = useState(step.frame_count ?? ANIMATION_FRAMES.default);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.operation === "generate") onSave({ index: step.index, prompt: prompt.trim() });
    else
      onSave({
        index: step.index,
        preset: preset as NonNullable<PackStepEdit["preset"]>,
        frame_count: frames,
      });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Change step ${number}`}
      className="flex flex-wrap items-end gap-2"
    >
      {step.operation === "generate" ? (
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-zinc-300">
          Step {number} prompt
          <input
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            className={inputClass}
          />
        </label>
      ) : (
        <>
          <label className="flex flex-col gap-1 text-xs text-zinc-300">
            Step {number} animation
            <select
              value={preset}
              onChange={(event) => setPreset(event.target.value as typeof preset)}
              className={inputClass}
            >
              {STEP_PRESETS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-zinc-300">
            Step {number} frames
            <select
              value={frames}
              onChange={(event) => setFrames(Number(event.target.value))}
              className={inputClass}
            >
              {FRAME_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count} frames · {costLabel(JOB_COSTS.animation(count))}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <Button
        type="submit"
        size="sm"
        variant="primary"
        disabled={busy || (step.operation === "generate" && prompt.trim().length < 3)}
      >
        Save step {number}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClose}>
        Keep as it was
      </Button>
    </form>
  );
}
