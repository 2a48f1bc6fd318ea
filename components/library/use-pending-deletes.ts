"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { deleteSprites } from "@/lib/client/library";

/** How long "Undo" is offered before the DELETE is sent. */
export const UNDO_MS = 5000;

export interface PendingDelete {
  ids: string[];
  label: string;
}

/**
 * Deletion with undo: the sprites disappear from the grid at once, and their DELETE is sent only
 * when the undo window ends (or the library unmounts, which ends it early). Undo within the
 * window sends nothing. A second deletion commits the first one straight away, so only one
 * "Undo" is ever on screen and it always means the latest deletion. One instance serves every
 * studio page (`PendingDeletesProvider`), so a sprite deleted from its own page can still be
 * brought back from the library it lands on.
 */
export function usePendingDeletes() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const current = useRef<{ batch: PendingDelete; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );

  const commit = useCallback(() => {
    const held = current.current;
    if (!held) return;
    clearTimeout(held.timer);
    current.current = null;
    setPending(null);
    deleteSprites(queryClient, held.batch.ids).catch(setFailure);
  }, [queryClient]);

  const remove = useCallback(
    (batch: PendingDelete) => {
      commit();
      setFailure(null);
      current.current = { batch, timer: setTimeout(commit, UNDO_MS) };
      setPending(batch);
    },
    [commit],
  );

  const undo = useCallback(() => {
    const held = current.current;
    if (held) clearTimeout(held.timer);
    current.current = null;
    setPending(null);
  }, []);

  useEffect(() => commit, [commit]);

  const hidden = useMemo(() => new Set(pending?.ids ?? []), [pending]);
  return { pending, hidden, remove, undo, failure };
}
