"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { IMPORT_TITLE_MAX } from "@/lib/client/constants";
import { spriteName } from "@/lib/client/format";
import { useSaveVersion } from "@/lib/client/versions";
import { documentToPng } from "@/lib/editor/png";
import { announce, ensureAnnouncer, focusHeadingWhenShown } from "./announce";
import { useEditor, useEditorApi } from "./editor-context";

/**
 * "Save as new version" (free): the picture as a PNG to POST /api/sprites/{id}/versions, then on
 * to the new sprite's page, where focus lands on its heading and the save is announced.
 */
export function SaveVersion({ sourceId }: { sourceId: string }) {
  const api = useEditorApi();
  const edited = useEditor((s) => s.history.past.length > 0);
  const save = useSaveVersion();
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [encodeError, setEncodeError] = useState<unknown>(null);
  const [encoding, setEncoding] = useState(false);

  useEffect(() => {
    ensureAnnouncer();
  }, []);

  const onSave = async () => {
    setEncodeError(null);
    setEncoding(true);
    let image: string;
    try {
      image = await documentToPng(api.getState().doc);
    } catch (error) {
      setEncodeError(error);
      return;
    } finally {
      setEncoding(false);
    }
    save.mutate(
      { sourceId, image, title: title.trim() || undefined },
      {
        onSuccess: (sprite) => {
          const name = spriteName(sprite);
          announce(`Saved as a new version: ${name}.`);
          router.push(`/sprites/${sprite.id}`);
          focusHeadingWhenShown(name);
        },
      },
    );
  };

  const busy = encoding || save.isPending;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm text-zinc-300">
        Version title (optional)
        <input
          value={title}
          maxLength={IMPORT_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          className="h-9 w-full min-w-0 rounded-md border border-line bg-ink px-2 text-sm text-zinc-100 focus:border-accent focus:outline-none"
        />
      </label>
      <Button variant="primary" disabled={busy || !edited} onClick={onSave}>
        {busy ? "Saving…" : "Save as new version"}
      </Button>
      <p className="text-xs text-zinc-500">
        Free. Saved as a new sprite in this one's line of edits; this sprite stays as it is.
      </p>
      <ErrorMessage error={encodeError ?? save.error} />
    </div>
  );
}
