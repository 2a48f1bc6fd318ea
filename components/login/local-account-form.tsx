"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { TextField } from "@/components/ui/field";

interface Props {
  pending: boolean;
  disabled: boolean;
  error: unknown;
  onCreate: (email: string | undefined) => void;
}

/** Offered only in embedded mode: an account on this machine, no key to paste. */
export function LocalAccountForm({ pending, disabled, error, onCreate }: Props) {
  const [email, setEmail] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(email.trim() || undefined);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Create a local account"
      className="flex flex-col gap-4 rounded-xl border border-dashed border-line p-6"
    >
      <div>
        <h2 className="text-sm font-semibold text-zinc-100">New here?</h2>
        <p className="mt-1 text-sm text-zinc-400">
          This studio runs its own sprite service. Create an account stored on this machine and
          start right away.
        </p>
      </div>
      <TextField
        label="Email (optional)"
        type="email"
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="email"
        placeholder="you@example.com"
      />
      <ErrorMessage error={error} />
      <Button type="submit" disabled={disabled}>
        {pending ? "Creating account…" : "Create local account"}
      </Button>
    </form>
  );
}
