"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { costLabel } from "@/lib/client/labels";
import { useGenerateSprite } from "@/lib/client/sprites";
import {
  REROLL_COST,
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
 * drawing stays in the library next to this one. Nothing shows for sprites not generated from
 * a prompt.
 */
export function SpriteVariations({ sprite }: { sprite: SpriteRecord }) {
  const router = useRouter();
  const reroll = useGenerateSprite();
  const variations = useVariations();
  const request = rerollRequest(sprite);
  if (!request) return null;
  const busy = reroll.isPending || variations.pending;

  return (
    <>
      <Button
        disabled={busy}
        onClick={() =>
          reroll.mutate(request, { onSuccess: (made) => router.push(`/sprites/${made.id}`) })
        }
      >
        {reroll.isPending ? "Re-rolling…" : `Re-roll · ${costLabel(REROLL_COST)}`}
      </Button>
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
