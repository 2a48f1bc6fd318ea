import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "./fetch";
import { schemas } from "./schemas";
import { spriteKeys } from "./sprites";

/** The most versions a line shows; the API's largest page. */
export const LINE_LIMIT = 100;

export const lineKey = (rootId: string) => [...spriteKeys.all, "line", rootId] as const;

/**
 * GET /api/sprites?root=: one line of edits, oldest first (the first sprite, then each version
 * made from the line), at most `LINE_LIMIT` of them.
 */
export const lineQuery = (rootId: string) =>
  queryOptions({
    queryKey: lineKey(rootId),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ root: rootId, limit: String(LINE_LIMIT) });
      const page = await apiFetch(`/api/sprites?${params}`, { signal, schema: schemas.SpritePage });
      return { sprites: [...page.sprites].reverse(), total: page.total };
    },
  });
