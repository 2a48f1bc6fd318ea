import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { GenerateSpriteRequest, SpritePage } from "@/lib/contract/sprites";
import { accountKeys } from "./account";
import { galleryKeys } from "./gallery";
import { pagePath, SPRITE_PAGE_SIZE } from "./paging";
import { schemas } from "./schemas";
import type { ListFilter } from "./filters";
import { apiFetch } from "./fetch";

export const spriteKeys = {
  all: ["sprites"] as const,
  lists: () => [...spriteKeys.all, "list"] as const,
  list: (filter: ListFilter, search = "") =>
    [...spriteKeys.lists(), { assetType: filter, q: search.trim() }] as const,
  /** The library's grouped list (one item per line of edits). */
  lines: (filter: ListFilter, search = "") =>
    [...spriteKeys.lists(), "lines", { assetType: filter, q: search.trim() }] as const,
  detail: (id: string) => [...spriteKeys.all, "detail", id] as const,
};

export { pagePath, SPRITE_PAGE_SIZE };

/** GET /api/sprites, newest first, by offset pages: `next_offset` is null on the last one. */
export const spriteListQuery = (filter: ListFilter, search = "") =>
  infiniteQueryOptions({
    queryKey: spriteKeys.list(filter, search),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(pagePath("/api/sprites", pageParam, filter, undefined, search), {
        signal,
        schema: schemas.SpritePage,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

/**
 * A page of the library: one item per line of edits (its latest sprite, with `versions`),
 * newest first. The library page's server read asks for exactly this path.
 */
export const libraryPagePath = (offset: number, filter: ListFilter, search = "") =>
  pagePath("/api/sprites", offset, filter, SPRITE_PAGE_SIZE, search, "line");

/** GET /api/sprites?group=line by offset pages: the library's cards. */
export const libraryQuery = (filter: ListFilter, search = "") =>
  infiniteQueryOptions({
    queryKey: spriteKeys.lines(filter, search),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(libraryPagePath(pageParam, filter, search), {
        signal,
        schema: schemas.SpritePage,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

export const spriteQuery = (id: string) =>
  queryOptions({
    queryKey: spriteKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/sprites/${encodeURIComponent(id)}`, { signal, schema: schemas.SpriteRecord }),
    // A record changes only through this studio's own rename and publish, which write the
    // answer into this cache (useUpdateSprite), so it never needs refetching.
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

/**
 * POST /api/sprites (1 token). The record, with its prompt reading, goes into the detail cache
 * so the sprite page opens without a request; a reload finds the same reading on GET.
 */
export function useGenerateSprite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSprite,
    onSuccess: (generated) => keepGenerated(queryClient, generated),
    // A failure may still have moved the balance (a refund, a concurrent spend): show the truth.
    onError: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** POST /api/sprites itself: one generation, the record with its prompt reading. */
export const generateSprite = (body: GenerateSpriteRequest) =>
  apiFetch("/api/sprites", {
    method: "POST",
    json: body,
    schema: schemas.GeneratedSpriteRecord,
  });

export type GeneratedSprite = Awaited<ReturnType<typeof generateSprite>>;

/**
 * What every new generation updates: its record (with its reading) for its page, the balance, the library's first pages and, when public, the gallery.
 */
export function keepGenerated(queryClient: QueryClient, sprite: GeneratedSprite) {
  queryClient.setQueryData(spriteKeys.detail(sprite.id), sprite);
  void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  void refreshLists(queryClient);
  if (sprite.isPublic) void queryClient.invalidateQueries({ queryKey: galleryKeys.lists() });
}
