"use client";

import { useState } from "react";
import { PublicField, sourceProblem } from "@/components/jobs/job-fields";
import { FacingCompass } from "@/components/rotation/facing-compass";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { SavedNote } from "@/components/ui/submit-row";
import { JOB_COSTS, SOURCE_SIDES } from "@/lib/client/constants";
import { useRotate } from "@/lib/client/edits";
import { spritePngBase64 } from "@/lib/client/format";
import { costLabel } from "@/lib/client/labels";
import { stripLayout } from "@/lib/client/strip";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { PanelFrame, SourceNote } from "./job-panel-frame";

/**
 * "Rotate": POST /api/rotations (synchronous, 12 tokens). Eight facings as one strip, saved as
 * an animation, shown as a compass with the calibration score.
 */
export function RotationPanel({ sprite }: { sprite: SpriteRecord }) {
  const [isPublic, setPublic] = useState(false);
  const rotate = useRotate();
  const problem = sourceProblem(sprite, "Rotations", SOURCE_SIDES.rotation);
  const result = rotate.data;

  return (
    <PanelFrame
      id="rotate"
      title="Rotate"
      intro="Turns this sprite into eight facings (S, SE, E, NE, N, NW, W, SW) of the same character and palette; the west side mirrors the east. Sides the sprite does not show are inferred, and the calibration score says how much."
    >
      <SourceNote problem={problem} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <PublicField checked={isPublic} onChange={setPublic} />
          <ErrorMessage error={rotate.error} />
          <Button
            variant="primary"
            disabled={rotate.isPending || problem !== null}
            onClick={() => rotate.mutate({ source_generation_id: sprite.id, public: isPublic })}
          >
            {rotate.isPending ? "Rotating…" : `Make 8 facings · ${costLabel(JOB_COSTS.rotation)}`}
          </Button>
          <p className="text-xs text-zinc-400">
            A low score is redone once automatically before the result comes back.
          </p>
        </div>
        <div className="min-w-0">
          {result ? (
            <div className="flex flex-col gap-3">
              <FacingCompass
                base64={spritePngBase64(result.image)}
                layout={stripLayout(result)}
                directions={result.directions}
                calibrationScore={result.calibrationScore}
                invented={result.invented}
              />
              <SavedNote href={`/sprites/${result.id}`} linkText="Open the rotation">
                Saved as a new animation of {result.frameCount ?? 8} facings.
              </SavedNote>
            </div>
          ) : (
            <div className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-line p-4 text-center text-xs text-zinc-400">
              The facings appear here as a compass you can spin through.
            </div>
          )}
        </div>
      </div>
    </PanelFrame>
  );
}
