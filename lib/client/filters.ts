import { ASSET_TYPES } from "@/lib/client/constants";

/** The library's filter: every asset type, `animation` records, or everything. */
export const LIST_FILTERS = ["all", ...ASSET_TYPES, "animation"] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export function parseListFilter(value: string | null | undefined): ListFilter {
  return (LIST_FILTERS as readonly string[]).includes(value ?? "") ? (value as ListFilter) : "all";
}

export function filterLabel(filter: ListFilter): string {
  if (filter === "all") return "All";
  if (filter === "ui") return "UI";
  return filter.charAt(0).toUpperCase() + filter.slice(1);
}
