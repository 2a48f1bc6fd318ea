import { queryOptions } from "@tanstack/react-query";
import { schemas } from "./schemas";
import { apiFetch } from "./fetch";

export const accountKeys = {
  all: ["account"] as const,
  me: () => [...accountKeys.all, "me"] as const,
  balance: () => [...accountKeys.all, "balance"] as const,
  assetTypes: () => [...accountKeys.all, "asset-types"] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => apiFetch("/api/me", { signal, schema: schemas.Account }),
  });

/** Invalidate `accountKeys.all` after any paid action so the header balance follows. */
export const balanceQuery = () =>
  queryOptions({
    queryKey: accountKeys.balance(),
    queryFn: ({ signal }) => apiFetch("/api/balance", { signal, schema: schemas.Balance }),
  });

export const assetTypesQuery = () =>
  queryOptions({
    queryKey: accountKeys.assetTypes(),
    queryFn: ({ signal }) =>
      apiFetch("/api/asset-types", { signal, schema: schemas.AssetTypeList }),
    staleTime: Number.POSITIVE_INFINITY,
  });
