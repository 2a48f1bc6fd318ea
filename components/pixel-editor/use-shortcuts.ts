"use client";

import { useEffect } from "react";
import type { EditorStore } from "@/lib/editor/store";
import { stepZoom } from "@/lib/editor/view";
import { toolForKey } from "./tools";

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest("input, textarea, select") !== null);

/**
 * The editor's keyboard shortcuts, live while it is mounted: Aseprite's tool letters, X to
 * exchange colours, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) for undo and redo, + and − to zoom, ? for
 * the list. Keys typed into a field stay the field's.
 */
export function useShortcuts(store: EditorStore, toggleHelp: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.altKey) return;
      const s = store.getState();
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === "z") {
        e.preventDefault();
        if (e.shiftKey) s.redo();
        else s.undo();
        return;
      }
      if (mod && key === "y") {
        e.preventDefault();
        s.redo();
        return;
      }
      if (mod) return;
      if (e.key === "?") {
        e.preventDefault();
        toggleHelp();
        return;
      }
      if (e.key === "+" || e.key === "=" || e.key === "-") {
        e.preventDefault();
        // About the picture's centre, which stays where it is on screen.
        const centre = {
          x: s.pan.x + (s.doc.width * s.zoom) / 2,
          y: s.pan.y + (s.doc.height * s.zoom) / 2,
        };
        s.setZoom(stepZoom(s.zoom, e.key === "-" ? -1 : 1), centre);
        return;
      }
      if (key === "x") {
        s.exchangeColours();
        return;
      }
      const tool = toolForKey(e.key);
      if (tool) {
        e.preventDefault();
        s.setTool(tool);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, toggleHelp]);
}
