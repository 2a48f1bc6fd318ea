import Link from "next/link";
import { memo, type ReactNode } from "react";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { spriteName, spritePngBase64 } from "@/lib/client/format";

/** Thumbnail box in CSS px: the narrowest grid column (8 across at 1280 px) still holds it. */
const THUMB = 128;

/**
 * One sprite in a grid, everything inside its border: the thumbnail and name (one link), its
 * size, frames and type, how many versions its line holds, and the caller's controls. The link's name is the sprite's name alone (the image is decorative),
 * so "link named by its title or prompt" holds for screen readers and tests.
 */
export const SpriteCard = memo(function SpriteCard({
  sprite,
  href,
  versions = 1,
  children,
}: {
  sprite: SpriteRecord;
  href: string;
  /** Sprites in this card's line of edits; the card shows the latest of them. */
  versions?: number;
  /** Controls under the card (the library's actions); the gallery has none. */
  children?: ReactNode;
}) {
  const name = spriteName(sprite);
  const frames = sprite.kind === "animation" ? (sprite.frameCount ?? null) : null;
  // A strip shows its first frame: the box crops to one frame's width.
  const frameWidth = frames && sprite.frameWidth ? sprite.frameWidth : sprite.width;
  const frameHeight = frames && sprite.frameHeight ? sprite.frameHeight : sprite.height;
  const scale = fitScale(frameWidth, frameHeight, THUMB);

  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-panel p-1.5 transition-colors focus-within:border-accent hover:border-zinc-500">
      {/* No prefetch: a visible card would otherwise fetch its sprite page ahead, dozens per
          screen, each a server render competing with the list that shows the thumbnails. The
          page is fetched when the card is followed. */}
      <Link
        href={href}
        prefetch={false}
        className="group block rounded-md focus-visible:outline-none"
      >
        <div className="checkerboard flex aspect-square items-center justify-center overflow-hidden rounded-md">
          <div
            className="overflow-hidden"
            style={{ width: frameWidth * scale, height: frameHeight * scale }}
          >
            <PixelImage
              base64={spritePngBase64(sprite.image)}
              width={sprite.width}
              height={sprite.height}
              scale={scale}
              alt=""
              decoding="sync"
            />
          </div>
        </div>
        <span
          title={name}
          className="mt-2 block truncate px-0.5 text-sm text-zinc-100 group-hover:text-white"
        >
          {name}
        </span>
      </Link>
      {/* Each fact keeps its words together; the facts themselves wrap as the card narrows. */}
      <p className="flex flex-wrap gap-x-2 px-0.5 font-mono text-[11px] leading-4 text-zinc-400">
        <span className="whitespace-nowrap">
          {frameWidth}×{frameHeight}
        </span>
        {frames ? <span className="whitespace-nowrap">{frames} frames</span> : null}
        {sprite.assetType ? <span className="whitespace-nowrap">{sprite.assetType}</span> : null}
      </p>
      {versions > 1 ? (
        <p className="px-0.5 text-[11px] leading-4 text-zinc-400">latest of {versions} versions</p>
      ) : null}
      {children}
    </li>
  );
});
