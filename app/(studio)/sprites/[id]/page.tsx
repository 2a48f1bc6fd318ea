import type { Metadata } from "next";
import { spriteKeys } from "@/lib/client/sprites";
import { SpriteRecord } from "@/lib/contract/sprites";
import { SpriteDetail } from "@/components/sprite/sprite-detail";
import { ServerCache, serverRead } from "../../server-cache";

export const metadata: Metadata = { title: "Sprite" };

export default async function SpritePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The record comes with the HTML, so the sprite paints without a request from the browser.
  // Keyed by id: following a result link to another sprite starts with its tools closed.
  return (
    <ServerCache
      reads={[
        serverRead({
          path: `/api/sprites/${encodeURIComponent(id)}`,
          schema: SpriteRecord,
          key: spriteKeys.detail(id),
        }),
      ]}
    >
      <SpriteDetail key={id} id={id} />
    </ServerCache>
  );
}
