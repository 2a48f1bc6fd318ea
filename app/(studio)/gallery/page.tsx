import type { Metadata } from "next";
import { Suspense } from "react";
import { GalleryGrid } from "@/components/gallery/gallery-grid";

export const metadata: Metadata = { title: "Gallery" };

export default function GalleryPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-50">Gallery</h1>
        <p className="mt-1 text-sm text-zinc-400">
          Sprites that artists made public, newest first. Owners are not shown.
        </p>
      </div>
      <Suspense>
        <GalleryGrid />
      </Suspense>
    </div>
  );
}
