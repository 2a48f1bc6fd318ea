/**
 * The public shapes of sprite animation: presets, framing, options and the result strip.
 */
import type { Tempo } from "../edit-grammar";
import type { Figure, FigureAnchors } from "../figure";
import type { FramingAnchor, Pixels, RgbaImage } from "../raster";

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

/** The playback rate each preset is timed for, used when a request names no fps. */
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

/**
 * The playback rate of a strip: the preset's, or for a custom motion said to be slow ("bows
 * slowly") or quick its rate slowed or quickened, so the same frames take visibly longer or
 * shorter to play (8 frames: 1.3 s slow, 0.8 s even, 0.6 s quick).
 */
export function playbackFps(preset: AnimationPreset, tempo?: Tempo): number {
  if (preset !== "Custom" || !tempo || tempo === "even") return DEFAULT_FPS[preset];
  return tempo === "slow" ? 6 : 14;
}

export const MIN_FRAMES = 4;
export const MAX_FRAMES = 16;
export const MAX_FRAMING_MARGIN = 25;

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
  /**
   * The cut figure drawn turned three-quarters toward a side (+1 screen right), as the
   * rotations invent it (`threeQuarterOf`; passed in, as operations do not import each other).
   * With it a figure of few pixels looks around with its eyes; without it its head slides.
   */
  readonly threeQuarter?: (figure: Figure, side: 1 | -1) => Pixels;
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
