"use client";

import { useEffect, useRef, useState } from "react";
import { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE } from "@/lib/client/constants";

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") ?? false;

/**
 * The whole library page is a drop target. Listening on window (not one element) means a drop
 * anywhere works; the counter handles dragenter/dragleave firing for every child crossed.
 */
export function DropOverlay({ onFile }: { onFile: (file: File) => void }) {
  const [active, setActive] = useState(false);
  const depth = useRef(0);
  const onFileRef = useRef(onFile);
  onFileRef.current = onFile;

  useEffect(() => {
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setActive(true);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without preventDefault the browser would open the file instead of dropping it here.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setActive(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setActive(false);
      const file = event.dataTransfer?.files[0];
      if (file) onFileRef.current(file);
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, []);

  if (!active) return null;
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-ink/80 backdrop-blur-sm"
    >
      <div className="rounded-xl border-2 border-dashed border-accent px-10 py-8 text-center">
        <p className="text-lg font-semibold text-zinc-50">Drop to import</p>
        <p className="mt-1 text-sm text-zinc-400">
          PNG, JPEG or WebP, {IMPORT_MIN_SIDE} to {IMPORT_MAX_SIDE} px per side
        </p>
      </div>
    </div>
  );
}
