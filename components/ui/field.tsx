import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export const inputClass =
  "h-10 w-full rounded-md border border-line bg-ink px-3 text-sm text-zinc-100 placeholder:text-zinc-500 focus:border-accent focus:outline-none";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the label text is the accessible name tests and screen readers use. */
export function TextField({ label, hint, id, className = "", ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <input
        id={inputId}
        aria-describedby={hintId}
        className={`${inputClass} ${className}`}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
