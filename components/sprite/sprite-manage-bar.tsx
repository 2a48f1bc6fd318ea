"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useDeletes } from "@/components/library/pending-deletes";
import { PublishButton, RenameForm } from "@/components/library/sprite-manage";
import { Button } from "@/components/ui/button";
import { spriteName } from "@/lib/client/format";
import type { SpriteRecord } from "@/lib/contract/sprites";

/**
 * On a sprite's own page: Rename (in place), Publish or Unpublish, and Delete, the library's own
 * controls. Delete goes back to the library, where "Undo" is offered for the same five seconds.
 */
export function SpriteManageBar({ sprite }: { sprite: SpriteRecord }) {
  const router = useRouter();
  const deletes = useDeletes();
  const [renaming, setRenaming] = useState(false);
  const name = spriteName(sprite);

  if (renaming) {
    return (
      <RenameForm sprite={sprite} onDone={() => setRenaming(false)} className="w-full max-w-sm" />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" aria-label={`Rename ${name}`} onClick={() => setRenaming(true)}>
        Rename
      </Button>
      <PublishButton sprite={sprite} size="sm" />
      <Button
        size="sm"
        aria-label={`Delete ${name}`}
        onClick={() => {
          deletes.remove({ ids: [sprite.id], label: `“${name}”` });
          router.push("/");
        }}
      >
        Delete
      </Button>
    </div>
  );
}
