"use client";

import { useRef, useState } from "react";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { type InspectedFile, inspectImportFile, readAsDataUrl } from "@/lib/client/image-checks";
import { useImportSprite } from "@/lib/client/sprites";

/** A title from the file name: "knight_idle.png" reads better in the library than a default. */
function titleFromName(name: string) {
  return name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[_-]+/g, " ")
    .trim()
    .slice(0, 200);
}

/**
 * The import flow shared by the button, the drop target and the panel: pick or drop a file, see
 * each rule checked, then send it. Nothing is uploaded until the artist confirms.
 */
export function useImportFlow() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [inspected, setInspected] = useState<InspectedFile | null>(null);
  const [inspecting, setInspecting] = useState(false);
  const [title, setTitle] = useState("");
  const [category, setCategory] = useState("");
  const [imported, setImported] = useState<SpriteRecord | null>(null);
  const mutation = useImportSprite();
  // Drops can arrive faster than inspection; only the newest file's result counts.
  const latest = useRef(0);

  const chooseFile = async (file: File) => {
    const ticket = ++latest.current;
    mutation.reset();
    setImported(null);
    setInspecting(true);
    const result = await inspectImportFile(file);
    if (ticket !== latest.current) return;
    setInspected(result);
    setTitle(titleFromName(file.name));
    setInspecting(false);
  };

  const openPicker = () => inputRef.current?.click();

  const discard = () => {
    latest.current++;
    setInspected(null);
    setInspecting(false);
    mutation.reset();
    if (inputRef.current) inputRef.current.value = "";
  };

  const submit = async () => {
    if (!inspected?.ok || !inspected.format) return;
    const image = await readAsDataUrl(inspected.file, inspected.format);
    mutation.mutate(
      { image, title: title.trim() || undefined, assetType: category || undefined },
      {
        onSuccess: (sprite) => {
          setImported(sprite);
          setInspected(null);
          setCategory("");
          if (inputRef.current) inputRef.current.value = "";
        },
      },
    );
  };

  return {
    inputRef,
    inspected,
    inspecting,
    title,
    setTitle,
    category,
    setCategory,
    imported,
    dismissImported: () => setImported(null),
    mutation,
    chooseFile,
    openPicker,
    discard,
    submit,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
