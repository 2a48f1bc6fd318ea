"use client";

import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import type { PendingDelete } from "./use-pending-deletes";

/** The "Deleted … Undo" bar, fixed at the bottom; a failed deletion is said there too. */
export function UndoToast({
  pending,
  failure,
  onUndo,
}: {
  pending: PendingDelete | null;
  failure: unknown;
  onUndo: () => void;
}) {
  return (
    <div aria-live="polite" className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {pending ? (
        <div
          role="status"
          className="flex items-center gap-4 rounded-lg border border-line bg-panel-2 px-4 py-2 text-sm text-zinc-100 shadow-xl"
        >
          <span>Deleted {pending.label}.</span>
          <Button size="sm" onClick={onUndo}>
            Undo
          </Button>
        </div>
      ) : failure ? (
        <div className="rounded-lg border border-line bg-panel-2 px-4 py-2 shadow-xl">
          <ErrorMessage error={failure} />
        </div>
      ) : null}
    </div>
  );
}
