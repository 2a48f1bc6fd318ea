"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type ListFilter, parseListFilter } from "@/lib/client/filters";
import { spriteName } from "@/lib/client/format";
import { AssetTypeFilter } from "./asset-type-filter";
import { CardActions } from "./card-actions";
import { DropOverlay } from "./drop-overlay";
import { ImportButton } from "./import-button";
import { ImportPanel } from "./import-panel";
import { ImportRules } from "./import-rules";
import { useDeletes } from "./pending-deletes";
import { SearchField, useSearchWords } from "./search-field";
import { SpriteGrid } from "./sprite-grid";
import { useImportFlow } from "./use-import-flow";

export function LibraryView() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filter = parseListFilter(params.get("type"));
  const flow = useImportFlow();
  const settledSearch = useSearchWords();
  const deletes = useDeletes();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteSelected = () => {
    const ids = [...selected];
    deletes.remove({ ids, label: ids.length === 1 ? "1 sprite" : `${ids.length} sprites` });
    setSelected(new Set());
  };

  const setFilter = (next: ListFilter) => {
    const query = new URLSearchParams(params);
    if (next === "all") query.delete("type");
    else query.set("type", next);
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Library</h1>
          <p className="mt-1 text-sm text-zinc-400">
            Your sprites and animations, newest first. Drop an image anywhere on this page to import
            it.
          </p>
          <div className="mt-1">
            <ImportRules />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SearchField id="library-search" />
          <AssetTypeFilter value={filter} onChange={setFilter} />
          <ImportButton flow={flow} />
        </div>
      </div>

      <ImportPanel flow={flow} />
      {selected.size > 0 ? (
        <div className="flex items-center gap-3 text-sm text-zinc-300">
          <span>{selected.size} selected</span>
          <Button size="sm" variant="danger" onClick={deleteSelected}>
            Delete selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      <SpriteGrid
        filter={filter}
        search={settledSearch}
        onPickFile={flow.openPicker}
        hidden={deletes.hidden}
        actionsFor={(sprite) => (
          <CardActions
            sprite={sprite}
            selected={selected.has(sprite.id)}
            onSelect={(on) => select(sprite.id, on)}
            onDelete={() => {
              select(sprite.id, false);
              deletes.remove({ ids: [sprite.id], label: `“${spriteName(sprite)}”` });
            }}
          />
        )}
      />
      <DropOverlay onFile={flow.chooseFile} />
    </div>
  );
}
