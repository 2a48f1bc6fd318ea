"use client";

import { SpritePicker, type SpritePickerText } from "@/components/sprite/sprite-picker";
import type { SpriteRecord } from "@/lib/contract/sprites";

// Animations are strips, not one sprite's style, and a normal map is data, not colors.
function isStyleSource(sprite: SpriteRecord) {
  return sprite.kind === "sprite" && sprite.operation !== "normal-map";
}

const TEXT: SpritePickerText = {
  listId: "reference-library",
  listLabel: "Sprites to reference",
  choose: "Choose from library",
  none: "None: the engine picks its own style.",
  loading: "Loading the reference…",
  emptyList: () => "Your library has no sprites yet.",
  clear: "Clear reference",
};

/**
 * An optional style reference from the artist's own library: the new sprite borrows its palette
 * and outline style. The library is only fetched once the picker is opened.
 */
export function ReferencePicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | null;
}) {
  return (
    <SpritePicker
      legend="Reference sprite"
      value={value}
      onChange={onChange}
      accept={isStyleSource}
      error={error}
      hint="Optional. The new sprite borrows the reference's palette and outline style."
      text={TEXT}
    />
  );
}
