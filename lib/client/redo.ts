import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { accountKeys } from "./account";
import { apiFetch } from "./fetch";
import { POLL_INTERVAL_MS } from "./jobs";
import { lineKey } from "./lineage";
import { schemas } from "./schemas";
import { refreshLists, spriteKeys } from "./sprites";

/**
 * Redoing an older version's animations, rotations and normal maps on this version:
 * `GET /api/sprites/{id}/redo-derivatives` quotes it (free), `POST` charges the whole batch and
 * queues one job per derivative. The studio then follows those jobs through `GET /api/jobs`
 * until each has ended, and refreshes the line, where the results show.
 */
const redoPath = (spriteId: string) =>
  `/api/sprites/${encodeURIComponent(spriteId)}/redo-derivatives`;

export const redoKey = (spriteId: string) => [...spriteKeys.all, "redo", spriteId] as const;

export const redoQuery = (spriteId: string) =>
  queryOptions({
    queryKey: redoKey(spriteId),
    queryFn: ({ signal }) => apiFetch(redoPath(spriteId), { signal, schema: schemas.RedoPlan }),
  });

export function useRedoDerivatives(spriteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromVersionId: string) =>
      apiFetch(redoPath(spriteId), {
        method: "POST",
        json: { from_version_id: fromVersionId },
        schema: schemas.RedoAccepted,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: redoKey(spriteId) });
    },
  });
}

/**
 * The state of the jobs a redo queued, polled while any runs. When the last one ends, the
 * line (the Versions strip) and the library lists are refreshed, and so is the balance (a
 * failed job was refunded).
 */
export function useRedoJobs(spriteId: string, rootId: string, jobIds: readonly string[]) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...redoKey(spriteId), "jobs", ...jobIds],
    enabled: jobIds.length > 0,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ source_generation_id: spriteId, limit: "100" });
      const list = await apiFetch(`/api/jobs?${params}`, { signal, schema: schemas.JobList });
      const wanted = new Set(jobIds);
      return list.jobs.filter((job) => wanted.has(job.id));
    },
    refetchInterval: (q) =>
      (q.state.data ?? []).some((job) => job.status === "processing") || !q.state.data
        ? POLL_INTERVAL_MS
        : false,
  });
  const jobs = query.data ?? [];
  const running = jobIds.length > 0 && (!query.data || jobs.some((j) => j.status === "processing"));
  const ended = jobIds.length > 0 && !!query.data && !running;
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: lineKey(rootId) });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: redoKey(spriteId) });
    void refreshLists(queryClient);
  }, [ended, queryClient, rootId, spriteId]);
  return { jobs, running, ended, error: query.error };
}
