/**
 * Test support for the cut-out path's tests on hand-drawn imports: a fixture grid painted 2 px an
 * art pixel into a 64 px canvas (as the contact sheets paint it), animated with the sheets'
 * options, one render per grid and preset in a test file; and reading a frame's pixels back as
 * the grid's legend letters, so tests judge frames against how the fixture was drawn.
 */
import { type AnimationPreset, animateSprite } from "../animate";
import { hexToRgb } from "../color";
import type { RgbaImage } from "../raster";
import { type DrawnGrid, paintGrid } from "./drawn-imports";
import { framesOf } from "./rig-frames";

/** Canvas size and screen pixels an art pixel, as the motion and turns sheets paint imports. */
export const IMPORT_SIZE = 64;
export const IMPORT_SCALE = 2;

const rendered = new Map<DrawnGrid, Map<AnimationPreset, RgbaImage[]>>();

/** The 8 frames of `preset` on the painted import (rendered once, then shared). */
export function animateImport(grid: DrawnGrid, preset: AnimationPreset): RgbaImage[] {
  const byPreset = rendered.get(grid) ?? new Map<AnimationPreset, RgbaImage[]>();
  rendered.set(grid, byPreset);
  let frames = byPreset.get(preset);
  if (!frames) {
    const result = animateSprite(paintGrid(grid, IMPORT_SIZE, IMPORT_SCALE), {
      preset,
      frameCount: 8,
      seed: 7,
      framingMargin: 25,
      framingAnchor: "bottom",
    });
    frames = framesOf(result.strip, 8);
    byPreset.set(preset, frames);
  }
  return frames;
}

/**
 * A custom sentence played on a painted import, 8 frames with the custom-motion tests' options
 * (margin 20 below the figure, seed 7): the whole result, for its strip and its rate.
 */
export function customOnImport(source: RgbaImage, sentence: string) {
  return animateSprite(source, {
    preset: "Custom",
    customPrompt: sentence,
    frameCount: 8,
    seed: 7,
    framingMargin: 20,
    framingAnchor: "bottom",
  });
}

/** The legend letter whose colour a pixel has, or "" (background or a colour not drawn). */
export function letterAt(grid: DrawnGrid, frame: RgbaImage, x: number, y: number): string {
  const i = (y * frame.width + x) * 4;
  if (frame.data[i + 3] === 0) return "";
  for (const [letter, hex] of Object.entries(grid.colors)) {
    const [r, g, b] = hexToRgb(hex);
    if (frame.data[i] === r && frame.data[i + 1] === g && frame.data[i + 2] === b) return letter;
  }
  return "";
}

/** How many screen pixels of a frame have the colour of one of `letters`. */
export function countLetters(grid: DrawnGrid, frame: RgbaImage, letters: string): number {
  let n = 0;
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) {
      const letter = letterAt(grid, frame, x, y);
      if (letter && letters.includes(letter)) n++;
    }
  return n;
}
