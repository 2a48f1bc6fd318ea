import { filterLabel, parseListFilter } from "@/lib/client/filters";
import type { SpriteRecord } from "@/lib/contract/sprites";

type Reading = NonNullable<SpriteRecord["reading"]>;
type GenerationReading = Extract<Reading, { unrecognized: string[] }>;
export type EditReading = Exclude<Reading, GenerationReading>;

const SOURCE_WORDS: Record<string, string> = {
  given: "as chosen",
  word: "named in the prompt",
  subject: "inferred from the subject",
  default: "the default: nothing in the prompt said",
};

const list = (items: readonly string[]) => (items.length > 0 ? items.join(", ") : "none");

/**
 * What the engine made of a sprite's prompt, from its record: for a generation, the asset type
 * and where it came from, the subject, materials, colors and mood; for an edit (touch-up,
 * restyle, combine, animation), the words it acted on. Above all, the words that changed
 * nothing are named in an amber note, so a prompt is never half-obeyed in silence. Records
 * without a reading (imports, presets, tools without a prompt) show nothing.
 */
export function PromptReading({ reading }: { reading: Reading | undefined }) {
  if (!reading) return null;
  return (
    <section
      aria-labelledby="reading-heading"
      className="flex flex-col gap-2 rounded-xl border border-line bg-panel px-4 py-3"
    >
      <h2 id="reading-heading" className="text-sm font-semibold text-zinc-100">
        Prompt reading
      </h2>
      {"unrecognized" in reading ? (
        <GenerationRows reading={reading} />
      ) : (
        <EditWords reading={reading} />
      )}
    </section>
  );
}

function GenerationRows({ reading }: { reading: GenerationReading }) {
  const filter = parseListFilter(reading.assetType);
  const type = filter === "all" ? reading.assetType : filterLabel(filter);
  const rows: [string, string][] = [
    ["Asset type", `${type} (${SOURCE_WORDS[reading.assetTypeSource] ?? reading.assetTypeSource})`],
    [
      "Subject",
      reading.substituted
        ? `${reading.substituted.drawn} (the nearest to “${reading.substituted.asked}”, which it does not draw)`
        : (reading.subject ?? "none recognised"),
    ],
    ["Materials", list(reading.materials)],
    ["Colors", list(reading.colors)],
    ["Mood", list(reading.mood)],
  ];
  // Parts and second subjects the text names, when the server reports them.
  if (reading.details && reading.details.length > 0)
    rows.push(["Also named", list(reading.details)]);
  return (
    <>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex gap-1.5">
            <dt className="text-zinc-400">{term}:</dt>
            <dd className="text-zinc-200">{value}</dd>
          </div>
        ))}
      </dl>
      <IgnoredNote words={reading.unrecognized} label="Not understood" whole="understood" />
    </>
  );
}

/** An edit's prompt words: the ones it acted on, then the ones it did not. */
export function EditWords({ reading }: { reading: EditReading }) {
  return (
    <>
      <p className="text-sm text-zinc-200">
        <span className="text-zinc-400">Used:</span> {list(reading.used)}
      </p>
      <IgnoredNote words={reading.ignored} label="Not used" whole="used" />
    </>
  );
}

function IgnoredNote({
  words,
  label,
  whole,
}: {
  words: readonly string[];
  label: string;
  whole: string;
}) {
  if (words.length === 0) {
    return <p className="text-xs text-emerald-300">Every word of the prompt was {whole}.</p>;
  }
  return (
    <p
      role="note"
      className="rounded-md border border-amber-400/30 bg-amber-400/10 px-3 py-1.5 text-sm text-amber-100"
    >
      {label}: <span className="font-medium">{words.join(", ")}</span>. These words changed nothing.
    </p>
  );
}
