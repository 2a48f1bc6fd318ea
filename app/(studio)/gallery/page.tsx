import type { Metadata } from "next";
import { GalleryGrid } from "@/components/gallery/gallery-grid";
import { galleryKeys } from "@/lib/client/gallery";
import { parseListFilter } from "@/lib/client/filters";
import { pagePath } from "@/lib/client/paging";
import { SpritePage } from "@/lib/contract/sprites";
import { firstPage, ServerCache, serverRead } from "../server-cache";

export const metadata: Metadata = { title: "Gallery" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function GalleryPage({ searchParams }: { searchParams: SearchParams }) {
  const { type } = await searchParams;
  const filter = parseListFilter(typeof type === "string" ? type : undefined);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Gallery</h1>
        <p className="mt-1 text-sm text-zinc-400">
          Sprites that artists made public, newest first. Owners are not shown.
        </p>
      </div>
      <ServerCache
        reads={[
          serverRead({
            path: pagePath("/api/gallery", 0, filter),
            schema: SpritePage,
            key: galleryKeys.list(filter),
            store: firstPage,
          }),
        ]}
      >
        {/* No Suspense boundary: the grid is part of the first paint, not a later reveal. */}
        <GalleryGrid />
      </ServerCache>
    </div>
  );
}
