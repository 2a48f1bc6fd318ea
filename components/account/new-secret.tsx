"use client";

import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { copyMessage, useCopy } from "@/components/ui/use-copy";

interface Props {
  created: { name: string; api_key: string };
  onDone: () => void;
}

/** The secret of a key just created. It lives only in this component's props: once dismissed or
 * reloaded it is gone, because the server keeps only its hash. */
export function NewSecret({ created, onDone }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopy(created.api_key, input);

  return (
    <section
      aria-label="New API key"
      className="mt-4 flex flex-col gap-3 rounded-lg border border-accent/50 bg-accent/5 p-4"
    >
      <p className="text-sm text-zinc-100">
        Key <strong className="font-semibold">{created.name}</strong> is ready.
      </p>
      <p className="text-sm font-medium text-accent">
        Copy it now: this is the only time it is shown. Only its prefix is kept.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="new-secret" className="sr-only">
          Secret of key {created.name}
        </label>
        <input
          ref={input}
          id="new-secret"
          readOnly
          value={created.api_key}
          onFocus={(event) => event.target.select()}
          data-testid="new-api-key"
          className="h-10 min-w-0 flex-1 rounded-md border border-line bg-ink px-3 font-mono text-[15px] text-zinc-50"
        />
        <Button onClick={copy}>Copy</Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      <p aria-live="polite" className="text-xs text-zinc-400">
        {copyMessage(state)}
      </p>
    </section>
  );
}
