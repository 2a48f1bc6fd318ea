import type { Metadata } from "next";
import { CreateForm } from "@/components/create/create-form";
import { paletteKeys } from "@/lib/client/palettes";
import { PaletteList } from "@/lib/contract/palettes";
import { ServerCache, serverRead } from "../server-cache";

export const metadata: Metadata = { title: "Create" };

export default function CreatePage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Create</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">
          Describe a sprite and the procedural engine draws it: no model, no network, the same
          pixels for the same request.
        </p>
      </div>
      {/* `?palette=` and `?reference=` preselect from the URL, read on the client. The saved
          palettes to choose from come with the HTML. No Suspense boundary: the form is part of
          the first paint rather than a reveal React holds back. */}
      <ServerCache
        reads={[
          serverRead({ path: "/api/palettes", schema: PaletteList, key: paletteKeys.list() }),
        ]}
      >
        <CreateForm />
      </ServerCache>
    </div>
  );
}
