"use client";

import { createContext, type RefObject, useContext, useEffect, useRef } from "react";

/**
 * Set by whatever opens a panel at the artist's request (a tool button's click), read and
 * cleared by the panel that then mounts. A panel opened for another reason (a job found running
 * again after a reload) appears in place without moving the page or taking focus.
 */
export const RevealRequest = createContext<RefObject<boolean> | null>(null);

/** Brings a node to the top of the view and focuses it: instantly when motion is reduced. */
export function reveal(node: HTMLElement) {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  node.scrollIntoView({ behavior: still ? "instant" : "smooth", block: "start" });
  // The scroll above places it; focusing must not jump there first.
  node.focus({ preventScroll: true });
}

/**
 * A ref for a panel's heading (give it `tabIndex={-1}`): when the panel mounts because the
 * artist asked for it, the heading scrolls into view and takes focus, so a screen reader says
 * where they are and the next Tab starts in the panel. A panel that loads its code on demand
 * mounts late: it is revealed when its frame appears, not while a spinner stands in for it.
 */
export function useRevealOnOpen<T extends HTMLElement>() {
  const request = useContext(RevealRequest);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!request?.current || !ref.current) return;
    request.current = false;
    reveal(ref.current);
  }, [request]);
  return ref;
}
