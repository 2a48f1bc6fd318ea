/**
 * What a touch-up is handed besides its source, region and sentence, and what it answers: an
 * edited picture with the box where pixels may have changed, or a refusal saying why (both
 * with the region's objects, a one-line summary and the account of the sentence's words).
 */
import type { FigureAnchors } from "../figure";
import type { LayeredSprite } from "../draw";
import type { WordAccount } from "../prompt";
import type { RgbaImage } from "../raster";
import type { EditAction } from "./edit-types";
import type { PartMap } from "./part-map";
import type { Region } from "./region";

/**
 * One thing a region holds, as the touch-up reader can name it back to the artist: a part the
 * engine drew ("shield"), a colour family ("red"), a shape ("dots"), or a component the region
 * isolates. The studio lists these as chips; a refusal names them.
 */
export interface RegionObject {
  /** The words that pick it in a sentence: `cap`, `dots`, `the red`, `shield`. */
  readonly name: string;
  /** Its main colour as `#rrggbb`. */
  readonly color: string;
  /** How many of the region's pixels it covers. */
  readonly pixels: number;
}

export interface TouchUpOutcome {
  readonly action: EditAction;
  /**
   * What the region holds, for chips and refusals. Empty until the region reader names objects.
   */
  readonly objects?: readonly RegionObject[];
  /** What the touch-up does, in one sentence ("Recolor the cap (red) to blue: 112 px"). */
  readonly summary?: string;
  /** Prompt words nothing understood. */
  readonly unrecognized: string[];
  /** The content words the action acted on and the ones it did not. */
  readonly words: WordAccount;
}

/** The region redrawn: at least one pixel inside it differs from the source. */
export interface TouchUpEdited extends TouchUpOutcome {
  readonly kind: "edited";
  readonly image: RgbaImage;
  /**
   * Where pixels may have changed: the region, or with `extendToObject` the box the object
   * grew it to (every pixel outside this box is the source's).
   */
  readonly region: Region;
  /**
   * The object the touch-up changed runs on past the region's edge and `extendToObject` was
   * not asked: `pixels` of it keep their old colour, and asking again with `extendToObject`
   * would change them too, writing inside `region` (the region grown to the object's box).
   */
  readonly wholeObject?: { readonly region: Region; readonly pixels: number };
}

/** Nothing the sentence asks for can happen in this region; the reason says why. */
export interface TouchUpRefused extends TouchUpOutcome {
  readonly kind: "refused";
  readonly reason: string;
  /**
   * The region cuts the object, and the same sentence over `region` (the region grown the few
   * pixels the object runs past it) would do what was asked: asking again with
   * `extendToObject` does it there. Nothing is charged for the refusal.
   */
  readonly wholeObject?: { readonly region: Region; readonly pixels: number };
}

export type TouchUpResult = TouchUpEdited | TouchUpRefused;

export interface TouchUpOptions {
  readonly seed: number;
  /** The generator's anchors for a sprite it drew; found from the silhouette otherwise. */
  readonly anchors?: FigureAnchors;
  /**
   * The parts the engine drew, when the sprite is still exactly its drawing: its layered
   * document, or a per-pixel part map. "The shield", "the beard" are then those pixels.
   */
  readonly layers?: LayeredSprite | PartMap;
  /**
   * The sprite's saved palette (`#rrggbb`): every colour the touch-up writes is one of these,
   * and a recolor's target is the palette's colour nearest the asked one.
   */
  readonly palette?: readonly string[];
  /**
   * "Extend to the whole object": when the recoloured (lightened, darkened) object
   * runs on past the region's edge, the change follows it to its end instead of stopping at
   * the edge, and the result's `region` is the grown box. Without it nothing past the region
   * is written and the result offers the grown box as `wholeObject`.
   */
  readonly extendToObject?: boolean;
}
