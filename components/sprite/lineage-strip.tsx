"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { lineQuery } from "@/lib/client/lineage";
import type { SpriteRecord } from "@/lib/contract/sprites";

const THUMB = 48;

/**
 * Every version in this sprite's line of edits as a strip of thumbnails, oldest first, this one
 * marked. Shown only when the line holds more than this sprite.
 */
export function LineageStrip({ sprite }: { sprite: SpriteRecord }) {
  const line = useQuery(lineQuery(sprite.rootId ?? sprite.id));
  const sprites = line.data?.sprites ?? [];
  if (sprites.length < 2) return null;
  const total = line.data?.total ?? sprites.length;

  return (
    <section
      aria-labelledby="versions-heading"
      className="rounded-xl border border-line bg-panel p-4"
    >
      <h2 id="versions-heading" className="mb-3 text-sm font-semibold text-zinc-100">
        Versions <span className="font-normal text-zinc-400">({total})</span>
      </h2>
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {sprites.map((version, index) => {
          const current = version.id === sprite.id;
          const name = `${index === 0 ? "First: " : `Version ${index + 1}: `}${spriteName(version)}`;
          return (
            <li key={version.id} className="shrink-0">
              <Link
                href={`/sprites/${version.id}`}
                prefetch={false}
                aria-label={name}
                aria-current={current ? "page" : undefined}
                title={name}
                className={`checkerboard flex size-14 items-center justify-center overflow-hidden rounded border-2 ${current ? "border-accent" : "border-transparent hover:border-zinc-500"}`}
              >
                <Thumb sprite={version} />
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Thumb({ sprite }: { sprite: SpriteRecord }) {
  const frameWidth = sprite.frameWidth ?? sprite.width;
  const frameHeight = sprite.frameHeight ?? sprite.height;
  const scale = fitScale(frameWidth, frameHeight, THUMB);
  return (
    <span
      className="overflow-hidden"
      style={{ width: frameWidth * scale, height: frameHeight * scale }}
    >
      <PixelImage
        base64={spritePngBase64(sprite.image)}
        width={sprite.width}
        height={sprite.height}
        scale={scale}
        alt=""
      />
    </span>
  );
}
