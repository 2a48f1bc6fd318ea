import { describe, expect, it } from "vitest";
import { labCache, rgbToOklab } from "../color";
import { type FigureZone, locatePart } from "../figure";
import { contentWords } from "../prompt";
import type { RgbaImage } from "../raster";
import { sprite } from "../testing";
import { restyleSprite } from ".";

const keyAt = (image: RgbaImage, i: number) => image.data.subarray(i * 4, i * 4 + 4).join();

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Mean hue of the part's pixels in `image` (OKLab a/b averaged). */
function meanHue(image: RgbaImage, mask: Uint8Array): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const lab = rgbToOklab([image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!]);
    a += lab.a;
    b += lab.b;
  }
  return ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
}

const CASES: [string, string, [FigureZone, number][]][] = [
  ["knight with a sword", "armor gold", [["torso", 85]]],
  ["villager", "pink hair", [["hair", 350]]],
  [
    "villager",
    "gold shirt and green pants",
    [
      ["torso", 85],
      ["legs", 142],
    ],
  ],
  [
    "princess",
    "blue dress, red boots",
    [
      ["torso", 264],
      ["feet", 25],
    ],
  ],
];

describe("restyle: attributes bound to parts", () => {
  it("colors each named part with its color and changes nothing outside the named parts", () => {
    for (const [subject, prompt, parts] of CASES) {
      const { image, anchors } = sprite(subject);
      const out = restyleSprite(image, { customPrompt: prompt, mode: "custom", seed: 1, anchors });
      const masks = parts.map(([zone]) => locatePart(image, zone, labCache(), anchors)!.mask);
      const inAny = (i: number) => masks.some((m) => m[i]);
      let changed = 0;
      for (let i = 0; i < image.width * image.height; i++) {
        if (keyAt(out.image, i) !== keyAt(image, i)) {
          expect(inAny(i), `${subject}: ${prompt}: pixel ${i}`).toBe(true);
          changed++;
        }
      }
      expect(changed, prompt).toBeGreaterThan(0);
      parts.forEach(([zone, hue], k) => {
        expect(hueDistance(meanHue(out.image, masks[k]!), hue), `${prompt}: ${zone}`).toBeLessThan(
          30,
        );
      });
      for (const w of contentWords(prompt)) expect(out.words.used, prompt).toContain(w);
    }
  });

  it("reports a part the sprite lacks, with its color, instead of painting something else", () => {
    const { image, anchors } = sprite("villager");
    const out = restyleSprite(image, {
      customPrompt: "gold shirt and a blue cape",
      mode: "custom",
      seed: 1,
      anchors,
    });
    expect(out.words).toEqual({ used: ["gold", "shirt"], ignored: ["blue", "cape"] });
  });
});
