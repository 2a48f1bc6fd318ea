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
        <p id={hintId} className="text-xs text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select over a list of options, with an optional leading "none" option. */
export function SelectField<V extends string>({
  label,
  hint,
  error,
  value,
  onChange,
  options,
  empty,
  disabled,
  className = selectClass,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  /** The label of an option with the empty value, listed first. */
  empty?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as V)}
          className={className}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Options whose labels are made from their values. */
export const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * A labelled prompt with its length against the limit beside the label: a one-line input, or a
 * textarea of `rows` lines when given.
 */
export function PromptField({
  label,
  hint,
  error,
  value,
  onChange,
  max,
  rows,
  className = selectClass,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  className?: string;
}) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      aside={
        <span className="font-mono text-xs text-zinc-400">
          {value.length}/{max}
        </span>
      }
    >
      {(control) =>
        rows ? (
          <textarea
            {...control}
            rows={rows}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={className}
          />
        ) : (
          <input
            {...control}
            type="text"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={className}
          />
        )
      }
    </FormField>
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
