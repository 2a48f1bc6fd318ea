"use client";

import { Button } from "@/components/ui/button";
import { base64ToBytes, fileStem, saveFile } from "@/lib/client/download";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import type { SpriteRecord } from "@/lib/contract/sprites";

/** Saves the PNG exactly as stored: the bytes are already here, so no request is made. */
export function DownloadButton({ sprite }: { sprite: SpriteRecord }) {
  const download = () => {
    const name = `${fileStem(spriteName(sprite), "sprite")}-${sprite.id.slice(0, 8)}.png`;
    saveFile(base64ToBytes(spritePngBase64(sprite.image)), "image/png", name);
  };
  return (
    <Button variant="primary" onClick={download}>
      Download
    </Button>
  );
}
