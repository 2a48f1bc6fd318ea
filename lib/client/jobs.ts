import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import type {
  CreateAnimationRequest,
  CreateCombineRequest,
  CreateRestyleRequest,
  JobProgress,
} from "@/lib/contract/jobs";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { accountKeys } from "./account";
import { ApiClientError, apiFetch } from "./fetch";
import { schemas } from "./schemas";
import { refreshLists, spriteKeys } from "./sprites";

/**
 * Asynchronous jobs (animations, restyles, combines): start (202, tokens charged), poll until
 * a terminal state, cancel (refunded). The studio remembers the ids it started in localStorage,
 * per source sprite and kind, and polls them again after a reload.
 */
export type JobKind = "animation" | "restyle" | "combine";

export const JOB_PATHS: Record<JobKind, string> = {
  animation: "/api/animations",
  restyle: "/api/restyles",
  combine: "/api/combines",
};

export type AnimationBody = z.input<typeof CreateAnimationRequest>;
export type RestyleBody = z.input<typeof CreateRestyleRequest>;
export type CombineBody = z.input<typeof CreateCombineRequest>;
export interface JobBodies {
  animation: AnimationBody;
  restyle: RestyleBody;
  combine: CombineBody;
}

export type JobState = z.output<typeof JobProgress>;
/** What a poll returns: the finished record, or the job's state until then. */
export type JobPoll = SpriteRecord | JobState;

/** A finished job's record (it carries an image); anything else is still a job state. */
export const isResult = (poll: JobPoll | undefined): poll is SpriteRecord =>
  !!poll && poll.status === "completed" && "image" in poll;
export const isTerminal = (poll: JobPoll | undefined) => !!poll && poll.status !== "processing";

/** How often a running job is polled: under a second, as most jobs finish within two seconds. */
export const POLL_INTERVAL_MS = 700;

export const jobKeys = {
  all: ["jobs"] as const,
  tracked: (sourceId: string, kind: JobKind) =>
    [...jobKeys.all, "tracked", sourceId, kind] as const,
  detail: (kind: JobKind, id: string) => [...jobKeys.all, kind, id] as const,
};

/** A job this browser started, as remembered across reloads. */
export interface TrackedJob {
  id: string;
  kind: JobKind;
  sourceId: string;
  /** Tokens charged at the start: what a cancel or a failure refunds. */
  cost: number;
  /** A few words for the list: "Walk, 8 frames". */
  label: string;
  startedAt: string;
  /** The page has shown how it ended; an unsettled job reopens its panel after a reload. */
  settled?: boolean;
}

const STORAGE_PREFIX = "spritewright:jobs:";
/** The most recent jobs kept per sprite and kind; older ones are forgotten. */
const KEEP = 5;

export const trackedStorageKey = (sourceId: string, kind: JobKind) =>
  `${STORAGE_PREFIX}${sourceId}:${kind}`;

function isTrackedJob(value: unknown): value is TrackedJob {
  if (typeof value !== "object" || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.id === "string" &&
    typeof job.kind === "string" &&
    typeof job.sourceId === "string" &&
    typeof job.cost === "number" &&
    typeof job.label === "string" &&
    typeof job.startedAt === "string"
  );
}

/** The jobs remembered for a sprite and kind, newest first. */
export function readTracked(
  sourceId: string,
  kind: JobKind,
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): TrackedJob[] {
  try {
    const text = storage?.getItem(trackedStorageKey(sourceId, kind));
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed.filter(isTrackedJob) : [];
  } catch {
    return [];
  }
}

export function writeTracked(
  sourceId: string,
  kind: JobKind,
  jobs: readonly TrackedJob[],
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined = globalThis.localStorage,
) {
  try {
    const key = trackedStorageKey(sourceId, kind);
    if (jobs.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(jobs.slice(0, KEEP)));
  } catch {
    // Storage full or disabled: the job still shows until the page is left.
  }
}

/** Adds a job first in the list, without duplicates, keeping the newest `KEEP`. */
export function withJob(jobs: readonly TrackedJob[], job: TrackedJob): TrackedJob[] {
  return [job, ...jobs.filter((j) => j.id !== job.id)].slice(0, KEEP);
}

export const trackedJobsQuery = (sourceId: string, kind: JobKind) =>
  queryOptions({
    queryKey: jobKeys.tracked(sourceId, kind),
    queryFn: () => readTracked(sourceId, kind),
    staleTime: Number.POSITIVE_INFINITY,
  });

function setTracked(
  queryClient: QueryClient,
  sourceId: string,
  kind: JobKind,
  update: (jobs: TrackedJob[]) => TrackedJob[],
) {
  const next = update(readTracked(sourceId, kind));
  writeTracked(sourceId, kind, next);
  queryClient.setQueryData(jobKeys.tracked(sourceId, kind), next);
}

/** Marks a job as ended and shown, so it no longer reopens its panel on the next visit. */
export function useSettleJob() {
  const queryClient = useQueryClient();
  return (job: Pick<TrackedJob, "id" | "kind" | "sourceId">) =>
    setTracked(queryClient, job.sourceId, job.kind, (jobs) =>
      jobs.map((j) => (j.id === job.id ? { ...j, settled: true } : j)),
    );
}

/** The newest job of any kind started from this sprite whose end the page has not shown yet. */
export function newestUnsettled(
  sourceId: string,
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): TrackedJob | null {
  const kinds: JobKind[] = ["animation", "restyle", "combine"];
  const open = kinds
    .flatMap((kind) => readTracked(sourceId, kind, storage))
    .filter((job) => !job.settled)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return open[0] ?? null;
}

/**
 * GET /api/jobs (an extension of the embedded service): the running jobs of this sprite, so a
 * job started in another tab or browser is found too. An upstream without it answers 404: then
 * only the jobs remembered here are found, which is enough for a reload.
 */
export const runningJobsQuery = (sourceId: string) =>
  queryOptions({
    queryKey: [...jobKeys.all, "running", sourceId] as const,
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/jobs?status=processing&limit=20&source_generation_id=${encodeURIComponent(sourceId)}`,
        { signal, schema: schemas.JobList },
      ),
    retry: false,
    staleTime: 0,
  });

const KIND_WORD: Record<JobKind, string> = {
  animation: "Animation",
  restyle: "Restyle",
  combine: "Combine",
};

/**
 * On a sprite's page: finds the jobs started from it that are still running or whose end was
 * never shown (remembered here, or listed by the service), remembers them, and calls `open`
 * with the kind of the newest one so its panel can show it.
 */
export function useResumeJobs(sourceId: string, open: (kind: JobKind) => void) {
  const queryClient = useQueryClient();
  const running = useQuery(runningJobsQuery(sourceId));
  const opener = useRef(open);
  opener.current = open;

  useEffect(() => {
    const local = newestUnsettled(sourceId);
    if (local) opener.current(local.kind);
  }, [sourceId]);

  const listed = running.data?.jobs;
  useEffect(() => {
    if (!listed) return;
    let newest: TrackedJob | null = null;
    for (const job of listed) {
      if (job.sourceId !== sourceId) continue;
      const kind = job.type as JobKind;
      if (readTracked(sourceId, kind).some((j) => j.id === job.id)) continue;
      const found: TrackedJob = {
        id: job.id,
        kind,
        sourceId,
        cost: job.cost,
        label: `${KIND_WORD[kind]} started elsewhere`,
        startedAt: job.createdAt,
      };
      setTracked(queryClient, sourceId, kind, (jobs) => withJob(jobs, found));
      if (!newest || found.startedAt > newest.startedAt) newest = found;
    }
    if (newest) opener.current(newest.kind);
  }, [listed, sourceId, queryClient]);
}

/** Forgets a job (dismissed, or unknown to the service). */
export function useForgetJob() {
  const queryClient = useQueryClient();
  return (job: Pick<TrackedJob, "id" | "kind" | "sourceId">) => {
    setTracked(queryClient, job.sourceId, job.kind, (jobs) => jobs.filter((j) => j.id !== job.id));
    queryClient.removeQueries({ queryKey: jobKeys.detail(job.kind, job.id) });
  };
}

/** GET /api/{kind}s/{id}, every `POLL_INTERVAL_MS` while it runs; a terminal answer is final. */
export const jobQuery = (kind: JobKind, id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(kind, id),
    queryFn: ({ signal }): Promise<JobPoll> =>
      apiFetch(`${JOB_PATHS[kind]}/${encodeURIComponent(id)}`, { signal, schema: schemas.JobPoll }),
    refetchInterval: (query) => {
      const error = query.state.error;
      // A job the service does not know (another account's, or gone) will not appear later.
      if (error instanceof ApiClientError && error.code === "not_found") return false;
      return isTerminal(query.state.data) ? false : POLL_INTERVAL_MS;
    },
    // Keep polling in a background tab: the artist comes back to a finished job.
    refetchIntervalInBackground: true,
    staleTime: (query) => (isTerminal(query.state.data) ? Number.POSITIVE_INFINITY : 0),
  });

/**
 * One job, polled, with the side effects of its end: a completed record goes into the sprite
 * cache and the library; a failure or a cancel moved the balance (refund).
 */
export function useJob(kind: JobKind, id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(jobQuery(kind, id));
  const seen = useRef<string | null>(null);
  const data = query.data;
  const status = data?.status;
  useEffect(() => {
    if (!data || !status || status === "processing" || seen.current === status) return;
    seen.current = status;
    if (isResult(data)) {
      queryClient.setQueryData(spriteKeys.detail(data.id), data);
      void refreshLists(queryClient);
    }
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [data, status, queryClient]);
  return query;
}

/** POST /api/{kind}s: 202 with the job id; tokens are charged at once. */
export function useStartJob<K extends JobKind>(kind: K, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body }: { body: JobBodies[K]; cost: number; label: string }) =>
      apiFetch(JOB_PATHS[kind], { method: "POST", json: body, schema: schemas.JobAcceptance }),
    onSuccess: (accepted, { cost, label }) => {
      const queued: JobState = { id: accepted.id, status: "processing", progress: 0 };
      queryClient.setQueryData<JobPoll>(jobKeys.detail(kind, accepted.id), queued);
      setTracked(queryClient, sourceId, kind, (jobs) =>
        withJob(jobs, {
          id: accepted.id,
          kind,
          sourceId,
          cost,
          label,
          startedAt: new Date().toISOString(),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/**
 * POST /api/{kind}s/{id}/cancel: refunded. A job that finished meanwhile answers 409
 * `not_cancellable`; then the poll shows how it ended.
 */
export function useCancelJob(kind: JobKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`${JOB_PATHS[kind]}/${encodeURIComponent(id)}/cancel`, {
        method: "POST",
        schema: schemas.CancelResponse,
      }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData<JobPoll>(jobKeys.detail(kind, id), cancelled);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(kind, id) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
