import { z } from "zod";
import { Uuid } from "./common";

const Point = z.object({ x: z.number(), y: z.number() });

/** One part of a layered sprite, with its pixels. Coordinates are the sprite's pixels. */
export const SpriteLayer = z
  .object({
    /** Unique in the sprite: `torso`, `arm.near`, `leg.left.lower`, `item`, `paint`... */
    name: z.string(),
    /** What the part is in its rig: body, torso, head, arm, leg-upper, item, lid, paint... */
    role: z.string(),
    /** Back to front: 0 is drawn first. */
    z: z.number().int().min(0),
    /** The point the part turns about (shoulder, hip, neck, grip, hinge). */
    joint: Point,
    /** The layer it moves with; null for a root. */
    parent: z.string().nullable(),
    /** Which limb: -1 far (or left), 1 near (or right), 0 for the rest. */
    side: z.number().int().min(-1).max(1),
    /** Top-left of the layer's pixels in the sprite, and their size (0 for a bone with none). */
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().min(0),
    height: z.number().int().min(0),
    /** What a held item is (`sword`, `staff`, `bow`...); null for other parts. */
    kind: z.string().nullable(),
    /** The part whole (with what other parts hide at rest), in the sprite's colors; empty string for a bone with no pixels. */
    pngBase64: z.string(),
  })
  .meta({ id: "SpriteLayer" });

/**
 * GET /api/sprites/{id}/layers: the parts the engine drew the sprite from (edits included), back
 * to front. The layers composed in z order, then `finishPngBase64` (the outline and inner lines
 * the finishing draws over them) on top, are the sprite's image.
 */
export const SpriteLayers = z
  .object({
    id: Uuid,
    width: z.number().int(),
    height: z.number().int(),
    /** biped, quadruped, winged, serpent, insect, blob, hinged, or rigid (one layer). */
    rig: z.string(),
    /** Named points of the sprite (head, hands, grip, feet, center), where it has them. */
    anchors: z.record(z.string(), z.union([Point, z.array(Point)])),
    layers: z.array(SpriteLayer),
    finishPngBase64: z.string(),
  })
  .meta({ id: "SpriteLayers" });
