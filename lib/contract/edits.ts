import { z } from "zod";
import { BackgroundRemovalMethod, LooseHexColor, PublicFlag, Uuid } from "./common";
import { BOUNDS } from "./operations";

const NORMAL = BOUNDS.normalMap;

/** A touch-up region is clipped to the sprite, then capped at this many pixels per side. */
export const TOUCH_UP_MAX_REGION = BOUNDS.touchUp.regionMax;

/** POST /api/touch-ups (synchronous). */
export const TouchUpRequest = z
  .object({
    source_generation_id: Uuid,
    prompt: z.string().min(BOUNDS.touchUp.prompt.min).max(BOUNDS.touchUp.prompt.max),
    region: z.object({
      x: z.number().int().min(0).max(4096),
      y: z.number().int().min(0).max(4096),
      width: z.number().int().min(1).max(4096),
      height: z.number().int().min(1).max(4096),
    }),
    /**
     * "Extend to the whole object": when the recoloured, lightened or darkened object runs on
     * past the region's edge (the preview's `whole_object`), the change follows it to its end
     * and the region grows to the object's box, instead of stopping at the edge. Off by
     * default: then nothing outside the region is written.
     */
    extend_to_object: z.boolean().optional(),
    public: PublicFlag,
  })
  .meta({ id: "TouchUpRequest" });
export type TouchUpRequest = z.infer<typeof TouchUpRequest>;

/** POST /api/rotations (synchronous). */
export const RotationRequest = z
  .object({ source_generation_id: Uuid, public: PublicFlag })
  .meta({ id: "RotationRequest" });

/** POST /api/normal-maps (synchronous, priced per frame). */
export const NormalMapRequest = z
  .object({
    source_generation_id: Uuid,
    strength: z.number().min(0).max(NORMAL.strengthMax).default(0),
    flip_green: z.boolean().default(false),
    columns: z.number().int().min(1).max(NORMAL.maxCells).default(1),
    rows: z.number().int().min(1).max(NORMAL.maxCells).default(1),
  })
  .refine((body) => body.columns * body.rows <= NORMAL.maxCells, {
    message: `columns times rows must not exceed ${NORMAL.maxCells}`,
    path: ["columns"],
  })
  .meta({ id: "NormalMapRequest" });
export type NormalMapRequest = z.infer<typeof NormalMapRequest>;

/** POST /api/background-removals (synchronous; priced by method). */
export const BackgroundRemovalRequest = z
  .object({
    source_generation_id: Uuid,
    method: BackgroundRemovalMethod.default("standard"),
    matte_color: LooseHexColor.optional(),
    tolerance: z.number().int().min(0).max(300).default(200),
    palette_size: z.number().int().min(16).max(256).default(64),
    alpha_threshold: z.number().min(0.3).max(0.9).default(0.7),
  })
  .meta({ id: "BackgroundRemovalRequest" });
export type BackgroundRemovalRequest = z.infer<typeof BackgroundRemovalRequest>;
