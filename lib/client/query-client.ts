import { QueryClient } from "@tanstack/react-query";
import { retryDelay, shouldRetry } from "./fetch";

/**
 * One client per browser tab. Pages of sprites carry their images inline, so refetching on every
 * focus would move megabytes for nothing: data is fresh for 30 s and refreshed by invalidation
 * after each mutation instead.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
