import type { ReactNode } from "react";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { SpriteMetadata } from "./sprite-metadata";
import { ZoomViewer } from "./zoom-viewer";

interface Props {
  sprite: SpriteRecord;
  back: ReactNode;
  actions: ReactNode;
  extra?: ReactNode;
  /** Controls for the record itself (rename, publish, delete), under its name. */
  manage?: ReactNode;
  /** Something to say about the sprite first, under its name. */
  notice?: ReactNode;
  /** A tool opened from the actions, full width under the viewer. */
  panel?: ReactNode;
  /** The artist's own sprite (not a gallery one): its palette can be looked up by name. */
  owned?: boolean;
  /** A view in place of the zoomable still (the player of an animation). */
  viewer?: ReactNode;
}

/** The large view shared by a library sprite and a gallery sprite. */
export function SpriteView({
  sprite,
  back,
  actions,
  extra,
  manage,
  notice,
  panel,
  owned = false,
  viewer,
}: Props) {
  const name = spriteName(sprite);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        {back}
        <h1 className="break-words text-2xl font-semibold tracking-tight text-zinc-50">{name}</h1>
        {manage}
      </div>
      {notice}
      {/*
       * Both columns may shrink below their content (minmax(0, …), min-w-0): a zoomed sprite or a
       * long strip of versions scrolls inside its own box instead of widening the page, so "Fit"
       * measures the screen rather than the picture it is fitting.
       */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {viewer ?? (
          <ZoomViewer
            base64={spritePngBase64(sprite.image)}
            width={sprite.width}
            height={sprite.height}
            alt={name}
          />
        )}
        <aside className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-wrap gap-2">{actions}</div>
          <SpriteMetadata sprite={sprite} owned={owned} />
          {extra}
        </aside>
      </div>
      {panel}
    </div>
  );
}
