"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import type { ListFilter } from "@/lib/client/filters";
import { filterLabel } from "@/lib/client/filters";
import { formatNumber } from "@/lib/client/format";
import { libraryQuery } from "@/lib/client/sprites";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { PagedGrid } from "./paged-grid";

interface Props {
  filter: ListFilter;
  /** Words to find in titles and prompts; blank lists everything. */
  search?: string;
  onPickFile: () => void;
  hidden?: ReadonlySet<string>;
  actionsFor?: (sprite: SpriteRecord) => ReactNode;
}

export function SpriteGrid({ filter, search = "", onPickFile, hidden, actionsFor }: Props) {
  const query = useInfiniteQuery(libraryQuery(filter, search));

  if (query.isPending) return <Spinner label="Loading your sprites" />;
  // A failed next page keeps the pages already shown: only a first-page failure replaces them.
  if (!query.data) return <ErrorMessage error={query.error} />;

  const total = query.data.pages[0]?.total ?? 0;
  if (total === 0 && search.trim()) {
    return (
      <p className="rounded-xl border border-line px-6 py-12 text-center text-sm text-zinc-400">
        Nothing matches “{search.trim()}”.
      </p>
    );
  }
  if (total === 0) {
    return filter === "all" ? (
      <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-line px-6 py-16 text-center">
        <p className="text-base text-zinc-200">Your library is empty.</p>
        <p className="max-w-md text-sm text-zinc-400">
          Draw a sprite from a prompt, or bring one in: drop a PNG, JPEG or WebP anywhere on this
          page, or choose one from your computer.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link
            href="/create"
            className="inline-flex h-10 items-center justify-center rounded-md bg-accent px-4 text-sm font-semibold text-ink hover:bg-accent-strong"
          >
            Create a sprite
          </Link>
          <Button onClick={onPickFile}>Choose an image</Button>
        </div>
      </div>
    ) : (
      <p className="rounded-xl border border-line px-6 py-12 text-center text-sm text-zinc-400">
        No sprites of type “{filterLabel(filter)}” yet.
      </p>
    );
  }

  return (
    <PagedGrid
      label={filter === "all" ? "Sprites" : `${filterLabel(filter)} sprites`}
      pages={query.data.pages}
      total={total}
      hrefFor={(sprite) => `/sprites/${sprite.id}`}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={() => void query.fetchNextPage()}
      nextPageError={query.isFetchNextPageError || query.isRefetchError ? query.error : null}
      countText={(shown, removed) =>
        `${formatNumber(shown)} of ${formatNumber(total - removed)} ${total - removed === 1 ? "card" : "cards"}`
      }
      hidden={hidden}
      actionsFor={actionsFor}
      groupVersions
    />
  );
}
