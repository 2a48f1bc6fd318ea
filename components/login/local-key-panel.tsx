"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { copyMessage, useCopy } from "@/components/ui/use-copy";
import { saveFile } from "@/lib/client/download";

interface Props {
  apiKey: string;
  email: string;
  onContinue: () => void;
}

/**
 * The key of a local account just created, shown once: the server keeps only its hash, and
 * pasting it on this page is the only way back in after signing out.
 */
export function LocalKeyPanel({ apiKey, email, onContinue }: Props) {
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, copy } = useCopy(apiKey, field);

  useEffect(() => heading.current?.focus(), []);

  const download = () =>
    saveFile(
      `Spritewright API key for ${email}\n${apiKey}\n\nSign in again by pasting this key on the login page.\n`,
      "text/plain",
      "spritewright-key.txt",
    );

  return (
    <section
      aria-labelledby="local-key-heading"
      className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-accent/5 p-6"
    >
      <h2
        id="local-key-heading"
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-zinc-100"
      >
        Your account is ready: keep its key
      </h2>
      <p className="text-sm font-medium text-accent">
        This is the only time the key is shown. After signing out, paste it on this page to get back
        in; without it the account cannot be reached.
      </p>
      <label htmlFor="local-account-key" className="sr-only">
        API key of {email}
      </label>
      <input
        ref={field}
        id="local-account-key"
        readOnly
        value={apiKey}
        onFocus={(event) => event.target.select()}
        data-testid="local-account-key"
        className="h-10 min-w-0 rounded-md border border-line bg-ink px-3 font-mono text-[15px] text-zinc-50"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={copy}>Copy key</Button>
        <Button onClick={download}>Download key</Button>
        <Button variant="primary" onClick={onContinue} className="ml-auto">
          Continue to the studio
        </Button>
      </div>
      <p aria-live="polite" className="text-xs text-zinc-400">
        {copyMessage(state)}
      </p>
    </section>
  );
}
