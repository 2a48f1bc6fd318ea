"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { fitScale, PixelImage } from "@/components/ui/pixel-image";
import { Spinner } from "@/components/ui/spinner";
import { fileStem, saveFile } from "@/lib/client/download";
import { spriteName, spritePngBase64 } from "@/lib/client/format";
import { costLabel } from "@/lib/client/labels";
import { type Pack, packListQuery } from "@/lib/client/packs";
import { spriteQuery } from "@/lib/client/sprites";
import type { SpriteRecord } from "@/lib/contract/sprites";

const THUMB = 48;

/** Your packs from GET /api/agent, newest first: what a reload finds again. */
export function PackList({ onOpen }: { onOpen: (id: string) => void }) {
  const list = useQuery(packListQuery());
  if (list.isPending) return <Spinner label="Loading your packs" />;
  if (!list.data) return <ErrorMessage error={list.error} />;
  if (list.data.packs.length === 0) {
    return <p className="text-sm text-zinc-400">No packs yet: plan one above.</p>;
  }
  return (
    <section aria-labelledby="pack-list-heading" className="flex flex-col gap-3">
      <h2 id="pack-list-heading" className="text-lg font-semibold text-zinc-100">
        Your packs
      </h2>
      <ul className="flex flex-col gap-2">
        {list.data.packs.map((pack) => (
          <PackRow key={pack.id} pack={pack} onOpen={() => onOpen(pack.id)} />
        ))}
      </ul>
    </section>
  );
}

function PackRow({ pack, onOpen }: { pack: Pack; onOpen: () => void }) {
  const made = pack.steps.flatMap((step) => (step.result_id ? [step.result_id] : []));
  return (
    <li
      data-testid="pack-row"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-panel p-3"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-zinc-100" title={pack.prompt}>
          {pack.prompt}
        </p>
        <p className="text-xs text-zinc-400">
          <span data-testid="pack-status">{pack.status}</span> · {costLabel(pack.total_tokens)} ·{" "}
          {pack.steps.length} steps
        </p>
      </div>
      {made.length > 0 ? (
        <ul aria-label="Made by this pack" className="flex gap-1">
          {made.map((id) => (
            <PackThumb key={id} id={id} />
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={onOpen}>
          Open
        </Button>
        {made.length > 0 ? <PackZipButton pack={pack} ids={made} /> : null}
      </div>
    </li>
  );
}

function PackThumb({ id }: { id: string }) {
  const sprite = useQuery(spriteQuery(id));
  if (!sprite.data) return <li className="size-12 rounded bg-panel-2" aria-hidden />;
  const frameWidth = sprite.data.frameWidth ?? sprite.data.width;
  const scale = fitScale(frameWidth, sprite.data.height, THUMB);
  return (
    <li>
      <Link
        href={`/sprites/${id}`}
        prefetch={false}
        aria-label={spriteName(sprite.data)}
        className="checkerboard flex size-12 items-center justify-center overflow-hidden rounded"
      >
        <span className="overflow-hidden" style={{ width: frameWidth * scale }}>
          <PixelImage
            base64={spritePngBase64(sprite.data.image)}
            width={sprite.data.width}
            height={sprite.data.height}
            scale={scale}
            alt=""
          />
        </span>
      </Link>
    </li>
  );
}

/** Every result of the pack in one stored zip, made in the browser from the records. */
function PackZipButton({ pack, ids }: { pack: Pack; ids: string[] }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const records = await Promise.all(ids.map((id) => client.fetchQuery(spriteQuery(id))));
      const { packZip } = await import("@/lib/client/pack-zip");
      const byId = new Map<string, SpriteRecord>(records.map((record) => [record.id, record]));
      saveFile(packZip(pack, byId), "application/zip", `${fileStem(pack.prompt, "pack", 40)}.zip`);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" disabled={busy} onClick={() => void save()}>
        {busy ? "Zipping…" : "Download zip"}
      </Button>
      <ErrorMessage error={failure} />
    </>
  );
}
