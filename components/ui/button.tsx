import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<Variant, string> = {
  primary: "bg-accent text-ink hover:bg-accent-strong font-semibold",
  secondary: "bg-panel-2 text-zinc-100 border border-line hover:border-zinc-500",
  ghost: "text-zinc-300 hover:bg-panel-2 hover:text-zinc-100",
  danger: "bg-red-500/90 text-white hover:bg-red-400 font-semibold",
};

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: Variant;
  size?: "sm" | "md";
}

export function Button({
  variant = "secondary",
  size = "md",
  className = "",
  type,
  ...rest
}: ButtonProps) {
  const sizing = size === "sm" ? "h-8 px-3 text-sm" : "h-10 px-4 text-sm";
  return (
    <button
      // Buttons default to submitting forms; a plain button must say so.
      type={type ?? "button"}
      className={`inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${sizing} ${variants[variant]} ${className}`}
      {...rest}
    />
  );
}
