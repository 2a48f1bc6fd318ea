"use client";

import { Button } from "@/components/ui/button";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { spriteName, spritePngBase64 } from "@/lib/client/format";

function fileName(sprite: SpriteRecord) {
  const base = spriteName(sprite)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "sprite"}-${sprite.id.slice(0, 8)}.png`;
}

/** Saves the PNG exactly as stored: the bytes are already here, so no request is made. */
export function DownloadButton({ sprite }: { sprite: SpriteRecord }) {
  const download = () => {
    const binary = atob(spritePngBase64(sprite.image));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: "image/png" }));
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = fileName(sprite);
    anchor.click();
    // The click starts the download synchronously; free the blob on the next tick.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="primary" onClick={download}>
      Download
    </Button>
  );
}
