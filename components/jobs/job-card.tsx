"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { type ReactNode, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { errorWords } from "@/lib/client/error-words";
import { ApiClientError } from "@/lib/client/fetch";
import { formatDate } from "@/lib/client/format";
import {
  isResult,
  isTerminal,
  type JobKind,
  type TrackedJob,
  trackedJobsQuery,
  useCancelJob,
  useForgetJob,
  useJob,
  useSettleJob,
} from "@/lib/client/jobs";
import { costLabel } from "@/lib/client/labels";
import type { SpriteRecord } from "@/lib/contract/sprites";

const KIND_LABEL: Record<JobKind, string> = {
  animation: "Animation",
  restyle: "Restyle",
  combine: "Combine",
};

type RenderResult = (record: SpriteRecord, job: TrackedJob) => ReactNode;

/**
 * The jobs of one kind started from this sprite, newest first: running ones with their
 * progress and "Cancel", finished ones with their result. They come from localStorage, so a
 * reload finds them again and polling resumes.
 */
export function TrackedJobs({
  sourceId,
  kind,
  title,
  renderResult,
}: {
  sourceId: string;
  kind: JobKind;
  title: string;
  renderResult: RenderResult;
}) {
  const { data: jobs = [] } = useQuery(trackedJobsQuery(sourceId, kind));
  if (jobs.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-zinc-200">{title}</h3>
      <ul aria-label={title} className="flex flex-col gap-3">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} renderResult={renderResult} />
        ))}
      </ul>
    </div>
  );
}

function JobCard({ job, renderResult }: { job: TrackedJob; renderResult: RenderResult }) {
  const poll = useJob(job.kind, job.id);
  const cancel = useCancelJob(job.kind, job.id);
  const forget = useForgetJob();
  const settle = useSettleJob();
  const data = poll.data;
  const ended = isTerminal(data);

  useEffect(() => {
    if (ended && !job.settled) settle(job);
  }, [ended, job, settle]);

  const unknown = poll.error instanceof ApiClientError && poll.error.code === "not_found";
  const refund = job.cost > 0 ? `${costLabel(job.cost)} refunded` : "nothing was charged";
  // A cancel that lost the race to completion answers 409; the poll then shows the result.
  const cancelError =
    cancel.error instanceof ApiClientError && cancel.error.code === "not_cancellable"
      ? null
      : cancel.error;

  return (
    <li
      aria-label={`${KIND_LABEL[job.kind]}: ${job.label}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-ink/40 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm text-zinc-100">
          {job.label}
          <span className="ml-2 text-xs text-zinc-400">
            started {formatDate(job.startedAt)} · {costLabel(job.cost)}
          </span>
        </p>
        {ended || unknown ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Dismiss ${job.label}`}
            onClick={() => forget(job)}
          >
            Dismiss
          </Button>
        ) : null}
      </div>

      {unknown ? (
        <p className="text-sm text-zinc-400">The service no longer knows this job.</p>
      ) : !data ? (
        poll.error ? (
          <ErrorMessage error={poll.error} />
        ) : (
          <JobProgressBar kind={job.kind} progress={undefined} />
        )
      ) : data.status === "processing" ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <JobProgressBar
              kind={job.kind}
              progress={"progress" in data ? data.progress : undefined}
            />
            <Button
              size="sm"
              variant="danger"
              onClick={() => cancel.mutate()}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending || undefined}
            >
              Cancel
            </Button>
          </div>
          {poll.error ? <ErrorMessage error={poll.error} /> : null}
          <ErrorMessage error={cancelError} />
        </div>
      ) : data.status === "cancelled" ? (
        <p
          role="status"
          className="rounded-md border border-line bg-panel-2 px-3 py-2 text-sm text-zinc-200"
        >
          Cancelled: {refund}.
        </p>
      ) : data.status === "failed" ? (
        <div
          role="alert"
          data-error-code={"error" in data && data.error ? data.error.code : undefined}
          className="rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
        >
          Failed:{" "}
          {"error" in data && data.error
            ? errorWords(data.error).message.replace(/\.$/, "")
            : "the render failed"}
          . {refund.charAt(0).toUpperCase() + refund.slice(1)}.
        </div>
      ) : isResult(data) ? (
        renderResult(data, job)
      ) : (
        // A completed answer without an image (a leaner upstream): the record has the pixels.
        <p className="text-sm text-zinc-300">
          Finished.{" "}
          <Link
            href={`/sprites/${data.id}`}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            Open the result
          </Link>
        </p>
      )}
    </li>
  );
}

/**
 * Progress of a running job. Animations report `progress` (0 to 1): a determinate bar with
 * `aria-valuenow`; restyles and combines report none: an indeterminate one.
 */
function JobProgressBar({ kind, progress }: { kind: JobKind; progress: number | undefined }) {
  const percent = progress === undefined ? undefined : Math.round(progress * 100);
  const text =
    percent === undefined ? "Working…" : percent === 0 ? "Waiting to start…" : `${percent}%`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <div
        role="progressbar"
        aria-label={`${KIND_LABEL[kind]} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-panel-2"
      >
        <div
          className={`h-full rounded-full bg-accent transition-[width] duration-300 ${
            percent === undefined ? "w-1/3 animate-pulse" : ""
          }`}
          style={percent === undefined ? undefined : { width: `${Math.max(2, percent)}%` }}
        />
      </div>
      <span className="shrink-0 whitespace-nowrap font-mono text-xs text-zinc-400">{text}</span>
    </div>
  );
}
