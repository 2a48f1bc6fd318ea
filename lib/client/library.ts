import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateSpriteRequest } from "@/lib/contract/sprites";
import { apiFetch } from "./fetch";
import { galleryKeys } from "./gallery";
import { schemas } from "./schemas";
import { refreshLists, spriteKeys } from "./sprites";

/** PATCH /api/sprites/{id}: rename, publish or unpublish; the answer replaces the cached record. */
export function useUpdateSprite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSpriteRequest & { id: string }) =>
      apiFetch(`/api/sprites/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: body,
        schema: schemas.SpriteRecord,
      }),
    onSuccess: (sprite) => {
      queryClient.setQueryData(spriteKeys.detail(sprite.id), sprite);
      void queryClient.invalidateQueries({ queryKey: spriteKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: galleryKeys.lists() });
    },
  });
}

/** DELETE /api/sprites/{id} for each id, then the lists and the gallery refetch. */
export async function deleteSprites(queryClient: QueryClient, ids: readonly string[]) {
  try {
    await Promise.all(
      ids.map((id) =>
        apiFetch(`/api/sprites/${encodeURIComponent(id)}`, {
          method: "DELETE",
          schema: schemas.DeletedSprite,
        }),
      ),
    );
  } finally {
    for (const id of ids) queryClient.removeQueries({ queryKey: spriteKeys.detail(id) });
    void refreshLists(queryClient);
    void queryClient.invalidateQueries({ queryKey: galleryKeys.lists() });
  }
}
