"use client";

import { type FormEvent, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { spriteName } from "@/lib/client/format";
import { useUpdateSprite } from "@/lib/client/library";
import type { SpriteRecord } from "@/lib/contract/sprites";

/** Made by these operations, a sprite stays private: the service refuses to publish it. */
const ALWAYS_PRIVATE = new Set(["import", "background-removal", "normal-map"]);

export const publishable = (sprite: SpriteRecord) => !ALWAYS_PRIVATE.has(sprite.operation);

/**
 * Renaming a sprite in place, shared by library cards and the sprite's own page: the field
 * opens with the current name, Enter saves, Escape or Cancel closes.
 */
export function RenameForm({
  sprite,
  onDone,
  className = "",
}: {
  sprite: SpriteRecord;
  onDone: () => void;
  className?: string;
}) {
  const name = spriteName(sprite);
  const update = useUpdateSprite();
  const [draft, setDraft] = useState(name);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next || next === name) return onDone();
    update.mutate({ id: sprite.id, name: next }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={rename} className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={`rename-${sprite.id}`} className="sr-only">
        New name for {name}
      </label>
      <input
        id={`rename-${sprite.id}`}
        // Opened by the artist's own click on "Rename": focus belongs in the field.
        // biome-ignore lint/a11y/noAutofocus: focus follows the artist's action
        autoFocus
        value={draft}
        maxLength={120}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone();
        }}
        className="h-8 w-full min-w-0 rounded-md border border-line bg-ink px-2 text-sm text-zinc-100 focus:border-accent focus:outline-none"
      />
      <div className="flex flex-wrap gap-1">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <ErrorMessage error={update.error} />
    </form>
  );
}

/** Publish or unpublish; nothing for a sprite that must stay private. */
export function PublishButton({
  sprite,
  ...rest
}: { sprite: SpriteRecord } & Omit<ButtonProps, "onClick">) {
  const update = useUpdateSprite();
  if (!publishable(sprite)) return null;
  const name = spriteName(sprite);
  return (
    <>
      <Button
        aria-label={`${sprite.isPublic ? "Unpublish" : "Publish"} ${name}`}
        disabled={update.isPending}
        onClick={() => update.mutate({ id: sprite.id, public: !sprite.isPublic })}
        {...rest}
      >
        {sprite.isPublic ? "Unpublish" : "Publish"}
      </Button>
      {update.error ? (
        <div className="w-full">
          <ErrorMessage error={update.error} />
        </div>
      ) : null}
    </>
  );
}
