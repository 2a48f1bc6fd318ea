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

import { IMPORT_TITLE_MAX } from "./constants";
import { BOUNDS } from "./operations";

const SIDE = BOUNDS.generate.side;

export { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE, IMPORT_TITLE_MAX, SPRITE_PROMPT_MAX } from "./constants";

/**
 * Images come back inline, as base64 in the JSON. Stills carry `pngBase64`; animations carry the
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
    /**
     * Other things the text names: parts ("cape", "shield") and second subjects ("cat" in
     * "samurai cat", which a character drawing does not show).
     */
    details: z.array(z.string()).optional(),
    /** Content words the reader did not understand: reported, never silently dropped. */
    unrecognized: z.array(z.string()),
    /**
     * Present when the prompt named a thing the engine does not draw as itself and the nearest
     * subject by meaning and category was drawn instead ("yeti" drawn as a white-furred
     * "troll"). A thing with nothing close is refused (400) before anything is charged.
     */
    substituted: z.object({ asked: z.string(), drawn: z.string() }).optional(),
  })
  .meta({ id: "PromptReading" });

/**
 * What an edit (touch-up, restyle, combine, animation) made of its prompt: every content word
 * is either `used` (the edit acted on it) or `ignored` (it did not), never dropped silently.
 */
export const EditReading = z
  .object({ used: z.array(z.string()), ignored: z.array(z.string()) })
  .meta({ id: "EditReading" });

/**
 * A sprite or animation record. Every record has `kind`, `title`, `prompt`, `createdAt`,
 * `parentId`, `operation`; `paletteId` is always present. Operation-specific fields
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
    /** The first sprite of this one's line of edits; itself when it was not derived. */
    rootId: Uuid.optional(),
    paletteId: Uuid.nullable(),
    isPublic: z.boolean(),
    slug: z.string().nullable(),
    tokensSpent: z.number().int(),
    frameCount: z.number().int().nullable(),
    frameWidth: z.number().int().optional(),
    frameHeight: z.number().int().optional(),
    fps: z.number().int().optional(),
    /**
     * Animations: the motion shown, in lower case: the preset ("walk", "attack"), or for a custom
     * motion the motions read from its prompt ("wave", "jump-spin"). Exports name tags by it.
     */
    motion: z.string().optional(),
    directions: z.array(z.string()).optional(),
    calibrationScore: z.number().min(0).max(1).optional(),
    /**
     * Rotations: the facings not drawn for themselves, i.e. invented from the source's pixels
     * or a copy of another facing (every facing but `s` for a sprite with no rig of its own,
     * such as an import, whose `method` is `invented`; `redrawn` when the generator drew it).
     */
    invented: z.array(z.string()).optional(),
    region: Region.optional(),
    /**
     * How it was made, for operations that can make it more than one way (background removals,
     * rotations: `redrawn` or `invented`). Animations say `cut-out` when the frames were cut
     * from the sprite's pixels rather than posed from the layers its drawer kept: an import or
     * a hand-edited version has no rig of its own; what a moved part uncovers is then filled
     * from the part behind it.
     */
    method: z.string().optional(),
    matteColor: z.string().optional(),
    /** Normal maps: whether green was flipped (DirectX). */
    flipGreen: z.boolean().optional(),
    /**
     * Touch-ups: what the sentence was read as (recolor, add, remove, detail, resize, flip,
     * outline, close).
     */
    action: z.string().optional(),
    /** Generated sprites: the variation seed; the same seed and request redraw them exactly. */
    seed: z.number().int().optional(),
    /** Generated sprites: the facing drawn (asked for, or read from the prompt). */
    direction: Direction.optional(),
    /** Generated sprites: the camera drawn (asked for, or read from the prompt). */
    cameraPerspective: CameraPerspective.optional(),
    /**
     * Grouped lists (`group=line`) only: how many sprites of this one's line of edits match the
     * list's filters; the item itself is the latest of them.
     */
    versions: z.number().int().min(1).optional(),
    /** Generated sprites: what the prompt reader made of the prompt; edits: words used and ignored. */
    reading: z.union([PromptReading, EditReading]).optional(),
    image: ImageCarrier,
  })
  .meta({ id: "Sprite" });
export type SpriteRecord = z.infer<typeof SpriteRecord>;

/** POST /api/sprites (synchronous generation, 1 token). */
export const GenerateSpriteRequest = z
  .object({
    prompt: z.string().trim().min(BOUNDS.generate.prompt.min).max(BOUNDS.generate.prompt.max),
    asset_type: AssetType.optional(),
    width: z.number().int().min(SIDE.min).max(SIDE.max).default(SIDE.default),
    height: z.number().int().min(SIDE.min).max(SIDE.max).default(SIDE.default),
    direction: Direction.optional(),
    camera_perspective: CameraPerspective.optional(),
    public: PublicFlag,
    reference_asset_id: Uuid.optional(),
    /**
     * Picks the variation (an extension): the same seed and request give the same pixels.
     * Without one, each call draws a fresh variation; its seed is on the record, so it can be
     * drawn again.
     */
    seed: z.number().int().min(0).max(BOUNDS.generate.seedMax).optional(),
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
  /** Words to find in the title or the prompt, case-insensitive (extension). */
  q: z.string().trim().min(1).max(200).optional(),
  /** Only this line of edits: the sprites whose `rootId` is this id (extension). */
  root: Uuid.optional(),
  /**
   * `line` (extension): one item per line of edits, the latest sprite of the line that matches
   * the other filters, with `versions`; `total` counts lines.
   */
  group: z.enum(["line"]).optional(),
});
export type ListSpritesQuery = z.infer<typeof ListSpritesQuery>;

/** A page of records, newest first; `next_offset` is null on the last page. */
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
export const GalleryQuery = ListSpritesQuery.pick({
  limit: true,
  offset: true,
  asset_type: true,
  q: true,
});

/**
 * PATCH /api/sprites/{id} (extension): rename, publish or unpublish one of your sprites. Imports,
 * background removals and normal maps stay private.
 */
export const UpdateSpriteRequest = z
  .object({
    name: z.string().trim().min(1).max(IMPORT_TITLE_MAX).optional(),
    public: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.public !== undefined, {
    message: "give a name, public, or both",
    path: ["name"],
  })
  .meta({ id: "UpdateSpriteRequest" });
export type UpdateSpriteRequest = z.infer<typeof UpdateSpriteRequest>;

/** DELETE /api/sprites/{id} (extension). */
export const DeletedSprite = z
  .object({ id: Uuid, deleted: z.literal(true) })
  .meta({ id: "DeletedSprite" });

/**
 * POST /api/sprites/{id}/versions (extension, free): a hand-edited image saved as a new sprite
 * derived from this one, checked like an import and kept at the source's size.
 */
export const CreateVersionRequest = z
  .object({ image: ImageData, title: z.string().trim().min(1).max(IMPORT_TITLE_MAX).optional() })
  .meta({ id: "CreateVersionRequest" });
export type CreateVersionRequest = z.infer<typeof CreateVersionRequest>;
