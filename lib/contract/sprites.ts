import { z } from "zod";
import {
  AssetType,
  CameraPerspective,
  Direction,
  JobStatus,
  Operation,
  PublicFlag,
  queryInt,
  SpriteKind,
  Timestamp,
  Uuid,
} from "./common";

import { IMPORT_TITLE_MAX, SPRITE_PROMPT_MAX, SPRITE_PROMPT_MIN } from "./constants";

export { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE, IMPORT_TITLE_MAX, SPRITE_PROMPT_MAX } from "./constants";

/**
 * Images come back inline (spec: Conventions). Stills carry `pngBase64`; animations carry the
 * strip as `spritesheetBase64` and, for clients that read `pngBase64` on every result (normal
 * maps, background removals of animations), the same bytes as `pngBase64` too.
 */
export const ImageCarrier = z
  .object({
    format: z.literal("png"),
    pngBase64: z.string().optional(),
    spritesheetBase64: z.string().optional(),
  })
  .meta({ id: "ImageCarrier" });

export const Region = z
  .object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "Region" });

/** What the prompt reader made of a generation prompt, returned beside the record. */
export const PromptReading = z
  .object({
    assetType: z.string(),
    /** given, word (a type word in the text), subject (inferred from it), or default. */
    assetTypeSource: z.string(),
    subject: z.string().nullable(),
    materials: z.array(z.string()),
    colors: z.array(z.string()),
    mood: z.array(z.string()),
    /** Content words the reader did not understand: reported, never silently dropped. */
    unrecognized: z.array(z.string()),
  })
  .meta({ id: "PromptReading" });

/**
 * A sprite or animation record. The spec's fields plus DESIGN's: `kind`, `title`, `prompt`,
 * `createdAt`, `parentId`, `operation`; `paletteId` is always present. Operation-specific fields
 * (`region`, `method`, `matteColor`, `directions`, `calibrationScore`) appear on the results
 * that have them.
 */
export const SpriteRecord = z
  .object({
    id: Uuid,
    status: JobStatus,
    kind: SpriteKind,
    operation: Operation,
    width: z.number().int(),
    height: z.number().int(),
    assetType: z.string().nullable(),
    title: z.string().nullable(),
    prompt: z.string().nullable(),
    createdAt: Timestamp,
    parentId: Uuid.nullable(),
    paletteId: Uuid.nullable(),
    isPublic: z.boolean(),
    slug: z.string().nullable(),
    tokensSpent: z.number().int(),
    frameCount: z.number().int().nullable(),
    frameWidth: z.number().int().optional(),
    frameHeight: z.number().int().optional(),
    fps: z.number().int().optional(),
    directions: z.array(z.string()).optional(),
    calibrationScore: z.number().min(0).max(1).optional(),
    region: Region.optional(),
    method: z.string().optional(),
    matteColor: z.string().optional(),
    /** Normal maps: whether green was flipped (DirectX). */
    flipGreen: z.boolean().optional(),
    /** Touch-ups: what the sentence was read as (recolor, add, remove, detail). */
    action: z.string().optional(),
    /** Generated sprites: what the prompt reader made of the prompt. */
    reading: PromptReading.optional(),
    image: ImageCarrier,
  })
  .meta({ id: "Sprite" });
export type SpriteRecord = z.infer<typeof SpriteRecord>;

/** POST /api/sprites (synchronous generation, 1 token). */
export const GenerateSpriteRequest = z
  .object({
    prompt: z.string().trim().min(SPRITE_PROMPT_MIN).max(SPRITE_PROMPT_MAX),
    asset_type: AssetType.optional(),
    width: z.number().int().min(32).max(400).default(64),
    height: z.number().int().min(32).max(400).default(64),
    direction: Direction.optional(),
    camera_perspective: CameraPerspective.optional(),
    public: PublicFlag,
    reference_asset_id: Uuid.optional(),
    palette_id: Uuid.optional(),
  })
  .meta({ id: "GenerateSpriteRequest" });
export type GenerateSpriteRequest = z.infer<typeof GenerateSpriteRequest>;

/** 201 of POST /api/sprites: the record, always with the prompt reading (an extension field). */
export const GeneratedSpriteRecord = SpriteRecord.extend({ reading: PromptReading }).meta({
  id: "GeneratedSprite",
});

/** Base64 text or `data:image/...;base64,...`; decoded and checked by the import service. */
export const ImageData = z
  .string()
  .min(1)
  .refine(
    (value) =>
      /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i.test(value) ||
      /^[A-Za-z0-9+/=\s]+$/.test(value),
    "must be base64 or a data URL of the form data:image/...;base64,...",
  );

/** POST /api/sprites/import (free; always private). */
export const ImportSpriteRequest = z
  .object({
    image: ImageData,
    title: z.string().max(IMPORT_TITLE_MAX).optional(),
    asset_type: AssetType.optional(),
    palette_id: Uuid.optional(),
  })
  .meta({ id: "ImportSpriteRequest" });
export type ImportSpriteRequest = z.infer<typeof ImportSpriteRequest>;

/** The deepest offset a page may start at (the largest 32-bit integer). */
export const MAX_LIST_OFFSET = 2_147_483_647;

/** `asset_type` filter: an asset type, or `animation` for animation records. */
export const SpriteListFilterType = z.union([AssetType, z.literal("animation")]);

/** GET /api/sprites query. */
export const ListSpritesQuery = z.object({
  limit: queryInt(1, 100).default(20),
  offset: queryInt(0, MAX_LIST_OFFSET).default(0),
  status: JobStatus.optional(),
  asset_type: SpriteListFilterType.optional(),
});
export type ListSpritesQuery = z.infer<typeof ListSpritesQuery>;

/** A page of records (DESIGN: sprite list); `next_offset` is null on the last page. */
export const SpritePage = z
  .object({
    sprites: z.array(SpriteRecord),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    next_offset: z.number().int().nullable(),
  })
  .meta({ id: "SpritePage" });
export type SpritePage = z.infer<typeof SpritePage>;

/** GET /api/gallery query: the same paging, no owner filter. */
export const GalleryQuery = ListSpritesQuery.pick({ limit: true, offset: true, asset_type: true });
