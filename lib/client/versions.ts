import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./fetch";
import { schemas } from "./schemas";
import { refreshLists, spriteKeys } from "./sprites";

export interface SaveVersionInput {
  /** The sprite the edit started from. */
  sourceId: string;
  /** The edited picture, base64 PNG at the source's size. */
  image: string;
  title?: string;
}

/**
 * POST /api/sprites/{id}/versions (free): saves a hand-edited picture as a new sprite derived
 * from the source. The record is cached for its own page and put first in the library.
 */
export function useSaveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, image, title }: SaveVersionInput) =>
      apiFetch(`/api/sprites/${encodeURIComponent(sourceId)}/versions`, {
        method: "POST",
        json: title ? { image, title } : { image },
        schema: schemas.SpriteRecord,
      }),
    onSuccess: (sprite) => {
      queryClient.setQueryData(spriteKeys.detail(sprite.id), sprite);
      return refreshLists(queryClient);
    },
  });
}
