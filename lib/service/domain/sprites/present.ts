import { CameraPerspective, Direction } from "@/lib/contract/common";
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
    const motion = motionOf(row.meta);
    if (motion) record.motion = motion;
  }
  // The engine's own seed stays internal; the variation seed a client can send back is public.
  if (typeof row.meta.variation === "number") record.seed = row.meta.variation;
  // What a generation was drawn with, so a client can ask for the same drawing again.
  if (row.operation === "generate") {
    const direction = Direction.safeParse(row.meta.direction);
    if (direction.success) record.direction = direction.data;
    const camera = CameraPerspective.safeParse(row.meta.camera);
    if (camera.success) record.cameraPerspective = camera.data;
  }
  for (const key of PUBLIC_META) {
    if (row.meta[key] !== undefined) (record as Record<string, unknown>)[key] = row.meta[key];
  }
  return record;
}

/**
 * The motion an animation shows, from what its render recorded: the preset in lower case, or
 * for a custom motion the motions its prompt was read as.
 */
function motionOf(meta: Record<string, unknown>): string | null {
  const preset = typeof meta.preset === "string" ? meta.preset : null;
  if (preset !== "Custom") return preset?.toLowerCase() ?? null;
  const motions = Array.isArray(meta.motions)
    ? meta.motions.filter((m): m is string => typeof m === "string")
    : [];
  return motions.length > 0 ? motions.join("-") : "custom";
}
