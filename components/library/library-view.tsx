"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ListFilter, parseListFilter } from "@/lib/client/filters";
import { AssetTypeFilter } from "./asset-type-filter";
import { DropOverlay } from "./drop-overlay";
import { ImportButton } from "./import-button";
import { ImportPanel } from "./import-panel";
import { ImportRules } from "./import-rules";
import { SpriteGrid } from "./sprite-grid";
import { useImportFlow } from "./use-import-flow";

export function LibraryView() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filter = parseListFilter(params.get("type"));
  const flow = useImportFlow();

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
          <AssetTypeFilter value={filter} onChange={setFilter} />
          <ImportButton flow={flow} />
        </div>
      </div>

      <ImportPanel flow={flow} />
      <SpriteGrid filter={filter} onPickFile={flow.openPicker} />
      <DropOverlay onFile={flow.chooseFile} />
    </div>
  );
}
