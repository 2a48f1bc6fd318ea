/**
 * An old knight's white beard lies on his plate armour: it must read as a beard, not as a
 * gorget. Under its middle the first pixel that is not beard is a dark line, and its own
 * colour is lighter than the steel around it.
 */
import { describe, expect, it } from "vitest";
import { oklabToOklch, rgbToOklab } from "../color";
import { generateLayered } from "../generate";
import { readSpritePrompt } from "../prompt";

const lightness = (d: Uint8ClampedArray | Uint8Array, i: number) =>
  oklabToOklch(rgbToOklab([d[i * 4]!, d[i * 4 + 1]!, d[i * 4 + 2]!])).L;

describe("an old knight's beard on plate", () => {
  it("is edged by a dark line where it ends on the armour", () => {
    const prompt = "an old knight with a sword and shield";
    const doc = generateLayered({
      reading: readSpritePrompt(prompt, "character"),
      assetType: "character",
      width: 64,
      height: 64,
      direction: "south",
      camera: "none",
      seed: 7,
    });
    const { data, width } = doc.sprite.image;
    const head = doc.layers.find((l) => l.role === "head")!;
    const torso = doc.layers.find((l) => l.role === "torso")!;
    // Down each column of the beard's lit middle from under the eyes (below the hair tufts):
    // the beard is the pale run there, and the first pixel under it is a dark line, not the
    // steel's grey.
    for (let dx = -4; dx <= 2; dx++) {
      const x = Math.round(head.joint.x) + dx;
      let y = head.y + Math.ceil(head.height * 0.7);
      while (y < torso.y + 6 && lightness(data, y * width + x) < 0.8) y++;
      expect(lightness(data, y * width + x)).toBeGreaterThanOrEqual(0.8);
      while (lightness(data, y * width + x) >= 0.7) y++;
      expect(lightness(data, y * width + x)).toBeLessThan(0.35);
    }
  });
});
