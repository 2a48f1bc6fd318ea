"use client";

import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { TextField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { keysQuery, useCreateKey } from "@/lib/client/keys";
import { MAX_ACTIVE_KEYS_PER_ACCOUNT } from "@/lib/contract/constants";
import { KeyTable } from "./key-table";
import { NewSecret } from "./new-secret";

/** The "API keys" tab: create a key (its secret shown once), list keys, revoke them. */
export function KeysPanel() {
  const keys = useQuery(keysQuery());
  const create = useCreateKey();
  const [name, setName] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: () => setName("") });
  };

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="create-key-heading"
        className="rounded-xl border border-line bg-panel p-5"
      >
        <h2 id="create-key-heading" className="text-base font-semibold text-zinc-50">
          New key
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          A key lets an engine plugin, a script or another studio call the sprite API as you, with{" "}
          <code className="font-mono text-xs">Authorization: Bearer</code>. An account holds at most{" "}
          {MAX_ACTIVE_KEYS_PER_ACCOUNT} active keys; revoke one to make room.
        </p>
        <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
          <div className="w-full max-w-xs">
            <TextField
              label="Key name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={80}
              placeholder="e.g. Godot plugin"
              required
            />
          </div>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create key"}
          </Button>
        </form>
        <ErrorMessage error={create.error} className="mt-3" />
        {create.data ? (
          <NewSecret key={create.data.id} created={create.data} onDone={() => create.reset()} />
        ) : null}
      </section>

      <section aria-labelledby="keys-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="keys-heading" className="text-base font-semibold text-zinc-50">
            Your keys
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            Revoking a key stops it at once. Revoking the key this browser signed in with signs it
            out.
          </p>
        </div>
        {keys.isPending ? <Spinner label="Loading keys" /> : null}
        <ErrorMessage error={keys.error} />
        {keys.data ? <KeyTable keys={keys.data.keys} /> : null}
      </section>
    </div>
  );
}
