import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { schemas } from "./schemas";
import { apiFetch, markSigningOut } from "./fetch";

export const sessionKeys = { all: ["session"] as const };

/** GET /api/session: signed in or not, embedded or remote, and whether signup is offered. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) =>
      apiFetch("/api/session", { signal, schema: schemas.SessionState, signOutOnAuthError: false }),
  });

/** POST /api/session: the key is checked upstream and sealed into the cookie, never kept here. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      apiFetch("/api/session", {
        method: "POST",
        json: { api_key: apiKey },
        schema: schemas.SignedIn,
        signOutOnAuthError: false,
      }),
    // Whatever was cached belonged to a previous session.
    onSuccess: () => queryClient.clear(),
  });
}

/** POST /api/session/local-account (embedded mode): a new account, signed in at once; the answer
 * carries its key, the only time the browser sees it. */
export function useCreateLocalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | undefined) =>
      apiFetch("/api/session/local-account", {
        method: "POST",
        json: email ? { email } : {},
        schema: schemas.CreatedLocalAccount,
        signOutOnAuthError: false,
      }),
    onSuccess: () => queryClient.clear(),
  });
}

/**
 * DELETE /api/session: ends the server-side session too, so a copied cookie stops working; then
 * lands on /login whatever the answer. The landing is a new document, not a soft navigation:
 * nothing of this session stays in memory, and no query still mounted can refetch, meet a 401
 * and navigate a second time.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => {
      markSigningOut();
      return apiFetch("/api/session", {
        method: "DELETE",
        schema: schemas.SignedOut,
        signOutOnAuthError: false,
      });
    },
    onSettled: () => window.location.replace("/login"),
  });
}
