"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import { Spinner } from "@/components/ui/spinner";
import { spritePngBase64 } from "@/lib/client/format";
import { costLabel } from "@/lib/client/labels";
import type { GeneratedSprite } from "@/lib/client/sprites";
import { REROLL_COST, type VariationSlot } from "@/lib/client/variations";

const BOX = 128;

/**
 * Variations side by side, each with its seed, "Use this one" and its own re-roll. When the
 * last one lands, focus moves to the set's heading and the live region says how many came.
 */
export function VariationGrid({
  slots,
  onPick,
  onReroll,
  onClose,
}: {
  slots: VariationSlot[];
  onPick: (sprite: GeneratedSprite) => void;
  onReroll: (index: number) => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = slots.filter((slot) => slot.state === "pending").length;
  const made = slots.filter((slot) => slot.state === "done").length;
  const settled = slots.length > 0 && pending === 0;

  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  if (slots.length === 0) return null;
  return (
    <section
      aria-labelledby="variations-heading"
      className="flex w-full flex-col gap-3 rounded-xl border border-line bg-panel p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="variations-heading"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-zinc-50 focus:outline-none"
        >
          Variations
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <p aria-live="polite" className="text-xs text-zinc-400">
        {pending > 0
          ? `Drawing ${pending} of ${slots.length}…`
          : `${made} variation${made === 1 ? "" : "s"} ready: each is in your library; use one to keep working on it.`}
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {slots.map((slot, index) => (
          // By position: a re-rolled slot keeps its place.
          <li key={index} className="flex flex-col gap-2 rounded-lg border border-line p-2">
            <Slot slot={slot} number={index + 1} onPick={onPick} onReroll={() => onReroll(index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Slot({
  slot,
  number,
  onPick,
  onReroll,
}: {
  slot: VariationSlot;
  number: number;
  onPick: (sprite: GeneratedSprite) => void;
  onReroll: () => void;
}) {
  if (slot.state === "pending") {
    return (
      <div className="checkerboard flex aspect-square items-center justify-center rounded-md">
        <Spinner label={`Drawing variation ${number}`} />
      </div>
    );
  }
  const reroll = (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Re-roll · ${costLabel(REROLL_COST)}, variation ${number}`}
      onClick={onReroll}
    >
      Re-roll · {costLabel(REROLL_COST)}
    </Button>
  );
  if (slot.state === "failed") {
    return (
      <>
        <ErrorMessage error={slot.error} />
        {reroll}
      </>
    );
  }
  const { sprite } = slot;
  return (
    <>
      <div className="checkerboard flex aspect-square items-center justify-center overflow-hidden rounded-md">
        <PixelImage
          base64={spritePngBase64(sprite.image)}
          width={sprite.width}
          height={sprite.height}
          scale={fitScale(sprite.width, sprite.height, BOX)}
          alt={`Variation ${number}`}
        />
      </div>
      <p className="font-mono text-xs text-zinc-400">Seed {sprite.seed ?? "?"}</p>
      <div className="flex flex-wrap gap-1">
        <Button size="sm" onClick={() => onPick(sprite)}>
          Use variation {number}
        </Button>
        {reroll}
      </div>
    </>
  );
}
