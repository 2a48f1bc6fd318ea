/**
 * Shape properties of the rest of the asset vocabulary's living subjects and weapons, judged on
 * rendered pixels as shapes.test.ts judges its own: what a person knows of the thing (a king wears
 * a gold crown on top of his head; an owl stands upright with two big eyes; a boomerang bends in a
 * V). Each subject is drawn once at 64 px from its corpus prompt with the seed fixed; the
 * cross-checks at the end run properties on other subjects' drawings to show they can fail.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../../raster";
import {
  twoEyes,
  alpha,
  bentAroundAir,
  bounds,
  boxSize,
  darkShare,
  drawnOnce,
  failedChecks,
  type ShapeCase,
  feetSpread,
  fill,
  fillBand,
  hasColour,
  hueAt,
  leggedRows,
  meanLightness,
  onLegs,
  pieces,
  rowAt,
  rowWidth,
  segments,
  tall,
  topShare,
  wide,
} from "../../testing";
import type { AssetType } from "../types";

// ---- the properties, named so the cross-checks can run them on other drawings ----
const crowned = (img: RgbaImage) => hasColour(img, ["yellow", "orange"], 0.3, 0, 0.1);
const thinCurve = (img: RgbaImage) => fill(img) < 0.2 && boxSize(img).w >= 0.8 * img.width;
const threeSegments = (img: RgbaImage) => segments(img) >= 3;
const whiteHat = (img: RgbaImage) =>
  hasColour(img, ["white", "grey"], 0.7, 0, 0.15) &&
  !hasColour(img, ["orange", "brown"], 0.05, 0, 0.15);
const greenSkin = (img: RgbaImage) => hasColour(img, "green", 0.3, 0, 0.3);
const dressedDark = (img: RgbaImage) => darkShare(img) >= 0.35;
const bareChest = (img: RgbaImage) => hasColour(img, ["orange", "brown"], 0.5, 0.25, 0.5);
const legsBothSides = (img: RgbaImage) => leggedRows(img) >= 8;
/** A long upright neck: a quarter of the way down the drawing is under a third as wide as the body. */
const longNeck = (img: RgbaImage) =>
  rowWidth(img, rowAt(img, 0.3)) <= 0.3 * rowWidth(img, rowAt(img, 0.75));
/**
 * A hump: in profile (head to the right) the back stands higher over the front third of the
 * body than over the rear third, by at least two pixels.
 */
const humped = (img: RgbaImage) => {
  const b = bounds(img);
  const topOf = (from: number, to: number) => {
    let top = img.height;
    for (
      let x = Math.round(b.left + from * (b.right - b.left));
      x <= b.left + to * (b.right - b.left);
      x++
    )
      for (let y = b.top; y < top; y++) if (alpha(img, x, y)) top = y;
    return top;
  };
  return topOf(0.15, 0.4) - topOf(0.45, 0.65) >= 2;
};
/**
 * Dark bands across an orange coat: along the body's upper row (a third of the way down the
 * drawing) at least three narrow runs of near black with orange coat on both sides.
 */
const banded = (img: RgbaImage) => {
  const b = bounds(img);
  const y = Math.round(b.top + 0.33 * (b.bottom - b.top));
  const kinds: ("orange" | "dark" | "other")[] = [];
  for (let x = b.left; x <= b.right; x++) {
    const i = (y * img.width + x) * 4;
    const light = img.data[i]! + img.data[i + 1]! + img.data[i + 2]!;
    if (!alpha(img, x, y)) kinds.push("other");
    else if (hueAt(img, x, y) === "orange") kinds.push("orange");
    else kinds.push(light < 200 ? "dark" : "other");
  }
  let bands = 0;
  for (let x = 1; x < kinds.length; x++) {
    if (kinds[x] !== "dark" || kinds[x - 1] !== "orange") continue;
    let end = x;
    while (kinds[end] === "dark") end++;
    if (end - x <= 4 && kinds[end] === "orange") bands++;
  }
  return bands >= 3;
};

/** [subject, corpus prompt, asset type, what a person knows of its shape]. */
const CASES: readonly ShapeCase[] = [
  // characters
  ["assassin", "an assassin", "character", ["dressed in dark", dressedDark]],
  ["king", "a king with a golden crown", "character", ["a gold crown on top of the head", crowned]],
  [
    "queen",
    "a queen in a red dress",
    "character",
    ["a crown on top", crowned],
    ["a red dress below", (i) => hasColour(i, "red", 0.4, 0.45, 0.95)],
  ],
  ["prince", "a young prince", "character", ["a crown on top", crowned]],
  [
    "princess",
    "a princess",
    "character",
    ["a crown on top", crowned],
    ["a pink dress below", (i) => hasColour(i, ["pink", "red"], 0.5, 0.45, 0.95)],
  ],
  [
    "angel",
    "an angel with white wings",
    "character",
    ["wings wider than a body", (i) => boxSize(i).w >= 0.8 * boxSize(i).h],
    ["a halo above", (i) => hasColour(i, "yellow", 0.3, 0, 0.08)],
    ["white", (i) => hasColour(i, ["white", "grey"], 0.5)],
  ],
  ["barbarian", "a barbarian with an axe", "character", ["a bare chest", bareChest]],
  ["zombie", "a green zombie", "character", ["green skin on the head", greenSkin]],
  [
    "astronaut",
    "an astronaut",
    "character",
    ["a glass visor in the helmet", (i) => hasColour(i, "cyan", 0.15, 0, 0.3)],
    ["a white suit", (i) => hasColour(i, ["white", "grey"], 0.5)],
  ],
  ["chef", "a chef", "character", ["a tall white hat", whiteHat]],
  // creatures
  ["lion", "a lion", "creature", ["wide", wide], ["a mane darker at the head end", maneEnd]],
  [
    "bison",
    "a bison",
    "creature",
    ["a hump over the shoulders", humped],
    [
      "dark brown with no pink udder",
      (i) => hasColour(i, ["brown", "orange"], 0.5) && !hasColour(i, "pink", 0.01),
    ],
  ],
  [
    "goose",
    "a goose",
    "creature",
    ["a long upright neck", longNeck],
    ["an orange bill", (i) => hasColour(i, "orange", 0.02, 0, 0.4)],
  ],
  ["tiger", "a tiger", "creature", ["wide", wide], ["dark bands across an orange coat", banded]],
  [
    "bear",
    "a brown bear",
    "creature",
    ["wide and bulky", (i) => wide(i) && fill(i) >= 0.55],
    ["brown", (i) => hasColour(i, "brown", 0.6)],
  ],
  [
    "deer",
    "a deer",
    "creature",
    ["on long legs: the bottom third mostly air", (i) => fillBand(i, 0.7, 1) < 0.3 && onLegs(i)],
  ],
  [
    "lizard",
    "a lizard",
    "creature",
    ["long and low", (i) => wide(i, 2.5)],
    ["green", (i) => hasColour(i, "green", 0.5)],
  ],
  ["owl", "an owl", "creature", ["upright", (i) => tall(i, 1.2)], ["two big eyes", twoEyes]],
  [
    "chicken",
    "a chicken",
    "creature",
    ["a red comb on top", (i) => hasColour(i, "red", 0.2, 0, 0.15)],
  ],
  [
    "worm",
    "a worm",
    "creature",
    ["long and low", (i) => wide(i, 1.6)],
    ["thin", (i) => fill(i) < 0.45],
  ],
  [
    "spider",
    "a spider",
    "creature",
    ["legs on both sides", legsBothSides],
    ["feet splayed far apart", feetSpread],
  ],
  [
    "beetle",
    "a beetle",
    "creature",
    ["legs on both sides of a shell", legsBothSides],
    ["green shell", (i) => hasColour(i, "green", 0.5)],
  ],
  ["ant", "an ant", "creature", ["three body segments", threeSegments], ["wide", wide]],
  [
    "wisp",
    "a will-o-wisp",
    "creature",
    ["glows: light all over", (i) => meanLightness(i) >= 0.7],
    ["sparks around it", (i) => pieces(i) >= 3],
  ],
  // weapons
  ["whip", "a whip", "weapon", ["a long thin curve", thinCurve]],
  ["boomerang", "a boomerang", "weapon", ["bent in a V", bentAroundAir], ["wide", wide]],
  [
    "sickle",
    "a sickle",
    "weapon",
    ["a hooked blade", bentAroundAir],
    ["blade up, handle down", (i) => topShare(i) >= 0.56 && hasColour(i, "brown", 0.3, 0.6, 1)],
  ],
];

/** A mane: the end of the body that stands highest (the head) is browner than the middle. */
function maneEnd(img: RgbaImage): boolean {
  const b = bounds(img);
  const third = (b.right - b.left + 1) / 3;
  const brown = (k: number) => {
    let n = 0;
    let hits = 0;
    for (let y = b.top; y <= b.bottom; y++)
      for (let x = Math.round(b.left + k * third); x < Math.round(b.left + (k + 1) * third); x++)
        if (alpha(img, x, y)) {
          n++;
          if (hueAt(img, x, y) === "brown") hits++;
        }
    return hits / Math.max(1, n);
  };
  return Math.max(brown(0), brown(2)) >= 1.5 * brown(1);
}
describe("living subjects and weapons look like what it is", () => {
  for (const shape of CASES) {
    it(`${shape[0]}: ${shape[1]}`, () => expect(failedChecks(shape), shape[1]).toEqual([]));
  }
});

describe("the properties fail on drawings of other things", () => {
  const on = (prompt: string, type: AssetType) => drawnOnce(prompt, type);
  it("a duck has no goose's long neck", () =>
    expect(longNeck(on("a duck", "creature"))).toBe(false));
  it("a cow has no hump", () => expect(humped(on("a cow", "creature"))).toBe(false));
  it("a lion's coat has no tiger's bands", () =>
    expect(banded(on("a lion", "creature"))).toBe(false));
  it("a chef wears no gold crown", () => expect(crowned(on("a chef", "character"))).toBe(false));
  it("a king wears no tall white hat", () =>
    expect(whiteHat(on("a king with a golden crown", "character"))).toBe(false));
  it("a barbarian's skin is not green", () =>
    expect(greenSkin(on("a barbarian with an axe", "character"))).toBe(false));
  it("a chicken in profile shows no two eyes", () =>
    expect(twoEyes(on("a chicken", "creature"))).toBe(false));
  it("a boomerang is no thin whip", () =>
    expect(thinCurve(on("a boomerang", "weapon"))).toBe(false));
  it("a worm is not three segments like an ant", () =>
    expect(threeSegments(on("a worm", "creature"))).toBe(false));
  it("a bear has no legs on both sides like a spider", () =>
    expect(legsBothSides(on("a brown bear", "creature"))).toBe(false));
  it("a spider does not glow like a wisp", () =>
    expect(meanLightness(on("a spider", "creature"))).toBeLessThan(0.7));
  it("a deer is not long and low like a lizard", () =>
    expect(wide(on("a deer", "creature"), 2.5)).toBe(false));
  it("a bear's brown has no mane at one end", () =>
    expect(maneEnd(on("a brown bear", "creature"))).toBe(false));
  it("an angel is not dressed in dark", () =>
    expect(dressedDark(on("an angel with white wings", "character"))).toBe(false));
  it("a king's chest is not bare", () =>
    expect(bareChest(on("a king with a golden crown", "character"))).toBe(false));
});
