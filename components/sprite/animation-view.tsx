"use client";

import { useContainerWidth } from "@/components/pixel-editor/use-container-size";
import { FacingCompass } from "@/components/rotation/facing-compass";
import { type Playback, StripPlayer } from "@/components/strip-player/strip-player";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { stripLayout } from "@/lib/client/strip";
import type { SpriteRecord } from "@/lib/contract/sprites";

/** A rotation's strip holds facings, not frames of a motion: it is shown as a compass. */
export const isRotation = (sprite: SpriteRecord) =>
  sprite.operation === "rotation" ||
  (sprite.directions !== undefined && sprite.directions.length === sprite.frameCount);

/**
 * The large view of an animation record, in place of the still viewer: the strip player, or the
 * compass of facings for a rotation.
 */
export function AnimationView({
  sprite,
  onPlaybackChange,
}: {
  sprite: SpriteRecord;
  onPlaybackChange?: (playback: Playback) => void;
}) {
  const layout = stripLayout(sprite);
  const base64 = spritePngBase64(sprite.image);
  // The player never grows wider than its box: on a phone the frames shrink to a whole-number
  // zoom that fits, instead of overflowing with the controls beside them. Until measured (the
  // server's render), the desktop sizes.
  const [measure, width] = useContainerWidth<HTMLDivElement>();
  const boxed = (box: number) => (width ? Math.max(1, Math.min(box, width)) : box);
  return (
    <section
      aria-label={`${isRotation(sprite) ? "Facings" : "Animation"}: ${spriteName(sprite)}`}
      className="flex min-h-80 min-w-0 flex-col items-center justify-center gap-3 overflow-auto rounded-xl border border-line bg-[#111217] p-4 sm:p-6"
    >
      <div ref={measure} className="flex w-full min-w-0 flex-col items-center gap-3">
        {isRotation(sprite) ? (
          <FacingCompass
            base64={base64}
            layout={layout}
            directions={sprite.directions}
            calibrationScore={sprite.calibrationScore}
            invented={sprite.invented}
            box={boxed(320)}
          />
        ) : (
          <StripPlayer
            base64={base64}
            layout={layout}
            fps={sprite.fps ?? 8}
            box={boxed(448)}
            onPlaybackChange={onPlaybackChange}
          />
        )}
        <p className="font-mono text-xs text-zinc-400">
          {layout.frameCount} {isRotation(sprite) ? "facings" : "frames"} of {layout.frameWidth} ×{" "}
          {layout.frameHeight} px
        </p>
      </div>
    </section>
  );
}
