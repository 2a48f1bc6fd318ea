"use client";

import { type RefObject, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard. `navigator.clipboard` exists only in secure contexts, so plain
 * http on a LAN falls back to selecting the field and `execCommand("copy")`; when both fail the
 * field is left selected for Ctrl+C.
 */
export function useCopy(text: string, field: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>("idle");
  const copy = async () => {
    try {
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(text);
      } else {
        field.current?.select();
        if (!document.execCommand("copy")) throw new Error("copy refused");
      }
      setState("copied");
    } catch {
      field.current?.select();
      setState("failed");
    }
  };
  return { state, copy };
}

export function copyMessage(state: CopyState): string {
  if (state === "copied") return "Copied to the clipboard.";
  if (state === "failed")
    return "The clipboard is not available here: the key is selected, copy it with Ctrl+C.";
  return "";
}
