"use client";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Swatches } from "@/components/ui/form-field";
import { paletteQuery } from "@/lib/client/palettes";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { LocalTime } from "@/components/ui/local-time";

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
  version: "Edited version",
};

/**
 * Everything the record says about itself, as a description list. `owned` sprites name their
 * palette (it is the artist's own); a gallery sprite's palette belongs to someone else.
 */
export function SpriteMetadata({
  sprite,
  owned = false,
}: {
  sprite: SpriteRecord;
  owned?: boolean;
}) {
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
    ["Created", <LocalTime key="created" iso={sprite.createdAt} />],
    [
      "Palette",
      sprite.paletteId ? (
        owned ? (
          <PaletteName key="palette" id={sprite.paletteId} />
        ) : (
          <code key="palette" className="break-all text-xs">
            {sprite.paletteId}
          </code>
        )
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
            <dt className="text-zinc-400">{term}</dt>
            <dd className="break-words text-zinc-200">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 break-all font-mono text-[11px] text-zinc-400">id {sprite.id}</p>
    </section>
  );
}

/** A saved palette by name with its colors; the id until it loads (or if it is gone). */
function PaletteName({ id }: { id: string }) {
  const { data } = useQuery(paletteQuery(id));
  if (!data) {
    return <code className="break-all text-xs">{id}</code>;
  }
  return (
    <span className="flex flex-col gap-1">
      <span>{data.name}</span>
      <Swatches colors={data.colors} size="size-3" />
    </span>
  );
}
