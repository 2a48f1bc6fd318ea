/** Offset paging shared by the library and the gallery. */
import type { ListFilter } from "./filters";

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
