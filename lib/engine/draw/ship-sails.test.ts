/**
 * A galleon's square sails read as sails: each hangs apart from the others (two sails run
 * together read as one shapeless block) under a wooden yard wider than itself.
 */
import { describe, expect, it } from "vitest";
import { rgbToOklab, oklabToOklch } from "../color";
import { readSpritePrompt } from "../prompt";
import { labelComponents } from "../raster";
import { drawSprite } from ".";

const ship = drawSprite({
  reading: readSpritePrompt("a pirate ship with red sails", "vehicle"),
  assetType: "vehicle",
  width: 64,
  height: 64,
  direction: "none",
  camera: "none",
  seed: 7,
}).image;

const red = (i: number) => {
  const d = ship.data;
  if (d[i * 4 + 3] === 0) return false;
  const { h, C } = oklabToOklch(rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!]));
  return C > 0.1 && (h < 45 || h > 340);
};

describe("a galleon's sails", () => {
  it("hang as several separate sails, not one block", () => {
    const { sizes } = labelComponents(64, 64, red, 4);
    expect(sizes.filter((n) => n >= 12).length).toBeGreaterThanOrEqual(3);
  });

  it("each hang from a yard that reaches past the sail on both sides", () => {
    const { labels, sizes } = labelComponents(64, 64, red, 4);
    let checked = 0;
    sizes.forEach((n, k) => {
      if (n < 12) return;
      let top = 64;
      let left = 64;
      let right = -1;
      labels.forEach((label, i) => {
        if (label !== k + 1) return;
        top = Math.min(top, Math.floor(i / 64));
      });
      labels.forEach((label, i) => {
        if (label !== k + 1 || Math.floor(i / 64) !== top) return;
        left = Math.min(left, i % 64);
        right = Math.max(right, i % 64);
      });
      // Some row just above the sail's top is opaque and not sail from left-1 to right+1.
      const spans = [1, 2, 3].some((up) => {
        const y = top - up;
        if (y < 0) return false;
        for (let x = left - 1; x <= right + 1; x++) {
          const i = y * 64 + x;
          if (ship.data[i * 4 + 3] === 0 || red(i)) return false;
        }
        return true;
      });
      expect(spans, `sail with top at ${top}`).toBe(true);
      checked++;
    });
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
