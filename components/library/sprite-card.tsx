import Link from "next/link";
import { memo, type ReactNode } from "react";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { spriteName, spritePngBase64 } from "@/lib/client/format";

/** Thumbnail box in CSS px: the narrowest grid column (8 across at 1280 px) still holds it. */
const THUMB = 128;

/**
 * One sprite in a grid. The link's name is the sprite's name alone (the image is decorative),
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
  /** Sprites in this card's line of edits (the library groups versions under their first). */
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
    <li>
      {/* No prefetch: a visible card would otherwise fetch its sprite page ahead, dozens per
          screen, each a server render competing with the list that shows the thumbnails. The
          page is fetched when the card is followed. */}
      <Link
        href={href}
        prefetch={false}
        className="group block rounded-lg border border-line bg-panel p-1.5 transition-colors hover:border-zinc-500 focus-visible:border-accent"
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
      <p className="mt-1 flex gap-2 px-2.5 font-mono text-[11px] text-zinc-400">
        <span>
          {frameWidth}×{frameHeight}
        </span>
        {frames ? <span>{frames} frames</span> : null}
        {sprite.assetType ? <span className="truncate">{sprite.assetType}</span> : null}
        {versions > 1 ? <span className="shrink-0">{versions} versions</span> : null}
      </p>
      {children}
    </li>
  );
});
