/**
 * Shape properties of scenery subjects whose first drawings misread (a scarecrow's head a red
 * ball, an empty vending machine, a mech like a box on legs, a poison cloud lying on the ground
 * like a puddle, a plain brown panel, a metal floor streaked like wood, a cave wall lit like a
 * dusk sky), judged on the rendered pixels: what a person looks for to name the thing. Each is
 * drawn once at 64 px from its corpus prompt with the seed fixed; the cross-checks at the end
 * run the properties on other drawings to show they can fail.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../../raster";
import {
  bandShare,
  bounds,
  drawnOnce,
  failedChecks,
  lightness,
  rowAt,
  rowRuns,
  rowWidth,
  type ShapeCase,
  twoEyes,
} from "../../testing";

/** How many times the lightness steps by 0.08 or more along row `y`. */
function steps(img: RgbaImage, y: number, x0 = 0, x1 = img.width): number {
  let n = 0;
  for (let x = x0 + 1; x < x1; x++)
    if (Math.abs(lightness(img, x, y) - lightness(img, x - 1, y)) >= 0.08) n++;
  return n;
}

/** The same down column `x`, rows `y0` to `y1`. */
function stepsDown(img: RgbaImage, x: number, y0: number, y1: number): number {
  let n = 0;
  for (let y = y0 + 1; y < y1; y++)
    if (Math.abs(lightness(img, x, y) - lightness(img, x, y - 1)) >= 0.08) n++;
  return n;
}

/** Colour families seen in rows `from`..`to` of the box, each on at least `min` of them. */
function families(img: RgbaImage, from: number, to: number, min = 0.02): number {
  const seen = new Set<string>();
  for (const hue of ["red", "orange", "yellow", "green", "cyan", "blue", "white"] as const)
    if (bandShare(img, hue, from, to) >= min) seen.add(hue);
  return seen.size;
}

// ---- the properties, named so the cross-checks can run them on other drawings ----
/** Arms hang apart from the body: a row through the chest crosses arm, body, arm. */
const armsApart = (img: RgbaImage) => {
  let best = 0;
  for (let f = 0.3; f <= 0.6; f += 0.02) best = Math.max(best, rowRuns(img, rowAt(img, f)).length);
  return best >= 3;
};
/** Clear air under it: its lowest pixel is well above the bottom of the frame. */
const floats = (img: RgbaImage) => bounds(img).bottom <= img.height - 5;
/** Boards across the middle: the lightness steps at their edges and seams many times down it. */
const boards = (img: RgbaImage) =>
  stepsDown(img, img.width >> 1, Math.round(img.height * 0.2), Math.round(img.height * 0.8)) >= 6;
/** The mean lightness of the `w`x`h` block with its top-left corner at (x0, y0). */
function blockLightness(img: RgbaImage, x0: number, y0: number, w: number, h: number): number {
  let sum = 0;
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) sum += lightness(img, x, y);
  return sum / (w * h);
}
/**
 * Darker toward the back: somewhere in the middle of the frame an eighth-wide block is much
 * darker than the wall across the same height (a passage going into the dark); a wall lit
 * brightest in the middle read as a dusk sky.
 */
const deepPassage = (img: RgbaImage) => {
  const { width: w, height: h } = img;
  const b = w >> 3;
  let darkest = 1;
  for (let y = Math.round(h * 0.4); y < h * 0.65; y++)
    for (let x = Math.round(w * 0.34); x < w * 0.56; x++)
      darkest = Math.min(darkest, blockLightness(img, x, y, b, b));
  return darkest <= blockLightness(img, 0, Math.round(h * 0.3), w, Math.round(h * 0.4)) - 0.07;
};

/** Small raised bars all over: on average a row steps in lightness ten times or more. */
const tread = (img: RgbaImage) => {
  let total = 0;
  for (let y = 0; y < img.height; y++) total += steps(img, y);
  return total / img.height >= 10;
};

const CASES: readonly ShapeCase[] = [
  [
    "scarecrow",
    "a scarecrow",
    "prop",
    ["a stitched face: two dark eyes inside the outline", twoEyes],
    [
      "a burlap head, not a red ball",
      (i) => bandShare(i, "brown", 0.12, 0.3) >= 0.3 && bandShare(i, "red", 0.12, 0.3) < 0.05,
    ],
  ],
  [
    "vending machine",
    "a vending machine",
    "prop",
    ["cans of several colours behind the glass", (i) => families(i, 0.1, 0.6) >= 4],
  ],
  [
    "mech",
    "a giant mech",
    "vehicle",
    ["two arms apart from the body", armsApart],
    ["two legs apart", (i) => [0.8, 0.85, 0.9].some((f) => rowRuns(i, rowAt(i, f)).length >= 2)],
    [
      "a head narrower than its shoulders",
      (i) => rowWidth(i, rowAt(i, 0.1)) <= 0.4 * rowWidth(i, rowAt(i, 0.3)),
    ],
  ],
  ["poison cloud", "a poison cloud", "effect", ["drifting above the ground", floats]],
  ["wooden panel", "a wooden panel", "ui", ["boards with seams across its middle", boards]],
  [
    "metal floor",
    "metal floor plate",
    "tile",
    [
      "cool steel, no warm streaks",
      (i) => bandShare(i, ["brown", "orange", "yellow"]) < 0.02 && bandShare(i, "blue") > 0.3,
    ],
    ["a tread of raised bars all over", tread],
  ],
  ["cave", "a cave", "background", ["a passage darkening into the back", deepPassage]],
];

describe("scenery subjects show what names them", () => {
  for (const shape of CASES) {
    it(`${shape[0]}: ${shape[1]}`, () => expect(failedChecks(shape), shape[1]).toEqual([]));
  }
});

describe("the properties fail on drawings of other things", () => {
  it("a crate has no arms apart from its body", () =>
    expect(armsApart(drawnOnce("a crate", "prop"))).toBe(false));
  it("a barrel stands on the ground", () =>
    expect(floats(drawnOnce("a wooden barrel", "prop"))).toBe(false));
  it("an inventory slot's middle is empty, not boards", () =>
    expect(boards(drawnOnce("an inventory slot", "ui"))).toBe(false));
  it("wooden planks have grain, not a tread", () =>
    expect(tread(drawnOnce("wooden planks", "tile"))).toBe(false));
  it("an open sky has no dark passage in it", () =>
    expect(deepPassage(drawnOnce("a sky", "background"))).toBe(false));
});
