import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { schemas } from "./schemas";
import { apiFetch } from "./fetch";
import type { ListFilter } from "./filters";
import { pagePath } from "./paging";

export const galleryKeys = {
  all: ["gallery"] as const,
  lists: () => [...galleryKeys.all, "list"] as const,
  list: (filter: ListFilter, search = "") =>
    [...galleryKeys.lists(), { assetType: filter, q: search.trim() }] as const,
  detail: (id: string) => [...galleryKeys.all, "detail", id] as const,
};

/**
 * GET /api/gallery: public sprites of every account, newest first, paged like the library, with
 * the library's type filter and search.
 */
export const galleryQuery = (filter: ListFilter = "all", search = "") =>
  infiniteQueryOptions({
    queryKey: galleryKeys.list(filter, search),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(pagePath("/api/gallery", pageParam, filter, undefined, search), {
        signal,
        schema: schemas.SpritePage,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

export const gallerySpriteQuery = (id: string) =>
  queryOptions({
    queryKey: galleryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/gallery/${encodeURIComponent(id)}`, { signal, schema: schemas.SpriteRecord }),
    staleTime: Number.POSITIVE_INFINITY,
  });
