import type { Metadata } from "next";
import { PackStudio } from "@/components/packs/pack-studio";

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
      <PackStudio />
    </div>
  );
}
