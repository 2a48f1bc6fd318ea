"use client";

import { createContext, type RefObject, useContext, useEffect, useRef } from "react";

/**
 * Set by whatever opens a panel at the artist's request (a tool button's click), read and
 * cleared by the panel that then mounts. A panel opened for another reason (a job found running
 * again after a reload) appears in place without moving the page or taking focus.
 */
export const RevealRequest = createContext<RefObject<boolean> | null>(null);

/** How long a revealed panel is followed while what it loads makes the page taller. */
const SETTLE_MS = 4000;
/** Any of these means the artist is moving on their own: the page is theirs again. */
const OWN_MOVES = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

const scrollTo = (node: HTMLElement) => {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  node.scrollIntoView({ behavior: still ? "instant" : "smooth", block: "start" });
};

/**
 * Brings a node to the top of the view (smoothly, or at once when motion is reduced) and
 * focuses it. A panel's content often arrives after it opens (a canvas, a list of jobs): while
 * the page was shorter, the scroll stopped at the page's end, short of the node. So the page is
 * watched for a few seconds and the node scrolled to again as it grows, until the artist
 * scrolls, taps or types. Returns the function that stops watching.
 */
export function reveal(node: HTMLElement): () => void {
  scrollTo(node);
  // The scroll above places it; focusing must not jump there first.
  node.focus({ preventScroll: true });
  const grown = new ResizeObserver(() => scrollTo(node));
  grown.observe(document.body);
  const stop = () => {
    grown.disconnect();
    clearTimeout(timer);
    for (const type of OWN_MOVES) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of OWN_MOVES) window.addEventListener(type, stop, { passive: true });
  return stop;
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
    return reveal(ref.current);
  }, [request]);
  return ref;
}
