"use client";

import { useSyncExternalStore } from "react";
import { formatDate } from "@/lib/client/format";

const noChanges = () => () => {};

/**
 * A timestamp in the reader's own time zone. A server render cannot know that zone, so it shows
 * UTC (labelled), and hydration renders the same; the browser's local time replaces it right
 * after. Rendered in the browser alone (a client-side navigation), it is local at once.
 */
export function LocalTime({ iso }: { iso: string | null | undefined }) {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return (
    <time dateTime={iso ?? undefined}>{inBrowser ? formatDate(iso) : formatDate(iso, "UTC")}</time>
  );
}
