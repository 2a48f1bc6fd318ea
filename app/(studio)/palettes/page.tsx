import type { Metadata } from "next";
import { PaletteStudio } from "@/components/palettes/palette-studio";
import { paletteKeys } from "@/lib/client/palettes";
import { PaletteList } from "@/lib/contract/palettes";
import { ServerCache, serverRead } from "../server-cache";

export const metadata: Metadata = { title: "Palettes" };

export default function PalettesPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Palettes</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">
          Small hue-shifted palettes from a prompt. A sprite generated with a saved palette is drawn
          in it and keeps it through later operations.
        </p>
      </div>
      <ServerCache
        reads={[
          serverRead({ path: "/api/palettes", schema: PaletteList, key: paletteKeys.list() }),
        ]}
      >
        <PaletteStudio />
      </ServerCache>
    </div>
  );
}
