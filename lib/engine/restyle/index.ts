/**
 * Restyle (POST /api/restyles): changes a sprite and keeps the character.
 *
 * - restyle (and any preset): a value-preserving gradient map through the preset's ramp, or a
 *   ramp read from the prompt's color, material or element words, then the preset's effect.
 * - pose: the figure's own parts moved (arms, legs, lean, jump, turn) as the prompt says.
 * - item: the held object swapped for the one the prompt names.
 * - custom: whatever the prompt asks for, in that order: recolor, pose, item.
 * - in any mode, colors bound to parts ("gold armor and a blue cape", "pink hair") recolor each
 *   named part's ramp onto its color and nothing else (see part-colors); a part the sprite does
 *   not have is reported in `words.ignored` with its color.
 *
 * Framing grows the canvas first; the result is the grown size (the source size at margin 0).
 * Colors may leave the source palette; the service applies `palette_extras` with the source
 * palette as the base afterwards. Pure and deterministic: the same source, options and seed give
 * the same pixels.
 */
import {
  type FramingAnchor,
  growCanvas,
  type Pixels,
  type RgbaImage,
  toImage,
  toPixels,
} from "../raster";
import { type Anchors, findBody, shiftAnchors } from "../figure";
import { createRandom } from "../random";
import { labCache, outlineInk } from "../color";
import { accountWords, type BodyPart, type WordAccount } from "../prompt";
import { findParts, recolorParts } from "./part-colors";
import { drawEffect } from "./effects";
import { gradientMap, type MapPlan, type Tier } from "./gradient-map";
import { swapItem } from "./item-swap";
import { applyPoses } from "./pose";
import { PRESET_LOOKS, RESTYLE_PRESETS, type RestylePreset } from "./ramps";
import { type RestyleReading, readRestylePrompt } from "./read-restyle-prompt";
import { type LayeredLook, lookOnLayers } from "./layered-look";
import { eyesOf, robotPixels, ROBOT_LOOK } from "./robot-pixels";
import { royalPixels } from "./royal-pixels";
import { burn, burnsAsFireRecolour, tidyBlockFlames } from "./burning";
import type { LayeredSprite } from "../draw";

export { RESTYLE_PRESETS, type RestylePreset } from "./ramps";
export type { Tier } from "./gradient-map";

import type { RestyleMode } from "./presets";

export { RESTYLE_MODES, type RestyleMode } from "./presets";
export { type Appearance, readAppearance, refuseRestyle } from "./needs";
export { readRestylePrompt } from "./read-restyle-prompt";
export { eyesOfFace, sadFace, TEAR_HEX } from "./sad-face";

export interface RestyleOptions {
  readonly preset?: RestylePreset;
  /** Read together with `mode`; up to 500 characters. */
  readonly customPrompt?: string;
  /** Default restyle; a preset always means restyle. */
  readonly mode?: RestyleMode;
  /** Default normal. */
  readonly tier?: Tier;
  /** The generator's anchors, when the sprite has them; found from the silhouette otherwise. */
  readonly anchors?: Anchors;
  /**
   * Parts the drawer's own layers say the sprite does not have (a cape on a knight drawn
   * without one; armor, hair or a cape on a wolf): a color bound to one of them is reported
   * missed instead of being painted on whatever the silhouette reading finds there.
   */
  readonly lacks?: readonly BodyPart[];
  /**
   * Where a part's layer shows in the source (source-sized, 1 on its pixels), from the
   * drawer's layers: a cape is then exactly the cape, seen around the body.
   */
  readonly shown?: Partial<Record<BodyPart | "shield", Uint8Array>>;
  /**
   * Where the sprite's skin shows (source-sized, 1 on its pixels), from the drawer's layers: a
   * look that protects skin ("royal", "holy") leaves exactly these pixels as they were, whatever
   * their color (a dark or green skin the color test would not know as skin).
   */
  readonly skin?: Uint8Array;
  /**
   * The sprite's layered document when its pixels are still exactly that drawing: a look with
   * a layered form (royal, robot) is then drawn on the layers (cloth recolored with a hem,
   * steel plates and a visor) instead of mapped over the flat picture.
   */
  readonly layered?: LayeredSprite | null;
  /** 0 to 25: percent by which the canvas grows first. Default 0. */
  readonly framingMargin?: number;
  readonly framingAnchor?: FramingAnchor;
  readonly seed: number;
  /** Called with the finished share of the work, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

export interface RestyleResult {
  readonly image: RgbaImage;
  /** Prompt words that nothing understood (empty for a preset alone). */
  readonly unrecognized: string[];
  /**
   * The custom prompt's content words: `used` the ones the restyle reader understood,
   * `ignored` the rest (both empty without a custom prompt).
   */
  readonly words: WordAccount;
}

interface Plan {
  readonly recolor: { look: MapPlan; effect: RestylePreset | null } | null;
  /** A look drawn on the layers when the sprite has them (see layered-look). */
  readonly layeredLook: LayeredLook | null;
  readonly reading: RestyleReading | null;
  /** Set on fire (see burning.ts) instead of the fire recolour. */
  readonly burning: boolean;
  readonly pose: boolean;
  readonly item: boolean;
}

function plan(options: RestyleOptions, seed: number): Plan {
  const mode: RestyleMode = options.preset ? "restyle" : (options.mode ?? "restyle");
  const reading = options.customPrompt ? readRestylePrompt(options.customPrompt) : null;
  const named = reading?.preset ?? null;
  const preset = options.preset ?? named;
  // A prompt's own color ("blue fire") paints the preset's effect in that color.
  const look = reading?.look ?? (preset ? PRESET_LOOKS[preset] : null);
  const fallback = (): Plan["recolor"] => {
    const pickPreset = RESTYLE_PRESETS[seed % RESTYLE_PRESETS.length]!;
    return { look: PRESET_LOOKS[pickPreset], effect: pickPreset };
  };
  // Robot is a look of its own: steel ramps with a red accent for the visor, on any sprite.
  const robot = reading?.layeredLook === "robot";
  const recolor = robot
    ? { look: ROBOT_LOOK, effect: null }
    : look
      ? { look, effect: preset }
      : null;
  const layeredLook = robot ? "robot" : preset === "royal" && !reading?.look ? "royal" : null;
  const burning = !robot && reading?.burning === true;
  // Colors bound to parts ("armor gold") recolor those parts; no whole-sprite look is invented.
  const parts = (reading?.parts.length ?? 0) > 0;
  switch (mode) {
    case "restyle":
      return {
        recolor: recolor ?? (parts ? null : fallback()),
        layeredLook,
        reading,
        burning,
        pose: false,
        item: false,
      };
    case "pose":
      return { recolor: null, layeredLook: null, reading, burning: false, pose: true, item: false };
    case "item":
      return { recolor: null, layeredLook: null, reading, burning: false, pose: false, item: true };
    case "custom": {
      const pose = (reading?.poses.length ?? 0) > 0;
      const item = reading?.newItem != null;
      return {
        recolor: recolor ?? (pose || item || parts ? null : fallback()),
        layeredLook: pose || item ? null : layeredLook,
        reading,
        burning,
        pose,
        item,
      };
    }
  }
}

export function restyleSprite(source: RgbaImage, options: RestyleOptions): RestyleResult {
  const margin = options.framingMargin ?? 0;
  if (!Number.isInteger(margin) || margin < 0 || margin > 25) {
    throw new RangeError(`framingMargin must be an integer from 0 to 25, got ${margin}`);
  }
  if (!Number.isSafeInteger(options.seed)) throw new RangeError("seed must be a safe integer");
  if (!options.preset && !options.customPrompt?.trim()) {
    throw new RangeError("a restyle needs a preset or a custom prompt");
  }
  const progress = options.onProgress ?? (() => {});
  const tier = options.tier ?? "normal";
  const lab = labCache();
  const framed = growCanvas(source, margin, options.framingAnchor ?? "center");
  let px: Pixels = toPixels(framed.image);
  const anchors = shiftAnchors(options.anchors, framed.offsetX, framed.offsetY);
  const seed = Math.abs(options.seed) % 2 ** 31;
  const steps = plan(options, seed);
  progress(0.1);

  const body = findBody(px, anchors);
  const ink = outlineInk(px, lab);
  const parts = findParts(framed.image, steps.reading?.parts ?? [], lab, anchors, {
    lacks: new Set(options.lacks ?? []),
    shown: framedMasks(options.shown, source, framed),
  });
  // Parts keep their own colors over a whole-sprite look: recolored after it when nothing
  // moves, before any move otherwise (the masks are of the unmoved figure).
  const moves = steps.pose || steps.item;
  if (moves) recolorParts(px, parts.found, lab);
  if (steps.pose && body) {
    const moves = steps.reading?.poses.length
      ? steps.reading.poses
      : [{ kind: "raise", side: "both" } as const];
    px = applyPoses(px, body, moves, tier, ink, lab);
  }
  progress(0.35);
  if (steps.item && body) {
    const wanted = steps.reading?.newItem ?? { subject: "sword", type: "weapon" as const };
    px = swapItem(px, body, wanted, options.customPrompt ?? "", tier, ink, options.seed, lab);
  }
  progress(0.6);
  const onLayers =
    steps.layeredLook && options.layered && !moves
      ? lookOnLayers(options.layered, steps.layeredLook, options.skin ?? null)
      : null;
  if (onLayers && onLayers.width === source.width && onLayers.height === source.height) {
    const before = px;
    px = toPixels(growCanvas(onLayers, margin, options.framingAnchor ?? "center").image);
    // Royal keeps the skin exactly as drawn (a robot's face is steel).
    if (steps.layeredLook === "royal") keepMasked(px, before, options.skin, source, framed);
  } else if (steps.layeredLook === "royal" && !moves && royalPixels(px, lab)) {
    // Dressed from the pixels: the cloth's family only, with a gold hem.
  } else if (steps.recolor && steps.burning && !burnsAsFireRecolour(px, lab)) {
    burn(px, lab, createRandom(`${options.seed}|restyle|burning`));
  } else if (steps.recolor) {
    const { look, effect } = steps.recolor;
    const before = px;
    // A robot needs a face for its visor: without eyes the sprite is left as it is, and the
    // restyle is then refused as changing nothing.
    const eyes = steps.layeredLook === "robot" ? eyesOf(before, lab) : null;
    const robotless = steps.layeredLook === "robot" && !eyes;
    if (!robotless) px = gradientMap(px, look, tier, lab);
    if (eyes) robotPixels(px, eyes, lab);
    if (effect) {
      const random = createRandom(`${options.seed}|restyle|${effect}`);
      // Burning keeps a block picture's notches and leaves no spark loose (see tidyBlockFlames).
      const unlit = steps.burning ? { ...px, data: new Uint32Array(px.data) } : null;
      const moved = steps.pose || steps.item;
      const head = !moved && anchors?.head ? anchors.head : (body?.head ?? null);
      drawEffect(px, effect, look, random, lab, head);
      if (unlit) tidyBlockFlames(px, unlit);
    }
    // Skin is neither recolored nor trimmed by a look that protects it.
    if (look.protectSkin && !moves) keepMasked(px, before, options.skin, source, framed);
  }
  if (!moves) recolorParts(px, parts.found, lab);
  progress(1);
  const unrecognized = [...(steps.reading?.unrecognized ?? [])];
  const missed = new Set([...unrecognized, ...parts.missed]);
  const words = accountWords(
    options.customPrompt ?? "",
    (w) => parts.located.has(w) || !missed.has(w),
  );
  return { image: toImage(px), unrecognized, words };
}

/** The source-sized mask's pixels put back as they were before the look. */
function keepMasked(
  px: Pixels,
  before: Pixels,
  mask: Uint8Array | undefined,
  source: RgbaImage,
  framed: ReturnType<typeof growCanvas>,
): void {
  if (!mask || mask.length !== source.width * source.height) return;
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < source.width; x++) {
      if (!mask[y * source.width + x]) continue;
      const i = (y + framed.offsetY) * px.width + x + framed.offsetX;
      if (before.data[i]) px.data[i] = before.data[i]!;
    }
  }
}

/** Source-sized part masks moved onto the grown canvas. */
function framedMasks(
  shown: RestyleOptions["shown"],
  source: RgbaImage,
  framed: ReturnType<typeof growCanvas>,
): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const { width, height } = framed.image;
  for (const [part, mask] of Object.entries(shown ?? {})) {
    if (!mask || mask.length !== source.width * source.height) continue;
    const moved = new Uint8Array(width * height);
    for (let y = 0; y < source.height; y++) {
      for (let x = 0; x < source.width; x++) {
        if (!mask[y * source.width + x]) continue;
        moved[(y + framed.offsetY) * width + x + framed.offsetX] = 1;
      }
    }
    out.set(part, moved);
  }
  return out;
}
export { drawAppearanceOnImport, type ImportFaceResult, importFaceMask } from "./import-face";
export { agedBeast } from "./aged-beast";
export { armourOnLayers, wearsColor } from "./armour-plates";
