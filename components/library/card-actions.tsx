"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { spriteName } from "@/lib/client/format";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { PublishButton, RenameForm } from "./sprite-manage";

interface Props {
  sprite: SpriteRecord;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}

/**
 * Inside a library card, under its name: the selection checkbox (labelled "Select <name>") and
 * an "Actions" menu holding Rename, Publish or Unpublish, and Delete (with undo), so a narrow
 * card keeps everything within its border.
 */
export function CardActions({ sprite, selected, onSelect, onDelete }: Props) {
  const name = spriteName(sprite);
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A click elsewhere or Escape closes the menu; Escape returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (renaming) return <RenameForm sprite={sprite} onDone={() => setRenaming(false)} />;

  return (
    <div ref={root} className="relative mt-auto flex items-center justify-between gap-1">
      <label className="flex size-8 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="size-4 accent-accent"
        />
        <span className="sr-only">Select {name}</span>
      </label>
      <Button
        ref={toggle}
        size="sm"
        variant="ghost"
        aria-label={`Actions for ${name}`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="min-w-0 px-2"
      >
        Actions
      </Button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 bottom-full z-20 mb-1 flex min-w-36 flex-col items-stretch rounded-md border border-line bg-panel-2 p-1 shadow-xl"
        >
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Rename ${name}`}
            className="justify-start"
            onClick={() => {
              setOpen(false);
              setRenaming(true);
            }}
          >
            Rename
          </Button>
          <PublishButton sprite={sprite} size="sm" variant="ghost" className="justify-start" />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${name}`}
            className="justify-start text-red-300"
            onClick={() => {
              setOpen(false);
              onDelete();
            }}
          >
            Delete
          </Button>
        </div>
      ) : null}
    </div>
  );
}
