"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import { Spinner } from "@/components/ui/spinner";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { spriteListQuery, spriteQuery } from "@/lib/client/sprites";
import type { SpriteRecord } from "@/lib/contract/sprites";

function Thumb({ sprite, box = 56 }: { sprite: SpriteRecord; box?: number }) {
  return (
    <span
      className="checkerboard flex shrink-0 items-center justify-center overflow-hidden rounded"
      style={{ width: box, height: box, ["--cell" as string]: "4px" }}
    >
      <PixelImage
        base64={spritePngBase64(sprite.image)}
        width={sprite.width}
        height={sprite.height}
        scale={fitScale(sprite.width, sprite.height, box)}
        alt=""
      />
    </span>
  );
}

/**
 * One sprite chosen from the artist's library, for an operation that takes a second sprite.
 * The library loads only once the list is opened; `accept` filters what may be chosen.
 */
export function SpritePicker({
  legend,
  value,
  onChange,
  accept,
  error,
  hint,
}: {
  legend: string;
  value: string | null;
  onChange: (id: string | null) => void;
  accept: (sprite: SpriteRecord) => boolean;
  error?: string | null;
  hint?: string;
}) {
  const [open, setOpen] = useState(false);
  const chosen = useQuery({ ...spriteQuery(value ?? ""), enabled: value !== null });
  const listId = `${legend.toLowerCase().replace(/\W+/g, "-")}-library`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{legend}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value && chosen.data ? (
          <>
            <Thumb sprite={chosen.data} />
            <span className="min-w-0 truncate text-sm text-zinc-200">
              {spriteName(chosen.data)}
            </span>
          </>
        ) : (
          <span className="text-sm text-zinc-500">{value ? "Loading…" : "None chosen yet."}</span>
        )}
        <Button
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close library" : `Choose ${legend.toLowerCase()}`}
        </Button>
      </div>
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
      {open ? (
        <PickerList
          id={listId}
          label={`Sprites to choose as ${legend.toLowerCase()}`}
          value={value}
          accept={accept}
          onPick={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      ) : null}
      {hint ? <p className="text-xs text-zinc-500">{hint}</p> : null}
    </fieldset>
  );
}

function PickerList({
  id,
  label,
  value,
  accept,
  onPick,
}: {
  id: string;
  label: string;
  value: string | null;
  accept: (sprite: SpriteRecord) => boolean;
  onPick: (id: string) => void;
}) {
  const query = useInfiniteQuery(spriteListQuery("all"));
  if (query.isPending) return <Spinner label="Loading your library" />;
  if (!query.data) return <ErrorMessage error={query.error} />;
  const sprites = query.data.pages.flatMap((p) => p.sprites).filter(accept);
  return (
    <div id={id} className="rounded-lg border border-line bg-ink/50 p-2">
      {sprites.length === 0 ? (
        <p className="p-2 text-sm text-zinc-400">
          No sprite in your library fits{query.hasNextPage ? " on the pages loaded so far" : ""}.
        </p>
      ) : (
        <ul
          aria-label={label}
          className="grid max-h-64 grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-1.5 overflow-y-auto"
        >
          {sprites.map((sprite) => (
            <li key={sprite.id}>
              <button
                type="button"
                aria-pressed={value === sprite.id}
                onClick={() => onPick(sprite.id)}
                className="flex w-full flex-col items-center gap-1 rounded-md border border-line p-1.5 text-xs text-zinc-300 hover:border-zinc-500 aria-pressed:border-accent"
              >
                <Thumb sprite={sprite} />
                <span className="w-full truncate text-center">{spriteName(sprite)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          className="mt-2"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
