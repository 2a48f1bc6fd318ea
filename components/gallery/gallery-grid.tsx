"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { AssetTypeFilter } from "@/components/library/asset-type-filter";
import { PagedGrid } from "@/components/library/paged-grid";
import { SearchField, useSearchWords } from "@/components/library/search-field";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { filterLabel, type ListFilter, parseListFilter } from "@/lib/client/filters";
import { formatNumber } from "@/lib/client/format";
import { galleryQuery } from "@/lib/client/gallery";

/** The gallery's filter lives in the URL (?type=), like the library's; so does its search box. */
export function GalleryGrid() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filter = parseListFilter(params.get("type"));
  const search = useSearchWords();

  const setFilter = (next: ListFilter) => {
    const query = new URLSearchParams(params);
    if (next === "all") query.delete("type");
    else query.set("type", next);
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-end gap-3">
        <SearchField id="gallery-search" />
        <AssetTypeFilter value={filter} onChange={setFilter} />
      </div>
      <GalleryResults filter={filter} search={search} />
    </div>
  );
}

function GalleryResults({ filter, search }: { filter: ListFilter; search: string }) {
  const query = useInfiniteQuery(galleryQuery(filter, search));
  if (query.isPending) return <Spinner label="Loading the gallery" />;
  // A failed next page keeps the pages already shown: only a first-page failure replaces them.
  if (!query.data) return <ErrorMessage error={query.error} />;
  const total = query.data.pages[0]?.total ?? 0;
  if (total === 0 && search.trim()) {
    return (
      <p className="rounded-xl border border-line px-6 py-12 text-center text-sm text-zinc-400">
        No public sprite matches “{search.trim()}”.
      </p>
    );
  }
  if (total === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line px-6 py-12 text-center text-sm text-zinc-400">
        {filter === "all"
          ? "Nothing public yet. Sprites generated with “Public” checked appear here."
          : `No public sprites of type “${filterLabel(filter)}” yet.`}
      </p>
    );
  }
  return (
    <PagedGrid
      label={filter === "all" ? "Public sprites" : `Public ${filterLabel(filter)} sprites`}
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
