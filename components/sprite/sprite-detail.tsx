"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ErrorMessage } from "@/components/ui/error-message";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/fetch";
import { spriteQuery } from "@/lib/client/sprites";
import { DownloadButton } from "./download-button";
import { Lineage } from "./lineage";
import { SpriteView } from "./sprite-view";

/** /sprites/[id]: one of the artist's own sprites, with what it was made from. */
export function SpriteDetail({ id }: { id: string }) {
  const query = useQuery(spriteQuery(id));

  if (query.isPending) return <Spinner label="Loading the sprite" />;
  if (query.isError) {
    const missing = query.error instanceof ApiClientError && query.error.code === "not_found";
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold text-zinc-50">
          {missing ? "Sprite not found" : "Sprite"}
        </h1>
        {missing ? (
          <p className="text-sm text-zinc-400">There is no sprite with this id in your account.</p>
        ) : null}
        <ErrorMessage error={query.error} />
        <BackLink />
      </div>
    );
  }

  const sprite = query.data;
  return (
    <SpriteView
      sprite={sprite}
      back={<BackLink />}
      actions={<DownloadButton sprite={sprite} />}
      extra={sprite.parentId ? <Lineage parentId={sprite.parentId} /> : null}
    />
  );
}

function BackLink() {
  return (
    <Link href="/" className="text-sm text-zinc-400 hover:text-zinc-100">
      ← All sprites
    </Link>
  );
}
