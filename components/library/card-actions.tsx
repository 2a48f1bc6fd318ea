"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { spriteName } from "@/lib/client/format";
import { useUpdateSprite } from "@/lib/client/library";
import type { SpriteRecord } from "@/lib/contract/sprites";

/** Made by these operations, a sprite stays private: the service refuses to publish it. */
const ALWAYS_PRIVATE = new Set(["import", "background-removal", "normal-map"]);

interface Props {
  sprite: SpriteRecord;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}

/** Under a library card: select, rename inline, publish or unpublish, delete (with undo). */
export function CardActions({ sprite, selected, onSelect, onDelete }: Props) {
  const name = spriteName(sprite);
  const update = useUpdateSprite();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next || next === name) return setRenaming(false);
    update.mutate({ id: sprite.id, name: next }, { onSuccess: () => setRenaming(false) });
  };

  if (renaming) {
    return (
      <form onSubmit={rename} className="mt-1 flex flex-col gap-1 px-1">
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
            if (event.key === "Escape") setRenaming(false);
          }}
          className="h-8 w-full rounded-md border border-line bg-ink px-2 text-sm text-zinc-100 focus:border-accent focus:outline-none"
        />
        <div className="flex gap-1">
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </div>
        <ErrorMessage error={update.error} />
      </form>
    );
  }

  const publishable = !ALWAYS_PRIVATE.has(sprite.operation);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 px-1">
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select ${name}`}
        className="size-4 accent-accent"
      />
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Rename ${name}`}
        onClick={() => {
          setDraft(name);
          update.reset();
          setRenaming(true);
        }}
      >
        Rename
      </Button>
      {publishable ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${sprite.isPublic ? "Unpublish" : "Publish"} ${name}`}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: sprite.id, public: !sprite.isPublic })}
        >
          {sprite.isPublic ? "Unpublish" : "Publish"}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
      <ErrorMessage error={update.error} />
    </div>
  );
}
