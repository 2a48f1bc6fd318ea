"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { costLabel } from "@/lib/client/labels";
import { redoQuery, useRedoDerivatives, useRedoJobs } from "@/lib/client/redo";
import type { SpriteRecord } from "@/lib/contract/sprites";

const WHAT = { animation: "Animation", rotation: "Rotation", "normal-map": "Normal map" } as const;

/**
 * "Redo on this version": when an older version of this still's line has animations, rotations
 * or normal maps, lists them with what redoing them here costs, and one click makes them all
 * again from this version with the same parameters. The results join the line (the Versions
 * strip) as their jobs finish.
 */
export function RedoDerivatives({ sprite }: { sprite: SpriteRecord }) {
  const plan = useQuery(redoQuery(sprite.id));
  const redo = useRedoDerivatives(sprite.id);
  const jobIds = redo.data?.jobs.map((job) => job.id) ?? [];
  const progress = useRedoJobs(sprite.id, sprite.rootId ?? sprite.id, jobIds);

  const items = plan.data?.items ?? [];
  const skipped = plan.data?.skipped ?? [];
  const fromVersionId = plan.data?.fromVersionId ?? null;
  if (!redo.data && (items.length === 0 || !fromVersionId)) return null;

  return (
    <section aria-labelledby="redo-heading" className="rounded-xl border border-line bg-panel p-4">
      <h2 id="redo-heading" className="mb-1 text-sm font-semibold text-zinc-100">
        Redo on this version
      </h2>
      {redo.data ? (
        <RedoProgress
          jobs={redo.data.jobs.map((job) => ({
            ...job,
            status: progress.jobs.find((j) => j.id === job.id)?.status ?? "processing",
          }))}
          running={progress.running}
        />
      ) : (
        <>
          <p className="mb-3 text-xs text-zinc-400">
            An older version has these. Make them again from this one, with the same settings, so
            every frame and facing shows this version&apos;s pixels.
          </p>
          <ul className="mb-3 flex flex-col gap-1 text-sm text-zinc-200">
            {items.map((item) => (
              <li key={item.derivativeId} className="flex justify-between gap-3">
                <span>
                  {WHAT[item.operation]}: {item.parameters}
                </span>
                <span className="text-zinc-400">{costLabel(item.cost)}</span>
              </li>
            ))}
          </ul>
          {skipped.length > 0 ? (
            <ul className="mb-3 flex flex-col gap-1 text-xs text-zinc-400">
              {skipped.map((item) => (
                <li key={item.derivativeId}>
                  Not redone: {WHAT[item.operation]} ({item.reason})
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="primary"
              disabled={redo.isPending}
              aria-describedby="redo-total"
              onClick={() => fromVersionId && redo.mutate(fromVersionId)}
            >
              Redo on this version
            </Button>
            <span id="redo-total" className="text-sm text-zinc-300">
              {items.length} {items.length === 1 ? "result" : "results"}, total{" "}
              {costLabel(plan.data?.total ?? 0)}
            </span>
          </div>
          <ErrorMessage error={redo.error} className="mt-3" />
        </>
      )}
      <ErrorMessage error={progress.error} className="mt-3" />
    </section>
  );
}

function RedoProgress({
  jobs,
  running,
}: {
  jobs: { id: string; operation: keyof typeof WHAT; status: string }[];
  running: boolean;
}) {
  const done = jobs.filter((job) => job.status === "completed");
  return (
    <div role="status" className="flex flex-col gap-2 text-sm text-zinc-200">
      <p>
        {running
          ? `Redoing ${jobs.length} on this version…`
          : `Redone: ${done.length} of ${jobs.length} new results, shown under Versions.`}
      </p>
      <ul className="flex flex-col gap-1">
        {jobs.map((job) => (
          <li key={job.id}>
            {job.status === "completed" ? (
              <Link href={`/sprites/${job.id}`} className="text-accent hover:underline">
                Open the new {WHAT[job.operation].toLowerCase()}
              </Link>
            ) : (
              <span className="text-zinc-400">
                {WHAT[job.operation]}:{" "}
                {job.status === "processing" ? "drawing…" : `${job.status}, refunded`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
