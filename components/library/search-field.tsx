"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useDebounced } from "./use-debounced";

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

/** The words being searched for: the URL's `?q=`, blank for none. */
export function useSearchWords(): string {
  return useSearchParams().get("q")?.trim() ?? "";
}

/**
 * "Search names and prompts": the library's and the gallery's search box. The words live in the
 * URL (`?q=`, like the type filter's `?type=`), written once typing pauses. They are written
 * with the History API rather than a navigation: a navigation to new search parameters mounts
 * the page afresh, which would take the field's focus mid-word; and because they are in the
 * URL, a change of filter (which does navigate) keeps them.
 */
export function SearchField({ id }: { id: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("q")?.trim() ?? "";
  const [text, setText] = useState(current);
  const settled = useDebounced(text, SEARCH_PAUSE_MS).trim();

  useEffect(() => {
    if (settled === current) return;
    const query = new URLSearchParams(params.toString());
    if (settled) query.set("q", settled);
    else query.delete("q");
    const search = query.toString();
    window.history.replaceState(null, "", search ? `${pathname}?${search}` : pathname);
  }, [settled, current, params, pathname]);

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-medium text-zinc-400">
        Search names and prompts
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        className="h-10 w-56 max-w-full rounded-md border border-line bg-panel px-3 text-sm text-zinc-100 focus:border-accent focus:outline-none"
      />
    </div>
  );
}
