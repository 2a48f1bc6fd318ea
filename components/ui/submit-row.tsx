import Link from "next/link";
import type { ReactNode } from "react";
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

/** "Saved as …" after a paid action, with the link to what it made. */
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
  return (
    <p
      role="status"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-emerald-500/30 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-100 ${className}`}
    >
      <span>{children}</span>
      <Link href={href} className="font-medium text-accent underline-offset-4 hover:underline">
        {linkText}
      </Link>
    </p>
  );
}
