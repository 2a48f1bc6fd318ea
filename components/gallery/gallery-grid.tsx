"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { PagedGrid } from "@/components/library/paged-grid";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { formatNumber } from "@/lib/client/format";
import { galleryQuery } from "@/lib/client/gallery";

export function GalleryGrid() {
  const query = useInfiniteQuery(galleryQuery());
  if (query.isPending) return <Spinner label="Loading the gallery" />;
  // A failed next page keeps the pages already shown: only a first-page failure replaces them.
  if (!query.data) return <ErrorMessage error={query.error} />;
  const total = query.data.pages[0]?.total ?? 0;
  if (total === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-sm text-zinc-400">
        Nothing public yet. Sprites generated with “Public” checked appear here.
      </p>
    );
  }
  return (
    <PagedGrid
      label="Public sprites"
      pages={query.data.pages}
      total={total}
      hrefFor={(sprite) => `/gallery/${sprite.id}`}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={() => void query.fetchNextPage()}
      nextPageError={query.isFetchNextPageError || query.isRefetchError ? query.error : null}
      countText={(shown) => `${formatNumber(shown)} of ${formatNumber(total)}`}
    />
  );
}
