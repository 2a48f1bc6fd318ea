/**
 * The shape language: a subject described as parts instead of a drawing function. Coordinates
 * are in cell units (0 to 1 across and down the frame, y down); the drawer measures the parts,
 * fits them to the frame with the usual margin (so only proportions matter), and paints each
 * part with a material's ramp, lit and shaded like every other drawing, then outlined.
 *
 * Parts are painted in order: later parts sit in front, and get an inner line where they cross
 * earlier ones unless they `join` the part before.
 */

/**
 * What a part is made of. `main` is the subject's own material (the prompt's material or colour
 * when it names one, else the entry's first colour); `accent` its second colour (or the
 * element's); the rest are fixed materials.
 */
export const SHAPE_MATERIALS = [
  "main",
  "accent",
  "wood",
  "darkWood",
  "metal",
  "gold",
  "stone",
  "leaf",
  "cloth",
  "paper",
  "glass",
  "dark",
  "white",
  "fireOuter",
  "fireInner",
] as const;
export type ShapeMaterial = (typeof SHAPE_MATERIALS)[number];

/** How a part takes light: rounded (`dome`), soft-edged (`pillow`), cylindrical, or flat. */
export type ShapeForm = "flat" | "dome" | "tubeV" | "tubeH" | "pillow";

export type XY = readonly [number, number];

/**
 * A part of a rigged shape subject (a frog's near hind leg, a rabbit's ears): the part that
 * names one starts the layer, and it and the parts after it, up to the next part naming a
 * layer, are painted into it, so the layers are in paint order. The names and roles are the
 * rig's (a quadruped's `body`, `head`, `leg.fore.near`, `tail`); a layer the rig does not know
 * moves with its parent (a rabbit's `ears` with its `head`). The joint is where the layer turns
 * (a hip, the base of a neck), in cell units like the parts.
 */
export interface ShapeLayer {
  readonly name: string;
  readonly role: "body" | "head" | "leg" | "tail" | "wings" | "eyes";
  readonly joint: XY;
  readonly parent: string | null;
  /** For a limb in profile: -1 the far one, +1 the near one; 0 for the rest. */
  readonly side?: -1 | 0 | 1;
}

interface PartCommon {
  /** The part's name, as a touch-up or a report may call it (`envelope`, `basket`, `band`). */
  readonly name: string;
  readonly material: ShapeMaterial;
  readonly form?: ShapeForm;
  /** Continue the previous part: same part id, no inner line between them. */
  readonly join?: boolean;
  /** Detail pixels the cleanup keeps however small (eyes, rivets, jewels). */
  readonly detail?: boolean;
  /**
   * Painted flat at the material's lightest level, unshaded: a glyph on a button, a glint, a
   * thing that glows. A white triangle on a play button must read white, not lit grey.
   */
  readonly glow?: boolean;
  /**
   * Light, not a surface (a tractor beam, a lamp's cone): painted flat and bright like `glow`,
   * with no outline and no inner line round it, so it reads as light rather than a solid.
   */
  readonly light?: boolean;
  /** Starts a layer of the subject's rig (see `ShapeLayer`); used only by rigged subjects. */
  readonly layer?: ShapeLayer;
  /**
   * A lightness bias on the part's shading, negative for the far side in shadow (a giraffe's
   * far legs): without it near and far limbs were one flat colour and the animal a cut-out.
   */
  readonly shade?: number;
}

export type ShapePart =
  | (PartCommon & { readonly k: "ellipse"; readonly c: XY; readonly r: XY })
  | (PartCommon & { readonly k: "rect"; readonly at: XY; readonly size: XY })
  /** A rounded bar from `a` to `b`, radius `r` at `a` and `rb` (default `r`) at `b`. */
  | (PartCommon & {
      readonly k: "capsule";
      readonly a: XY;
      readonly b: XY;
      readonly r: number;
      readonly rb?: number;
    })
  | (PartCommon & { readonly k: "polygon"; readonly points: readonly XY[] })
  /** A line through the points, `width` thick (ropes, strings, bars of a cage). */
  | (PartCommon & { readonly k: "stroke"; readonly points: readonly XY[]; readonly width: number });

/** Named points of the drawing, in the same cell units; reported as the sprite's anchors. */
export interface ShapeAnchors {
  readonly center?: XY;
  readonly grip?: XY;
  readonly tip?: XY;
  readonly head?: XY;
}

export interface ShapeSpec {
  /**
   * The material `main` is when the prompt names none (`gold`, `wood`, `stone`...); without
   * it, `main` is the entry's first colour.
   */
  readonly main?: string;
  readonly parts: readonly ShapePart[];
  readonly anchors?: ShapeAnchors;
  /**
   * Where a drawing shorter than its frame sits: 1 (the default) rests it on the bottom, as a
   * thing stands on the ground; 0.5 centres it, as an interface piece floats (a status bar).
   */
  readonly align?: number;
}
