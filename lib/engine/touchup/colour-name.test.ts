import { describe, expect, it } from "vitest";
import { toPixels } from "../raster";
import { CHEST, HERO, KEY, MUSHROOM, SLIME } from "./corpus/fixtures";
import { colorName } from "./objects";
import { spritePalette } from "./sprite-palette";

type Fixture = typeof HERO;

/** Every colour a fixture's part is drawn in, named as the reading names it. */
function namesOf(f: Fixture, part: string): Set<string> {
  const px = toPixels(f.image);
  const palette = spritePalette(px);
  const out = new Set<string>();
  f.mask(part).forEach((v, i) => {
    if (v && !f.parts[i]!.includes("outline")) out.add(colorName(px.data[i]!, palette));
  });
  return out;
}

describe("the reading names the colour family a part is drawn in", () => {
  // Each part's every shade, from its lit one to its darkest, is called by the part's family.
  const fixtures: Record<string, Fixture> = { MUSHROOM, SLIME, HERO, KEY, CHEST };
  it.each([
    ["MUSHROOM", "cap", "red"],
    ["SLIME", "body", "green"],
    ["HERO", "tunic", "green"],
    ["HERO", "hair", "brown"],
    ["HERO", "legs", "blue"],
    ["KEY", "shaft", "yellow"],
    ["CHEST", "wood", "brown"],
    ["CHEST", "trim", "yellow"],
    ["HERO", "eyes", "black"],
  ] as const)("%s: the %s is %s in all its shades", (f, part, family) => {
    const names = namesOf(fixtures[f]!, part);
    expect([...names]).toEqual([family]);
  });
});
