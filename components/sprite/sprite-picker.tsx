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

/** The words a picker shows; each defaults to one derived from the legend. */
export type SpritePickerText = {
  /** The id of the opened list, which the toggle button controls. */
  listId?: string;
  /** The accessible name of the list of sprites. */
  listLabel?: string;
  /** The toggle button's label while the list is closed. */
  choose?: string;
  /** Shown while nothing is chosen. */
  none?: string;
  /** Shown while the chosen sprite loads. */
  loading?: string;
  /** Shown when no sprite in the list fits; gets whether more pages remain. */
  emptyList?: (hasMore: boolean) => string;
  /** With it, a chosen sprite can be cleared by a button of this label. */
  clear?: string;
};

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
  text = {},
}: {
  legend: string;
  value: string | null;
  onChange: (id: string | null) => void;
  accept: (sprite: SpriteRecord) => boolean;
  error?: string | null;
  hint?: string;
  text?: SpritePickerText;
}) {
  const [open, setOpen] = useState(false);
  const chosen = useQuery({ ...spriteQuery(value ?? ""), enabled: value !== null });
  const lower = legend.toLowerCase();
  const listId = text.listId ?? `${lower.replace(/\W+/g, "-")}-library`;
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
            {text.clear ? (
              <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
                {text.clear}
              </Button>
            ) : null}
          </>
        ) : (
          <span className="text-sm text-zinc-400">
            {value ? (text.loading ?? "Loading…") : (text.none ?? "None chosen yet.")}
          </span>
        )}
        <Button
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close library" : (text.choose ?? `Choose ${lower}`)}
        </Button>
      </div>
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
      {open ? (
        <PickerList
          id={listId}
          label={text.listLabel ?? `Sprites to choose as ${lower}`}
          value={value}
          accept={accept}
          emptyList={text.emptyList ?? defaultEmptyList}
          onPick={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      ) : null}
      {hint ? <p className="text-xs text-zinc-400">{hint}</p> : null}
    </fieldset>
  );
}

function defaultEmptyList(hasMore: boolean) {
  return `No sprite in your library fits${hasMore ? " on the pages loaded so far" : ""}.`;
}

function PickerList({
  id,
  label,
  value,
  accept,
  emptyList,
  onPick,
}: {
  id: string;
  label: string;
  value: string | null;
  accept: (sprite: SpriteRecord) => boolean;
  emptyList: (hasMore: boolean) => string;
  onPick: (id: string) => void;
}) {
  const query = useInfiniteQuery(spriteListQuery("all"));
  if (query.isPending) return <Spinner label="Loading your library" />;
  if (!query.data) return <ErrorMessage error={query.error} />;
  const sprites = query.data.pages.flatMap((p) => p.sprites).filter(accept);
  return (
    <div id={id} className="rounded-lg border border-line bg-ink/50 p-2">
      {sprites.length === 0 ? (
        <p className="p-2 text-sm text-zinc-400">{emptyList(query.hasNextPage)}</p>
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
