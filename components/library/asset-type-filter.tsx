"use client";

import { filterLabel, LIST_FILTERS, type ListFilter, parseListFilter } from "@/lib/client/filters";

const selectClass =
  "h-10 rounded-md border border-line bg-panel px-3 text-sm text-zinc-100 focus:border-accent focus:outline-none";

/** Filters by kind (animations) or by asset type: the list API takes one of them at a time. */
const ASSET_TYPE_FILTERS = LIST_FILTERS.filter((f) => f !== "all" && f !== "animation");

export function AssetTypeFilter({
  value,
  onChange,
}: {
  value: ListFilter;
  onChange: (value: ListFilter) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="asset-type-filter" className="text-xs font-medium text-zinc-400">
        Kind or asset type
      </label>
      <select
        id="asset-type-filter"
        value={value}
        onChange={(event) => onChange(parseListFilter(event.target.value))}
        className={selectClass}
      >
        <option value="all">{filterLabel("all")}</option>
        <optgroup label="Kind">
          <option value="animation">Animations</option>
        </optgroup>
        <optgroup label="Asset type">
          {ASSET_TYPE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filterLabel(filter)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
