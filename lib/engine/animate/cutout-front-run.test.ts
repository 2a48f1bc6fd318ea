/**
 * The run of a hand-drawn import of few pixels seen from the front, judged on the fixtures'
 * drawn colours (painted 2 px an art pixel as the contact sheet paints them):
 * - the hero's gold (the hilt and the belt buckle, four art pixels) shows whole in every frame:
 *   a lifted knee drawn over the torso covered half the buckle every other frame;
 * - the mage's hands (skin apart from the face) never hang lower under the face than they were
 *   drawn: a hand dropped with the stepping leg rode down the robe to its knee.
 */
import { describe, expect, it } from "vitest";
import { labelComponents, type RgbaImage } from "../raster";
import { animateImport, DRAWN_HERO, DRAWN_MAGE, type DrawnGrid, letterAt } from "../testing";

function count(grid: DrawnGrid, frame: RgbaImage, letter: string): number {
  let n = 0;
  for (let y = 0; y < frame.height; y++)
    for (let x = 0; x < frame.width; x++) if (letterAt(grid, frame, x, y) === letter) n++;
  return n;
}

/** Rows from the face's top (the topmost skin) down to the lowest skin pixel apart from it. */
function handDrop(grid: DrawnGrid, frame: RgbaImage): number {
  const { width, height } = frame;
  const skin = (i: number) => letterAt(grid, frame, i % width, Math.floor(i / width)) === "s";
  const { labels } = labelComponents(width, height, skin, 4);
  const top = labels.findIndex((label) => label !== 0);
  const face = labels[top]!;
  let lowest = -1;
  labels.forEach((label, i) => {
    if (label !== 0 && label !== face) lowest = Math.max(lowest, Math.floor(i / width));
  });
  return lowest - Math.floor(top / width);
}

describe("an import of few pixels runs seen from the front", () => {
  it("hero: the hilt and the buckle show whole in every frame", () => {
    const frames = animateImport(DRAWN_HERO, "Run");
    const standing = count(DRAWN_HERO, frames[0]!, "y");
    expect(standing).toBeGreaterThan(0);
    expect(frames.map((f) => count(DRAWN_HERO, f, "y"))).toEqual(frames.map(() => standing));
  });

  it("mage: the hands never hang lower under the face than drawn", () => {
    const [rest, ...frames] = animateImport(DRAWN_MAGE, "Run");
    const drawn = handDrop(DRAWN_MAGE, rest!);
    frames.forEach((f, t) => {
      expect(handDrop(DRAWN_MAGE, f), `frame ${t + 1}`).toBeLessThanOrEqual(drawn);
    });
  });
});
