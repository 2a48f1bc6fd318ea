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

const THUMB = 56;

function Thumb({ sprite, box = THUMB }: { sprite: SpriteRecord; box?: number }) {
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
  const [open, setOpen] = useState(false);
  const chosen = useQuery({ ...spriteQuery(value ?? ""), enabled: value !== null });

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">Reference sprite</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value && chosen.data ? (
          <>
            <Thumb sprite={chosen.data} />
            <span className="min-w-0 truncate text-sm text-zinc-200">
              {spriteName(chosen.data)}
            </span>
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              Clear reference
            </Button>
          </>
        ) : (
          <span className="text-sm text-zinc-500">
            {value ? "Loading the reference…" : "None: the engine picks its own style."}
          </span>
        )}
        <Button
          size="sm"
          aria-expanded={open}
          aria-controls="reference-library"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close library" : "Choose from library"}
        </Button>
      </div>
      {error ? <p className="text-xs text-red-300">{error}</p> : null}
      {open ? (
        <ReferenceLibrary
          value={value}
          onPick={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      ) : null}
      <p className="text-xs text-zinc-500">
        Optional. The new sprite borrows the reference's palette and outline style.
      </p>
    </fieldset>
  );
}

function ReferenceLibrary({
  value,
  onPick,
}: {
  value: string | null;
  onPick: (id: string) => void;
}) {
  const query = useInfiniteQuery(spriteListQuery("all"));
  if (query.isPending) return <Spinner label="Loading your library" />;
  if (!query.data) return <ErrorMessage error={query.error} />;
  // Animations are strips, not one sprite's style, and a normal map is data, not colors.
  const sprites = query.data.pages
    .flatMap((p) => p.sprites)
    .filter((s) => s.kind === "sprite" && s.operation !== "normal-map");
  return (
    <div id="reference-library" className="rounded-lg border border-line bg-ink/50 p-2">
      {sprites.length === 0 ? (
        <p className="p-2 text-sm text-zinc-400">Your library has no sprites yet.</p>
      ) : (
        <ul
          aria-label="Sprites to reference"
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
