import type { Metadata } from "next";
import { Suspense } from "react";
import { LibraryView } from "@/components/library/library-view";
import { parseListFilter } from "@/lib/client/filters";
import { pagePath } from "@/lib/client/paging";
import { spriteKeys } from "@/lib/client/sprites";
import { SpritePage } from "@/lib/contract/sprites";
import { firstPage, ServerCache } from "./server-cache";

export const metadata: Metadata = { title: "Library" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LibraryPage({ searchParams }: { searchParams: SearchParams }) {
  const { type } = await searchParams;
  const filter = parseListFilter(typeof type === "string" ? type : undefined);
  // The first page (unsearched, this filter) comes with the HTML; the rest page in from the
  // browser. The filter lives in the URL (?type=), read on the client; Suspense covers that read.
  return (
    <ServerCache
      read={{
        path: pagePath("/api/sprites", 0, filter),
        schema: SpritePage,
        key: spriteKeys.list(filter),
        store: firstPage,
      }}
    >
      <Suspense>
        <LibraryView />
      </Suspense>
    </ServerCache>
  );
}
