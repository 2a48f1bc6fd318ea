/**
 * Shape properties of the rest of the asset vocabulary's things (items, props, a tile, a UI slot,
 * an effect, a vehicle), judged on rendered pixels as shapes.test.ts judges its own: what a person
 * knows of the thing (a coin is round; a table has a flat top over legs with air between them; a
 * die is square with pips). Each subject is drawn once at 64 px from its corpus prompt with the
 * seed fixed; the cross-checks at the end run properties on other subjects' drawings to show they
 * can fail.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../../raster";
import {
  twoEyes,
  bandShare,
  bounds,
  bentAroundAir,
  boxSize,
  centroid,
  drawnOnce,
  failedChecks,
  type ShapeCase,
  enclosedPockets,
  fill,
  hasColour,
  hueAt,
  hueBands,
  isDark,
  isHue,
  lightness,
  lightStep,
  longestRun,
  mostRuns,
  onLegs,
  rowAt,
  rowWidth,
  runsAt,
  spots,
  square,
  tall,
  topShare,
  wide,
  type Hue,
} from "../../testing";
import type { AssetType } from "../types";

// ---- the properties, named so the cross-checks can run them on other drawings ----
const round = (img: RgbaImage) => square(img) && fill(img) >= 0.72 && fill(img) <= 0.86;
const holed = (img: RgbaImage) =>
  enclosedPockets(img).some((p) => p.length >= 0.1 * boxSize(img).w * boxSize(img).h);
const greenOverBrownTrunk = (img: RgbaImage) => {
  const g = centroid(img, isHue(img, ["green"]));
  const t = centroid(img, isHue(img, ["brown"]));
  return !!g && !!t && t.y - g.y >= 0.25 * boxSize(img).h && hasColour(img, "brown", 0.5, 0.95, 1);
};
const tableTop = (img: RgbaImage) =>
  rowWidth(img, rowAt(img, 0.05)) >= 0.9 * boxSize(img).w && onLegs(img);
const jarNeck = (img: RgbaImage) =>
  rowWidth(img, rowAt(img, 0.1)) <= 0.7 * rowWidth(img, rowAt(img, 0.6));
/** A dark doorway low in the middle with wooden wall beside it: a kennel's opening. */
const kennelDoorway = (img: RgbaImage) => {
  const b = bounds(img);
  const at = (fx: number, fy: number) =>
    [
      Math.round(b.left + fx * (b.right - b.left)),
      Math.round(b.top + fy * (b.bottom - b.top)),
    ] as const;
  const [doorX, doorY] = at(0.5, 0.8);
  const [wallX, wallY] = at(0.25, 0.8);
  return lightness(img, doorX, doorY) < 0.35 && hueAt(img, wallX, wallY) === "brown";
};
/** The width of the air about the middle column at fraction `f` of the box height. */
const middleGap = (img: RgbaImage, f: number) => {
  const b = bounds(img);
  const y = rowAt(img, f);
  const mid = Math.round((b.left + b.right) / 2);
  if (alphaAt(img, mid, y) > 0) return 0;
  let left = mid;
  let right = mid;
  while (left > b.left && alphaAt(img, left - 1, y) === 0) left--;
  while (right < b.right && alphaAt(img, right + 1, y) === 0) right++;
  return right - left + 1;
};
/** An arch: air under its middle that widens toward the feet (a table's stays as wide). */
const archOverAir = (img: RgbaImage) =>
  middleGap(img, 0.6) > 0 && middleGap(img, 0.95) >= middleGap(img, 0.6) + 0.1 * boxSize(img).w;
/** Mirror-symmetric left to right, pixel for pixel, within a few percent. */
const mirrored = (img: RgbaImage) => {
  const b = bounds(img);
  let same = 0;
  let all = 0;
  for (let y = b.top; y <= b.bottom; y++)
    for (let x = b.left; x <= b.right; x++) {
      const here = alphaAt(img, x, y) > 0;
      const there = alphaAt(img, b.right - (x - b.left), y) > 0;
      if (here || there) all++;
      if (here && there) same++;
    }
  return same >= 0.85 * all;
};
const alphaAt = (img: RgbaImage, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;
const horizontalBoards = (img: RgbaImage) => lightStep(img, 0, 1) >= 1.5 * lightStep(img, 1, 0);

/** [subject, corpus prompt, asset type, what a person knows of its shape]. */
const CASES: readonly ShapeCase[] = [
  // items
  [
    "coin",
    "a gold coin",
    "item",
    ["round", round],
    ["golden", (i) => hasColour(i, ["yellow", "orange"], 0.45)],
  ],
  [
    "bread",
    "a loaf of bread",
    "item",
    ["a long loaf", (i) => wide(i, 1.5)],
    ["domed", (i) => rowWidth(i, rowAt(i, 0.05)) < 0.8 * rowWidth(i, rowAt(i, 0.8))],
  ],
  [
    "meat",
    "a piece of meat",
    "item",
    [
      "a bone at the lower end",
      (i) => bandShare(i, ["grey", "white"], 0.6, 1) > 2 * bandShare(i, ["grey", "white"], 0, 0.4),
    ],
    ["red meat", (i) => hasColour(i, "red", 0.3)],
  ],
  [
    "cheese",
    "a wedge of cheese",
    "item",
    ["a sloped wedge", (i) => wide(i) && topShare(i) <= 0.42],
    [
      "yellow with holes",
      (i) => hasColour(i, "yellow", 0.6) && spots(i, isHue(i, ["brown", "orange"]), 2) >= 2,
    ],
  ],
  ["ring", "a gold ring", "item", ["a hole", holed]],
  [
    "bag",
    "a leather bag",
    "item",
    ["tied at the neck", (i) => rowWidth(i, rowAt(i, 0.2)) < 0.75 * longestRun(i, true)],
    ["leather", (i) => hasColour(i, "brown", 0.5)],
  ],
  [
    "feather",
    "a feather",
    "item",
    [
      "long and thin, corner to corner",
      (i) => fill(i) < 0.4 && boxSize(i).w >= 0.7 * i.width && boxSize(i).h >= 0.7 * i.height,
    ],
  ],
  [
    "hoe",
    "a hoe",
    "item",
    ["a long handle", (i) => fill(i) < 0.3],
    [
      "the blade at the top end",
      (i) => bandShare(i, "grey", 0, 0.35) > 2 * bandShare(i, "grey", 0.65, 1),
    ],
  ],
  [
    "herb",
    "a healing herb",
    "item",
    ["an upright stem", (i) => longestRun(i, false) >= 0.9 * boxSize(i).h],
    ["leaves on both sides", (i) => mostRuns(i) >= 2 && hasColour(i, "green", 0.5)],
  ],
  [
    "ore",
    "iron ore",
    "item",
    ["a grey rock", (i) => hasColour(i, "grey", 0.6)],
    ["flecks of metal", (i) => spots(i, isHue(i, ["orange", "brown", "yellow"]), 2) >= 3],
  ],
  [
    "shell",
    "a seashell",
    "item",
    [
      "a fan narrowing to a hinge",
      (i) => rowWidth(i, rowAt(i, 0.95)) < 0.4 * longestRun(i, true) && topShare(i) >= 0.56,
    ],
  ],
  ["dice", "a die", "item", ["square", square], ["pips", (i) => spots(i, isDark(i), 2) >= 3]],
  [
    "bandage",
    "a bandage",
    "item",
    ["a long strip corner to corner", (i) => fill(i) < 0.45 && boxSize(i).w >= 0.7 * i.width],
  ],
  ["mask", "a mask", "item", ["wide and low", (i) => wide(i, 2)], ["two eye holes", twoEyes]],
  // props
  [
    "barrel",
    "a wooden barrel",
    "prop",
    ["taller than wide", tall],
    ["hoops", (i) => hueBands(i, "grey") >= 2 && hasColour(i, "brown", 0.6)],
  ],
  ["table", "a table", "prop", ["a flat top on legs with air between", tableTop]],
  ["tree", "an oak tree", "prop", ["a green crown over a brown trunk", greenOverBrownTrunk]],
  [
    "tree",
    "a pine tree",
    "prop",
    ["a green crown over a brown trunk", greenOverBrownTrunk],
    ["pointed top", (i) => rowWidth(i, rowAt(i, 0.05)) <= 0.2 * boxSize(i).w],
  ],
  ["bush", "a bush", "prop", ["wide and low", wide], ["green", (i) => hasColour(i, "green", 0.8)]],
  [
    "tombstone",
    "a tombstone",
    "prop",
    ["grey", (i) => hasColour(i, "grey", 0.6)],
    ["a rounded top", (i) => rowWidth(i, rowAt(i, 0.02)) < 0.7 * rowWidth(i, rowAt(i, 0.5))],
  ],
  [
    "cauldron",
    "a cauldron",
    "prop",
    ["a pot on legs", (i) => onLegs(i) && hasColour(i, "grey", 0.5)],
    ["brew at the mouth", (i) => hasColour(i, "green", 0.15, 0, 0.25)],
  ],
  [
    "bookshelf",
    "a bookshelf",
    "prop",
    ["tall", tall],
    [
      "spines of many colours",
      (i) =>
        (["red", "green", "blue", "yellow", "purple", "white"] as Hue[]).filter((h) =>
          hasColour(i, h, 0.01),
        ).length >= 3,
    ],
  ],
  [
    "flower",
    "a flower",
    "prop",
    [
      "petals over a green stem",
      (i) =>
        (centroid(i, isHue(i, ["pink", "purple", "red"]))?.y ?? 99) <
        (centroid(i, isHue(i, ["green"]))?.y ?? -1),
    ],
    ["upright", tall],
  ],
  [
    "cactus",
    "a cactus",
    "prop",
    ["green and upright", (i) => tall(i) && hasColour(i, "green", 0.7)],
    ["arms apart from the trunk", (i) => runsAt(i, 0.3) >= 2],
  ],
  [
    "well",
    "a well",
    "prop",
    ["a roof on top", (i) => hasColour(i, "red", 0.4, 0, 0.2)],
    ["open under the roof", holed],
    ["stone below", (i) => hasColour(i, "grey", 0.5, 0.6, 1)],
  ],
  [
    "anvil",
    "an anvil",
    "prop",
    [
      "a face wider than its waist",
      (i) => rowWidth(i, rowAt(i, 0.1)) >= 2 * rowWidth(i, rowAt(i, 0.6)),
    ],
    ["iron", (i) => hasColour(i, ["grey", "white"], 0.7)],
  ],
  [
    "altar",
    "an altar",
    "prop",
    ["candles standing on it", (i) => runsAt(i, 0.05) >= 2],
    ["a heavy block", (i) => topShare(i) <= 0.44],
  ],
  [
    "jar",
    "a jar",
    "prop",
    ["taller than wide", tall],
    ["shoulders narrowing to a neck under a lid", jarNeck],
    [
      "its contents seen through clear glass above them",
      (i) => hasColour(i, "green", 0.5, 0.6, 0.9) && hasColour(i, ["cyan", "white"], 0.4, 0.2, 0.4),
    ],
  ],
  [
    "dog house",
    "a dog house",
    "prop",
    ["a pitched roof on top", (i) => hasColour(i, "red", 0.3, 0, 0.35)],
    ["a dark doorway low in the middle", kennelDoorway],
  ],
  [
    "fish tank",
    "a fish tank",
    "prop",
    ["wider than tall", wide],
    ["water filling its middle", (i) => hasColour(i, ["blue", "cyan"], 0.4, 0.25, 0.75)],
    ["a fish in the water", (i) => hasColour(i, "orange", 0.03, 0.25, 0.75)],
  ],
  [
    "bridge",
    "a wooden bridge",
    "prop",
    ["wide", wide],
    ["an arch over air", archOverAir],
    ["wood", (i) => hasColour(i, ["brown", "orange"], 0.4)],
  ],
  [
    "rope",
    "a coil of rope",
    "item",
    [
      "coiled round a hole",
      (i) => enclosedPockets(i).some((p) => p.length >= 0.03 * boxSize(i).w * boxSize(i).h),
    ],
    ["tan fibre", (i) => hasColour(i, ["orange", "brown", "yellow"], 0.6)],
  ],
  [
    "snowflake",
    "a snowflake",
    "effect",
    ["symmetric", mirrored],
    ["pale ice", (i) => hasColour(i, ["cyan", "blue", "white"], 0.6)],
  ],
  [
    "rainbow",
    "a rainbow",
    "effect",
    ["an arch over air", archOverAir],
    [
      "red outside over blue inside",
      (i) =>
        (centroid(i, isHue(i, ["red"]))?.y ?? 99) < (centroid(i, isHue(i, ["blue"]))?.y ?? -1) &&
        hasColour(i, "green", 0.05),
    ],
  ],
  [
    "stump",
    "a tree stump",
    "prop",
    ["wide and low", (i) => wide(i, 1.2)],
    [
      "roots flaring at the base",
      (i) => rowWidth(i, rowAt(i, 0.97)) >= 1.1 * rowWidth(i, rowAt(i, 0.5)),
    ],
    ["wood", (i) => hasColour(i, "brown", 0.6)],
  ],
  [
    "brazier",
    "a brazier",
    "prop",
    ["fire on top", (i) => hasColour(i, ["orange", "red", "yellow"], 0.4, 0, 0.3)],
    ["on legs", onLegs],
  ],
  [
    "lever",
    "a lever",
    "prop",
    ["a base at the bottom", (i) => topShare(i) <= 0.35],
    ["a knob on top", (i) => hasColour(i, "red", 0.3, 0, 0.15)],
  ],
  // tiles, UI, effects, vehicles
  [
    "planks",
    "wooden planks",
    "tile",
    ["fills the tile", (i) => fill(i) === 1 && boxSize(i).w === i.width],
    ["long horizontal boards", horizontalBoards],
    [
      "seamless",
      (i) =>
        lightStep(i, 1, 0, true) <= 2 * lightStep(i, 1, 0) &&
        lightStep(i, 0, 1, true) <= 2 * lightStep(i, 0, 1),
    ],
  ],
  [
    "slot",
    "an inventory slot",
    "ui",
    ["square", square],
    ["a frame around an empty middle", emptyMiddle],
  ],
  [
    "slash",
    "a sword slash",
    "effect",
    ["a thin crescent", (i) => bentAroundAir(i) && fill(i) < 0.35],
  ],
  [
    "truck",
    "a truck",
    "vehicle",
    ["wide", wide],
    ["wheels under a box", (i) => onLegs(i) && rowWidth(i, rowAt(i, 0.4)) >= 0.8 * boxSize(i).w],
  ],
];

/** The middle half of the picture is one flat colour, and the frame around it is another. */
function emptyMiddle(img: RgbaImage): boolean {
  const colours = new Set<number>();
  for (let y = 20; y < 44; y++)
    for (let x = 20; x < 44; x++) {
      const o = (y * img.width + x) * 4;
      colours.add((img.data[o]! << 16) | (img.data[o + 1]! << 8) | img.data[o + 2]!);
    }
  return colours.size <= 2 && Math.abs(lightness(img, 32, 32) - lightness(img, 4, 32)) >= 0.1;
}

describe("things look like what it is", () => {
  for (const shape of CASES) {
    it(`${shape[0]}: ${shape[1]}`, () => expect(failedChecks(shape), shape[1]).toEqual([]));
  }
});

describe("the properties fail on drawings of other things", () => {
  const on = (prompt: string, type: AssetType) => drawnOnce(prompt, type);
  it("a loaf is not round like a coin", () =>
    expect(round(on("a loaf of bread", "item"))).toBe(false));
  it("a coin has no hole like a ring", () => expect(holed(on("a gold coin", "item"))).toBe(false));
  it("a stump has no flat top on legs", () =>
    expect(tableTop(on("a tree stump", "prop"))).toBe(false));
  it("a bush has no trunk under its green", () =>
    expect(greenOverBrownTrunk(on("a bush", "prop"))).toBe(false));
  it("a slot's frame is no run of horizontal boards", () =>
    expect(horizontalBoards(on("an inventory slot", "ui"))).toBe(false));
  it("a coin is not bent like a sickle", () =>
    expect(bentAroundAir(on("a gold coin", "item"))).toBe(false));
  it("a crate has no neck like a jar", () => expect(jarNeck(on("a crate", "prop"))).toBe(false));
  it("a house's door is not a kennel's dark doorway", () =>
    expect(kennelDoorway(on("a house", "prop"))).toBe(false));
  it("a table is no arch over air", () => expect(archOverAir(on("a table", "prop"))).toBe(false));
  it("a sword is not mirror-symmetric like a snowflake", () =>
    expect(mirrored(on("a sword", "weapon"))).toBe(false));
  it("a mask is not square like a die", () => expect(square(on("a mask", "item"))).toBe(false));
});
