import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Pack, PackStep, PackStepEdit } from "@/lib/contract/packs";
import { accountKeys } from "./account";
import { apiFetch } from "./fetch";
import { schemas } from "./schemas";
import { spriteKeys } from "./sprites";

export type { Pack, PackStep, PackStepEdit };

export const packKeys = {
  all: ["packs"] as const,
  list: () => [...packKeys.all, "list"] as const,
  detail: (id: string) => [...packKeys.all, "detail", id] as const,
};

/** How many of the newest packs the list shows. */
export const PACK_LIST_LIMIT = 20;

/** GET /api/agent: your packs, newest first (the list a reload finds again); polled while one runs. */
export const packListQuery = () =>
  queryOptions({
    queryKey: packKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch(`/api/agent?limit=${PACK_LIST_LIMIT}`, { signal, schema: schemas.PackList }),
    refetchInterval: (query) =>
      query.state.data?.packs.some((pack) => pack.status === "processing") ? 1500 : false,
  });

/** GET /api/agent/{id}, polled while the pack runs. */
export const packQuery = (id: string) =>
  queryOptions({
    queryKey: packKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/agent/${encodeURIComponent(id)}`, { signal, schema: schemas.Pack }),
    refetchInterval: (query) => (query.state.data?.status === "processing" ? 700 : false),
  });

/** POST /api/agent: a priced plan; nothing is charged. */
export function usePlanPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prompt: string) =>
      apiFetch("/api/agent", { method: "POST", json: { prompt }, schema: schemas.Pack }),
    onSuccess: (pack) => {
      client.setQueryData(packKeys.detail(pack.id), pack);
      void client.invalidateQueries({ queryKey: packKeys.list() });
    },
  });
}

/**
 * PATCH /api/agent/{id}: removes or changes steps of a planned pack; the answer is the plan
 * priced again, whose total is what Run then approves.
 */
export function useEditPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, steps }: { id: string; steps: PackStepEdit[] }) =>
      apiFetch(`/api/agent/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: { steps },
        schema: schemas.Pack,
      }),
    onSuccess: (pack) => {
      client.setQueryData(packKeys.detail(pack.id), pack);
      void client.invalidateQueries({ queryKey: packKeys.list() });
    },
  });
}

/** POST /api/agent/{id}/run at the total the artist saw. */
export function useRunPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pack: Pack) =>
      apiFetch(`/api/agent/${encodeURIComponent(pack.id)}/run`, {
        method: "POST",
        json: { approved_total: pack.total_tokens },
        schema: schemas.Pack,
      }),
    onSuccess: (pack) => {
      client.setQueryData(packKeys.detail(pack.id), pack);
      void client.invalidateQueries({ queryKey: accountKeys.all });
      void client.invalidateQueries({ queryKey: packKeys.list() });
    },
  });
}

/** POST /api/agent/{id}/cancel: steps not made are refunded. */
export function useCancelPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/agent/${encodeURIComponent(id)}/cancel`, {
        method: "POST",
        schema: schemas.Pack,
      }),
    onSuccess: (pack) => {
      client.setQueryData(packKeys.detail(pack.id), pack);
      void client.invalidateQueries({ queryKey: accountKeys.all });
      void client.invalidateQueries({ queryKey: spriteKeys.all });
      void client.invalidateQueries({ queryKey: packKeys.list() });
    },
  });
}
