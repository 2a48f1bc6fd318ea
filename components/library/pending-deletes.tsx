"use client";

import { createContext, type ReactNode, useContext } from "react";
import { UndoToast } from "./undo-toast";
import { usePendingDeletes } from "./use-pending-deletes";

type PendingDeletes = ReturnType<typeof usePendingDeletes>;

const Context = createContext<PendingDeletes | null>(null);

/**
 * Deletion with undo for every studio page: the library's cards and a sprite's own page delete
 * through it, and its "Undo" bar stays on screen across the navigation that follows.
 */
export function PendingDeletesProvider({ children }: { children: ReactNode }) {
  const deletes = usePendingDeletes();
  return (
    <Context.Provider value={deletes}>
      {children}
      <UndoToast pending={deletes.pending} failure={deletes.failure} onUndo={deletes.undo} />
    </Context.Provider>
  );
}

/** The studio's deletion with undo (inside `PendingDeletesProvider`). */
export function useDeletes(): PendingDeletes {
  const deletes = useContext(Context);
  if (!deletes) throw new Error("useDeletes needs a PendingDeletesProvider above it");
  return deletes;
}
