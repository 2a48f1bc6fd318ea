"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `loadMore` when the sentinel comes within a screen of the viewport, so the next page
 * is already there by the time the artist scrolls to it.
 */
export function useLoadMore(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(loadMore);
  callback.current = loadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
