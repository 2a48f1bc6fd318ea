"use client";

import { BeforeAfter } from "@/components/sprite/before-after";
import { SavedNote } from "@/components/ui/submit-row";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { costLabel } from "@/lib/client/labels";
import type { SpriteRecord } from "@/lib/contract/sprites";

/** A finished restyle or combine: the source beside the result, and a link to the new sprite. */
export function StillJobResult({
  source,
  record,
  what,
}: {
  source: SpriteRecord;
  record: SpriteRecord;
  what: string;
}) {
  const sameSize = source.width === record.width && source.height === record.height;
  return (
    <div className="flex flex-col gap-3">
      <BeforeAfter
        width={record.width}
        height={record.height}
        box={200}
        before={{
          label: sameSize ? "Before" : `Before (${source.width} × ${source.height})`,
          base64: spritePngBase64(source.image),
          alt: `Before: ${spriteName(source)}`,
        }}
        after={{
          label: "After",
          base64: spritePngBase64(record.image),
          alt: `After: ${what}`,
        }}
      />
      <SavedNote href={`/sprites/${record.id}`} linkText="Open the new sprite">
        Saved as a new sprite, {record.width} × {record.height} px
        {record.tokensSpent ? ` (${costLabel(record.tokensSpent)})` : ""}.
      </SavedNote>
    </div>
  );
}
