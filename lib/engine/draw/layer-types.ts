/**
 * The shapes of a layered sprite's parts, apart from the drawing code that records them, so the
 * canvas, the public types and the recorder can all name them without importing each other.
 */
import type { Point } from "../raster";

/** What a layer is in its rig; animations find limbs, the head and the held item by role. */
export type LayerRole =
  | "body"
  | "torso"
  | "head"
  | "hair-back"
  | "arm"
  | "hand"
  | "leg-upper"
  | "leg-lower"
  | "item"
  | "shield"
  | "cape"
  | "wings"
  | "leg"
  | "tail"
  | "eyes"
  | "segment"
  | "base"
  | "lid"
  /** A rigid fitting on a part (a chest's lock plate): it moves with its parent, never squashed. */
  | "fitting"
  /** Edited pixels no part showed (a hand edit outside the figure); moves with the whole sprite. */
  | "paint";

/** The rig kinds live with the subjects, whose entries name theirs. */
export type { RigKind } from "../subjects";

export interface LayerSpec {
  /** Unique in its document: `torso`, `arm.near`, `leg.left.lower`, `item`... */
  readonly name: string;
  readonly role: LayerRole;
  /** The point the layer turns about, in canvas pixels (shoulder, hip, knee, neck, grip). */
  readonly joint: Point;
  /** The layer it moves with (a hand item with its arm, the head with the torso); null: root. */
  readonly parent: string | null;
  /**
   * For limbs, which one: in profile -1 far, +1 near; otherwise -1 on the viewer's left,
   * +1 on the right. 0 for the rest.
   */
  readonly side: -1 | 0 | 1;
  /** What a held item is (`sword`, `staff`, `bow`, `banner`...), so a motion can use it. */
  readonly kind?: string;
}

/** One part of a layered sprite: its own pixels (as inks), cropped to where it has any. */
export interface SpriteLayer extends LayerSpec {
  readonly z: number;
  /** Top-left of the crop in canvas pixels; width or height 0 for a bone with no pixels. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly ink: Int16Array;
  readonly part: Uint16Array;
  readonly flags: Uint8Array;
}
