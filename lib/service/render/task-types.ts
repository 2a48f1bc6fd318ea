/**
 * What each render the service does takes and gives, as plain data (see tasks.ts for the
 * renders themselves). Kept apart from the renders so the modules a render is made of can name
 * these types without importing the table that runs them.
 */
import type { RgbaImage } from "@/lib/engine";
import type { LayeredSprite, LayerPicture, RigKind } from "@/lib/engine/draw";
import type { AnimateOptions, AnimationResult, SpriteParts } from "@/lib/engine/animate";
import type { CombineOptions, CombineResult } from "@/lib/engine/combine";
import type { GeneratedSprite, SpriteRequest } from "@/lib/engine/generate";
import type { MatteOptions } from "@/lib/engine/matte";
import type { NormalMapOptions } from "@/lib/engine/normal-map";
import type { RestyleOptions, RestyleResult } from "@/lib/engine/restyle";
import type { RotationResult } from "@/lib/engine/rotate";
import type { TouchUpOptions, TouchUpResult } from "@/lib/engine/touchup";
import type { RedrawRecipe } from "./redraw-recipe";
import type { CheckedRestyle, CheckedRestyleParams } from "./restyle-types";

export type { RedrawRecipe } from "./redraw-recipe";
/** Colors a result is held to: a saved palette, or null for "the source's own colors". */
export type HeldTo = readonly string[] | null;

export type Refusable<Result, Refusal extends string> =
  | ({ readonly ok: true } & Result)
  | { readonly ok: false; readonly refusal: Refusal };

/** Task name → what it takes → what it gives. */
export interface RenderTasks {
  /**
   * A sprite from a prompt reading (the engine's generator), and `layered`: the same drawing
   * as its layered document, to store with it.
   */
  generate: {
    params: SpriteRequest;
    result: GeneratedSprite & { readonly layered: LayeredSprite };
  };
  /** One region redrawn from a sentence; every pixel outside it is the source's. */
  touchUp: {
    params: {
      readonly source: RgbaImage;
      readonly region: { x: number; y: number; width: number; height: number };
      readonly prompt: string;
      readonly seed: number;
      /** The generator's anchors, for a sprite it drew: they locate named parts better. */
      readonly anchors?: TouchUpOptions["anchors"];
      /** How the generator drew it: its part layers name "the shield", "the beard". */
      readonly redraw?: RedrawRecipe | null;
      /** The sprite's saved palette: the touch-up writes only these colours. */
      readonly palette?: readonly string[] | null;
      /** Carry a recolour cut by the region on to the whole object (see TouchUpOptions). */
      readonly extendToObject?: boolean;
    };
    result: TouchUpResult;
  };
  /**
   * 8 facings as one strip. With `layered` (the stored document of an edited sprite) each facing
   * is drawn from its recipe with the edit carried onto its parts; else with `redraw` the
   * generator draws each facing; with neither the other facings are invented from pixels.
   */
  rotation: {
    params: {
      readonly source: RgbaImage;
      readonly seed: number;
      readonly redraw: RedrawRecipe | null;
      readonly layered?: LayeredSprite | null;
    };
    result: RotationResult;
  };
  /** A tangent-space normal map of each frame of a strip or sheet. */
  normalMap: { params: { readonly source: RgbaImage } & NormalMapOptions; result: RgbaImage };
  /** A flat background keyed out; held to `palette` when the sprite has one. */
  removeBackground: {
    params: { readonly source: RgbaImage; readonly palette: HeldTo } & MatteOptions;
    result: Refusable<{ image: RgbaImage; matteHex: string }, "transparent-corners">;
  };
  /**
   * A strip of frames, held to `basePalette` (or the source's colors) plus `paletteExtras`.
   * A sprite with a layered document (`layered`, or without it a recipe whose drawing is still
   * exactly the pixels) is posed by its rig (`rig` names it: biped, quadruped, winged,
   * serpent, insect, blob, hinged); anything else is cut out of its pixels (`rig: null`).
   */
  animation: {
    params: {
      readonly source: RgbaImage;
      readonly basePalette: HeldTo;
      readonly paletteExtras: number;
      readonly redraw?: RedrawRecipe | null;
      /**
       * The sprite's layered document (stored with it, edits included), posed by its rig when
       * it has one; null: it has none, so its frames are cut from its pixels. Left out, the
       * recipe's drawing is used when it is still exactly the stored pixels.
       */
      readonly layered?: LayeredSprite | null;
    } & Omit<AnimateOptions, "onProgress">;
    result: AnimationResult & { readonly rig: RigKind | null };
  };
  /**
   * What a sprite has to move (a biped body, a held item, a shield), read from its layered
   * document (`layered`, or the recipe's drawing when the stored pixels are still exactly it);
   * unknown otherwise. Cheap: read before a custom motion is charged.
   */
  spriteParts: {
    params: {
      readonly source: RgbaImage;
      readonly redraw: RedrawRecipe | null;
      /** As for an animation: the stored layered document, read instead of the recipe's. */
      readonly layered?: LayeredSprite | null;
    };
    /** Without a recipe as drawn, what the pixels tell (a blob has no limbs), else unknown. */
    result: SpriteParts;
  };
  /**
   * A generated character drawn again (same seed) with `traits` added to its reading (an
   * appearance its drawer has variants for: "bearded", "old"), `held` in its hand instead of
   * what it held, and then posed by `pose` on its layers ("raise the sword": the arm turns with
   * what it holds). Null when the stored pixels are no longer the recipe's drawing, it is not a
   * character, or the changes show nothing.
   */
  restyleRedraw: {
    params: {
      readonly source: RgbaImage;
      /** Null for an edited version: its stored layers' own request is drawn again. */
      readonly redraw: RedrawRecipe | null;
      readonly traits: readonly string[];
      readonly held?: string | null;
      readonly pose?: string | null;
      /** Colors bound to parts ("pink hair, a blue cape"), painted by the drawer itself. */
      readonly partColors?: string | null;
      /**
       * The sprite's stored layered document: when its pixels are an edit of the recipe's
       * drawing, the change is drawn again with the edit kept (carried into the new layers).
       */
      readonly layered?: LayeredSprite | null;
    };
    /** `drawn`: the stored pixels are the recipe's character (so a null image is no change). */
    result: { readonly image: RgbaImage | null; readonly drawn: boolean };
  };
  /**
   * The recipe's layered drawing when it is still exactly the stored pixels (a generation made
   * before layers were stored with sprites), else null.
   */
  layeredDoc: {
    params: { readonly source: RgbaImage; readonly redraw: RedrawRecipe };
    result: { readonly doc: LayeredSprite | null };
  };
  /**
   * A layered document after its flat picture changed from `before` to `after` (a hand edit, a
   * touch-up): each changed pixel in the layer that shows there, or a top paint layer.
   */
  carryEdit: {
    params: {
      readonly doc: LayeredSprite;
      readonly before: RgbaImage;
      readonly after: RgbaImage;
    };
    result: { readonly doc: LayeredSprite | null };
  };
  /** Each layer as a picture in the sprite's colors, and the finishing drawn over them. */
  layerPictures: {
    params: { readonly doc: LayeredSprite };
    result: { readonly layers: LayerPicture[]; readonly finish: RgbaImage };
  };
  /**
   * A restyled sprite, held like an animation. With `redraw`, the drawer's layers of a sprite
   * still exactly as drawn say which parts it lacks (a cape, armor on a wolf), so a color
   * bound to one is missed rather than painted elsewhere.
   */
  restyle: {
    params: {
      readonly source: RgbaImage;
      readonly basePalette: HeldTo;
      readonly paletteExtras: number;
      readonly redraw?: RedrawRecipe | null;
      /** The sprite's stored layered document (edits included): its parts, read as drawn. */
      readonly layered?: LayeredSprite | null;
    } & Omit<RestyleOptions, "onProgress" | "lacks">;
    result: RestyleResult;
  };
  /**
   * A restyle made exactly as its job makes it and compared with its source: unchanged or
   * barely changed is a refusal naming the words, and a word counts as used only when leaving
   * it out changes the result (see restyle-checked). Run before charging and again in the job.
   */
  restyleChecked: {
    params: CheckedRestyleParams;
    result: CheckedRestyle;
  };
  /**
   * The item of one sprite placed on another, held to both sprites' colors plus extras. With
   * `baseRedraw`, a generated character still as drawn that holds an item in the hand the new
   * one goes to is drawn again empty-handed first (same seed), so the old item leaves nothing.
   */
  combine: {
    params: {
      readonly base: RgbaImage;
      readonly baseRedraw?: RedrawRecipe | null;
      /**
       * The base's stored layered document (edits included), or null when it has none; left
       * out, the recipe's drawing when still exactly the base's pixels.
       */
      readonly baseLayered?: LayeredSprite | null;
      readonly item: RgbaImage;
      readonly basePalette: HeldTo;
      readonly itemPalette: HeldTo;
      readonly paletteExtras: number;
    } & CombineOptions;
    /**
     * `layered`: the result's layered document, when the base had one: the base's layers with
     * the item in its own layer on the arm whose hand holds it (another placement: its pixels
     * in the layers they show on), to store with the result. Null otherwise.
     */
    /**
     * `replaced`: what the item took the place of (`sword`, `bow`, `shield`: the held item or
     * shield layer the figure was drawn again without), null when it went to a free hand.
     */
    /**
     * Refused: `no-item` when the item sprite shows no item; `wears-it` when the sprite already
     * wears a cape the item's colour (painting it so changes no pixel visibly); `no-change`
     * when the placed item changes no pixel of the sprite visibly.
     */
    result: Refusable<
      CombineResult & { readonly layered: LayeredSprite | null; readonly replaced: string | null },
      CombineRefusal
    >;
  };
}

/** Why a combine makes nothing (see the combine task's result). */
export type CombineRefusal = "no-item" | "wears-it" | "no-change";

export type RenderTaskName = keyof RenderTasks;
export type RenderParams<N extends RenderTaskName> = RenderTasks[N]["params"];
export type RenderResult<N extends RenderTaskName> = RenderTasks[N]["result"];
export type RenderTaskTable = {
  [N in RenderTaskName]: (params: RenderParams<N>) => RenderResult<N>;
};
