/**
 * A slime's mouth rides inside its body however the body squashes: melted into a puddle it
 * stays within the puddle, above its bottom edge, instead of poking out below it. Which pixels
 * are the mouth and the body comes from the drawer's layers.
 */
import { describe, expect, it } from "vitest";
import type { AnimationPreset } from "../animate";
import { doc, layerOwnParts, placeOf, posedFrames } from "../testing";

const slime = doc("green slime", "south");
const mouth = layerOwnParts(slime, "mouth");
const body = layerOwnParts(slime, "body");

describe("a slime's mouth", () => {
  it("is drawn as a layer of its own", () => {
    expect(mouth.size).toBeGreaterThan(0);
  });

  for (const preset of ["Death", "Jump", "Walk"] as AnimationPreset[]) {
    it(`stays above the body's bottom edge in every ${preset} frame`, () => {
      const gaps = posedFrames(slime, preset).map(
        (f) => placeOf(f, body).bottom - placeOf(f, mouth).bottom,
      );
      // At least a row of the body below the mouth (its own outline then goes below that).
      expect(gaps.map((g) => g >= 2)).toEqual(gaps.map(() => true));
    });
  }
});
