import type { Metadata } from "next";
import { PackStudio } from "@/components/packs/pack-studio";
import { PACK_LIST_LIMIT, packKeys } from "@/lib/client/packs";
import { PackList } from "@/lib/contract/packs";
import { ServerCache, serverRead } from "../server-cache";

export const metadata: Metadata = { title: "Asset packs" };

export default function PacksPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Asset packs</h1>
        <p className="mt-1 text-sm text-zinc-400">
          Plan a set of sprites and animations from one prompt, see each step's price, and run it
          when the total is right.
        </p>
      </div>
      <ServerCache
        reads={[
          serverRead({
            path: `/api/agent?limit=${PACK_LIST_LIMIT}`,
            schema: PackList,
            key: packKeys.list(),
          }),
        ]}
      >
        <PackStudio />
      </ServerCache>
    </div>
  );
}
