"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true after. For what the server cannot know the
 * same way the first client render does: data the query cache may already hold by the time a
 * Suspense boundary hydrates (the header's balance, say), or a form that must not submit
 * natively before its handler is attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
