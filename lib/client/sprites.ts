import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { SpritePage } from "@/lib/contract/sprites";
import { schemas } from "./schemas";
import type { ListFilter } from "./filters";
import { apiFetch } from "./fetch";

export const spriteKeys = {
  all: ["sprites"] as const,
  lists: () => [...spriteKeys.all, "list"] as const,
  list: (filter: ListFilter) => [...spriteKeys.lists(), { assetType: filter }] as const,
  detail: (id: string) => [...spriteKeys.all, "detail", id] as const,
};

/** Each record carries its PNG inline, so a page stays modest; 100 is the API's ceiling. */
export const SPRITE_PAGE_SIZE = 48;

export function pagePath(
  base: string,
  offset: number,
  filter: ListFilter,
  limit = SPRITE_PAGE_SIZE,
) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (filter !== "all") params.set("asset_type", filter);
  return `${base}?${params}`;
}

/** GET /api/sprites, newest first, by offset pages: `next_offset` is null on the last one. */
export const spriteListQuery = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: spriteKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(pagePath("/api/sprites", pageParam, filter), { signal, schema: schemas.SpritePage }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

export const spriteQuery = (id: string) =>
  queryOptions({
    queryKey: spriteKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/sprites/${encodeURIComponent(id)}`, { signal, schema: schemas.SpriteRecord }),
    // A sprite record never changes after it is made.
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface ImportSpriteInput {
  /** A data URL: `data:image/png;base64,...`. */
  image: string;
  title?: string;
  assetType?: string;
}

/** POST /api/sprites/import: free and private; the list refetches so the sprite shows at once. */
export function useImportSprite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportSpriteInput) =>
      apiFetch("/api/sprites/import", {
        method: "POST",
        json: {
          image: input.image,
          ...(input.title ? { title: input.title } : {}),
          ...(input.assetType ? { asset_type: input.assetType } : {}),
        },
        schema: schemas.SpriteRecord,
      }),
    onSuccess: (sprite) => {
      queryClient.setQueryData(spriteKeys.detail(sprite.id), sprite);
      return refreshLists(queryClient);
    },
  });
}

/**
 * After a new sprite lands, refetch only the first page of each list. Invalidating a deep
 * infinite query refetches every loaded page in turn: at thousands of sprites that is dozens of
 * requests for one new card at the top. Trimming to page one first keeps it to one request.
 */
export function refreshLists(queryClient: QueryClient) {
  queryClient.setQueriesData<InfiniteData<SpritePage, number>>(
    { queryKey: spriteKeys.lists() },
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  );
  return queryClient.invalidateQueries({ queryKey: spriteKeys.lists() });
}
