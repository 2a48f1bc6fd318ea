import type { Metadata } from "next";
import { PaletteList } from "@/components/palettes/palette-list";

export const metadata: Metadata = { title: "Palettes" };

export default function PalettesPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Palettes</h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">
          Saved palettes keep later operations on the same colors. Suggesting palettes from a prompt
          arrives with the pixel-art engine; palettes saved through the API are listed here.
        </p>
      </div>
      <PaletteList />
    </div>
  );
}
