"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import type { Rect, Size } from "@/lib/client/region";
import {
  createRegionEditor,
  type RegionEditor,
  type RegionEditorState,
} from "@/lib/client/region-editor";

const RegionEditorContext = createContext<RegionEditor | null>(null);

/**
 * Gives a region editor its own store, made once per mounted editor (zustand's per-instance
 * pattern for Next.js): the canvas, the spinbuttons and the form read the same region, and a
 * second editor on a page has a region of its own.
 */
export function RegionEditorProvider({
  bounds,
  initial,
  children,
}: {
  bounds: Size;
  initial?: Rect;
  children: ReactNode;
}) {
  const [store] = useState(() => createRegionEditor(bounds, initial));
  return <RegionEditorContext.Provider value={store}>{children}</RegionEditorContext.Provider>;
}

export function useRegionEditorApi(): RegionEditor {
  const store = useContext(RegionEditorContext);
  if (!store) throw new Error("useRegionEditor must be used inside a RegionEditorProvider.");
  return store;
}

export function useRegionEditor<T>(selector: (state: RegionEditorState) => T): T {
  return useStore(useRegionEditorApi(), selector);
}
