"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { spritePngBase64 } from "@/lib/client/format";
import { spriteQuery } from "@/lib/client/sprites";
import type { SpriteRecord } from "@/lib/contract/sprites";

const LitPreview = dynamic(() => import("./lit-preview"), {
  ssr: false,
  loading: () => <Spinner label="Loading the lit preview" />,
});

/**
 * On a normal map's own page: the sprite it was made from, lit by it. The record does not say
 * which green convention the map uses, so the artist can flip it here.
 */
export function NormalMapLighting({ map }: { map: SpriteRecord & { parentId: string } }) {
  const parent = useQuery(spriteQuery(map.parentId));
  const [flipGreen, setFlipGreen] = useState(false);
  const source = parent.data;
  if (!source || source.width !== map.width || source.height !== map.height) return null;
  return (
    <section
      aria-labelledby="lighting-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-panel p-4 sm:p-5"
    >
      <div>
        <h2 id="lighting-heading" className="text-lg font-semibold text-zinc-50">
          Lighting
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          The source sprite shaded with this map; move the pointer over it to move the light.
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          checked={flipGreen}
          onChange={(e) => setFlipGreen(e.target.checked)}
          className="size-4 accent-accent"
        />
        DirectX map (green flipped)
      </label>
      <LitPreview
        albedoBase64={spritePngBase64(source.image)}
        normalBase64={spritePngBase64(map.image)}
        width={map.width}
        height={map.height}
        flipGreen={flipGreen}
        box={384}
      />
    </section>
  );
}
