"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { accountKeys } from "@/lib/client/account";
import { costLabel } from "@/lib/client/labels";
import {
  type Pack,
  packQuery,
  useCancelPack,
  useEditPack,
  usePlanPack,
  useRunPack,
} from "@/lib/client/packs";
import { spriteKeys } from "@/lib/client/sprites";
import { EditWords } from "@/components/sprite/prompt-reading";
import { PackList } from "./pack-list";
import { PlanStep } from "./plan-step";

const STATUS_WORDS: Record<Pack["status"], string> = {
  planned: "Planned: nothing is charged until you run it.",
  processing: "Running…",
  completed: "Done.",
  failed: "Failed: the steps not made were refunded.",
  cancelled: "Cancelled: the steps not made were refunded.",
};

/**
 * Asset packs: one prompt becomes a priced plan; the artist sees every step's cost and the
 * total before running it, then watches the steps being made.
 */
export function PackStudio() {
  const [prompt, setPrompt] = useState("");
  const [packId, setPackId] = useState<string | null>(null);
  const plan = usePlanPack();
  const run = useRunPack();
  const cancel = useCancelPack();
  const edit = useEditPack();
  const client = useQueryClient();
  const pack = useQuery({ ...packQuery(packId ?? ""), enabled: packId !== null });
  const status = pack.data?.status;

  useEffect(() => {
    if (status && status !== "processing" && status !== "planned") {
      void client.invalidateQueries({ queryKey: accountKeys.all });
      void client.invalidateQueries({ queryKey: spriteKeys.all });
    }
  }, [status, client]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.reset();
    edit.reset();
    plan.mutate(prompt.trim(), { onSuccess: (made) => setPackId(made.id) });
  };

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
      >
        <label htmlFor="pack-prompt" className="text-sm font-medium text-zinc-200">
          Pack prompt
        </label>
        <textarea
          id="pack-prompt"
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          rows={3}
          maxLength={1500}
          placeholder="a knight with a sword, walking and attacking"
          className="rounded-md border border-line bg-ink px-3 py-2 text-sm text-zinc-100"
        />
        <p className="text-xs text-zinc-400">
          The first thing you name is the main sprite; a weapon named with a character (“with a
          spiked club”) is held in its hand; other things become extra sprites; words like walking,
          running, jumping or attacking animate the main sprite. Planning is free.
        </p>
        <ErrorMessage error={plan.error} />
        <Button
          type="submit"
          variant="secondary"
          disabled={plan.isPending || prompt.trim().length < 3}
        >
          {plan.isPending ? "Planning…" : "Plan pack"}
        </Button>
      </form>
      {pack.data ? (
        <section
          aria-label="Pack plan"
          className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
        >
          <p className="text-sm text-zinc-300">Read as: {pack.data.read_as}</p>
          {pack.data.reading ? <EditWords reading={pack.data.reading} /> : null}
          <ol className="flex flex-col gap-1 text-sm">
            {pack.data.steps.map((step) => (
              <PlanStep
                key={`${pack.data.id}:${step.index}:${step.description}:${step.frame_count}`}
                step={step}
                editable={pack.data.status === "planned"}
                busy={edit.isPending || run.isPending}
                onEdit={(change, done) => {
                  run.reset();
                  edit.mutate({ id: pack.data!.id, steps: [change] }, { onSuccess: () => done() });
                }}
              />
            ))}
          </ol>
          <ErrorMessage error={edit.error} />
          <p className="text-sm text-zinc-200" aria-live="polite">
            Total: <strong>{costLabel(pack.data.total_tokens)}</strong>
          </p>
          <p role="status" className="text-sm text-zinc-300">
            {STATUS_WORDS[pack.data.status]}
          </p>
          {pack.data.status === "processing" ? (
            <progress
              aria-label="Pack progress"
              value={pack.data.progress}
              max={1}
              className="w-full"
            />
          ) : null}
          <ErrorMessage error={run.error ?? cancel.error} />
          <div className="flex gap-2">
            {pack.data.status === "planned" ? (
              <Button
                variant="primary"
                disabled={run.isPending}
                onClick={() => pack.data && run.mutate(pack.data)}
              >
                {run.isPending ? "Starting…" : `Run pack · ${costLabel(pack.data.total_tokens)}`}
              </Button>
            ) : null}
            {pack.data.status === "planned" || pack.data.status === "processing" ? (
              <Button
                variant="ghost"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(pack.data!.id)}
              >
                Cancel
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      <PackList onOpen={setPackId} />
    </div>
  );
}
