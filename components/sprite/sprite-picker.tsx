"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useDebounced } from "@/components/library/use-debounced";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { inputClass } from "@/components/ui/field";
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
  /** The id of the grid of sprites, which the toggle button controls. */
  listId?: string;
  /** The accessible name of the group of sprites to choose from. */
  listLabel?: string;
  /** The toggle button's label while the grid is closed. */
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
 * One sprite chosen from the artist's library, for an operation that takes a second sprite: a
 * grid of thumbnails searched by title and prompt (the list API's `q`), chosen like radio
 * buttons (arrow keys move the choice; each is named by the sprite's name and size). `inline`
 * shows the grid at once; otherwise a button opens it, and the library loads only then.
 * `accept` filters what may be chosen.
 */
export function SpritePicker({
  legend,
  value,
  onChange,
  accept,
  error,
  hint,
  text = {},
  inline = false,
}: {
  legend: string;
  value: string | null;
  onChange: (id: string | null) => void;
  accept: (sprite: SpriteRecord) => boolean;
  error?: string | null;
  hint?: string;
  text?: SpritePickerText;
  inline?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const open = inline || opened;
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
            <span className="min-w-0 break-words text-sm text-zinc-200">
              Chosen: {spriteName(chosen.data)}
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
        {inline ? null : (
          <Button
            size="sm"
            aria-expanded={opened}
            aria-controls={listId}
            onClick={() => setOpened((o) => !o)}
          >
            {opened ? "Close library" : (text.choose ?? `Choose ${lower}`)}
          </Button>
        )}
      </div>
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
      {open ? (
        <PickerGrid
          id={listId}
          label={text.listLabel ?? `Sprites to choose as ${lower}`}
          searchLabel={`Search for the ${lower}`}
          value={value}
          accept={accept}
          emptyList={text.emptyList ?? defaultEmptyList}
          onPick={onChange}
        />
      ) : null}
      {hint ? <p className="text-xs text-zinc-400">{hint}</p> : null}
    </fieldset>
  );
}

function defaultEmptyList(hasMore: boolean) {
  return `No sprite in your library fits${hasMore ? " on the pages loaded so far" : ""}.`;
}

function PickerGrid({
  id,
  label,
  searchLabel,
  value,
  accept,
  emptyList,
  onPick,
}: {
  id: string;
  label: string;
  searchLabel: string;
  value: string | null;
  accept: (sprite: SpriteRecord) => boolean;
  emptyList: (hasMore: boolean) => string;
  onPick: (id: string) => void;
}) {
  const [search, setSearch] = useState("");
  const settled = useDebounced(search.trim(), 250);
  const query = useInfiniteQuery(spriteListQuery("all", settled));
  const name = useId();
  const sprites = query.data?.pages.flatMap((p) => p.sprites).filter(accept) ?? [];
  return (
    <div id={id} className="flex flex-col gap-2 rounded-lg border border-line bg-ink/50 p-2">
      <label className="flex flex-col gap-1 text-xs text-zinc-300">
        {searchLabel}
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Title or prompt"
          className={inputClass}
        />
      </label>
      {query.isPending ? (
        <Spinner label="Loading your library" />
      ) : !query.data ? (
        <ErrorMessage error={query.error} />
      ) : sprites.length === 0 ? (
        <p className="p-2 text-sm text-zinc-400" role="status">
          {settled ? `No sprite that fits matches “${settled}”.` : emptyList(query.hasNextPage)}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label={label}
          className="grid max-h-80 grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 overflow-y-auto p-0.5"
        >
          {sprites.map((sprite) => (
            <label
              key={sprite.id}
              title={spriteName(sprite)}
              className="relative flex cursor-pointer flex-col items-center gap-1 rounded-md border border-line p-1.5 text-xs text-zinc-300 hover:border-zinc-500 has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name={name}
                value={sprite.id}
                checked={value === sprite.id}
                onChange={() => onPick(sprite.id)}
                // Invisible over the whole card: a click anywhere on it is a click on the radio.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <Thumb sprite={sprite} />
              <span className="line-clamp-2 w-full break-words text-center">
                {spriteName(sprite)}
              </span>
              <span className="sr-only">
                , {sprite.width}×{sprite.height} px
              </span>
            </label>
          ))}
        </div>
      )}
      {query.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
