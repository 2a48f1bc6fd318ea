"use client";

import type { ReactNode } from "react";
import { useRevealOnOpen } from "@/components/ui/use-reveal";

/**
 * The frame every tool panel shares: a titled region with its explanation. Opened from its tool
 * button, it scrolls into view and its heading takes focus.
 */
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
  const heading = useRevealOnOpen<HTMLHeadingElement>();
  return (
    <section
      id={`${id}-panel`}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-xl border border-line bg-panel p-4 sm:p-5"
    >
      <div>
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-6 text-lg font-semibold text-zinc-50 focus:outline-none"
        >
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
