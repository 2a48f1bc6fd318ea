"use client";

import { useEffect, useState } from "react";
import { base64ToBytes } from "@/lib/client/download";

export type BitmapState =
  | { status: "loading" }
  | { status: "ready"; bitmap: ImageBitmap }
  | { status: "error" };

/** A base64 PNG decoded once for drawing on canvases; closed when the PNG changes or unmounts. */
export function useBitmap(base64: string): BitmapState {
  const [state, setState] = useState<BitmapState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    let made: ImageBitmap | null = null;
    setState({ status: "loading" });
    createImageBitmap(new Blob([base64ToBytes(base64)], { type: "image/png" }), {
      premultiplyAlpha: "none",
      colorSpaceConversion: "none",
    })
      .then((bitmap) => {
        made = bitmap;
        if (live) setState({ status: "ready", bitmap });
        else bitmap.close();
      })
      .catch(() => live && setState({ status: "error" }));
    return () => {
      live = false;
      made?.close();
    };
  }, [base64]);
  return state;
}
