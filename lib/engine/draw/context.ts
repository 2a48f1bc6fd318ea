/**
 * What every asset-type generator receives and returns. Generators paint inks on the canvas and
 * report anchors; outline, cleanup, color, palette lock and mirroring happen after, in one place.
 */
import type { Random } from "../random";
import type { Camera, SpritePromptReading } from "../prompt";
import type { InkCanvas } from "./canvas";
import type { RigKind } from "./layer-types";
import type { Scheme } from "./scheme";
import type { Anchors, NineSlice } from "./types";
import type { Variation } from "./variation";

/**
 * Facings a generator draws. West-side facings never reach a generator: they are drawn as their
 * east counterpart and flipped. `none` means the caller did not say; each type picks its default.
 */
export type Facing = "none" | "south" | "south-east" | "east" | "north-east" | "north";

export interface DrawContext {
  readonly canvas: InkCanvas;
  readonly scheme: Scheme;
  readonly random: Random;
  /** What the seed changes: color drift, proportions, poses and part variants. */
  readonly variation: Variation;
  readonly reading: SpritePromptReading;
  /** The reading's subject when this generator can draw it, else null (generator's choice). */
  readonly subject: string | null;
  readonly facing: Facing;
  /**
   * The picture is flipped after drawing (a W-side facing drawn as its E-side twin). A drawer
   * whose design is not symmetric (a weapon in the right hand, a shield on the left) draws it
   * with the sides swapped, so the flip brings each thing back to its own side; a symmetric
   * design ignores it.
   */
  readonly mirrored?: boolean;
  readonly camera: Camera;
  readonly width: number;
  readonly height: number;
}

export interface Drawn {
  readonly anchors: Anchors;
  readonly nineSlice?: NineSlice;
  /** False for art that fills its frame or draws its own border (tiles, backgrounds, ui). */
  readonly outline?: boolean;
  /**
   * Outline in the darkest shade of the color it borders instead of one dark color (glows and
   * effects, which a black line would deaden). Ignored when the caller asks for no outline.
   */
  readonly outlineTint?: boolean;
  /** The art wraps at its edges (tiles): cleanup treats opposite edges as neighbours. */
  readonly wrap?: boolean;
  /** Most colors the finished sprite may use (default 24); see consolidate. */
  readonly maxColors?: number;
  /**
   * The rig of the layers the drawer declared (while a layered document is recorded); absent:
   * the drawing is one rigid layer.
   */
  readonly rig?: RigKind;
}

export type Generator = (context: DrawContext) => Drawn;

/**
 * The variant of the subject the prompt's words picked (`pirate`, `airship`, `pine`...), when
 * this generator draws the reading's own subject; null otherwise.
 */
export function drawnVariant(ctx: DrawContext): string | null {
  return ctx.subject !== null && ctx.subject === ctx.reading.subject ? ctx.reading.variant : null;
}
