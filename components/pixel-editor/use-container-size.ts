"use client";

import { useCallback, useRef, useState } from "react";

export interface Size {
  width: number;
  height: number;
}

/**
 * An element's content box, kept current by a ResizeObserver (a rotated phone, a resized window,
 * a sidebar opening). Returns a callback ref and the size, null until first measured.
 */
export function useContainerSize<T extends HTMLElement>(): [(node: T | null) => void, Size | null] {
  const [size, setSize] = useState<Size | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const measure = () => {
      const width = Math.floor(node.clientWidth);
      const height = Math.floor(node.clientHeight);
      setSize((old) =>
        old && old.width === width && old.height === height ? old : { width, height },
      );
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
  }, []);
  return [ref, size];
}

/** Only the width of `useContainerSize`. */
export function useContainerWidth<T extends HTMLElement>(): [
  (node: T | null) => void,
  number | null,
] {
  const [ref, size] = useContainerSize<T>();
  return [ref, size?.width ?? null];
}
