import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { schemas } from "./schemas";
import { apiFetch } from "./fetch";

export const keyKeys = { all: ["keys"] as const };

/** GET /api/keys: names and prefixes only; secrets are never listed. */
export const keysQuery = () =>
  queryOptions({
    queryKey: keyKeys.all,
    queryFn: ({ signal }) => apiFetch("/api/keys", { signal, schema: schemas.ApiKeyList }),
  });

/** POST /api/keys: the response is the only place the secret ever appears. */
export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch("/api/keys", { method: "POST", json: { name }, schema: schemas.CreatedApiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyKeys.all }),
  });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/keys/${encodeURIComponent(id)}/revoke`, {
        method: "POST",
        schema: schemas.RevokedApiKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyKeys.all }),
  });
}
