"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { AnimationView } from "@/components/sprite/animation-view";
import { DownloadMenu } from "@/components/sprite/download-menu";
import { SpriteView } from "@/components/sprite/sprite-view";
import { ErrorMessage } from "@/components/ui/error-message";
import { SpriteVariations } from "@/components/variations/sprite-variations";
import { Spinner } from "@/components/ui/spinner";
import { gallerySpriteQuery } from "@/lib/client/gallery";

/**
 * A public sprite: view, download, and draw it (or variations of its prompt) in your own
 * library. Its lineage may be private, so it is not linked, and its author is never named.
 */
export function GallerySprite({ id }: { id: string }) {
  const query = useQuery(gallerySpriteQuery(id));
  const back = (
    <Link href="/gallery" className="text-sm text-zinc-400 hover:text-zinc-100">
      ← All public sprites
    </Link>
  );
  if (query.isPending) return <Spinner label="Loading the sprite" />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold text-zinc-50">Public sprite</h1>
        <ErrorMessage error={query.error} />
        {back}
      </div>
    );
  }
  return (
    <SpriteView
      sprite={query.data}
      back={back}
      viewer={query.data.kind === "animation" ? <AnimationView sprite={query.data} /> : null}
      actions={
        <>
          <DownloadMenu sprite={query.data} />
          <SpriteVariations sprite={query.data} gallery />
        </>
      }
    />
  );
}
