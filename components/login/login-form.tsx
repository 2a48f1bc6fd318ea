"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { TextField } from "@/components/ui/field";
import type { SessionState } from "@/lib/contract/session";
import { sessionQuery, useCreateLocalAccount, useSignIn } from "@/lib/client/session";
import { LocalAccountForm } from "./local-account-form";
import { LocalKeyPanel } from "./local-key-panel";

/** Sign in with an API key; the key goes to the server once and lives only in a sealed cookie. */
export function LoginForm({ initialSession }: { initialSession: SessionState }) {
  const router = useRouter();
  // The server already knows the mode: "Create local account" is there on first paint.
  const session = useQuery({ ...sessionQuery(), initialData: initialSession });
  const signIn = useSignIn();
  const createAccount = useCreateLocalAccount();
  const [apiKey, setApiKey] = useState("");
  const [missingKey, setMissingKey] = useState(false);

  const enter = () => router.replace("/");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    createAccount.reset();
    // Said in words next to the field rather than left to the browser's own bubble.
    setMissingKey(apiKey.trim() === "");
    if (apiKey.trim() === "") return;
    signIn.mutate(apiKey.trim(), { onSuccess: enter });
  };

  const busy =
    signIn.isPending || createAccount.isPending || signIn.isSuccess || createAccount.isSuccess;

  // A new local account's key is shown once before entering: it is the only way back in.
  if (createAccount.data) {
    return (
      <LocalKeyPanel
        apiKey={createAccount.data.api_key}
        email={createAccount.data.account.email}
        onContinue={enter}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        aria-label="Sign in with an API key"
        className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-6"
      >
        <TextField
          label="API key"
          name="api_key"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          placeholder="sw_sk_…"
          autoComplete="off"
          spellCheck={false}
          // 15px: at 14px DejaVu Sans Mono (common on Linux) drops the underscores of sw_sk_.
          className="font-mono text-[15px]"
          hint="Keys are created on the Account page, in the API keys tab. The key is kept in an encrypted cookie and never shown to this page again."
        />
        <ErrorMessage
          error={missingKey ? new Error("Enter an API key to sign in.") : signIn.error}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {signIn.isPending ? "Signing in…" : "Sign in"}
        </Button>
      </form>

      {session.data?.signup ? (
        <LocalAccountForm
          pending={createAccount.isPending}
          disabled={busy}
          error={createAccount.error}
          onCreate={(email) => {
            signIn.reset();
            createAccount.mutate(email);
          }}
        />
      ) : null}
      <ErrorMessage error={session.error} />
    </div>
  );
}
