import { type ReactNode, useId } from "react";

export const controlClass =
  "w-full rounded-md border border-line bg-ink px-3 text-sm text-zinc-100 placeholder:text-zinc-500 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400/70";
export const selectClass = `h-10 ${controlClass}`;
export const numberClass = `h-10 font-mono ${controlClass}`;

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-errormessage"?: string;
}

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  /** A message next to the control, from the contract's check or the server's. */
  error?: string | null;
  /** Something beside the label, like a character count. */
  aside?: ReactNode;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/**
 * A labelled control with its hint and its error underneath. The label is the accessible name;
 * the hint and the error describe the control, and an error marks it invalid.
 */
export function FormField({ label, hint, error, aside, children, className = "" }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-zinc-300">
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        "aria-describedby": describedBy,
        ...(error ? { "aria-invalid": true, "aria-errormessage": errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="text-xs text-red-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A row of color squares; decorative unless given a label. */
export function Swatches({
  colors,
  size = "size-4",
  label,
  className = "",
}: {
  colors: readonly string[];
  size?: string;
  label?: string;
  className?: string;
}) {
  const squares = colors.map((color, index) => (
    <span
      key={`${color}-${index}`}
      title={color}
      className={`${size} shrink-0`}
      style={{ backgroundColor: color }}
    />
  ));
  const classes = `flex flex-wrap ${className}`;
  return label ? (
    <span role="img" aria-label={label} className={classes}>
      {squares}
    </span>
  ) : (
    <span aria-hidden className={classes}>
      {squares}
    </span>
  );
}
