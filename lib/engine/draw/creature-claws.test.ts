/**
 * Claws that pinch and legs that stand apart, checked on the finished 64 px sprite: a crab's
 * and a scorpion's claws end in two fingers with open air between them (a row across the claws
 * crosses four fingers, not two closed bulbs), and a crab's walking legs cross a column beside
 * its shell as separate strokes, not one striped mass.
 */
import { describe, expect, it } from "vitest";
import { readSpritePrompt } from "../prompt";
import type { RgbaImage } from "../raster";
import { drawLayered } from ".";

function sprite(prompt: string): RgbaImage {
  const reading = readSpritePrompt(prompt, "creature");
  return drawLayered({
    reading,
    assetType: "creature",
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 7,
  }).sprite.image;
}

const crab = sprite("a crab");
const scorpion = sprite("a scorpion");

const inked = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]! > 0;

/** The inked rows and columns. */
function bounds(img: RgbaImage) {
  let left = img.width;
  let right = -1;
  let top = img.height;
  let bottom = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (inked(img, x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return { left, right, top, bottom };
}

/** Separate runs of inked pixels along row `y`. */
function rowRuns(img: RgbaImage, y: number): number {
  let n = 0;
  for (let x = 0; x < img.width; x++)
    if (inked(img, x, y) && (x === 0 || !inked(img, x - 1, y))) n++;
  return n;
}

/** The most runs any row from `from` to `to` (inclusive) crosses. */
function mostRowRuns(img: RgbaImage, from: number, to: number): number {
  let most = 0;
  for (let y = from; y <= to; y++) most = Math.max(most, rowRuns(img, y));
  return most;
}

describe("claws are pincers", () => {
  it("a row across a crab's raised claws crosses two fingers on each side", () => {
    const b = bounds(crab);
    // The claws are held up: their fingertips are the sprite's top rows.
    const quarter = Math.round((b.bottom - b.top) / 4);
    expect(mostRowRuns(crab, b.top, b.top + quarter)).toBeGreaterThanOrEqual(4);
  });

  it("a row across a scorpion's claws crosses two fingers on each side", () => {
    const b = bounds(scorpion);
    // The claws reach forward, down the screen, below the legs' feet.
    const quarter = Math.round((b.bottom - b.top) / 4);
    expect(mostRowRuns(scorpion, b.bottom - quarter, b.bottom)).toBeGreaterThanOrEqual(4);
  });
});

describe("a crab's legs show apart", () => {
  it("a row below the shell's middle crosses the shell and two separate legs on each side", () => {
    const b = bounds(crab);
    // Below the middle only the shell and the walking legs reach: a striped mass of legs
    // joined to the shell would make one run; the shell and two legs a side make five.
    const middle = Math.round((b.top + b.bottom) / 2);
    expect(mostRowRuns(crab, middle, b.bottom)).toBeGreaterThanOrEqual(5);
  });
});
