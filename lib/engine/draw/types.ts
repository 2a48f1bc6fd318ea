/**
 * The public shapes of sprite generation: what a caller asks for and what it gets back.
 */
import type { Anchors } from "../figure";
import type { RgbaImage } from "../raster";
import type { AssetType, Camera, Direction, SpritePromptReading } from "../prompt";

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
