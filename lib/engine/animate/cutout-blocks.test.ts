/**
 * Hand-drawn imports painted at 3 px an art pixel, posed on the cut-out path. What is judged
 * comes from how the fixtures were painted (the block grid `paintGrid` lays them on, the colours
 * of the hero's sword in its legend), never from the code that poses them:
 * - every frame of every preset is still made of whole 3 × 3 blocks on the painting's grid (a
 *   turned sword is a line of blocks, not screen-pixel strands);
 * - no frame has a transparent pocket its border cannot reach (a hole a moved part left in the
 *   body), except the air between the hero's raised sword and his head, air a spell's glow or a
 *   swoosh closes, and a death's fade.
 */
import { describe, expect, it } from "vitest";
import { hexToRgb } from "../color";
import {
  DRAWN_HERO,
  DRAWN_MAGE,
  type DrawnGrid,
  brokenBlocks,
  enclosedPockets,
  framesOf,
  paintedOrigin,
  paintGrid,
} from "../testing";
import type { RgbaImage } from "../raster";
import { type AnimationPreset, animateSprite } from ".";

const SIZE = 64;
const SCALE = 3;
const RUNS: readonly [AnimationPreset, string?][] = [
  ["Idle"],
  ["Walk"],
  ["Run"],
  ["Jump"],
  ["Attack"],
  ["Hurt"],
  ["Death"],
  ["Custom", "waves hello"],
  ["Custom", "casts a spell"],
];
const FIXTURES: readonly [string, DrawnGrid][] = [
  ["hero", DRAWN_HERO],
  ["mage", DRAWN_MAGE],
];

function hasColour(frame: RgbaImage, rgb: string): boolean {
  for (let i = 0; i < frame.data.length; i += 4) {
    if (frame.data[i + 3] && `${frame.data[i]},${frame.data[i + 1]},${frame.data[i + 2]}` === rgb)
      return true;
  }
  return false;
}

function animate(grid: DrawnGrid, preset: AnimationPreset, sentence?: string): RgbaImage[] {
  const result = animateSprite(paintGrid(grid, SIZE, SCALE), {
    preset,
    customPrompt: sentence,
    frameCount: 8,
    seed: 7,
    framingMargin: 0,
    framingAnchor: "bottom",
  });
  return framesOf(result.strip, 8);
}

/** The hero's sword as the artist drew it: blade, its shade and the gold guard. */
const SWORD = new Set(["g", "G", "y"].map((ch) => hexToRgb(DRAWN_HERO.colors[ch]!).join(",")));
const OUTLINE = hexToRgb(DRAWN_HERO.colors.k!).join(",");

describe("an import drawn in 3 px blocks is posed in blocks", () => {
  for (const [name, grid] of FIXTURES) {
    it(`${name}: every frame of every motion is whole blocks on the painting's grid`, () => {
      const origin = paintedOrigin(grid, SIZE, SCALE);
      for (const [preset, sentence] of RUNS) {
        animate(grid, preset, sentence).forEach((frame, t) => {
          expect(brokenBlocks(frame, origin, SCALE), `${preset} ${sentence ?? ""} frame ${t}`).toBe(
            0,
          );
        });
      }
    });
  }
});

describe("a moved part of an import leaves no hole", () => {
  for (const [name, grid] of FIXTURES) {
    it(`${name}: no enclosed transparent pixel but the air beside the sword`, () => {
      for (const [preset, sentence] of RUNS) {
        animate(grid, preset, sentence).forEach((frame, t) => {
          // The last frames of a death fade the body out by a dither: meant to be see-through.
          if (preset === "Death" && t >= 5) return;
          // A hurt flash whitens every colour but the outline, the sword's too, so the air
          // beside the sword cannot be told there: judged on the frames around it.
          if (!hasColour(frame, OUTLINE) || ![...SWORD].some((rgb) => hasColour(frame, rgb)))
            return;
          const colour = (i: number) =>
            `${frame.data[i * 4]},${frame.data[i * 4 + 1]},${frame.data[i * 4 + 2]}`;
          const near = (i: number) => [i - 1, i + 1, i - frame.width, i + frame.width];
          const sword = (j: number) => frame.data[j * 4 + 3] !== 0 && SWORD.has(colour(j));
          // The sword's own pixels, or the outline drawn around them.
          const ofSword = (j: number) => sword(j) || (colour(j) === OUTLINE && near(j).some(sword));
          const besideSword = (i: number) => near(i).some(ofSword);
          // A spell's glow or a swoosh (colours the artist did not draw) may enclose air too.
          const drawn = new Set(Object.values(grid.colors).map((hex) => hexToRgb(hex).join(",")));
          const effect = (j: number) => frame.data[j * 4 + 3] !== 0 && !drawn.has(colour(j));
          const besideEffect = (i: number) => near(i).some(effect);
          const holes = enclosedPockets(frame).filter(
            (pocket) =>
              !(name === "hero" && pocket.some(besideSword)) && !pocket.some(besideEffect),
          );
          expect(
            holes.reduce((n, pocket) => n + pocket.length, 0),
            `${preset} ${sentence ?? ""} frame ${t}`,
          ).toBe(0);
        });
      }
    });
  }
});
