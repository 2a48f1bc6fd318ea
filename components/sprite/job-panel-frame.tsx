import type { ReactNode } from "react";

/** The frame every tool panel shares: a titled region with its explanation. */
export function PanelFrame({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={`${id}-panel`}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-xl border border-line bg-panel p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-zinc-50">
          {title}
        </h2>
        <p className="mt-1 text-sm text-zinc-400">{intro}</p>
      </div>
      {children}
    </section>
  );
}

export function SourceNote({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100"
    >
      {problem}
    </p>
  );
}
