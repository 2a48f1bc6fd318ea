import type { Metadata } from "next";
import { LibraryView } from "@/components/library/library-view";
import { parseListFilter } from "@/lib/client/filters";
import { libraryPagePath, spriteKeys } from "@/lib/client/sprites";
import { SpritePage } from "@/lib/contract/sprites";
import { firstPage, ServerCache, serverRead } from "./server-cache";

export const metadata: Metadata = { title: "Library" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LibraryPage({ searchParams }: { searchParams: SearchParams }) {
  const { type } = await searchParams;
  const filter = parseListFilter(typeof type === "string" ? type : undefined);
  // The first page (unsearched, this filter) comes with the HTML; the rest page in from the
  // browser. No Suspense boundary around the view: one would let the header paint first and
  // React then holds the streamed grid back (it batches late reveals, about 300 ms after the
  // last paint), so the thumbnails would wait longer than for the whole page.
  return (
    <ServerCache
      reads={[
        serverRead({
          path: libraryPagePath(0, filter),
          schema: SpritePage,
          key: spriteKeys.lines(filter),
          store: firstPage,
        }),
      ]}
    >
      <LibraryView />
    </ServerCache>
  );
}
