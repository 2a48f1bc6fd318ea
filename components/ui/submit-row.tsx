"use client";

import Link from "next/link";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { costLabel } from "@/lib/client/labels";

/**
 * The end of a paid form: the error of its check or of the request, next to the submit button
 * that shows the cost before the click.
 */
export function SubmitRow({
  formError,
  error,
  pending,
  disabled = false,
  label,
  pendingLabel,
  cost,
  className,
}: {
  /** The submit check's own failure, as words. */
  formError: string | null;
  /** The request's error. */
  error: unknown;
  pending: boolean;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  cost: number;
  className?: string;
}) {
  return (
    <>
      {formError ? <ErrorMessage error={new Error(formError)} /> : null}
      <ErrorMessage error={error} />
      <Button type="submit" variant="primary" disabled={pending || disabled} className={className}>
        {pending ? pendingLabel : `${label} · ${costLabel(cost)}`}
      </Button>
    </>
  );
}

/**
 * "Saved as …" after an action (generate, apply, save), with the link to what it made. Focus
 * moves to it when it appears, so the keyboard lands on the result and a screen reader reads
 * it; it is also a polite live region for readers that announce without focus.
 */
export function SavedNote({
  href,
  linkText,
  className = "",
  children,
}: {
  href: string;
  linkText: string;
  className?: string;
  children: ReactNode;
}) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p
      ref={note}
      role="status"
      aria-live="polite"
      tabIndex={-1}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-100 ${className}`}
    >
      <span>{children}</span>
      <Link href={href} className="font-medium text-accent underline-offset-4 hover:underline">
        {linkText}
      </Link>
    </p>
  );
}
