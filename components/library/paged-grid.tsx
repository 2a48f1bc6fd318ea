"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import type { SpritePage, SpriteRecord } from "@/lib/contract/sprites";
import { SpriteCard } from "./sprite-card";
import { useLoadMore } from "./use-load-more";

/**
 * Cards per chunk. Every column count below divides it (2, 3, 4, 6, 8), so each chunk ends on a
 * full row and the chunks read as one continuous grid.
 */
const CHUNK = 48;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface Props {
  label: string;
  pages: SpritePage[];
  total: number;
  hrefFor: (sprite: SpriteRecord) => string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  nextPageError: unknown;
  /** The count line: `shown` cards, with `removed` held back (deleted, undo still open). */
  countText: (shown: number, removed: number) => string;
  /** Sprites not to show (deleted, waiting for their undo window to end). */
  hidden?: ReadonlySet<string>;
  /** Controls rendered under each card. */
  actionsFor?: (sprite: SpriteRecord) => ReactNode;
  /**
   * The pages hold one item per line of edits (`group=line`): the latest sprite, with how many
   * versions its line holds. A line edited while paging moves up; its older item is skipped.
   */
  groupVersions?: boolean;
}

/**
 * The offset-paged grid shared by the library and the gallery: only loaded pages render, the
 * sentinel asks for the next one ahead of the scroll, and "Load more" is the keyboard's way.
 * Cards are grouped in fixed chunks (not by fetched page) so a deduplicated page cannot leave
 * a ragged row in the middle.
 */
export function PagedGrid(props: Props) {
  const { pages, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const canLoad = hasNextPage && !isFetchingNextPage && !props.nextPageError;
  const sentinel = useLoadMore(() => {
    if (canLoad) fetchNextPage();
  }, canLoad);

  // A sprite inserted while paging shifts offsets by one: skip the duplicate it would cause.
  const seen = new Set<string>();
  let removed = 0;
  const cardKey = (sprite: SpriteRecord) =>
    props.groupVersions ? (sprite.rootId ?? sprite.id) : sprite.id;
  const cards = pages
    .flatMap((page) => page.sprites)
    .filter((sprite) => {
      const key = cardKey(sprite);
      if (seen.has(key)) return false;
      seen.add(key);
      if (props.hidden?.has(sprite.id)) {
        removed += 1;
        return false;
      }
      return true;
    })
    .map((sprite) => ({ sprite, versions: sprite.versions ?? 1 }));

  return (
    <section aria-label={props.label} className="flex flex-col gap-4">
      <p className="text-xs text-zinc-400" aria-live="polite">
        {props.countText(cards.length, removed)}
      </p>
      <div className="flex flex-col gap-3">
        {chunk(cards, CHUNK).map((group, index) => (
          <ul
            // By position: a sprite added at the top shifts cards between chunks, not the chunks.
            key={index}
            // Each chunk is its own grid, skipped whole while off screen: a card scrolling into
            // view relays out 48 cards, not the thousands above it. One grid of every card would
            // grow the cost of each scrolled frame with the size of the library. The first
            // chunk is always on screen at load: skipping it would only hold its thumbnails
            // out of the first paint and then shift what follows from the placeholder height.
            className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8 ${index > 0 ? "[contain-intrinsic-size:auto_80rem] [content-visibility:auto]" : ""}`}
          >
            {group.map(({ sprite, versions }) => (
              <SpriteCard
                key={sprite.id}
                sprite={sprite}
                versions={versions}
                href={props.hrefFor(sprite)}
              >
                {props.actionsFor?.(sprite)}
              </SpriteCard>
            ))}
          </ul>
        ))}
      </div>
      <div ref={sentinel} aria-hidden className="h-px" />
      <div className="flex justify-center">
        {isFetchingNextPage ? <Spinner label="Loading more" /> : null}
        {props.nextPageError ? <ErrorMessage error={props.nextPageError} /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button variant="ghost" onClick={fetchNextPage}>
            Load more
          </Button>
        ) : null}
      </div>
    </section>
  );
}
