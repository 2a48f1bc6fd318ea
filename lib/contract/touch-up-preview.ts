import { z } from "zod";
import { Region } from "./sprites";

/**
 * One thing the touch-up region holds, as the reader names it back: a part the engine drew, a
 * colour family, a shape, or a component the region isolates. The studio shows these as chips.
 */
export const RegionObject = z
  .object({
    /** The words that pick it in a sentence ("cap", "dots", "the red"). */
    name: z.string(),
    /** Its main colour, `#rrggbb`. */
    color: z.string().regex(/^#[0-9a-f]{6}$/),
    /** How many of the region's pixels it covers. */
    pixels: z.number().int().min(0),
  })
  .meta({ id: "RegionObject" });
export type RegionObject = z.infer<typeof RegionObject>;

/**
 * The pixels a touch-up will change, in sprite coordinates: the bounding box of the changed
 * pixels and a PNG of exactly that box, opaque white where a pixel changes and transparent
 * where it stays. `pixels` counts the opaque ones.
 */
export const ChangeMask = z
  .object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    pixels: z.number().int().min(1),
    png_base64: z.string().min(1),
  })
  .meta({ id: "ChangeMask" });
export type ChangeMask = z.infer<typeof ChangeMask>;

/**
 * 200 of POST /api/touch-ups/preview (free): what the same body sent to POST /api/touch-ups
 * would do, drawn with the same seed, so the paid result changes exactly `mask`. A touch-up the
 * engine would refuse has `refused` with the reason and `mask: null`; the paid call would then
 * answer 400 and charge nothing.
 */
export const TouchUpPreview = z
  .object({
    reading: z.object({
      /** The action the sentence was read as (recolor, add, remove, detail, resize, ...). */
      action: z.string(),
      /** What the touch-up does, in one sentence; null when the reader gives none. */
      summary: z.string().nullable(),
      /** Content words the touch-up acts on. */
      used: z.array(z.string()),
      /** Content words it read but does not act on. */
      ignored: z.array(z.string()),
      /** Words nothing understood. */
      unrecognized: z.array(z.string()),
    }),
    /** What the region holds; empty when the reader names nothing. */
    objects: z.array(RegionObject),
    /**
     * The region after clipping to the sprite, as the paid touch-up would use it; with
     * `extend_to_object`, grown to the box of the whole object it changed.
     */
    region: Region,
    mask: ChangeMask.nullable(),
    /**
     * The object the touch-up changes runs on past the region's edge: `pixels` of it would keep
     * their old colour. Sending the same body with `extend_to_object: true` changes them too,
     * inside `region` (the clipped region grown to the whole object's box). A refusal carries
     * it too when the region cuts the object so the change cannot be made inside it (shorter
     * legs whose region misses their sole): `pixels` of the sprite lie in `region` past the
     * drawn one, and the same body with `extend_to_object: true` makes the change there.
     * Absent otherwise.
     */
    whole_object: z.object({ region: Region, pixels: z.number().int().min(1) }).optional(),
    refused: z.object({ reason: z.string() }).optional(),
  })
  .meta({ id: "TouchUpPreview" });
export type TouchUpPreview = z.infer<typeof TouchUpPreview>;
