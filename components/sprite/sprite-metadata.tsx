import type { ReactNode } from "react";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { formatDate } from "@/lib/client/format";

const OPERATION_LABEL: Record<SpriteRecord["operation"], string> = {
  generate: "Generated",
  import: "Imported",
  "touch-up": "Touch-up",
  rotation: "Rotation",
  animation: "Animation",
  restyle: "Restyle",
  combine: "Combine",
  "normal-map": "Normal map",
  "background-removal": "Background removal",
};

/** Everything the record says about itself, as a description list. */
export function SpriteMetadata({ sprite }: { sprite: SpriteRecord }) {
  const strip = sprite.kind === "animation" && sprite.frameCount;
  const rows: [string, ReactNode][] = [
    ["Title", sprite.title ?? "—"],
    ["Prompt", sprite.prompt ?? "—"],
    [
      "Size",
      strip
        ? `${sprite.frameWidth ?? "?"} × ${sprite.frameHeight ?? "?"} px, ${sprite.frameCount} frames`
        : `${sprite.width} × ${sprite.height} px`,
    ],
    ["Asset type", sprite.assetType ?? "—"],
    ["Operation", OPERATION_LABEL[sprite.operation] ?? sprite.operation],
    [
      "Created",
      <time key="created" dateTime={sprite.createdAt}>
        {formatDate(sprite.createdAt)}
      </time>,
    ],
    [
      "Palette",
      sprite.paletteId ? (
        <code key="palette" className="break-all text-xs">
          {sprite.paletteId}
        </code>
      ) : (
        "None"
      ),
    ],
    ["Public", sprite.isPublic ? "Yes, in the gallery" : "No"],
    ["Tokens spent", String(sprite.tokensSpent)],
  ];
  if (sprite.fps) rows.push(["Frame rate", `${sprite.fps} fps`]);
  if (sprite.directions) rows.push(["Directions", sprite.directions.join(", ")]);

  return (
    <section
      aria-labelledby="metadata-heading"
      className="rounded-xl border border-line bg-panel p-4"
    >
      <h2 id="metadata-heading" className="mb-3 text-sm font-semibold text-zinc-100">
        Details
      </h2>
      <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-zinc-500">{term}</dt>
            <dd className="break-words text-zinc-200">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 break-all font-mono text-[11px] text-zinc-600">id {sprite.id}</p>
    </section>
  );
}
