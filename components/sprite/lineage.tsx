"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { spriteQuery } from "@/lib/client/sprites";

/** What this sprite was derived from: a link to the parent, with its thumbnail once loaded. */
export function Lineage({ parentId }: { parentId: string }) {
  const parent = useQuery(spriteQuery(parentId));
  const sprite = parent.data;
  return (
    <section
      aria-labelledby="lineage-heading"
      className="rounded-xl border border-line bg-panel p-4"
    >
      <h2 id="lineage-heading" className="mb-3 text-sm font-semibold text-zinc-100">
        Lineage
      </h2>
      <p className="mb-2 text-xs text-zinc-400">Made from</p>
      <Link
        href={`/sprites/${parentId}`}
        className="flex items-center gap-3 rounded-lg border border-line p-2 hover:border-zinc-500"
      >
        <span className="checkerboard flex size-12 shrink-0 items-center justify-center overflow-hidden rounded">
          {sprite ? (
            <PixelImage
              base64={spritePngBase64(sprite.image)}
              width={sprite.width}
              height={sprite.height}
              scale={fitScale(sprite.width, sprite.height, 48)}
              alt=""
            />
          ) : null}
        </span>
        <span className="min-w-0 truncate text-sm text-zinc-200">
          {sprite ? spriteName(sprite) : parent.isError ? "Parent sprite" : "Loading…"}
        </span>
      </Link>
    </section>
  );
}
