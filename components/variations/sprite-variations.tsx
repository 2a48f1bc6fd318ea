"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { costLabel } from "@/lib/client/labels";
import { useGenerateSprite } from "@/lib/client/sprites";
import {
  galleryRequest,
  REROLL_COST,
  redrawRequest,
  rerollRequest,
  useVariations,
  VARIATION_COUNT,
  VARIATIONS_COST,
  variationSeeds,
} from "@/lib/client/variations";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { VariationGrid } from "./variation-grid";

/**
 * On a generated sprite's page: "Re-roll" draws its request again with a fresh seed and opens
 * the new drawing; "4 variations" draws four side by side, and the one used opens. Every
 * drawing stays in the library, one card with this one. Nothing shows for sprites not generated
 * from a prompt.
 *
 * On a public sprite's page (`gallery`), the same controls draw into the visitor's own
 * library: "Draw it in my library" redraws the exact sprite (same request and seed), and the
 * variations start from its prompt. Nothing links the new sprites to the author.
 */
export function SpriteVariations({
  sprite,
  gallery = false,
}: {
  sprite: SpriteRecord;
  gallery?: boolean;
}) {
  const router = useRouter();
  const reroll = useGenerateSprite();
  const variations = useVariations();
  const request = gallery ? galleryRequest(sprite) : rerollRequest(sprite);
  if (!request) return null;
  const busy = reroll.isPending || variations.pending;
  const single = gallery ? redrawRequest(sprite) : request;

  return (
    <>
      {single ? (
        <Button
          disabled={busy}
          onClick={() =>
            reroll.mutate(single, { onSuccess: (made) => router.push(`/sprites/${made.id}`) })
          }
        >
          {gallery
            ? reroll.isPending
              ? "Drawing…"
              : `Draw it in my library · ${costLabel(REROLL_COST)}`
            : reroll.isPending
              ? "Re-rolling…"
              : `Re-roll · ${costLabel(REROLL_COST)}`}
        </Button>
      ) : null}
      <Button
        disabled={busy}
        onClick={() => void variations.draw(request, variationSeeds(VARIATION_COUNT))}
      >
        {VARIATION_COUNT} variations · {costLabel(VARIATIONS_COST)}
      </Button>
      {reroll.error ? (
        <div className="w-full">
          <ErrorMessage error={reroll.error} />
        </div>
      ) : null}
      <VariationGrid
        slots={variations.slots}
        onPick={(made) => router.push(`/sprites/${made.id}`)}
        onReroll={(index) => void variations.reroll(index)}
        onClose={variations.clear}
      />
    </>
  );
}
