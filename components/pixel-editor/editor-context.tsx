"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { useStore } from "zustand";
import type { EditorDocument } from "@/lib/editor/document";
import { createEditorStore, type EditorState, type EditorStore } from "@/lib/editor/store";

const EditorContext = createContext<EditorStore | null>(null);

/**
 * Gives one mounted editor its own store, made once from the decoded document: two editors, or
 * the editor opened again after navigating, never share a picture, a tool or an undo stack.
 */
export function EditorProvider({ doc, children }: { doc: EditorDocument; children: ReactNode }) {
  const [store] = useState(() => createEditorStore(doc));
  return <EditorContext.Provider value={store}>{children}</EditorContext.Provider>;
}

export function useEditorApi(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error("useEditor must be used inside an EditorProvider.");
  return store;
}

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorApi(), selector);
}
