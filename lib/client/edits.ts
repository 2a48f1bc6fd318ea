import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  BackgroundRemovalRequest as BackgroundRemovalSchema,
  NormalMapRequest as NormalMapSchema,
  RotationRequest as RotationSchema,
  TouchUpRequest as TouchUpSchema,
} from "@/lib/contract/edits";
import { accountKeys } from "./account";
import { apiFetch } from "./fetch";
import { schemas } from "./schemas";
import { refreshLists, spriteKeys } from "./sprites";

/**
 * Request bodies as sent: only what the artist set, defaults left to the server. (The contract's
 * exported types are the parsed shapes, with every default filled in.)
 */
export type BackgroundRemovalBody = z.input<typeof BackgroundRemovalSchema>;
export type NormalMapBody = z.input<typeof NormalMapSchema>;

/**
 * A synchronous edit that saves its result as a new sprite: cache the record for its own page,
 * put it first in the library, and refresh the balance the charge moved.
 */
function useSyncEdit<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiFetch(path, { method: "POST", json: body, schema: schemas.SpriteRecord }),
    onSuccess: (sprite) => {
      queryClient.setQueryData(spriteKeys.detail(sprite.id), sprite);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void refreshLists(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** POST /api/background-removals: standard is free, refined costs 1 token; always private. */
export const useRemoveBackground = () =>
  useSyncEdit<BackgroundRemovalBody>("/api/background-removals");

/** POST /api/normal-maps: 1 token per frame. */
export const useMakeNormalMap = () => useSyncEdit<NormalMapBody>("/api/normal-maps");

export type TouchUpBody = z.input<typeof TouchUpSchema>;
export type RotationBody = z.input<typeof RotationSchema>;

/** POST /api/touch-ups: 1 token; the record carries the clipped `region` and the `action` read. */
export const useTouchUp = () => useSyncEdit<TouchUpBody>("/api/touch-ups");

/** POST /api/rotations: 12 tokens; an animation record of 8 facings with a calibration score. */
export const useRotate = () => useSyncEdit<RotationBody>("/api/rotations");

/**
 * POST /api/touch-ups/preview (free): what `body` would do as a touch-up, fetched while the
 * artist types. Null turns it off (no sentence yet). Each body is its own query, so the answer
 * shown is always the one for the body asked; a refused touch-up is an answer (`refused`), not
 * an error.
 */
export function useTouchUpPreview(body: TouchUpBody | null) {
  return useQuery({
    queryKey: ["touch-up-preview", body],
    queryFn: ({ signal }) =>
      apiFetch("/api/touch-ups/preview", {
        method: "POST",
        json: body,
        signal,
        schema: schemas.TouchUpPreview,
      }),
    enabled: body !== null,
    retry: false,
    staleTime: 60_000,
  });
}
