/** Offset paging shared by the library and the gallery. */
import type { ListFilter } from "./filters";

/** Each record carries its PNG inline, so a page stays modest; 100 is the API's ceiling. */
export const SPRITE_PAGE_SIZE = 48;

export function pagePath(
  base: string,
  offset: number,
  filter: ListFilter,
  limit = SPRITE_PAGE_SIZE,
  search = "",
  group?: "line",
) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  // One item per line of edits, the latest of it (the library's cards).
  if (group) params.set("group", group);
  if (filter !== "all") params.set("asset_type", filter);
  // Words to find in titles and prompts (the library's search); blank means no search.
  if (search.trim()) params.set("q", search.trim());
  return `${base}?${params}`;
}
