/**
 * What a checked restyle takes and gives (see restyle-checked.ts): plain data, so it crosses
 * into a render thread like every task's params and result.
 */
import type { LayeredSprite } from "@/lib/engine/draw";
import type { RgbaImage, FramingAnchor } from "@/lib/engine/raster";
import type { RestyleMode, RestyleOptions, RestylePreset, Tier } from "@/lib/engine/restyle";
import type { RedrawRecipe } from "./redraw-recipe";

export interface CheckedRestyleParams {
  readonly source: RgbaImage;
  /** How the generator draws the source again; null for imports and edited versions. */
  readonly redraw: RedrawRecipe | null;
  /**
   * The source's stored layered document (a generation, or an edit of one with the edit in its
   * layers); left out or null, the recipe's drawing when still exactly the pixels.
   */
  readonly layered?: LayeredSprite | null;
  readonly preset?: RestylePreset;
  readonly customPrompt?: string;
  readonly mode: RestyleMode;
  readonly tier: Tier;
  readonly anchors?: RestyleOptions["anchors"];
  readonly framingMargin?: number;
  readonly framingAnchor?: FramingAnchor;
  readonly seed: number;
  /** The saved palette the result is held to, or null for the source's own colors. */
  readonly basePalette: readonly string[] | null;
  readonly paletteExtras: number;
}

export interface RestyleRefusal {
  readonly words: readonly string[];
  readonly message: string;
}

export type CheckedRestyle =
  | {
      readonly ok: true;
      readonly image: RgbaImage;
      readonly unrecognized: readonly string[];
      /** Content words of the custom sentence: `used` changed the result, `ignored` did not. */
      readonly words: { readonly used: readonly string[]; readonly ignored: readonly string[] };
      /** Drawn again from the recipe (a trait, a held item, a pose) rather than recolored. */
      readonly redrawn: boolean;
      /**
       * An added held item took the place of this (`sword`, `shield`): both hands were full, or
       * the sentence named the hand that held it.
       */
      readonly replaced?: string;
    }
  | { readonly ok: false; readonly refusal: RestyleRefusal };
