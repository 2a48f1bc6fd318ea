"use client";

import { useQuery } from "@tanstack/react-query";
import { filterLabel, parseListFilter } from "@/lib/client/filters";
import { readingQuery } from "@/lib/client/sprites";

const SOURCE_WORDS: Record<string, string> = {
  given: "as chosen",
  word: "named in the prompt",
  subject: "inferred from the subject",
  default: "the default: nothing in the prompt said",
};

const list = (items: readonly string[]) => (items.length > 0 ? items.join(", ") : "none");

/**
 * What the engine read in the prompt of a sprite generated in this tab: the asset type and where
 * it came from, the subject, materials, colors, mood, and above all the words it did not
 * understand, which changed nothing in the drawing. Other sprites have no reading to show.
 */
export function PromptReading({ id }: { id: string }) {
  const { data: reading } = useQuery(readingQuery(id));
  if (!reading) return null;
  const filter = parseListFilter(reading.assetType);
  const type = filter === "all" ? reading.assetType : filterLabel(filter);
  const rows: [string, string][] = [
    ["Asset type", `${type} (${SOURCE_WORDS[reading.assetTypeSource] ?? reading.assetTypeSource})`],
    ["Subject", reading.subject ?? "none recognised"],
    ["Materials", list(reading.materials)],
    ["Colors", list(reading.colors)],
    ["Mood", list(reading.mood)],
  ];
  const unknown = reading.unrecognized;
  return (
    <section
      aria-labelledby="reading-heading"
      className="flex flex-col gap-2 rounded-xl border border-line bg-panel px-4 py-3"
    >
      <h2 id="reading-heading" className="text-sm font-semibold text-zinc-100">
        Prompt reading
      </h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-1.5">
            <dt className="text-zinc-400">{term}:</dt>
            <dd className="text-zinc-200">{value}</dd>
          </div>
        ))}
      </dl>
      {unknown.length > 0 ? (
        <p
          role="note"
          className="rounded-md border border-amber-400/30 bg-amber-400/10 px-3 py-1.5 text-sm text-amber-100"
        >
          Not understood, so they changed nothing:{" "}
          <span className="font-medium">{unknown.map((word) => `“${word}”`).join(", ")}</span>
        </p>
      ) : (
        <p className="text-xs text-emerald-300/90">Every word of the prompt was understood.</p>
      )}
    </section>
  );
}
