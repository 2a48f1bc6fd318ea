"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import type { ApiKeySummary } from "@/lib/contract/keys";
import { formatDate } from "@/lib/client/format";
import { useRevokeKey } from "@/lib/client/keys";
import { LastUsed } from "./last-used";

export function KeyTable({ keys }: { keys: ApiKeySummary[] }) {
  if (keys.length === 0) return <p className="text-sm text-zinc-400">No keys yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <thead className="bg-panel text-xs uppercase tracking-wider text-zinc-400">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Key
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Created
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Activity
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKeySummary }) {
  const revoked = apiKey.revoked_at !== null;
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="px-4 py-3 font-medium text-zinc-100">
        {apiKey.name}
      </th>
      <td className="px-4 py-3 font-mono text-xs text-zinc-400">
        {apiKey.prefix.endsWith("…") ? apiKey.prefix : `${apiKey.prefix}…`}
      </td>
      <td className="px-4 py-3 text-zinc-400">{formatDate(apiKey.created_at)}</td>
      <td className="px-4 py-3 text-zinc-400">
        <LastUsed at={apiKey.last_used_at} />
      </td>
      <td className="px-4 py-3">
        {revoked ? (
          <span className="text-zinc-400">Revoked {formatDate(apiKey.revoked_at)}</span>
        ) : (
          <span className="text-emerald-300">Active</span>
        )}
      </td>
      <td className="px-4 py-3 text-right">{revoked ? null : <RevokeControl apiKey={apiKey} />}</td>
    </tr>
  );
}

/** Revoking cannot be undone, so it takes two clicks: the second one says what will happen. */
function RevokeControl({ apiKey }: { apiKey: ApiKeySummary }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeKey();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const questionId = `revoke-question-${apiKey.id}`;

  // Focus moves to the new choice so a keyboard user lands where the decision is.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-end gap-2">
      <p id={questionId} className="max-w-56 text-left text-xs text-zinc-300">
        Revoke “{apiKey.name}”? Anything using it stops working at once.
      </p>
      <div className="flex gap-2">
        <Button
          ref={confirmButton}
          size="sm"
          variant="danger"
          aria-describedby={questionId}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(apiKey.id)}
        >
          {revoke.isPending ? "Revoking…" : "Yes, revoke"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={revoke.isPending}
          onClick={() => setConfirming(false)}
        >
          Keep it
        </Button>
      </div>
      <ErrorMessage error={revoke.error} />
    </div>
  );
}
