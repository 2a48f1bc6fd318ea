/** A small busy indicator; the text beside it carries the meaning for screen readers. */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-zinc-400">
      <span
        aria-hidden
        className="size-3 animate-pulse bg-accent"
        style={{ boxShadow: "4px 0 0 #f5b94280, 8px 0 0 #f5b94240" }}
      />
      <span className="ml-2">{label}…</span>
    </span>
  );
}
