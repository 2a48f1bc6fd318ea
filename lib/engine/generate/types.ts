/**
 * The public shapes of sprite generation: what a caller asks for and what it gets back.
 */
import type { RgbaImage } from "../image";
import type { AssetType, Camera, Direction } from "../prompt/enums";
import type { SpritePromptReading } from "../prompt/read-sprite-prompt";

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

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * Attachment points in image pixels, for later operations (combine places items in hands,
 * animation moves feet). Left and right are the character's own, not the viewer's.
 */
export interface Anchors {
  readonly head?: Point;
  readonly handLeft?: Point;
  readonly handRight?: Point;
  readonly feet?: readonly Point[];
  /** Where a weapon or tool is held. */
  readonly grip?: Point;
  /** The working end of a weapon (blade tip, spear point). */
  readonly tip?: Point;
  /** Visual center of the silhouette (bounding-box center). */
  readonly center?: Point;
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
}
