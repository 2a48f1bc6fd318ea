import type { Metadata } from "next";
import { SpriteDetail } from "@/components/sprite/sprite-detail";

export const metadata: Metadata = { title: "Sprite" };

export default async function SpritePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SpriteDetail id={id} />;
}
