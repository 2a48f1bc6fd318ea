/**
 * The public shapes of sprite generation: what a caller asks for and what it gets back.
 */
import type { Anchors } from "../figure";
import type { RgbaImage } from "../raster";
import type { AssetType, Camera, Direction, SpritePromptReading } from "../prompt";
import type { Rgb } from "../color";
import type { PartInfo } from "./canvas";
import type { RigKind, SpriteLayer } from "./layer-types";

export type { Anchors } from "../figure";
export type { Point } from "../raster";

export type OutlineStyle = "dark" | "selective" | "none";

export interface SpriteRequest {
  readonly reading: SpritePromptReading;
  readonly assetType: AssetType;
  /** 32 to 400; tile, background, ui and effect allow 8 and up. */
  readonly width: number;
  readonly height: number;
  readonly direction: Direction;
  readonly camera: Camera;
  readonly seed: number;
  /** `#rrggbb` colors; when given every opaque pixel of the result is one of them. */
  readonly palette?: readonly string[];
  /** Style borrowed from a reference sprite: its palette (drawn in, like `palette`) and outline. */
  readonly reference?: { readonly palette: readonly string[]; readonly outline: OutlineStyle };
}

/** Insets of a 9-slice: the corners are fixed, the edges and middle stretch or repeat. */
export interface NineSlice {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface GeneratedSprite {
  readonly image: RgbaImage;
  /** The colors used, `#rrggbb`, darkest first. */
  readonly palette: readonly string[];
  readonly anchors: Anchors;
  /** UI sprites only. */
  readonly nineSlice?: NineSlice;
  /** The body plan the sprite was drawn with (`humanoid`, `airship`, `ui piece`...). */
  readonly plan?: string;
  /** Part → the variant drawn (the seed's choices, a written `label`, scene `props`). */
  readonly variants?: Readonly<Record<string, string>>;
}

/** How drawn inks become a picture: the passes after drawing, and the sprite's colors. */
export interface Finish {
  readonly wrap: boolean;
  readonly outline: OutlineStyle;
  /** Outline in the darkest shade of the color it borders (glows and effects). */
  readonly outlineTint: boolean;
  readonly maxColors: number;
  /** `#rrggbb` colors every pixel is held to, when the request locked a palette. */
  readonly lock?: readonly string[];
  /** Ink ramp r, level l is `ramps[r][l]`. */
  readonly ramps: readonly (readonly Rgb[])[];
  readonly outlineColor: Rgb;
  /**
   * Ramps from this index on hold colors painted by hand (an edit carried into the layers):
   * they render exactly as painted, never merged into a near color.
   */
  readonly exactRamps?: number;
}

/**
 * A sprite as the parts it was drawn from. Layer coordinates are those of the drawn canvas:
 * for west-side facings that is the east view, and `mirrored` says pictures made from the
 * layers are flipped after finishing (so are `sprite`'s image and anchors; `anchors` here are
 * the drawn canvas's).
 */
export interface LayeredSprite {
  readonly width: number;
  readonly height: number;
  readonly rig: RigKind;
  /** Back to front (z ascending). */
  readonly layers: readonly SpriteLayer[];
  /** By part id: whether a part takes an inner line where it overlaps the parts behind it. */
  readonly parts: readonly PartInfo[];
  readonly anchors: Anchors;
  readonly mirrored: boolean;
  readonly finish: Finish;
  /** The request that redraws it, pixel for pixel. */
  readonly recipe: SpriteRequest;
  /** The flat sprite, exactly what drawing the recipe gives. */
  readonly sprite: GeneratedSprite;
}
