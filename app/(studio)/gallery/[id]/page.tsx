import type { Metadata } from "next";
import { GallerySprite } from "@/components/gallery/gallery-sprite";

export const metadata: Metadata = { title: "Gallery sprite" };

export default async function GallerySpritePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GallerySprite id={id} />;
}
