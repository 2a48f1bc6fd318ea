"use client";

import { Button } from "@/components/ui/button";

/** A page that failed to render keeps the header and navigation, and can be retried. */
export default function StudioError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="flex max-w-xl flex-col items-start gap-3">
      <h1 className="text-2xl font-semibold text-zinc-50">Something went wrong</h1>
      <p className="text-sm text-zinc-400">
        This page failed to draw. Your sprites are safe; try again, or pick another page above.
      </p>
      {error.digest ? (
        <code className="font-mono text-xs text-zinc-400">{error.digest}</code>
      ) : null}
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
