import type { Metadata } from "next";
import { SpriteDetail } from "@/components/sprite/sprite-detail";

export const metadata: Metadata = { title: "Sprite" };

export default async function SpritePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Keyed by id: following a result link to another sprite starts with its tools closed.
  return <SpriteDetail key={id} id={id} />;
}
