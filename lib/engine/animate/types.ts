/**
 * The public shapes of sprite animation: presets, framing, options and the result strip.
 */
import type { RgbaImage } from "../image";

export const ANIMATION_PRESETS = [
  "Idle",
  "Walk",
  "Jump",
  "Run",
  "Attack",
  "Hurt",
  "Death",
  "Custom",
] as const;
export type AnimationPreset = (typeof ANIMATION_PRESETS)[number];

export const FRAMING_ANCHORS = [
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
] as const;
export type FramingAnchor = (typeof FRAMING_ANCHORS)[number];

/** DESIGN.md "default fps": the playback rate each preset is timed for. */
export const DEFAULT_FPS: Readonly<Record<AnimationPreset, number>> = {
  Idle: 6,
  Walk: 10,
  Run: 12,
  Jump: 10,
  Attack: 12,
  Hurt: 10,
  Death: 8,
  Custom: 10,
};

export const MIN_FRAMES = 4;
export const MAX_FRAMES = 16;
export const MAX_FRAMING_MARGIN = 25;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Attachment points in source pixels, as the generator reports them (left/right are the character's own). */
export interface FigureAnchors {
  readonly head?: Point;
  readonly handLeft?: Point;
  readonly handRight?: Point;
  readonly feet?: readonly Point[];
  /** Where a weapon is held; picks the attacking arm when present. */
  readonly grip?: Point;
}

export interface AnimateOptions {
  readonly preset: AnimationPreset;
  /** Even, 4 to 16. */
  readonly frameCount: number;
  /** Free-form motion for `Custom` (ignored otherwise). */
  readonly customPrompt?: string;
  /** From the generator when the sprite was generated; found from the silhouette when absent. */
  readonly anchors?: FigureAnchors;
  /** 0 to 25: percent by which the canvas grows before animating. Default 0. */
  readonly framingMargin?: number;
  /** Where the sprite sits in the grown canvas. Default center. */
  readonly framingAnchor?: FramingAnchor;
  /** Settles the choices a figure leaves open (the leg that steps first, the side it falls to). */
  readonly seed: number;
  /** Called with the finished share of the work, 0 to 1, after each frame. */
  readonly onProgress?: (fraction: number) => void;
}

export interface AnimationResult {
  /** Frames left to right, each frameWidth × frameHeight. */
  readonly strip: RgbaImage;
  readonly frameWidth: number;
  readonly frameHeight: number;
  readonly frameCount: number;
  readonly fps: number;
  /** Custom prompt words that named no motion (empty for presets). */
  readonly unrecognized: readonly string[];
  /** The motions a Custom prompt was read into, in order (empty for presets). */
  readonly motions: readonly string[];
}
