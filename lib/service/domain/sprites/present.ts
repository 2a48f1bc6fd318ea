import type { SpriteRecord } from "@/lib/contract/sprites";
import type { sprites } from "../../store/schema";

export type SpriteRow = typeof sprites.$inferSelect;

/** Fields of `meta` that are part of the record (per operation); the rest stays internal. */
const PUBLIC_META = [
  "region",
  "method",
  "matteColor",
  "directions",
  "calibrationScore",
  "invented",
  "flipGreen",
  "action",
  "reading",
] as const;

export function presentSprite(row: SpriteRow): SpriteRecord {
  const base64 = Buffer.from(row.png).toString("base64");
  const isAnimation = row.kind === "animation";
  const record: SpriteRecord = {
    id: row.id,
    status: row.status as SpriteRecord["status"],
    kind: row.kind as SpriteRecord["kind"],
    operation: row.operation as SpriteRecord["operation"],
    width: row.width,
    height: row.height,
    assetType: row.assetType,
    title: row.title,
    prompt: row.prompt,
    createdAt: row.createdAt.toISOString(),
    parentId: row.parentId,
    rootId: row.rootId ?? row.id,
    paletteId: row.paletteId,
    isPublic: row.isPublic,
    slug: row.slug,
    tokensSpent: row.tokensSpent,
    frameCount: row.frameCount,
    image: isAnimation
      ? { format: "png", spritesheetBase64: base64, pngBase64: base64 }
      : { format: "png", pngBase64: base64 },
  };
  if (isAnimation) {
    record.frameWidth = row.frameWidth ?? row.width;
    record.frameHeight = row.frameHeight ?? row.height;
    record.fps = row.fps ?? 10;
  }
  // The engine's own seed stays internal; the variation seed a client can send back is public.
  if (typeof row.meta.variation === "number") record.seed = row.meta.variation;
  for (const key of PUBLIC_META) {
    if (row.meta[key] !== undefined) (record as Record<string, unknown>)[key] = row.meta[key];
  }
  return record;
}
