"use client";

import { useEffect, useState } from "react";
import { formatDate } from "@/lib/client/format";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Last used 3 min ago" or "Never used". The service records use to the minute (at most one
 * write per key a minute), so nothing finer is claimed; the full time is in the tooltip. The
 * text moves on by itself once a minute while the tab stays open.
 */
export function LastUsed({ at }: { at: string | null }) {
  const now = useNow(MINUTE);
  if (!at) return <span>Never used</span>;
  return (
    <time dateTime={at} title={formatDate(at)}>
      Last used {ago(now - Date.parse(at), at)}
    </time>
  );
}

function ago(elapsed: number, at: string): string {
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return days === 1 ? "yesterday" : `${days} days ago`;
  return `on ${formatDate(at)}`;
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
