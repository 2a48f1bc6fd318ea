"use client";

import { useEffect, useState } from "react";
import { useDebounced } from "./use-debounced";

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/**
 * "Search names and prompts": the library's and the gallery's search box. `onSearch` hears the
 * words once typing pauses.
 */
export function SearchField({ id, onSearch }: { id: string; onSearch: (words: string) => void }) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search, SEARCH_PAUSE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-zinc-400">
        Search names and prompts
      </label>
      <input
        id={id}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={200}
        className="h-10 w-56 max-w-full rounded-md border border-line bg-panel px-3 text-sm text-zinc-100 focus:border-accent focus:outline-none"
      />
    </div>
  );
}
